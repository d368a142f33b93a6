import pino from 'pino'

export type Logger = pino.Logger

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/**
 * The server's one logger: JSON lines on stdout (pino), one per event, for a log shipper to read. Request
 * lines carry no headers, bodies or query strings; the redaction below is a second line of defence should a
 * credential ever be passed in a logged object.
 */
export function createLogger(level: LogLevel = 'info', destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      redact: {
        paths: ['password', 'token', 'ticket', 'secret', 'authorization', 'cookie', '*.password', '*.token'],
        censor: '[redacted]',
      },
    },
    destination,
  )
}
