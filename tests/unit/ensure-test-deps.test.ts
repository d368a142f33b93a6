import { spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const script = resolve(import.meta.dirname, '../support/ensure-test-deps.sh')
const dir = mkdtempSync(join(tmpdir(), 'ensure-deps-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A PATH holding only the commands the script reads, plus a fake apt-get that logs its calls when asked. */
function pathWith(name: string, fakeAptGet: boolean): string {
  const bin = join(dir, name)
  mkdirSync(bin)
  for (const command of ['sh', 'grep', 'id', 'dpkg-query', 'fc-list', 'pg_ctlcluster']) {
    const found = spawnSync('/bin/sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).stdout.trim()
    if (found) symlinkSync(found, join(bin, command))
  }
  if (fakeAptGet) {
    writeFileSync(join(bin, 'apt-get'), `#!/bin/sh\necho "apt-get $*" >> "${join(dir, 'apt.log')}"\n`)
    chmodSync(join(bin, 'apt-get'), 0o755)
  }
  return bin
}
const withAptGet = pathWith('with-apt-get', true)
const withoutAptGet = pathWith('without-apt-get', false)

/** Runs the script with Chromium missing (CHROMIUM_PATH names nothing), so it must install or stop. */
const run = (env: Record<string, string>) =>
  spawnSync('/bin/sh', [script], {
    env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium', ...env },
    encoding: 'utf8',
  })
const aptCalls = () => {
  try {
    return readFileSync(join(dir, 'apt.log'), 'utf8').trim().split('\n')
  } catch {
    return []
  }
}
const oneLine = (text: string) => expect(text.trim().split('\n')).toHaveLength(1)

describe('npm test setting itself up (tests/support/ensure-test-deps.sh)', () => {
  it('stops at once with the apt-get command to run when it is not root', () => {
    const result = run({ TEST_DEPS_UID: '1000', PATH: withAptGet })
    expect(result.status).toBe(1)
    oneLine(result.stderr)
    expect(result.stderr).toMatch(
      /run {2}sudo apt-get install -y (\S+ )*chromium( \S+)* {2}then npm test again/,
    )
    expect(aptCalls()).toEqual([])
  })

  it('stops at once, naming the packages, where there is no apt-get', () => {
    const result = run({ TEST_DEPS_UID: '0', PATH: withoutAptGet })
    expect(result.status).toBe(1)
    oneLine(result.stderr)
    expect(result.stderr).toMatch(/needs \(Debian package names\):.* chromium/)
  })

  it('installs what is missing as root, then checks again', () => {
    const result = run({ TEST_DEPS_UID: '0', PATH: withAptGet })
    const calls = aptCalls()
    expect(calls[0]).toBe('apt-get update -qq')
    expect(calls[1]).toMatch(/^apt-get install -y -qq (\S+ )*chromium/)
    expect(calls).toHaveLength(2)
    // The fake apt-get installed nothing, so the check after it still finds Chromium missing.
    expect(result.status).toBe(1)
    expect(result.stderr).toMatch(/still lacks.* chromium/)
  })
})
