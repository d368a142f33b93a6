import { BARTER_EXCHANGE_MESSAGES, NEW_ITEM_OPTIONS_PATH } from '@/domain/barter-rules'
import { barters } from '@/domain/entities/refunds-barters'
import { BARTER_EXCHANGE_TYPES } from '@/domain/enums'
import { REFUSED } from './openapi-errors'
import { envelope, ref } from './openapi-parts'

const rules = Object.entries(BARTER_EXCHANGE_MESSAGES)
  .map(([key, message]) => `${key} (${message})`)
  .join('; ')

/** GET /v1/barters/new-item-options: the new-item picker of the barter form (server/api/barter-items.ts). */
export const ORDER_CENTER_PATHS = {
  [NEW_ITEM_OPTIONS_PATH]: {
    get: {
      tags: ['barters'],
      operationId: 'barters.newItemOptions',
      summary: 'The SKUs a barter may name as its new item, as picker options',
      description:
        `Needs ${barters.resource}:apply or :edit. Active SKUs only; with replacementItem, not that SKU, and with ` +
        'exchangeType too, those the type allows beside it: sameProduct another SKU of its product, ' +
        'differentProduct a SKU of another product, upgrade the upgrade SKU whose upgradeFromSku it is, ' +
        'downgrade the SKU it upgrades from (when it is an upgrade SKU). A replacementItem that names no SKU ' +
        'allows none. Ordered by skuCode, at most limit. Apply and edit refuse a new item that does not fit ' +
        `with 400 and one of these keys as the newItem issue's message: ${rules}.`,
      security: [{ bearer: [] }],
      parameters: [
        {
          name: 'replacementItem',
          in: 'query',
          description: 'the SKU being exchanged',
          schema: { type: 'string', minLength: 1, maxLength: 40 },
        },
        {
          name: 'exchangeType',
          in: 'query',
          schema: { type: 'string', enum: [...BARTER_EXCHANGE_TYPES] },
        },
        {
          name: 'q',
          in: 'query',
          description: 'a skuCode prefix or a substring of the name, case-insensitive',
          schema: { type: 'string', maxLength: 100 },
        },
        {
          name: 'limit',
          in: 'query',
          schema: { type: 'integer', minimum: 1, maximum: 50, default: 20 },
        },
      ],
      responses: {
        200: envelope({ type: 'array', items: ref('Option') }),
        400: REFUSED[400],
        401: REFUSED[401],
        403: { ...REFUSED[403], description: `Missing ${barters.resource}:apply and :edit` },
      },
    },
  },
}
