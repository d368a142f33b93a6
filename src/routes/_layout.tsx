import { createFileRoute } from '@tanstack/react-router'
import { guardLayout } from '@/auth/guard'
import { ShellLayout } from '@/shell/layout'

export const Route = createFileRoute('/_layout')({
  beforeLoad: ({ context, location }) => guardLayout(context.queryClient, location),
  component: ShellLayout,
})
