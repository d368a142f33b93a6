import type { ReactNode } from 'react'
import type { I18n, MessageDescriptor } from '@lingui/core'
import './detail.css'

export interface DetailSection {
  title: string
  items: { label: string; value: ReactNode }[]
}

/** Titled groups of fields turned into label/value rows: the one way every detail view builds its sections. */
export function toDetailSections<F extends string>(
  i18n: I18n,
  groups: readonly { title: MessageDescriptor; fields: readonly F[] }[],
  label: (field: F) => string,
  value: (field: F) => ReactNode,
): DetailSection[] {
  return groups.map((g) => ({
    title: i18n._(g.title),
    items: g.fields.map((f) => ({ label: label(f), value: value(f) })),
  }))
}

/** A record's fields in titled groups, as description lists: the one detail layout every entity uses. */
export function DetailSections({ sections }: { sections: DetailSection[] }) {
  return (
    <div className="detail-sections">
      {sections.map((s) => (
        <section key={s.title} className="card detail-section" aria-label={s.title}>
          <h2 className="detail-title">{s.title}</h2>
          <dl className="detail-list">
            {s.items.map((item) => (
              <div key={item.label} className="detail-item">
                <dt>{item.label}</dt>
                <dd>
                  {item.value === '' || item.value === null || item.value === undefined ? '—' : item.value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  )
}
