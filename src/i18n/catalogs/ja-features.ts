import type { Messages } from '@lingui/core'

/** Japanese: the feature areas' words (src/features/…/locales), loaded with the first feature screen. */
const loaded = import.meta.glob<Messages>(
  ['../../features/*/locales/ja.po', '../../features/*/*/locales/ja.po'],
  { eager: true, import: 'messages' },
)
export const messages: Messages = Object.assign({}, ...Object.values(loaded))
