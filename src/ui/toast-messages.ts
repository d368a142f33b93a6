import { useLingui } from '@lingui/react/macro'

/** Translated toast texts for the keys the client raises itself (spec sections 2, 6 and 8, quoted as given). */
export function useToastMessage() {
  const { t } = useLingui()
  const messages: Record<string, string> = {
    dataNotFound: t`data not found`,
    switchLanguageSuccess: t`Switch Language Success`,
    noPermission: t`You have no system permission. Please contact the relevant product owner.`,
    rolesError: t`error`,
    rolesNotArray: t`getInfo: roles must be a non-null array !`,
    copied: t`Copied`,
  }
  return (key: string) => messages[key] ?? key
}
