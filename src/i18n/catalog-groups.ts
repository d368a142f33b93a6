/**
 * A feature area's catalog (src/features/…/locales): loaded with the first feature screen or panel, not before
 * a start's first screen (src/i18n/index.ts), and built into a chunk of its own per language (vite.config.ts).
 */
export const isFeatureCatalog = (path: string) => /\/features\/[^?]*\/locales\//.test(path)
