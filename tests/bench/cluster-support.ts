/**
 * Support for tests/bench/api-cluster.ts: start the server as a cluster or the floor as child processes, and
 * load a URL from N keep-alive connections. (The API bench keeps its own copies of these in
 * api-bench-support.ts; this file stays minimal so the two benches can be merged onto one later.)
 */
import { spawn } from 'node:child_process'
import { Agent, request } from 'node:http'
import { SERVER_NODE_FLAGS } from '../../server/node-flags'
import { freePort } from '../support/free-port'

export interface Child {
  url: string
  stop: () => Promise<void>
}

/** Spawns `script` (with tsx) on a free port and waits until `ready` answers 200. */
export async function startChild(script: string, env: Record<string, string>, ready: string): Promise<Child> {
  const port = await freePort()
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, '--import', 'tsx', script], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 600_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`)
    const ok = await fetch(`${url}${ready}`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) break
    if (Date.now() > deadline) throw new Error(`${script} did not start`)
    await new Promise((r) => setTimeout(r, 300))
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    },
  }
}

export interface Load {
  requests: number
  errors: number
  rps: number
  p50: number
  p99: number
}

export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN
}

/** `connections` keep-alive connections each sending requests back to back for `seconds`. */
export async function load(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections })
  const times: number[] = []
  let errors = 0
  const one = () =>
    new Promise<void>((resolve) => {
      const t0 = performance.now()
      const req = request(url, { agent, headers }, (res) => {
        let head = ''
        res.on('data', (d: Buffer) => {
          if (head.length < 9) head += d.toString('latin1', 0, 9)
        })
        res.on('end', () => {
          times.push(performance.now() - t0)
          if (res.statusCode !== 200 || !head.startsWith('{"code":0')) errors++
          resolve()
        })
      })
      req.on('error', () => {
        errors++
        resolve()
      })
      req.end()
    })
  const started = performance.now()
  const end = started + seconds * 1000
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) await one()
    }),
  )
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  return {
    requests: times.length,
    errors,
    rps: times.length / elapsed,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
  } satisfies Load
}
