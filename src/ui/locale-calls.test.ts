import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? sources(join(dir, d.name))
      : /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name)
        ? [join(dir, d.name)]
        : [],
  )

describe('numbers and dates follow the console language', () => {
  it("no toLocale…() call falls back to the browser's language", () => {
    const offenders = sources('src').filter((f) => /\.toLocale\w*String\(\)/.test(readFileSync(f, 'utf8')))
    expect(offenders).toEqual([])
  })

  it("no native date input: it follows the browser's locale (mm/dd/yy in a zh console); ui/date-field.tsx does not", () => {
    const offenders = sources('src').filter((f) =>
      /type=(\{\s*)?["'`]date["'`]/.test(readFileSync(f, 'utf8')),
    )
    expect(offenders).toEqual([])
  })
})
