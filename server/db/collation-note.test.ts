import { describe, expect, it } from 'vitest'
import type { Db } from './client'
import { collationNote } from './collation-note'

const dbWithCollation = (collation: string) =>
  ({ query: async () => ({ rows: [{ collation }] }) }) as unknown as Db

describe('the collation note at start', () => {
  it('is quiet about "C" and "POSIX"', async () => {
    expect(await collationNote(dbWithCollation('C'))).not.toMatch(/faster/)
    expect(await collationNote(dbWithCollation('POSIX'))).not.toMatch(/faster/)
  })

  it('points another collation, even C.UTF-8, to the faster setup', async () => {
    expect(await collationNote(dbWithCollation('C.UTF-8'))).toMatch(/C\.UTF-8.*LC_COLLATE=C.*operations/)
    expect(await collationNote(dbWithCollation('en_US.UTF-8'))).toMatch(/en_US\.UTF-8.*twice as fast/)
  })
})
