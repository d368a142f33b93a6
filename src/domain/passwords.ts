import { z } from '@/domain/zod'

/**
 * A first or reset password an admin hands over (shown once; the user must choose their own at the next
 * sign-in). Four groups of four from an alphabet without look-alikes (0/O, 1/l/I) and without `o`, so it can
 * never spell a demo password; about 88 bits from the platform's CSPRNG (Web Crypto, in Node and browsers).
 */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'

export function generatePassword(): string {
  const groups: string[] = []
  // Rejection sampling keeps every character equally likely (256 is not a multiple of the alphabet's size).
  const limit = 256 - (256 % ALPHABET.length)
  let group = ''
  while (groups.length < 4) {
    for (const byte of crypto.getRandomValues(new Uint8Array(32))) {
      if (byte >= limit) continue
      group += ALPHABET[byte % ALPHABET.length]
      if (group.length === 4) {
        groups.push(group)
        group = ''
        if (groups.length === 4) break
      }
    }
  }
  return groups.join('-')
}

/** An admin's password reset: a password they chose, or none to have one generated (and shown once). */
export const resetPasswordSchema = z.strictObject({
  version: z.number().int().min(1),
  password: z.string().min(1).max(200).optional(),
})
