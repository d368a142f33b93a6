import { staticClosure, type Graph } from './module-closure'

/**
 * Chunks that hold what a signed-in start needs at once: the app (what the entries import), the shell (the
 * layout, react-aria's core, the stores it reads) and a list (its screen, the table, the search and text
 * fields). Left to Rollup, they were 20 chunks of 1-11 kB, a request each on a cold start's path, each holding
 * one of the browser's six connections for a round trip (issue 31, decision 0148).
 *
 * A group takes what its roots import, but only the modules that nothing loads without the group: the
 * dashboard shares a text field with the list, and must not download the table for it.
 */
interface Group {
  name: string
  roots: readonly RegExp[]
  /** Code that is only ever shown inside the group's (every screen is inside the layout), so comes with it. */
  inside?: RegExp
  /** Takes what its roots import that no group before took, whoever else needs it. */
  rest?: boolean
}

const LIST_ROOTS = [
  /\/src\/screens\/list-screen\.tsx$/,
  /\/src\/screens\/list-head-prefetch\.ts$/,
  /\/src\/table\/data-table\.tsx$/,
]

const SHELL_ROOTS = [/\/src\/shell\/layout\.tsx$/, /\/src\/routes\/_layout\.tsx\?/]

const GROUPS: readonly Group[] = [
  {
    name: 'shell',
    roots: SHELL_ROOTS,
    inside: /\/src\/(routes\/_layout\/|features\/|screens\/|resources\/)/,
  },
  // What the shell shares with the sign-in pages (react-aria's core): they must not download the shell.
  { name: 'shell-parts', roots: SHELL_ROOTS, rest: true },
  // The list and the table, and what they share with forms and other screens (fields, queries) in one more.
  { name: 'list', roots: LIST_ROOTS },
  { name: 'list-parts', roots: LIST_ROOTS, rest: true },
]

/**
 * Module id → chunk name, for the modules that belong to a group. What the entries import is the app's (named
 * too: left to Rollup, the modules a group shares with the entries split off the entry in chunks of their own),
 * except the entries' own scripts. Rollup takes these lists as they are (output.onlyExplicitManualChunks): by
 * default it pulls every dependency of a manual chunk's modules into it, the whole of a package through its
 * index.
 */
export function chunkGroups(graph: Graph): Map<string, string> {
  const ids = [...graph.getModuleIds()]
  const info = (id: string) => graph.getModuleInfo(id)
  const entryIds = ids.filter((id) => info(id)?.isEntry)
  // An HTML entry's script (src/main.tsx) is its chunk's module: it stays there.
  const entryModules = new Set([
    ...entryIds,
    ...entryIds.filter((id) => id.endsWith('.html')).flatMap((id) => info(id)?.importedIds ?? []),
  ])
  const owner = new Map<string, string>()
  for (const id of staticClosure(graph, entryIds)) if (!entryModules.has(id)) owner.set(id, 'app')

  // Every chunk Rollup would start from (a dynamic import's target), what it imports, and who needs each module.
  const loaded = [...new Set(ids.flatMap((id) => info(id)?.dynamicallyImportedIds ?? []))]
  const closureOf = new Map(loaded.map((id) => [id, staticClosure(graph, [id])]))
  const neededBy = new Map<string, string[]>()
  for (const [target, modules] of closureOf)
    for (const m of modules) {
      const list = neededBy.get(m) ?? []
      list.push(target)
      neededBy.set(m, list)
    }

  for (const group of GROUPS) {
    const roots = ids.filter((id) => group.roots.some((p) => p.test(id)))
    const members = staticClosure(graph, roots)
    const comesWith = withGroup(graph, group, roots, members, closureOf)
    for (const id of members)
      if (!owner.has(id) && (group.rest || (neededBy.get(id) ?? []).every((target) => comesWith.has(target))))
        owner.set(id, group.name)
  }
  for (const [id, name] of bindingGroups(graph, ids)) if (!owner.has(id)) owner.set(id, name)
  return owner
}

const ENTITY_FILE = /\/src\/domain\/entities\/([\w-]+)\.ts$/
const BINDING = /\/src\/resources\/bindings\/\w+\.ts$/
/** What every binding loads: defining one (binding.ts), and the shapes several entities are declared with. */
const SHARED_BINDING_ROOTS = [
  /\/src\/resources\/binding\.ts$/,
  /\/src\/resources\/shared-bindings\.ts$/,
  /\/src\/domain\/entities\/(common|shared-shapes)\.ts$/,
]

/**
 * A screen's entity declaration comes with its binding (EntityBinding.entity): each entity file travels in one
 * chunk with the bindings of its entities, and what entity files and bindings share, in one chunk that every
 * binding loads. Left to Rollup, a list's start made two requests more for them (issue 31).
 */
function bindingGroups(graph: Graph, ids: string[]): Map<string, string> {
  const shared = staticClosure(
    graph,
    ids.filter((id) => SHARED_BINDING_ROOTS.some((p) => p.test(id))),
  )
  const bindings = ids.filter((id) => BINDING.test(id))
  const groups = ids.flatMap((file) => {
    const name = ENTITY_FILE.exec(file)?.[1]
    if (!name || shared.has(file)) return []
    const itsBindings = bindings.filter((b) => graph.getModuleInfo(b)?.importedIds.includes(file))
    // A file only re-exported (through the commodity center's index) goes with the file re-exporting it.
    if (itsBindings.length === 0) return []
    return [{ name: `binding-${name}`, members: staticClosure(graph, [file, ...itsBindings]) }]
  })
  // A module two entity files need travels with what every binding loads.
  const count = new Map<string, number>()
  for (const { members } of groups) for (const id of members) count.set(id, (count.get(id) ?? 0) + 1)
  const owner = new Map<string, string>()
  for (const id of shared) owner.set(id, 'shared-bindings')
  for (const [id, n] of count) if (n > 1) owner.set(id, 'shared-bindings')
  for (const { name, members } of groups) for (const id of members) if (!owner.has(id)) owner.set(id, name)
  return owner
}

/**
 * The dynamic imports that never load without the group: those that import one of its roots, those `inside`
 * it, and those only imported from code that comes with it.
 */
function withGroup(
  graph: Graph,
  group: Group,
  roots: string[],
  members: Set<string>,
  closureOf: Map<string, Set<string>>,
): Set<string> {
  const comes = new Set(
    [...closureOf]
      .filter(([id, modules]) => group.inside?.test(id) || roots.some((r) => modules.has(r)))
      .map(([id]) => id),
  )
  const withIt = (importer: string) =>
    members.has(importer) || [...comes].some((id) => closureOf.get(id)!.has(importer))
  for (let grew = true; grew;) {
    grew = false
    for (const id of closureOf.keys()) {
      if (comes.has(id)) continue
      const importers = graph.getModuleInfo(id)?.dynamicImporters ?? []
      if (importers.length > 0 && importers.every(withIt)) {
        comes.add(id)
        grew = true
      }
    }
  }
  return comes
}
