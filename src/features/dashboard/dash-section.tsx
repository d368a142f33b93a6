import type { ReactNode } from 'react'

/** One titled part of the home page (a landmark region named by its heading). */
export function DashSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section className="dash-section" aria-labelledby={id}>
      <h2 id={id} className="dash-heading">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** What a part says when it has nothing to show. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="card muted">{children}</p>
}
