import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

/** Files worth compressing: text. Images and fonts are compressed already. */
const TEXT = /\.(js|mjs|css|svg|json|webmanifest|txt)$/
/** index.html is rewritten per server (static.ts compresses its own copy), tiny files gain nothing. */
const MIN_BYTES = 1024

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every text file of the build, as a CDN would
 * serve them; static.ts sends the smallest the browser accepts. A copy no smaller than the file is not written.
 * Run once after `vite build` (the vite config's last step); returns the bytes before and after brotli.
 */
export function precompressDir(dir: string): { files: number; bytes: number; brotliBytes: number } {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 }
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      const sub = precompressDir(path)
      totals.files += sub.files
      totals.bytes += sub.bytes
      totals.brotliBytes += sub.brotliBytes
      continue
    }
    if (!TEXT.test(entry.name) || statSync(path).size < MIN_BYTES) continue
    const body = readFileSync(path)
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    })
    const gz = gzipSync(body, { level: constants.Z_BEST_COMPRESSION })
    if (br.length < body.length) writeFileSync(`${path}.br`, br)
    if (gz.length < body.length) writeFileSync(`${path}.gz`, gz)
    totals.files++
    totals.bytes += body.length
    totals.brotliBytes += Math.min(br.length, body.length)
  }
  return totals
}
