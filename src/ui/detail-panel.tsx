import './detail-panel.css'
import { useId, type ReactNode } from 'react'

/**
 * A card on a record's detail page that loads its own data: a heading (with actions beside it), then the load
 * error, the loading state, the empty message (when `isEmpty` says so) or the content drawn from the data.
 */
export function DetailPanel<T>(props: {
  title: ReactNode
  actions?: ReactNode
  query: { data: T | undefined; isPending: boolean; error: unknown }
  loadError: ReactNode
  isEmpty?: (data: T) => boolean
  empty?: ReactNode
  content: (data: T) => ReactNode
  /** Dialogs the panel opens. */
  children?: ReactNode
}) {
  const headingId = useId()
  const { data, isPending, error } = props.query
  const heading = (
    <h2 id={headingId} className="detail-title">
      {props.title}
    </h2>
  )
  return (
    <section className="card detail-panel" aria-labelledby={headingId}>
      {props.actions ? (
        <div className="panel-head">
          {heading}
          {props.actions}
        </div>
      ) : (
        heading
      )}
      {error ? (
        <p role="alert">{props.loadError}</p>
      ) : isPending || data === undefined ? (
        <div className="page-loading" aria-busy="true" />
      ) : props.isEmpty?.(data) ? (
        <p className="muted">{props.empty}</p>
      ) : (
        props.content(data)
      )}
      {props.children}
    </section>
  )
}

/** A detail panel's table: the header row of `columns` (numeric ones aligned right), then the body rows. */
export function PanelTable(props: {
  columns: readonly { label: ReactNode; numeric?: boolean }[]
  className?: string
  children: ReactNode
}) {
  return (
    <div className="panel-scroll">
      <table className={props.className ? `panel-table ${props.className}` : 'panel-table'}>
        <thead>
          <tr>
            {props.columns.map((c, i) => (
              <th key={i} scope="col" className={c.numeric ? 'num' : undefined}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  )
}
