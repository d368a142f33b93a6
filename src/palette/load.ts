/** The palette's code, fetched on first use (or when the pointer nears the trigger). */
export const loadPalette = () => import('./palette')
