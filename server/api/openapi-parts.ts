import { z } from 'zod'

// The pieces the generated document's path items are built of.

/** A zod schema as JSON Schema (its input side), without the $schema key. */
export const jsonSchema = (s: z.ZodType) => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(s, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >
  return rest
}

export const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
export const envelope = (data: object = {}, description = 'Envelope {code, msg, data}') => ({
  description,
  content: { 'application/json': { schema: { allOf: [ref('Envelope'), { properties: { data } }] } } },
})
export const body = (schema: object) => ({ required: true, content: { 'application/json': { schema } } })
export const nullable = (type: string) => ({ type: [type, 'null'] })
export const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }
export const oasPath = (p: string) => p.replace(':id', '{id}')

/** Builds one operation of an entity's path items (tags, permission note, bearer security). */
export type OperationOf = (summary: string, action: string, extra: object) => Record<string, unknown>
