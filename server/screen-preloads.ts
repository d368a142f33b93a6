import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { screenByPath } from '@/domain/screens'
import { screenCode } from '@/domain/screen-code'
import { firstListRead } from '@/domain/first-list-read'

/** Built chunk and stylesheet names only ("./assets/x-Hash.js"): nothing else may reach the page's attribute. */
const CHUNK = /^\.\/assets\/[\w.-]+\.(js|css)$/

/**
 * The chunks a screen's code needs beyond the console's entry and layout, for the page sent to its address:
 * index.html's boot script asks for them beside the entry when the visit is signed in (src/auth/boot-sign-in.ts),
 * instead of the router finding them only once the entry has run (issue 31). From the build's
 * `.vite/screen-chunks.json` (sign-in-boot.ts), read again when it changes; none without it.
 */
export function screenPreloads(distDir: string): (path: string) => readonly string[] {
  const file = join(distDir, '.vite', 'screen-chunks.json')
  let loaded: { stamp: string; code: Record<string, string[]> } | undefined
  const code = (): Record<string, string[]> => {
    const stat = statSync(file, { throwIfNoEntry: false })
    if (!stat) return {}
    const stamp = `${stat.size}:${stat.mtimeMs}`
    if (loaded?.stamp !== stamp) loaded = { stamp, code: JSON.parse(readFileSync(file, 'utf8')) }
    return loaded.code
  }
  return (path) => {
    const screen = screenByPath(path.replace(/\/+$/, '') || '/')
    if (!screen) return []
    const byName = code()
    return [...new Set(screenCode(screen).flatMap((name) => byName[name] ?? []))].filter((f) => CHUNK.test(f))
  }
}

/**
 * The read the page for an address asks for beside the code (src/api/early-reads.ts): a generic list's first
 * rows, when the address names no view of its own (a sort, search, filter or column choice: the console asks).
 */
export function screenFirstRead(path: string, search: string): string | undefined {
  if (search) return undefined
  const screen = screenByPath(path.replace(/\/+$/, '') || '/')
  return screen && firstListRead(screen)
}
