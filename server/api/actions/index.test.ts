import { describe, expect, it } from 'vitest'
import { entities } from '@/domain/registry'
import { ACTION_HANDLERS } from '.'

describe('action handlers', () => {
  it('exist for every action the registry declares, and only those', () => {
    const declared = Object.values(entities).flatMap((e) =>
      'actions' in e ? (e.actions ?? []).map((a) => `${e.name}.${a.name}`) : [],
    )
    const handled = Object.entries(ACTION_HANDLERS).flatMap(([e, hs]) =>
      Object.keys(hs).map((a) => `${e}.${a}`),
    )
    expect(handled.sort()).toEqual(declared.sort())
  })
})
