import type { Context } from 'hono'
import { badRequest } from './envelope'

/** The JSON body, or a 400 naming the body when it is missing or not JSON. */
export async function readJsonBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? ''
  if (!type.toLowerCase().includes('application/json'))
    throw badRequest('expected a JSON body', [
      { field: '(body)', message: 'content-type must be application/json' },
    ])
  try {
    return await c.req.json()
  } catch {
    throw badRequest('malformed JSON', [{ field: '(body)', message: 'not valid JSON' }])
  }
}
