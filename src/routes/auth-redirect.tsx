import { createFileRoute } from '@tanstack/react-router'
import { AuthRedirectPage } from '@/auth/auth-redirect-page'

export const Route = createFileRoute('/auth-redirect')({
  staticData: { shellTitle: 'signIn' },
  component: AuthRedirectPage,
})
