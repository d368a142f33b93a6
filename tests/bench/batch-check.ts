/**
 * Batch add SKUs: how long the console takes to check 500 pasted rows with the shared schemas and the price
 * center's rules (src/features/price-center/sku-batch-rows.ts), parsing and header mapping included.
 * Budget: under a second (the issue's figure); prints the median and the slowest of 21 runs after warm-up.
 */
import { performance } from 'node:perf_hooks'
import { BATCH_FIELDS, checkBatch, mapPasted, parsePasted } from '@/features/price-center/sku-batch-rows'

const ROWS = 500
const BUDGET_MS = 1000

const header = BATCH_FIELDS.join('\t')
const lines = Array.from({ length: ROWS }, (_, k) =>
  [
    `BENCH-${String(k).padStart(5, '0')}`,
    k % 50 === 7 ? '' : `Bench SKU ${k}`,
    'Office Suite',
    '',
    k % 3 ? 'windows' : '',
    k % 97 === 5 ? 'maybe' : 'active',
    'pasted from a spreadsheet',
  ].join('\t'),
)
const text = [header, ...lines].join('\n')

function once() {
  const t0 = performance.now()
  const { rows } = mapPasted(parsePasted(text), (f) => [f])
  const checks = checkBatch(rows)
  const ms = performance.now() - t0
  return { ms, rows: checks.length, bad: checks.filter((c) => c.issues.length).length }
}

for (let i = 0; i < 5; i++) once()
const runs = Array.from({ length: 21 }, once)
const times = runs.map((r) => r.ms).sort((a, b) => a - b)
const median = times[Math.floor(times.length / 2)]!
const slowest = times.at(-1)!
const { rows, bad } = runs[0]!
console.log(`batch check: ${rows} rows (${bad} with errors) parsed, mapped and checked`)
console.log(`  median ${median.toFixed(1)} ms, slowest ${slowest.toFixed(1)} ms (budget < ${BUDGET_MS} ms)`)
if (slowest >= BUDGET_MS) {
  console.log('  BUDGET MISSED')
  process.exitCode = 1
}
