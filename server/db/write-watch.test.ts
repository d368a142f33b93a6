import { describe, expect, it } from 'vitest'
import type { Db } from './client'
import { tablesWritten, watchWrites, writeWatchOf } from './write-watch'

describe('tables a statement writes', () => {
  it('finds insert, update, delete and truncate targets, aliases and all', () => {
    expect(tablesWritten('update sessions set revoked_at = now() where id = $1')).toEqual(['sessions'])
    expect(tablesWritten('UPDATE roles r SET user_count = 1')).toEqual(['roles'])
    expect(tablesWritten('insert into users (username) values ($1)')).toContain('users')
    expect(tablesWritten('delete from "roles" where id = $1')).toEqual(['roles'])
    expect(tablesWritten('truncate table sessions')).toEqual(['sessions'])
    expect(tablesWritten('update staff_users set password = null')).toEqual(['staff_users'])
    expect(tablesWritten('select * from users u join sessions s on s.user_id = u.id')).toEqual([])
  })
})

describe('watched handle', () => {
  const fake = (): Db => ({
    kind: 'pglite',
    query: async () => ({ rows: [] }),
    exec: async () => undefined,
    transaction: (fn) => fn({ query: async () => ({ rows: [] }) }),
    withAdvisoryLock: (_key, fn) => fn(),
    close: async () => undefined,
  })

  it('tells listeners of their tables as the statement is sent, and again when its transaction ends', async () => {
    const db = watchWrites(fake())
    const heard: string[] = []
    writeWatchOf(db)!.on(['sessions'], () => heard.push('sessions'))
    await db.query('select 1 from sessions')
    await db.query('update orders set status = $1')
    expect(heard).toEqual([])
    await db.query('update sessions set revoked_at = now()')
    expect(heard).toEqual(['sessions'])
    await db.transaction(async (tx) => {
      await tx.query('update sessions set revoked_at = now() where user_id = $1')
      expect(heard).toHaveLength(2)
    })
    expect(heard).toHaveLength(3)
    await expect(
      db.transaction(async (tx) => {
        await tx.query('delete from sessions')
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(heard).toHaveLength(5)
  })

  it('a handle that was not watched has no watch', () => {
    expect(writeWatchOf(fake())).toBeUndefined()
  })
})
