// Generated from the screen declarations in src/domain/menus by `npm run routes`. Do not edit.
import { createFileRoute } from '@tanstack/react-router'
import { screenRoute } from '@/routes/-screens/screen-route'

export const Route = createFileRoute('/_layout/backstageManagement/auditLog')(
  screenRoute('/backstageManagement/auditLog'),
)
