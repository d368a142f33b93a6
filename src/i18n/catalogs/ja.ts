import type { Messages } from '@lingui/core'

/** Japanese: the words of every folder of src/ but the feature areas' (loaded by src/i18n/index.ts). */
const loaded = import.meta.glob<Messages>('../../*/locales/ja.po', { eager: true, import: 'messages' })
export const messages: Messages = Object.assign({}, ...Object.values(loaded))
