import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'

/** The parts of an OpenAPI 3.1 document the conformance check reads. */
export interface OpenApiDoc {
  paths: Record<string, Record<string, OpenApiOperation>>
  components: { schemas: Record<string, unknown> }
}
export interface OpenApiOperation {
  operationId: string
  security?: unknown[]
  parameters?: { name: string; in: string; required?: boolean; schema?: Record<string, unknown> }[]
  requestBody?: { content: Record<string, { schema?: Record<string, unknown> }> }
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>
}

/** The four checks of issue 29, and a fifth: a request body the document calls invalid is refused. */
export type Check =
  | 'server error'
  | 'status documented'
  | 'content type documented'
  | 'body matches schema'
  | 'invalid body refused'

export interface Answer {
  status: number
  contentType: string | null
  body: string
}

/**
 * Checks answers against the document: no 5xx, the status documented (exactly, as nXX, or default), a body's
 * media type among the documented ones, and a JSON body valid against the documented schema (JSON Schema
 * 2020-12, formats included; `oneOf` must match exactly one branch). `answer` returns the failed checks, each
 * with why; `requestBody` says whether a value is a valid request body of an operation.
 */
export function conformanceChecker(doc: OpenApiDoc) {
  const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true })
  addFormats(ajv)
  // The document itself is the schema root, so `#/components/schemas/...` references resolve inside it.
  ajv.addSchema({ ...doc, $id: 'openapi' })
  const compiled = new Map<string, ValidateFunction | undefined>()
  const validator = (...pointer: string[]) => {
    const key = `openapi#/${pointer.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`
    if (!compiled.has(key)) compiled.set(key, ajv.getSchema(key))
    const validate = compiled.get(key)
    if (!validate) throw new Error(`no schema at ${key}`)
    return validate
  }

  function answer(path: string, method: string, a: Answer): { check: Check; detail: string }[] {
    if (a.status >= 500) return [{ check: 'server error', detail: a.body.slice(0, 300) }]
    const responses = doc.paths[path]?.[method]?.responses ?? {}
    const status = String(a.status)
    const code = [status, `${status[0]}XX`, 'default'].find((c) => c in responses) ?? ''
    const documented = responses[code]
    if (!documented) return [{ check: 'status documented', detail: `${status}: ${a.body.slice(0, 200)}` }]
    if (!a.body) return []
    const media = (a.contentType ?? '').split(';')[0]!.trim().toLowerCase()
    const key = Object.keys(documented.content ?? {}).find((k) => k.toLowerCase() === media)
    if (!key) return [{ check: 'content type documented', detail: `${status} ${media || '(none)'}` }]
    if (!media.includes('json')) return []
    if (!documented.content?.[key]?.schema) return []
    const validate = validator('paths', path, method, 'responses', code, 'content', key, 'schema')
    let value: unknown
    try {
      value = JSON.parse(a.body)
    } catch {
      return [{ check: 'body matches schema', detail: `${status}: not JSON` }]
    }
    if (validate(value)) return []
    const why = (validate.errors ?? [])
      .slice(0, 3)
      .map((e) => `${e.instancePath || '/'} ${e.message ?? ''} (${e.schemaPath})`)
      .join('; ')
    return [{ check: 'body matches schema', detail: `${status}: ${why} in ${a.body.slice(0, 200)}` }]
  }

  const requestBody = (path: string, method: string, type: string) => {
    const validate = validator('paths', path, method, 'requestBody', 'content', type, 'schema')
    return (value: unknown) => validate(value)
  }

  return { answer, requestBody }
}
