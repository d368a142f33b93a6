import { z, type ZodType } from 'zod'

/**
 * zod, as every module in src/ imports it. In the browser its JIT is off: zod compiles fast parsers with
 * `new Function`, which the console's Content Security Policy refuses, and merely trying reports a violation
 * (Lighthouse's best practices, the browser's issues panel). The server keeps the JIT.
 */
if (typeof document !== 'undefined') z.config({ jitless: true })

export { z, type ZodType }
