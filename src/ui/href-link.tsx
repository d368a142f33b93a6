import type { AnchorHTMLAttributes } from 'react'
import { useRouter } from '@tanstack/react-router'

/** A link to a full in-app href (path plus query), navigated client-side; modifier clicks open normally. */
export function HrefLink({
  href,
  onClick,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter()
  const full = router.history.createHref(href)
  return (
    <a
      {...rest}
      href={full}
      onClick={(e) => {
        onClick?.(e)
        if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
        e.preventDefault()
        void router.navigate({ href })
      }}
    />
  )
}
