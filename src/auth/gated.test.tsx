import { describe, expect, it, vi } from 'vitest'
import { renderToString } from 'react-dom/server'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { I18nProvider } from '@lingui/react'
import { i18n } from '@lingui/core'
import { buildAccess } from './access'
import { Gated, PermittedButton } from './gated'
import { menuQuery } from './session-queries'

i18n.loadAndActivate({ locale: 'en', messages: {} })
// Lingui macros are compiled by the Vite plugin, which unit tests do not run: plain template text here.
vi.mock('@lingui/react/macro', () => ({
  useLingui: () => ({ t: (s: TemplateStringsArray, ...v: unknown[]) => String.raw(s, ...v) }),
}))

function render(actions: string[], ui: React.ReactNode) {
  const queryClient = new QueryClient()
  const menu = [
    {
      path: '/',
      title: '',
      icon: '',
      children: [{ path: '/x', title: '', icon: '', actions: actions.map((permission) => ({ permission })) }],
    },
  ]
  queryClient.setQueryData(menuQuery.queryKey, buildAccess(menu))
  return renderToString(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </I18nProvider>,
  )
}

describe('gated controls use the one permission helper', () => {
  it('Gated shows its children only with the permission (colon or slash form)', () => {
    const ui = <Gated permission="orderCenter:orders:export">EXPORT</Gated>
    expect(render(['orderCenter:orders:export'], ui)).toContain('EXPORT')
    expect(render(['orderCenter:orders:view'], ui)).not.toContain('EXPORT')
    expect(
      render(['orderCenter:orders:export'], <Gated permission="orderCenter/orders/export">E</Gated>),
    ).toContain('E')
  })

  it('PermittedButton hides by default and can disable instead', () => {
    const button = (whenDenied?: 'hide' | 'disable') => (
      <PermittedButton permission="orderCenter:orders:export" whenDenied={whenDenied}>
        Export
      </PermittedButton>
    )
    expect(render(['orderCenter:orders:export'], button())).toMatch(/<button[^>]*>Export<\/button>/)
    expect(render([], button())).toBe('')
    const disabled = render([], button('disable'))
    expect(disabled).toMatch(/<button[^>]*disabled[^>]*>Export<\/button>/)
    expect(disabled).toContain('You do not have permission for this action.')
  })
})
