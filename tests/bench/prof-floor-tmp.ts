import { spawn } from 'node:child_process'
import { startBenchServer, adminToken, loadTest } from './api-bench-support'
import { apiTarget } from './api-floor-support'
const api = await startBenchServer({ databaseUrl: process.env.PG })
const token = await adminToken(api.url)
const t = await apiTarget(api.url, token)
await api.stop()
const port = 23457
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/prof-floor', '--import', 'tsx', 'tests/bench/floor-server-support.ts'], {
  env: { ...process.env, PORT: String(port), DATABASE_URL: process.env.PG!, FLOOR_ROUTES: JSON.stringify(t.routes) },
  stdio: ['ignore', 'inherit', 'inherit'],
})
const url = `http://127.0.0.1:${port}`
for (;;) { if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) break; await new Promise((r) => setTimeout(r, 200)) }
for (const c of [1, 10]) {
  const r = await loadTest({ url, path: t.routes[0]!.path, connections: c, seconds: 10 })
  console.log(c, 'conns', (r.times.length / r.seconds).toFixed(0), 'req/s', r.errors, 'errors', (r.bytes / r.times.length / 1024).toFixed(1), 'kB')
}
child.kill('SIGTERM')
await new Promise((r) => child.once('exit', r))
