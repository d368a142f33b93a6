import { useMemo } from 'react'
import type { I18n } from '@lingui/core'
import type { PAY_PLATFORMS } from '@/domain/enums'
import type { ListSearch } from '@/table/list-search'
import { RecordFormPage } from './record-form-page'
import { RecordListPage } from './record-list-page'
import { PAY_PLATFORM_PATHS, PLATFORM_PAY_SCREENS } from './record-screens'

type Platform = (typeof PAY_PLATFORMS)[number]

/** The list's columns without the platform: the screen shows one platform only. */
const columnsWithoutPlatform = (i18n: I18n) =>
  PLATFORM_PAY_SCREENS.columns(i18n).filter((c) => c.field !== 'platform')

/** Google Play or Apple Pay import settings: one entity, each screen fixed to its platform. */
export function PlatformPayListPage({
  platform,
  search,
  navigate,
}: {
  platform: Platform
  search: ListSearch
  navigate: (options: { search: ListSearch }) => unknown
}) {
  const fixedFilters = useMemo(() => ({ platform }), [platform])
  const screens = useMemo(() => ({ ...PLATFORM_PAY_SCREENS, columns: columnsWithoutPlatform }), [])
  return (
    <RecordListPage
      screens={screens}
      path={PAY_PLATFORM_PATHS[platform]}
      search={search}
      navigate={navigate}
      fixedFilters={fixedFilters}
      createQuery={`?platform=${platform}`}
    />
  )
}

/** New settings, for the platform of the list they were created from. */
export function PlatformPayAddPage({ platform }: { platform?: Platform }) {
  const preset = useMemo(() => (platform ? { platform } : undefined), [platform])
  return <RecordFormPage screens={PLATFORM_PAY_SCREENS} preset={preset} />
}
