import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/client'
import { buildAccess, type MenuEntry } from './access'
import { decideMenuStep } from './menu-step'

const entry = (path: string, children: MenuEntry[] = [], actions: string[] = []): MenuEntry => ({
  path,
  title: path,
  icon: '',
  children,
  actions: actions.map((permission) => ({ permission })),
})
const flagged = { exchangeSucceeded: true }
const unflagged = { exchangeSucceeded: false }

describe('menu step (spec section 4 step 4, section 8)', () => {
  it('builds routes and records slash-form actions for code 0 with children', () => {
    const menu = [
      entry('/', [entry('/orderCenter', [entry('/orderCenter/orders', [], ['orderCenter:orders:export'])])]),
    ]
    const step = decideMenuStep({ ok: true, access: buildAccess(menu) }, flagged)
    expect(step.kind).toBe('build')
    if (step.kind !== 'build') return
    expect([...step.access.permittedPaths]).toEqual(['/orderCenter', '/orderCenter/orders'])
    expect([...step.access.actions]).toEqual(['orderCenter/orders/export'])
  })

  it('warns about no system permission for an empty menu, without redirecting', () => {
    expect(decideMenuStep({ ok: true, access: buildAccess([entry('/')]) }, flagged).kind).toBe('noPermission')
    expect(decideMenuStep({ ok: true, access: buildAccess([]) }, flagged).kind).toBe('noPermission')
  })

  it('redirects to central sign-in on a non-zero code or failure only when the exchange succeeded', () => {
    const error = new ApiError(500, 'boom')
    expect(decideMenuStep({ ok: false, error }, flagged)).toEqual({ kind: 'signIn' })
    expect(decideMenuStep({ ok: false, error }, unflagged)).toEqual({ kind: 'fail', error })
    const offline = new ApiError(-1, 'Failed to fetch')
    expect(decideMenuStep({ ok: false, error: offline }, unflagged).kind).toBe('fail')
  })

  it('treats a dead token (401) like no token: sign in again', () => {
    expect(decideMenuStep({ ok: false, error: new ApiError(401, 'unauthorized') }, unflagged).kind).toBe(
      'signIn',
    )
  })
})
