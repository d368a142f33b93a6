import type { ReactNode } from 'react'
import './detail.css'

export interface DetailSection {
  title: string
  items: { label: string; value: ReactNode }[]
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
