/**
 * `npm run bench`: runs every benchmark module in tests/bench (each file that is not this runner, a
 * `-page`/`-bundle`/`-trace`/`-prewarm` helper, or a support module) as its own process, one after the other, and fails if
 * any of them reports a budget missed. To add a bench, drop `tests/bench/<name>.ts` that prints its figures
 * and sets a non-zero exit code when a budget is missed.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const dir = dirname(fileURLToPath(import.meta.url))
const HELPER = /^(run|.*-(page|bundle|trace|support|helpers?|prewarm))\.ts$/
const benches = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts') && !HELPER.test(f))
  .sort()

let failed = 0
for (const file of benches) {
  console.log(`\n=== bench: ${file}`)
  const r = spawnSync(process.execPath, ['--import', 'tsx', join(dir, file)], { stdio: 'inherit' })
  if (r.status !== 0) failed++
}
console.log(`\n${benches.length} bench module(s), ${failed} with budgets missed or errors.`)
process.exitCode = failed ? 1 : 0
