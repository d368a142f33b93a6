import type { Messages } from '@lingui/core'

/** Chinese: the feature areas' words (src/features/…/locales), loaded with the first feature screen. */
const loaded = import.meta.glob<Messages>(
  ['../../features/*/locales/zh.po', '../../features/*/*/locales/zh.po'],
  { eager: true, import: 'messages' },
)
export const messages: Messages = Object.assign({}, ...Object.values(loaded))
