import { describe, expect, it } from 'vitest'
import { filterRoutesByRoles, parseRoles, rolesAllow, ROLE_ERRORS } from './roles'

describe('role rules (spec section 6)', () => {
  it('leaves routes without role metadata open to everyone', () => {
    expect(rolesAllow(undefined, [])).toBe(true)
    expect(rolesAllow([], ['viewer'])).toBe(true)
  })

  it('gives admin every role-gated route', () => {
    expect(rolesAllow(['finance'], ['admin'])).toBe(true)
  })

  it('gives other roles only routes whose meta roles include one of theirs', () => {
    expect(rolesAllow(['finance', 'support'], ['support'])).toBe(true)
    expect(rolesAllow(['finance'], ['support', 'viewer'])).toBe(false)
    expect(rolesAllow(['finance'], [])).toBe(false)
  })

  it('filters nested routes recursively', () => {
    const routes = [
      { path: '/a', children: [{ path: '/a/x', meta: { roles: ['finance'] } }, { path: '/a/y' }] },
      { path: '/b', meta: { roles: ['pricing'] } },
    ]
    expect(filterRoutesByRoles(routes, ['support'])).toEqual([{ path: '/a', children: [{ path: '/a/y' }] }])
    expect(filterRoutesByRoles(routes, ['admin'])).toEqual(routes)
  })
})

describe('parseRoles (role fetch errors of spec section 8)', () => {
  it('returns the roles', () => {
    expect(parseRoles({ code: 0, data: { roles: ['viewer'] } })).toEqual(['viewer'])
  })

  it("fails with 'error' when the call failed or brought no data", () => {
    expect(() => parseRoles(undefined)).toThrow(ROLE_ERRORS.failed)
    expect(() => parseRoles({ code: 500, data: null })).toThrow(ROLE_ERRORS.failed)
    expect(() => parseRoles({ code: 0, data: null })).toThrow(ROLE_ERRORS.failed)
  })

  it("fails with 'getInfo: roles must be a non-null array !' for missing or empty roles", () => {
    expect(ROLE_ERRORS.notArray).toBe('getInfo: roles must be a non-null array !')
    expect(() => parseRoles({ code: 0, data: {} })).toThrow(ROLE_ERRORS.notArray)
    expect(() => parseRoles({ code: 0, data: { roles: [] } })).toThrow(ROLE_ERRORS.notArray)
    expect(() => parseRoles({ code: 0, data: { roles: null } })).toThrow(ROLE_ERRORS.notArray)
  })
})
