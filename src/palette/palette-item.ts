import type { Rankable } from './rank'

/** The palette's sections, in their order when nothing is typed. */
export const SECTIONS = ['lookup', 'recent', 'records', 'tabs', 'pages', 'views', 'actions'] as const
export type SectionId = (typeof SECTIONS)[number]

export interface PaletteItem extends Rankable {
  section: SectionId
  /** A group of its own within the section, with its own title (found records: one group per kind). */
  group?: { id: string; title: string }
  label: string
  /** Second line: the breadcrumb path, the tab's address, the record's screen. */
  detail?: string
  /** Key spec of the shortcut that does the same, e.g. 'G O'. */
  hint?: string
  run: () => void | Promise<void>
}
