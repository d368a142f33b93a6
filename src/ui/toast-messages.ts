import { useLingui } from '@lingui/react/macro'
import type { CodeToastKey } from '@/api/error-catalogue'

/** Translated toast texts for the keys the client raises itself (spec sections 2, 6 and 8, quoted as given). */
export function useToastMessage() {
  const { t } = useLingui()
  const answers: Record<CodeToastKey, string> = {
    dataNotFound: t`data not found`,
    badRequest: t`The request was refused. Check what you entered and try again.`,
    forbidden: t`You do not have permission for this action.`,
    conflict: t`Someone else changed this record, or it is in use. Reload it and try again.`,
    tooLarge: t`The request is too large.`,
    tooManyRequests: t`Too many requests at once. Wait a moment and try again.`,
    serverError: t`The server could not complete the request. Try again later.`,
    orderNotFound: t`No order has this number.`,
    keepAuthorizationOnlyForTax: t`Keeping the authorization is only possible for tax refunds.`,
    amountExceedsRefundable: t`The amount is more than can still be refunded on this order.`,
    currencyMismatch: t`A refund is made in the currency the order was paid in.`,
    alreadyRefunded: t`This order is already fully refunded.`,
    pendingRefundExists: t`Another refund of this order is still in progress.`,
    idempotencyKeyReused: t`This request was already sent with different content. Reload and try again.`,
    invalidTaxId: t`This is not a valid tax ID for the order's country.`,
    noTaxCharged: t`The order carried no tax.`,
  }
  const messages: Record<string, string> = {
    ...answers,
    switchLanguageSuccess: t`Switch Language Success`,
    noPermission: t`You have no system permission. Please contact the relevant product owner.`,
    rolesError: t`error`,
    rolesNotArray: t`getInfo: roles must be a non-null array !`,
    copied: t`Copied`,
    popupNotLoaded: t`This could not be opened: its code did not download. Check the connection and reload the page.`,
  }
  return (key: string) => messages[key] ?? key
}
