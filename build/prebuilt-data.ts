import { isDeepStrictEqual } from 'node:util'
import { pathToFileURL } from 'node:url'
import { tsImport } from 'tsx/esm/api'
import type { Plugin } from 'vite'

/** A module's exports as source: each a literal of its value, or an error naming the first that is not data. */
export function dataModule(file: string, exports: Record<string, unknown>): string {
  return Object.entries(exports)
    .map(([name, value]) => {
      const json = JSON.stringify(value)
      if (json === undefined || !isDeepStrictEqual(JSON.parse(json), value))
        throw new Error(`${file}: the export ${name} is not plain data, so it cannot be prebuilt`)
      return `export const ${name} = ${json}\n`
    })
    .join('')
}

/**
 * Modules the build replaces by their value, computed once at build time (they export data only). The menu's
 * centers are built from the entity declarations; prebuilt, a start reads the screens without downloading
 * every entity's fields (issue 31). Tests, the server and `vite dev` read the sources.
 */
export function prebuiltData(files: readonly string[]): Plugin {
  return {
    name: 'prebuilt-data',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!files.includes(id)) return undefined
      const exports = (await tsImport(pathToFileURL(id).href, import.meta.url)) as Record<string, unknown>
      return dataModule(id, exports)
    },
  }
}
