import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { LOCK_FILE } from '../../server/db/data-lock'
import { freePort } from '../support/free-port'
import { startServer } from '../support/start-server'

/** Issue 18: one data folder, one server. A second start is refused; a lock left by a dead server is not. */
const dataDir = mkdtempSync(join(tmpdir(), 'boc-lock-'))
const env = { DATA_DIR: dataDir, SEED_ORDERS: '200', DATABASE_URL: '' }
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

/** Runs the server to completion (it should refuse to start) and returns its exit code and output. */
async function runToExit(extra: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      ...env,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      ...extra,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output: output.trim() })
    }),
  )
}

const deadPid = async () => {
  const child = spawn(process.execPath, ['-e', ''])
  await new Promise((r) => child.once('exit', r))
  return child.pid ?? 999_999
}

describe.skipIf(Boolean(process.env.DATABASE_URL))('the data-folder lock', () => {
  it('refuses a second server on the same DATA_DIR with one line naming the folder and the holder', async () => {
    const first = await startServer({ env })
    try {
      expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(first.pid))
      const second = await runToExit()
      expect(second.code).toBe(1)
      expect(second.output.split('\n')).toHaveLength(1)
      expect(second.output).toContain(dataDir)
      expect(second.output).toContain(`pid ${first.pid}`)
      // The first server still answers, and still holds the folder.
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200)
      expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(first.pid))
    } finally {
      await first.stop()
    }
    // A clean stop releases the lock.
    expect(() => readFileSync(join(dataDir, LOCK_FILE))).toThrow()
  }, 120_000)

  it('takes over a stale lock left by a server that is gone', async () => {
    writeFileSync(join(dataDir, LOCK_FILE), `${await deadPid()}\n`)
    const server = await startServer({ env })
    try {
      expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(server.pid))
    } finally {
      await server.stop()
    }
  }, 120_000)

  it('restarts after a server was killed outright (SIGKILL leaves its lock behind)', async () => {
    const killed = await startServer({ env })
    process.kill(killed.pid, 'SIGKILL')
    await new Promise((r) => setTimeout(r, 300))
    expect(readFileSync(join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(killed.pid))
    const restarted = await startServer({ env })
    try {
      expect((await fetch(`${restarted.url}/healthz`)).status).toBe(200)
    } finally {
      await restarted.stop()
    }
  }, 120_000)
})
