import type { EntityDef } from '@/domain/entity'
import type { FieldDef } from '@/domain/fields'
import { isReadableField, MAX_LIMIT, MAX_SORT_FIELDS, RECORD_FIELDS } from '@/domain/list-params'
import { searchMode } from '@/domain/search-mode'

// The list's query parameters (src/domain/list-params.ts) with schemas as exact as a pattern can say them,
// so a client (or a fuzzer) reading only the document writes lists the server accepts.

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const oneOf = (words: readonly string[]) => `(?:${words.map(escape).join('|')})`
/** Comma-joined words (the server also takes spaces around them and empty entries, and drops them). */
const commaJoined = (word: string) => `^${word}(?:,${word})*$`
/** `lo..hi`, either side optional; a lone value is the lower bound. */
const between = (bound: string) => `^(?:${bound})?(?:\\.\\.(?:${bound})?)?$`
const DECIMAL = '-?\\d{1,15}(?:\\.\\d{1,6})?'
/** Up to 9 digits: always a 32-bit integer. */
const INTEGER = '-?\\d{1,9}'
/** A calendar day from year 1000 (but the 29th of February, which a pattern cannot tell from leap years). */
const DAY =
  '[1-9]\\d{3}-(?:(?:0[1-9]|1[0-2])-(?:0[1-9]|1\\d|2[0-8])|(?:0[13-9]|1[0-2])-(?:29|30)|(?:0[13578]|1[02])-31)'

function filterParameter(name: string, def: FieldDef) {
  const filter = def.filter ?? 'text'
  const [description, schema] = (
    {
      text: ['a substring, case-insensitive', { type: 'string', maxLength: 200 }],
      list: ['exact values, comma-joined (at most 500)', { type: 'string', maxLength: 20_000 }],
      enum: [
        'some of the values, comma-joined',
        { type: 'string', pattern: commaJoined(oneOf(def.values ?? [])) },
      ],
      range: [
        'min..max (either side may be empty; 32-bit integers for an integer field)',
        { type: 'string', pattern: between(def.kind === 'int' ? INTEGER : DECIMAL) },
      ],
      dateRange: [
        'YYYY-MM-DD..YYYY-MM-DD, inclusive calendar days (either side may be empty)',
        { type: 'string', pattern: between(DAY) },
      ],
      bool: ['true or false', { type: 'string', enum: ['true', 'false'] }],
    } as const
  )[filter]
  return { name, in: 'query', description, schema }
}

/** The list's parameters; without paging (the count), no offset, limit, sort or columns. */
export function listParameters(e: EntityDef, paging = true) {
  const sortable = Object.entries(e.fields)
    .filter(([, def]) => def.sortable)
    .map(([name]) => name)
  const sortKey = `${oneOf(sortable)}(?::(?:asc|desc))?`
  const readable = [...RECORD_FIELDS, ...Object.keys(e.fields)].filter((f) => isReadableField(e, f))
  const pages = [
    { name: 'offset', in: 'query', schema: { type: 'integer', minimum: 0, default: 0 } },
    { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: 50 } },
    {
      name: 'sort',
      in: 'query',
      description: `field:asc|desc, comma-joined (up to ${MAX_SORT_FIELDS}) of: ${sortable.join(', ')}`,
      schema: { type: 'string', pattern: `^${sortKey}(?:,${sortKey}){0,${MAX_SORT_FIELDS - 1}}$` },
    },
    {
      name: 'columns',
      in: 'query',
      description:
        'the fields each record carries, comma-joined, each once (id and version always come along); absent:' +
        ' every field. A field the list cannot return is a 400 with an issue on `columns`.',
      schema: { type: 'string', pattern: commaJoined(oneOf(readable)) },
    },
  ]
  const how = { start: 'by its start', startIgnoringCase: 'by its start in any case', anywhere: 'anywhere' }
  const search = e.search.map((f) => `${f} ${how[searchMode(e, f)]}`)
  const shaped = e.keyShape ? `; shaped like ${e.keyShape.source}, a ${e.key} prefix only` : ''
  return [
    ...(paging ? pages : []),
    {
      name: 'q',
      in: 'query',
      description: `free text: ${search.join(', ')}${shaped}`,
      schema: { type: 'string', maxLength: 200 },
    },
    ...Object.entries(e.fields)
      .filter(([, def]) => def.filter)
      .map(([name, def]) => filterParameter(name, def)),
  ]
}
