import type { ManualChunkMeta, ModuleInfo } from 'rollup'

export type Graph = Pick<ManualChunkMeta, 'getModuleIds' | 'getModuleInfo'>
/** The names a module asks of one of its imports; ALL for a namespace, `export *` or a bare import. */
type Names = ReadonlySet<string> | typeof ALL
const ALL = 'all'

interface Node {
  type: string
  [key: string]: unknown
}
interface Edge {
  source: string
  names: Names
}

const nameOf = (n: unknown) => {
  const node = n as { name?: string; value?: unknown }
  return node.name ?? String(node.value)
}

/** A module's static imports and re-exports, in the order Rollup lists them (ModuleInfo.importedIds). */
function edgesOf(info: ModuleInfo): { id: string; names: Names }[] | undefined {
  const body = (info.ast as { body?: Node[] } | null)?.body
  if (!body) return undefined
  const bySource = new Map<string, Set<string> | typeof ALL>()
  const ask = (source: string, names: Names) => {
    const had = bySource.get(source) ?? new Set<string>()
    if (had === ALL || names === ALL) return void bySource.set(source, ALL)
    names.forEach((n) => had.add(n))
    bySource.set(source, had)
  }
  for (const s of body) {
    const source = (s.source as { value?: string } | null | undefined)?.value
    if (source === undefined) continue
    if (s.type === 'ImportDeclaration') {
      const specs = s.specifiers as Node[]
      if (specs.length === 0 || specs.some((x) => x.type === 'ImportNamespaceSpecifier')) ask(source, ALL)
      else
        ask(
          source,
          new Set(specs.map((x) => (x.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(x.imported)))),
        )
    } else if (s.type === 'ExportNamedDeclaration') {
      ask(source, new Set((s.specifiers as Node[]).map((x) => nameOf(x.local))))
    } else if (s.type === 'ExportAllDeclaration') ask(source, ALL)
  }
  const ids = info.importedIds
  const sources = [...bySource.keys()]
  if (sources.length !== ids.length) return undefined
  return sources.map((source, i) => ({ id: ids[i]!, names: bySource.get(source)! }))
}

/** A module that only passes on other modules' exports: the index of a package, say. */
function isBarrel(info: ModuleInfo): boolean {
  const body = (info.ast as { body?: Node[] } | null)?.body
  return (
    !!body &&
    info.id.includes('/node_modules/') &&
    body.every(
      (s) =>
        s.type === 'ImportDeclaration' ||
        s.type === 'ExportAllDeclaration' ||
        (s.type === 'ExportNamedDeclaration' && !s.declaration),
    )
  )
}

/** Which of a barrel's imports provide `names` (re-exported directly, by a local alias, or by `export *`). */
function barrelEdges(graph: Graph, info: ModuleInfo, names: Names): Edge[] | undefined {
  const edges = edgesOf(info)
  const body = (info.ast as unknown as { body: Node[] }).body
  if (!edges || names === ALL) return edges?.map((e) => ({ source: e.id, names: e.names }))
  const idOf = new Map<string, string>()
  body.forEach((s) => {
    const source = (s.source as { value?: string } | null | undefined)?.value
    if (source !== undefined && !idOf.has(source)) idOf.set(source, edges[idOf.size]!.id)
  })
  const imported = new Map<string, { source: string; name: string }>() // local binding → where it comes from
  const exported = new Map<string, { source?: string; name: string }>() // exported name → local or re-export
  const starSources: string[] = []
  for (const s of body) {
    const source = (s.source as { value?: string } | null | undefined)?.value
    if (s.type === 'ImportDeclaration')
      for (const x of s.specifiers as Node[])
        imported.set(nameOf(x.local), {
          source: source!,
          name: x.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(x.imported ?? x.local),
        })
    else if (s.type === 'ExportNamedDeclaration')
      for (const x of s.specifiers as Node[])
        exported.set(nameOf(x.exported), { ...(source !== undefined && { source }), name: nameOf(x.local) })
    else if (s.type === 'ExportAllDeclaration') starSources.push(source!)
  }
  const out: Edge[] = []
  for (const name of names) {
    const hit = exported.get(name)
    const from =
      hit && (hit.source !== undefined ? { source: hit.source, name: hit.name } : imported.get(hit.name))
    if (from) out.push({ source: idOf.get(from.source)!, names: new Set([from.name]) })
    else
      for (const star of starSources) {
        const id = idOf.get(star)!
        if (graph.getModuleInfo(id)?.exports?.includes(name)) out.push({ source: id, names: new Set([name]) })
      }
  }
  return out
}

/**
 * Every module `roots` import statically, themselves included. Through a package's index only the modules
 * that export what the importer asks for are followed: the index of @tanstack/react-query reaches every hook.
 */
export function staticClosure(graph: Graph, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>()
  const asked = new Map<string, Set<string>>() // barrel → names already followed
  const stack: Edge[] = [...roots].map((source) => ({ source, names: ALL }))
  while (stack.length > 0) {
    const { source: id, names } = stack.pop()!
    const info = graph.getModuleInfo(id)
    if (!info) continue
    if (isBarrel(info)) {
      const done = asked.get(id) ?? new Set<string>()
      if (done.has(ALL)) continue
      const fresh: Names = names === ALL ? ALL : new Set([...names].filter((n) => !done.has(n)))
      if (fresh !== ALL && fresh.size === 0) continue
      if (fresh === ALL) done.add(ALL)
      else fresh.forEach((n) => done.add(n))
      asked.set(id, done)
      seen.add(id)
      const edges = barrelEdges(graph, info, fresh)
      stack.push(...(edges ?? info.importedIds.map((source) => ({ source, names: ALL }))))
      continue
    }
    if (seen.has(id)) continue
    seen.add(id)
    const edges = edgesOf(info)
    stack.push(
      ...(edges
        ? edges.map((e) => ({ source: e.id, names: e.names }))
        : info.importedIds.map((source) => ({ source, names: ALL as Names }))),
    )
  }
  return seen
}
