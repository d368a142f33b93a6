import { useEffect } from 'react'
import { useLocation, useMatches } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { APP_TITLE } from '@/domain/config'
import { useTitleFor } from '@/ui/titles'

/** "route title - app title" (spec section 2). */
export function DocumentTitle() {
  const pathname = useLocation({ select: (l) => l.pathname })
  const shellTitle = useMatches({
    select: (ms) => ms.findLast((m) => m.staticData?.shellTitle)?.staticData?.shellTitle,
  })
  const titleFor = useTitleFor()
  const { t } = useLingui()
  const shellTitles = { notFound: t`Page not found`, unauthorized: t`No access`, signIn: t`Sign in` }
  const title = shellTitle ? shellTitles[shellTitle] : titleFor(pathname, '')
  useEffect(() => {
    document.title = title ? `${title} - ${APP_TITLE}` : APP_TITLE
  }, [title])
  return null
}
