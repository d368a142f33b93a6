import { REFUSED } from '../api/openapi-errors'
import { EVENT_STREAM_DEFAULTS } from './events-route'

const minutes = EVENT_STREAM_DEFAULTS.maxStreamMs / 60_000

/** OpenAPI path item of GET /v1/events (events-route.ts). */
export const EVENTS_PATHS = {
  '/v1/events': {
    get: {
      tags: ['live'],
      summary: 'Live change events of the records this user may read (Server-Sent Events)',
      description:
        'One stream per console. Each committed write is sent as `event: change` with `id:` its event id and ' +
        '`data:` JSON {id, entity, recordId, kind (create | update | delete | changed), version, who}, only when ' +
        'the user holds `<entity resource>:view`. First come the events after `Last-Event-ID` (when sent), or ' +
        '`event: reset` when they are no longer all kept (read everything again), then `event: ready` (its id is ' +
        `where a later reconnect starts). A comment line is sent every ${EVENT_STREAM_DEFAULTS.heartbeatMs / 1000} s; ` +
        `the stream ends after ${minutes} minutes and the client reconnects with Last-Event-ID.`,
      security: [{ bearer: [] }],
      parameters: [
        {
          name: 'Last-Event-ID',
          in: 'header',
          required: false,
          description: 'The id of the last event received: the events after it are sent first.',
          schema: { type: 'string', pattern: '^[0-9]{1,15}$' },
        },
      ],
      responses: {
        200: {
          description: 'The event stream (text/event-stream); it stays open',
          content: { 'text/event-stream': { schema: { type: 'string' } } },
        },
        400: { ...REFUSED[400], description: 'Last-Event-ID is not an event id' },
        401: REFUSED[401],
      },
    },
  },
}
