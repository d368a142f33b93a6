import type { Messages } from '@lingui/core'

/** English: the words of every folder of src/ but the feature areas' (loaded by src/i18n/index.ts). */
const loaded = import.meta.glob<Messages>('../../*/locales/en.po', { eager: true, import: 'messages' })
export const messages: Messages = Object.assign({}, ...Object.values(loaded))
