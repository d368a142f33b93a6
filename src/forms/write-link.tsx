import { useId, type AnchorHTMLAttributes } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useOnline } from '@/offline/online-status'
import { HrefLink } from '@/ui/href-link'

/**
 * A link to a screen that only writes (an application, an add screen, an import): a link while online; offline,
 * a disabled link with the same reason as ActionButton's, since the screen it opens could save nothing.
 */
export function WriteLink({
  href,
  className,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const { t } = useLingui()
  const online = useOnline()
  const reasonId = useId()
  if (online)
    return (
      <HrefLink {...rest} href={href} className={className}>
        {children}
      </HrefLink>
    )
  return (
    <>
      <a
        role="link"
        aria-disabled="true"
        data-disabled="true"
        className={className}
        aria-describedby={reasonId}
      >
        {children}
      </a>
      <span id={reasonId} className="offline-reason">
        {t`Unavailable offline: reconnect to make changes.`}
      </span>
    </>
  )
}
