import { lazy, Suspense } from 'react'
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components'
import { Trans } from '@lingui/react/macro'
import type { FilterFormProps } from './filter-form'

const FilterForm = lazy(() => import('./filter-form'))

/** The Filters button and its popover form: typed inputs per column, applied together. */
export function FilterPanel({ columns, filters, onApply }: FilterFormProps) {
  const active = Object.keys(filters ?? {}).length
  return (
    <DialogTrigger>
      <Button className="btn">
        <Trans>Filters</Trans>
        {active > 0 && <span className="badge">{active}</span>}
      </Button>
      <Popover className="popover filter-popover" placement="bottom start">
        <Dialog className="filter-dialog">
          {({ close }) => (
            <Suspense fallback={<div className="popover-loading" aria-busy="true" />}>
              <FilterForm
                columns={columns}
                filters={filters}
                onApply={(f) => {
                  onApply(f)
                  close()
                }}
              />
            </Suspense>
          )}
        </Dialog>
      </Popover>
    </DialogTrigger>
  )
}
