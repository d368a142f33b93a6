import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { accepts } from './compression'

/** One encoding of a resource, with its own ETag (each encoding is a different representation). */
export interface Representation {
  body: Buffer
  etag: string
  encoding?: 'br' | 'gzip'
}

export interface Representations {
  type: string
  identity: Representation
  br?: Representation
  gzip?: Representation
}

const decode = { br: brotliDecompressSync, gzip: gunzipSync }

function decodesTo(compressed: Buffer, encoding: 'br' | 'gzip', body: Buffer): boolean {
  try {
    return decode[encoding](compressed).equals(body)
  } catch {
    return false
  }
}

function readIfFile(path: string): Buffer | undefined {
  try {
    return readFileSync(path)
  } catch {
    return undefined
  }
}

const tag = (body: Buffer) => createHash('sha256').update(body).digest('base64url').slice(0, 22)

/** The smallest representation the Accept-Encoding header allows. */
export function representation(reps: Representations, acceptEncoding: string | undefined): Representation {
  if (reps.br && accepts(acceptEncoding, 'br')) return reps.br
  if (reps.gzip && accepts(acceptEncoding, 'gzip')) return reps.gzip
  return reps.identity
}

/** A body made at run time (the rendered index.html, the manifest), compressed here once. */
export function variantsOf(body: Buffer, type: string): Representations {
  const etag = tag(body)
  return {
    type,
    identity: { body, etag: `"${etag}"` },
    br: { body: brotliCompressSync(body), etag: `"${etag}-br"`, encoding: 'br' },
    gzip: { body: gzipSync(body, { level: 9 }), etag: `"${etag}-gz"`, encoding: 'gzip' },
  }
}

/**
 * Files of the build, read once and kept in memory with the brotli (.br) and gzip (.gz) copies the build wrote
 * beside them. A file is checked against its size and time on each request (one stat) and read again when it
 * changed, unless it is immutable (hashed names). A copy is used only if it decodes to the file as it is now
 * (checked once per read: a file changed after the build is not sent as its stale copy).
 */
export class FileCache {
  private readonly entries = new Map<string, { stamp: string; reps: Representations }>()

  constructor(private readonly typeOf: (file: string) => string) {}

  read(file: string): Buffer {
    return readFileSync(file)
  }

  get(file: string, immutable: boolean): Representations | undefined {
    const kept = this.entries.get(file)
    if (kept && immutable) return kept.reps
    const stat = statSync(file, { throwIfNoEntry: false })
    if (!stat?.isFile()) {
      this.entries.delete(file)
      return undefined
    }
    const stamp = `${stat.size}:${stat.mtimeMs}`
    if (kept?.stamp === stamp) return kept.reps
    const body = readFileSync(file)
    const etag = tag(body)
    const copy = (suffix: string, encoding: 'br' | 'gzip', short: string): Representation | undefined => {
      const compressed = readIfFile(`${file}${suffix}`)
      return compressed && decodesTo(compressed, encoding, body)
        ? { body: compressed, etag: `"${etag}-${short}"`, encoding }
        : undefined
    }
    const reps: Representations = {
      type: this.typeOf(file),
      identity: { body, etag: `"${etag}"` },
      br: copy('.br', 'br', 'br'),
      gzip: copy('.gz', 'gzip', 'gz'),
    }
    this.entries.set(file, { stamp, reps })
    return reps
  }
}
