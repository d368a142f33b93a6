const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')

export function randomToken(bytes = 32): string {
  return b64url(crypto.getRandomValues(new Uint8Array(bytes)))
}

/** The first 64 primes, found once (the constants below need each of them). */
function firstPrimes(count: number): number[] {
  const primes: number[] = []
  for (let n = 2; primes.length < count; n++) if (primes.every((p) => n % p)) primes.push(n)
  return primes
}

// The first 32 bits of the fractional parts of the cube roots of the first 64 primes (FIPS 180-4). Made on the
// first digest, not when the module loads: index.html's boot script imports this module on every visit.
let roundConstants: Uint32Array | undefined
const constants = () =>
  (roundConstants ??= Uint32Array.from(firstPrimes(64), (p) => Math.floor((Math.cbrt(p) % 1) * 2 ** 32)))

/**
 * SHA-256 (FIPS 180-4) for where WebCrypto's digest is missing: `crypto.subtle` exists only in secure
 * contexts, and the account service requires PKCE also when the console is served over plain http.
 */
export function sha256(data: Uint8Array): Uint8Array {
  const h = Uint32Array.of(
    0x6a09e667,
    0xbb67ae85,
    0x3c6ef372,
    0xa54ff53a,
    0x510e527f,
    0x9b05688c,
    0x1f83d9ab,
    0x5be0cd19,
  )
  const padded = new Uint8Array(Math.ceil((data.length + 9) / 64) * 64)
  padded.set(data)
  padded[data.length] = 0x80
  const view = new DataView(padded.buffer)
  view.setUint32(padded.length - 8, Math.floor((data.length * 8) / 2 ** 32))
  view.setUint32(padded.length - 4, (data.length * 8) >>> 0)
  const K = constants()
  const w = new Uint32Array(64)
  const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n))
  for (let block = 0; block < padded.length; block += 64) {
    for (let t = 0; t < 16; t++) w[t] = view.getUint32(block + t * 4)
    for (let t = 16; t < 64; t++) {
      const a = w[t - 15]!
      const b = w[t - 2]!
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3)
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10)
      w[t] = (w[t - 16]! + s0 + w[t - 7]! + s1) >>> 0
    }
    let [a, b, c, d, e, f, g, hh] = h as unknown as number[]
    for (let t = 0; t < 64; t++) {
      const t1 =
        (hh! + (rotr(e!, 6) ^ rotr(e!, 11) ^ rotr(e!, 25)) + ((e! & f!) ^ (~e! & g!)) + K[t]! + w[t]!) >>> 0
      const t2 = ((rotr(a!, 2) ^ rotr(a!, 13) ^ rotr(a!, 22)) + ((a! & b!) ^ (a! & c!) ^ (b! & c!))) >>> 0
      hh = g
      g = f
      f = e
      e = (d! + t1) >>> 0
      d = c
      c = b
      b = a
      a = (t1 + t2) >>> 0
    }
    ;[a, b, c, d, e, f, g, hh].forEach((v, i) => (h[i] = (h[i]! + v!) >>> 0))
  }
  const out = new Uint8Array(32)
  const outView = new DataView(out.buffer)
  h.forEach((v, i) => outView.setUint32(i * 4, v))
  return out
}

/** S256 code challenge (RFC 7636), by WebCrypto where the page is a secure context, else by `sha256`. */
export async function codeChallenge(verifier: string): Promise<string> {
  const bytes = new TextEncoder().encode(verifier)
  if (!globalThis.crypto?.subtle) return b64url(sha256(bytes))
  return b64url(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)))
}
