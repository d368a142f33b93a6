import { Plural, Trans } from '@lingui/react/macro'
import { relativeTime } from '@/ui/format'

/** "just now", "5 minutes ago", "3 hours ago", "1 day ago", then the date (spec section 9). */
export function RelativeTime({ at, now }: { at: number; now: number }) {
  const iso = new Date(at).toISOString()
  return <time dateTime={iso}>{describe(iso, now)}</time>
}

function describe(iso: string, now: number) {
  const r = relativeTime(iso, now)
  switch (r.unit) {
    case 'justNow':
      return <Trans>just now</Trans>
    case 'minutes':
      return <Plural value={r.value} one="# minute ago" other="# minutes ago" />
    case 'hours':
      return <Plural value={r.value} one="# hour ago" other="# hours ago" />
    case 'oneDay':
      return <Trans>1 day ago</Trans>
    case 'date':
      return r.text
  }
}
