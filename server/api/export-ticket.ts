import { z } from 'zod'
import { EXPORT_FORMATS } from './export-store'

/** At most this many selected rows, and columns, in one export. */
export const MAX_EXPORT_IDS = 10_000
export const MAX_EXPORT_COLUMNS = 100

/**
 * The body that buys an export ticket, as the console sends it (src/table/export-download.ts) and the
 * document describes it: its shape is checked here (a wrong one is a 400 naming the member); what it names
 * (fields, value labels, the time zone) is then read leniently by export-request.ts.
 */
export const exportTicketSchema = z.strictObject({
  format: z.enum(EXPORT_FORMATS),
  query: z
    .record(z.string(), z.string())
    .optional()
    .describe('the list parameters (sort, q, filters) as strings; offset and limit are ignored'),
  columns: z
    .array(
      z.strictObject({
        field: z.string(),
        label: z.string().optional(),
        values: z
          .record(z.string(), z.string())
          .optional()
          .describe("an enum column's value labels in the user's language (cells read like the screen)"),
      }),
    )
    .max(MAX_EXPORT_COLUMNS)
    .optional(),
  ids: z.array(z.number().int().min(1)).max(MAX_EXPORT_IDS).optional(),
  raw: z.boolean().optional().describe('cells as stored (codes, UTC instants) for machine use'),
  timeZone: z.string().optional().describe('IANA time zone for readable times (default UTC)'),
})
