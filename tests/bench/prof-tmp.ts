import { spawn } from 'node:child_process'
import { adminToken, loadTest } from './api-bench-support'
import { apiTarget } from './api-floor-support'
const port = 23456
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', '--import', 'tsx', 'server/index.ts'], {
  env: { ...process.env, PORT: String(port), DATABASE_URL: process.env.PG!, DATA_DIR: '.bench/data-pg', SEED_ORDERS: '200000', LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const url = `http://127.0.0.1:${port}`
for (;;) { if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) break; await new Promise((r) => setTimeout(r, 200)) }
const token = await adminToken(url)
const t = await apiTarget(url, token)
for (const c of [1, 10]) {
  const r = await loadTest({ url, path: t.paths[0]!, headers: { authorization: token }, connections: c, seconds: Number(process.env.SECS ?? 10) })
  console.log(c, 'conns', (r.times.length / r.seconds).toFixed(0), 'req/s', r.errors, 'errors')
}
child.kill('SIGTERM')
await new Promise((r) => child.once('exit', r))
