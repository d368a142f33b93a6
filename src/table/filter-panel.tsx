import { Button } from 'react-aria-components/Button'
import { Trans } from '@lingui/react/macro'
import { LazyPopupTrigger } from '@/ui/lazy-popup'
import type { FilterFormProps } from './filter-form'
import { FilterPopover } from './lazy-popups'

/** The Filters button and its popover form: typed inputs per column, applied together. */
export function FilterPanel(props: FilterFormProps) {
  const active = Object.keys(props.filters ?? {}).length
  return (
    <LazyPopupTrigger
      kind="dialog"
      preload={FilterPopover.preload}
      popup={(state) => <FilterPopover {...props} {...state} />}
    >
      <Button className="btn">
        <Trans>Filters</Trans>
        {active > 0 && <span className="badge">{active}</span>}
      </Button>
    </LazyPopupTrigger>
  )
}
