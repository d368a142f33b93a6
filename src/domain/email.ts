import { z } from '@/domain/zod'

/**
 * An e-mail address as the API document says it is (`format: email`), read the way JSON Schema validators
 * read that format: a dot-atom local part, then a host name whose labels start and end with a letter or digit
 * (RFC 1123), ending in a top-level domain of letters. zod's own pattern lets a label end in a hyphen
 * (`a@b-.example.com`), which the format refuses (issue 29); the form, the server and the document's
 * `pattern` all use this one.
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/

/** The schema of an e-mail address (at most 254 characters, RFC 5321); `error` replaces zod's messages. */
export const emailSchema = (error?: string) =>
  z.email({ pattern: EMAIL_PATTERN, error }).max(254, error === undefined ? undefined : { error })
