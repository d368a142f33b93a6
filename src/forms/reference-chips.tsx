import type { Ref } from 'react'
import { type Key } from 'react-aria-components/Breadcrumbs'
import { Button } from 'react-aria-components/Button'
import { Tag, TagGroup, TagList } from 'react-aria-components/TagGroup'
import { useLingui } from '@lingui/react/macro'

export interface ReferenceChip {
  id: string
  key: string
  /** The record's name, once known. */
  label: string
  /** The lookup of exactly these keys did not find it: it will be refused on save. */
  missing: boolean
}

/**
 * The keys chosen in a many-valued reference field, as removable chips (a TagGroup: Backspace or Delete on a
 * chip removes it). Outside the combo box, whose collection must hold the options alone.
 */
export function ReferenceChips({
  chips,
  fieldName,
  onRemove,
  ref,
}: {
  chips: ReferenceChip[]
  fieldName: string
  onRemove: (keys: Iterable<Key>) => void
  ref: Ref<HTMLDivElement>
}) {
  const { t } = useLingui()
  return (
    <TagGroup ref={ref} className="ref-tags" aria-label={t`${fieldName}: chosen`} onRemove={onRemove}>
      <TagList className="ref-tag-list" items={chips}>
        {({ key: code, label: name, missing }) => (
          <Tag
            id={code}
            textValue={name ? `${code} ${name}` : code}
            className="ref-tag"
            data-missing={missing || undefined}
          >
            <span className="ref-code">{code}</span>
            {name ? <span className="ref-name">{name}</span> : null}
            {missing ? <span className="visually-hidden">{t`(no such record)`}</span> : null}
            <Button slot="remove" className="ref-tag-remove" aria-label={t`Remove ${code}`}>
              <span aria-hidden="true">×</span>
            </Button>
          </Tag>
        )}
      </TagList>
    </TagGroup>
  )
}
