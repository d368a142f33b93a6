/**
 * `@lingui/core/macro` for node unit tests, which have no macro transform: `msg` becomes a descriptor whose id is
 * its message. Use as `vi.mock('@lingui/core/macro', () => import('…/tests/support/lingui-msg'))`.
 */
export const msg = (s: TemplateStringsArray | { message: string; context?: string }, ...values: unknown[]) =>
  'raw' in s
    ? { id: String.raw(s, ...values.map(String)), message: String.raw(s, ...values.map(String)) }
    : { id: s.message, ...s }
