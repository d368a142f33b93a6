import { spawn, type ChildProcess } from 'node:child_process'
import { SERVER_NODE_FLAGS } from '../../server/node-flags'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from './free-port'

export interface RunningServer {
  url: string
  /** The server's process id. */
  pid: number
  /** Everything it printed so far (stdout and stderr). */
  output: () => string
  /** Resolves with its exit code (null when a signal ended it) once it has exited. */
  exited: Promise<number | null>
  stop: () => Promise<void>
}

/**
 * Starts the real server (real database, real seed) as a child process on a free port and waits until it
 * answers. A fresh DATA_DIR per run unless one is given; DATABASE_URL in env switches to PostgreSQL.
 */
export async function startServer(
  opts: { env?: Record<string, string>; port?: number; startTimeoutMs?: number } = {},
): Promise<RunningServer> {
  const dataDir = opts.env?.DATA_DIR ?? mkdtempSync(join(tmpdir(), 'boc-test-'))
  const port = opts.port ?? (await freePort())
  const child: ChildProcess = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/index.ts'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_ORDERS: '5000',
        ...opts.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + (opts.startTimeoutMs ?? 180_000)
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`)
    try {
      const r = await fetch(`${url}/healthz`)
      if (r.ok) break
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`)
    await new Promise((r) => setTimeout(r, 200))
  }
  return {
    url,
    pid: child.pid ?? 0,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        await exited
      }
      if (!opts.env?.DATA_DIR) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
