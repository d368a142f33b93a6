import { createFileRoute, redirect } from '@tanstack/react-router'
import { getToken } from '@/api/tokens'
import { LoginPage } from '@/auth/login-page'

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  // When a session exists, /login goes to / (spec: the login route is hidden; the issue: redirect).
  beforeLoad: () => {
    if (getToken()) throw redirect({ to: '/', replace: true })
  },
  staticData: { shellTitle: 'signIn' },
  component: function Login() {
    return <LoginPage returnTo={Route.useSearch().redirect} />
  },
})
