import { useLingui } from '@lingui/react/macro'

/** Translated toast texts for the keys the client raises itself (spec sections 2 and 8). */
export function useToastMessage() {
  const { t } = useLingui()
  const messages: Record<string, string> = {
    dataNotFound: t`Data not found`,
    switchLanguageSuccess: t`Switch Language Success`,
    noPermission: t`You have no system permission. Please contact the relevant product owner.`,
    copied: t`Copied`,
  }
  return (key: string) => messages[key] ?? key
}
