import { pathToFileURL } from 'node:url'
import { tsImport } from 'tsx/esm/api'
import type { Plugin } from 'vite'
import { headOf, type EntityDef } from '../src/domain/entity'

/** A center's menu (not the builders, which import the entity's helpers). */
const MENU = /\/src\/domain\/menus\/(?!builders\.ts$)[\w-]+\.ts$/
/** The modules that declare entities: src/domain/entities/ and the audit log's. */
const ENTITY_MODULE = /\/src\/domain\/(entities\/[\w-]+|audit-log)\.ts$/
const PREFIX = '\0entity-heads:'

const isEntity = (v: unknown): v is EntityDef => {
  const e = v as Partial<EntityDef> | null
  return typeof e?.name === 'string' && typeof e.resource === 'string' && Array.isArray(e.operations)
}

/** An entity module's entities as heads (EntityHead): each export that is an entity, as a literal. */
export function headsModule(exports: Record<string, unknown>): string {
  return Object.entries(exports)
    .filter(([, value]) => isEntity(value))
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(headOf(value as EntityDef))}\n`)
    .join('')
}

/**
 * The menus' screen declarations are built from the entities, of which they read only the heads (name,
 * resource, operations, actions' permissions: EntityHead, which the builders take). The console's build gives
 * the menus the heads, computed at build time, instead of the entity modules: a start reads every screen without
 * every entity's fields (issue 31, decision 0149), which come with each screen's binding. A name the menus import
 * that is not an entity fails the build. Tests, the server and `vite dev` read the sources.
 */
export function entityHeads(): Plugin {
  return {
    name: 'entity-heads',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer || !MENU.test(importer)) return null
      const resolved = await this.resolve(source, importer, { skipSelf: true })
      return resolved && ENTITY_MODULE.test(resolved.id) ? `${PREFIX}${resolved.id}` : null
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null
      const file = id.slice(PREFIX.length)
      return headsModule(
        (await tsImport(pathToFileURL(file).href, import.meta.url)) as Record<string, unknown>,
      )
    },
  }
}
