import { z } from 'zod'
import {
  SEARCH_DEFAULT_LIMIT,
  SEARCH_MAX_LIMIT,
  SEARCH_MAX_Q,
  SEARCH_MIN_SUBSTRING,
  searchAnswerSchema,
} from '@/domain/record-search'
import { REFUSED } from './openapi-errors'

const { $schema: _drop, ...schema } = z.toJSONSchema(searchAnswerSchema, { io: 'output' }) as Record<
  string,
  unknown
>

/** OpenAPI path item of GET /v1/search; its answer is the shared zod schema the console parses too. */
export const SEARCH_PATHS = {
  '/v1/search': {
    get: {
      tags: ['search'],
      summary: 'Find records of every entity the user may view by key, codes and names (the command palette)',
      description:
        'Each entity whose <resource>:view the user holds is searched through its list indexes: the key and ' +
        'code fields by their start (as typed and upper-cased), names and e-mails anywhere from ' +
        `${SEARCH_MIN_SUBSTRING} characters on; an exact key comes first. At most \`limit\` records per entity; ` +
        'entities without a match, and those the user may not view, are left out. A blank q finds nothing.',
      security: [{ bearer: [] }],
      parameters: [
        {
          name: 'q',
          in: 'query',
          required: true,
          schema: { type: 'string', minLength: 1, maxLength: SEARCH_MAX_Q },
        },
        {
          name: 'limit',
          in: 'query',
          schema: { type: 'integer', minimum: 1, maximum: SEARCH_MAX_LIMIT, default: SEARCH_DEFAULT_LIMIT },
        },
      ],
      responses: {
        200: {
          description: 'Envelope {code, msg, data}',
          content: {
            'application/json': {
              schema: {
                allOf: [{ $ref: '#/components/schemas/Envelope' }, { properties: { data: schema } }],
              },
            },
          },
        },
        401: REFUSED[401],
      },
    },
  },
}
