import { appendFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RuntimeConfig } from '@/domain/config'
import { firstListRead } from '@/domain/first-list-read'
import { screenByPath } from '@/domain/screens'
import { manifestHandler } from './manifest'
import { precompressDir } from './precompress'
import { staticHandler } from './static'

const runtime = { basePath: '/', buildId: 't' } as RuntimeConfig
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}]\n`
let dist: string
let app: Hono

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'boc-static-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html><head><title>BOC</title></head><body></body></html>`,
  )
  writeFileSync(join(dist, 'assets', 'index-Ab12Cd34.js'), script)
  writeFileSync(
    join(dist, 'sw.js'),
    `self.addEventListener('fetch', () => {})\n${'// precache\n'.repeat(200)}`,
  )
  writeFileSync(join(dist, 'pwa-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]))
  precompressDir(dist)
  app = new Hono()
  app.get('/manifest.webmanifest', manifestHandler('/'))
  app.get('/*', staticHandler(dist, runtime))
})
afterAll(() => rmSync(dist, { recursive: true, force: true }))

const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers })
const bytes = async (r: Response) => Buffer.from(await r.arrayBuffer())

describe('static assets served as a CDN would', () => {
  it('hashed assets: precompressed brotli or gzip by Accept-Encoding, immutable for a year', async () => {
    const br = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.status).toBe(200)
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(brotliDecompressSync(await bytes(br)).toString()).toBe(script)

    const gz = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'gzip' })
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(await bytes(gz)).toString()).toBe(script)

    const plain = await get('/assets/index-Ab12Cd34.js')
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect((await bytes(plain)).toString()).toBe(script)
    expect(new Set([br, gz, plain].map((r) => r.headers.get('etag'))).size).toBe(3)

    const refused = await get('/assets/index-Ab12Cd34.js', { 'accept-encoding': 'br;q=0, gzip' })
    expect(refused.headers.get('content-encoding')).toBe('gzip')
  })

  it('hashed assets are kept in memory once read', async () => {
    await get('/assets/index-Ab12Cd34.js')
    rmSync(join(dist, 'assets', 'index-Ab12Cd34.js'))
    const again = await get('/assets/index-Ab12Cd34.js')
    expect(again.status).toBe(200)
    expect((await bytes(again)).toString()).toBe(script)
  })

  it('the service worker is revalidated: ETag and 304, a changed file is sent again, not its stale copy', async () => {
    const first = await get('/sw.js', { 'accept-encoding': 'br' })
    expect(first.headers.get('cache-control')).toBe('no-cache')
    expect(first.headers.get('content-encoding')).toBe('br')
    const etag = first.headers.get('etag')!
    const same = await get('/sw.js', { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(same.status).toBe(304)
    expect(same.headers.get('etag')).toBe(etag)
    expect(await same.text()).toBe('')

    appendFileSync(join(dist, 'sw.js'), '// a new version\n')
    const changed = await get('/sw.js', { 'accept-encoding': 'br', 'if-none-match': etag })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('content-encoding')).toBeNull()
    expect(await changed.text()).toContain('// a new version')
  })

  it('index.html (any deep link) gets the runtime configuration, compressed, and is revalidated by ETag', async () => {
    const page = await get('/orderCenter/orders', { 'accept-encoding': 'br' })
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-cache')
    expect(page.headers.get('content-encoding')).toBe('br')
    const html = brotliDecompressSync(await bytes(page)).toString()
    expect(html).toContain('<head><base href="/"><script>window.__CONSOLE_CONFIG__=')
    const revalidated = await get('/', {
      'accept-encoding': 'br',
      'if-none-match': page.headers.get('etag')!,
    })
    expect(revalidated.status).toBe(304)
  })

  it('the manifest is revalidated by ETag', async () => {
    const m = await get('/manifest.webmanifest')
    expect(m.headers.get('cache-control')).toBe('no-cache')
    expect((await m.json()) as { start_url: string }).toMatchObject({ start_url: '/' })
    expect((await get('/manifest.webmanifest', { 'if-none-match': m.headers.get('etag')! })).status).toBe(304)
  })

  it('images are sent as they are; a missing asset is a 404, not the app', async () => {
    const icon = await get('/pwa-192.png', { 'accept-encoding': 'br, gzip' })
    expect(icon.headers.get('content-encoding')).toBeNull()
    expect(icon.headers.get('content-type')).toBe('image/png')
    expect((await get('/assets/missing-00000000.js')).status).toBe(404)
  })
})

describe("a screen's page names the chunks of the screen's code (issue 31)", () => {
  let screenDist: string
  let screens: Hono
  beforeAll(() => {
    screenDist = mkdtempSync(join(tmpdir(), 'boc-screens-'))
    mkdirSync(join(screenDist, '.vite'), { recursive: true })
    writeFileSync(
      join(screenDist, 'index.html'),
      '<!doctype html><html><head><script data-entry="./assets/index-1.js">boot()</script></head></html>',
    )
    const code = {
      'kind:list': ['./assets/list-screen-1.js', './assets/data-table-2.js'],
      'binding:orders': ['./assets/orders-3.js', './assets/shared-4.js', './assets/orders-7.css'],
      listHead: ['./assets/list-head-5.js', './assets/data-table-2.js'],
      'view:dashboard': ['./assets/dashboard-6.js', '"><script>alert(1)</script>'],
    }
    writeFileSync(join(screenDist, '.vite', 'screen-chunks.json'), JSON.stringify(code))
    screens = new Hono()
    screens.get('/*', staticHandler(screenDist, runtime))
  })
  afterAll(() => rmSync(screenDist, { recursive: true, force: true }))

  const bootTag = async (path: string) =>
    /<script data-screen=[^>]*>/.exec(await (await screens.request(path)).text())?.[0] ?? ''
  const screenData = async (path: string) => /data-screen="([^"]*)"/.exec(await bootTag(path))?.[1]
  const screenRead = async (path: string) => /data-read="([^"]*)"/.exec(await bootTag(path))?.[1]

  it("a generic list: its head's chunks first (its first read waits for them), its view's and its binding's with their stylesheets, once each", async () => {
    expect((await screenData('/orderCenter/orders'))?.split(',')).toEqual([
      './assets/list-head-5.js',
      './assets/data-table-2.js',
      './assets/list-screen-1.js',
      './assets/orders-3.js',
      './assets/shared-4.js',
      './assets/orders-7.css',
    ])
  })

  it('a bespoke view: only names of built chunks reach the page', async () => {
    expect(await screenData('/dashboard')).toBe('./assets/dashboard-6.js')
  })

  it("a generic list's page names its first rows' read at the default view, escaped for the attribute", async () => {
    const read = await screenRead('/orderCenter/orders')
    expect(read).toBe(firstListRead(screenByPath('/orderCenter/orders')!)!.replaceAll('&', '&amp;'))
    expect(read).toMatch(
      /^\/v1\/orders\?offset=0&amp;limit=200&amp;sort=purchaseTime%3Adesc&amp;columns=[\w%]+$/,
    )
  })

  it('names no first read when the address chooses its own view, nor for a page that is no generic list', async () => {
    expect(await screenRead('/orderCenter/orders?sort=email:asc')).toBeUndefined()
    expect(await screenRead('/dashboard')).toBeUndefined()
    expect(await screenRead('/login')).toBeUndefined()
    expect(await screenData('/orderCenter/orders?sort=email:asc')).toContain('./assets/list-head-5.js')
  })

  it('an address that is no screen names none', async () => {
    expect(await screenData('/login')).toBe('')
    expect(await screenData('/no/such/screen')).toBe('')
  })
})
