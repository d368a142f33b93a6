import type { Messages } from '@lingui/core'

/** English: the feature areas' words (src/features/…/locales), loaded with the first feature screen. */
const loaded = import.meta.glob<Messages>(
  ['../../features/*/locales/en.po', '../../features/*/*/locales/en.po'],
  { eager: true, import: 'messages' },
)
export const messages: Messages = Object.assign({}, ...Object.values(loaded))
