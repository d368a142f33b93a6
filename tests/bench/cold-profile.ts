/**
 * Where a cold load's main-thread time goes: a CPU profile (Chrome's sampling profiler, 4x CPU slowdown as
 * Lighthouse's mobile preset) from navigation until the first rows show and the page has settled, summed by
 * function (self and total time) and by source module. Build with source maps to read original names:
 * `npx vite build --sourcemap`; without them the figures name the built chunks.
 * Run against a running server on that build: BENCH_URL=http://127.0.0.1:5300 node --import tsx tests/bench/cold-profile.ts
 * (PROFILE_PATH: the page, default the orders list; PROFILE_READY: a CSS selector that says the page is drawn;
 * PROFILE_OUT: also write the .cpuprofile; PROFILE_TOP: rows per table).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js'
import { chromium } from 'playwright-core'
import { CHROMIUM_ARGS } from './chromium-support'

interface CallFrame {
  functionName: string
  url: string
  lineNumber: number
  columnNumber: number
}
interface ProfileNode {
  id: number
  callFrame: CallFrame
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples: number[]
  timeDeltas: number[]
}

const url = (process.env.BENCH_URL ?? '').replace(/\/+$/, '')
const path = process.env.PROFILE_PATH ?? '/orderCenter/orders'
const ready = process.env.PROFILE_READY ?? '[role=row][aria-rowindex="2"]:not([data-placeholder])'
const top = Number(process.env.PROFILE_TOP ?? 25)

const maps = new Map<string, SourceMapConsumer | null>()
function mapFor(scriptUrl: string): SourceMapConsumer | null {
  if (maps.has(scriptUrl)) return maps.get(scriptUrl)!
  const file = /\/(assets\/[^/?#]+\.js)/.exec(scriptUrl)?.[1]
  const mapFile = file ? join('dist', `${file}.map`) : ''
  const consumer =
    mapFile && existsSync(mapFile)
      ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')) as RawSourceMap)
      : null
  maps.set(scriptUrl, consumer)
  return consumer
}

/** The original module, line and name of a frame when a source map has them. */
function describe(frame: CallFrame): { fn: string; module: string } {
  if (!frame.url)
    return { fn: frame.functionName || '(native)', module: `(${frame.functionName || 'native'})` }
  const map = mapFor(frame.url)
  const chunk = frame.url.replace(/^.*\//, '')
  if (!map)
    return { fn: `${frame.functionName || '(anonymous)'} ${chunk}:${frame.lineNumber + 1}`, module: chunk }
  const pos = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber })
  const source = (pos.source ?? chunk).replace(/^(\.\.\/)+/, '').replace(/^.*node_modules\//, 'nm/')
  const name = pos.name ?? frame.functionName ?? '(anonymous)'
  return { fn: `${name || '(anonymous)'} ${source}:${pos.line ?? '?'}`, module: source }
}

function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const selfUs = new Map<number, number>()
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)))
  const fnSelf = new Map<string, number>()
  const fnTotal = new Map<string, number>()
  const moduleSelf = new Map<string, number>()
  const described = new Map<number, { fn: string; module: string }>()
  const d = (id: number) => {
    let v = described.get(id)
    if (!v) described.set(id, (v = describe(byId.get(id)!.callFrame)))
    return v
  }
  for (const [id, us] of selfUs) {
    const { fn, module } = d(id)
    fnSelf.set(fn, (fnSelf.get(fn) ?? 0) + us)
    moduleSelf.set(module, (moduleSelf.get(module) ?? 0) + us)
    // Total time: this sample counts once for every distinct function on its stack.
    const seen = new Set<string>()
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const name = d(cur).fn
      if (seen.has(name)) continue
      seen.add(name)
      fnTotal.set(name, (fnTotal.get(name) ?? 0) + us)
    }
  }
  const busy = [...selfUs].filter(([id]) => d(id).fn !== '(idle)').reduce((s, [, us]) => s + us, 0)
  const table = (m: Map<string, number>, title: string) => {
    console.log(`\n${title}`)
    for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top))
      console.log(`${(us / 1000).toFixed(0).padStart(7)} ms  ${k}`)
  }
  console.log(
    `busy (not idle) ${(busy / 1000).toFixed(0)} ms of ${((profile.endTime - profile.startTime) / 1000).toFixed(0)} ms profiled`,
  )
  table(fnSelf, 'self time by function')
  table(fnTotal, 'total time by function')
  table(moduleSelf, 'self time by module')
  const ours = new Map([...fnTotal].filter(([k]) => / src\//.test(k)))
  table(ours, "total time by function of the console's own source")
}

async function profileColdLoad(): Promise<Profile> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
  })
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    const signIn = await context.newPage()
    await signIn.goto(`${url}/orderCenter/orders`)
    await signIn.getByLabel(/^(Username|用户名)$/).fill('admin')
    await signIn.getByLabel(/^(Password|密码)$/).fill('demo1234')
    await signIn.getByRole('button', { name: /^(Sign in|登录)$/ }).click()
    await signIn
      .locator('[role=row][aria-rowindex="2"]:not([data-placeholder])')
      .waitFor({ timeout: 120_000 })
    await signIn.close()

    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Storage.clearDataForOrigin', {
      origin: url,
      storageTypes: 'service_workers,cache_storage,indexeddb,local_storage,websql,file_systems',
    })
    await cdp.send('Network.clearBrowserCache')
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
    await cdp.send('Profiler.start')
    const started = Date.now()
    await page.goto(`${url}${path}`)
    await page.locator(ready).first().waitFor({ timeout: 120_000 })
    const drawn = Date.now() - started
    // What runs once the page is drawn (idle callbacks, live updates, prefetches) counts too: Lighthouse waits.
    await page.waitForTimeout(3000)
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile }
    if (process.env.PROFILE_OUT) writeFileSync(process.env.PROFILE_OUT, JSON.stringify(profile))
    console.log(`${path}: drawn ${drawn} ms after navigation (4x CPU slowdown, wall clock)`)
    return profile
  } finally {
    await browser.close()
  }
}

// PROFILE_IN: summarise a saved profile instead of recording one. A diagnostic, not a budget: `npm run bench`
// runs it only when told where the server is.
if (process.env.PROFILE_IN) summarise(JSON.parse(readFileSync(process.env.PROFILE_IN, 'utf8')) as Profile)
else if (process.env.BENCH_URL) summarise(await profileColdLoad())
else console.log('cold profile skipped: set BENCH_URL to a server running a build with source maps')
