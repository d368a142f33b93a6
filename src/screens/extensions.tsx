import { createContext, lazy, Suspense, use, type ComponentType } from 'react'
import type { Row } from '@/api/list-queries'
import type { PanelName } from '@/domain/menu'
import type { FieldInputProps } from '@/forms/field-input'
import type { EntityBinding, WidgetName } from '@/resources/bindings/entity-binding'

/** What a panel receives: the record a detail screen shows, or the values an add or edit form holds. */
export interface PanelProps {
  record: Row
}

type Load<P> = () => Promise<ComponentType<P>>

/** Every panel and widget by name, each loaded from its own chunk on first use. */
export interface ExtensionLoaders {
  panels: Readonly<Record<PanelName, Load<PanelProps>>>
  widgets: Readonly<Record<WidgetName, Load<FieldInputProps>>>
}

interface ScreenExtensions {
  panels: Readonly<Partial<Record<PanelName, ComponentType<PanelProps>>>>
  widgets: Readonly<Partial<Record<WidgetName, ComponentType<FieldInputProps>>>>
}

function suspended<P extends object>(load: Load<P>): ComponentType<P> {
  const Lazy = lazy(() => load().then((C) => ({ default: C })))
  return function Suspended(p: P) {
    return (
      <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
        <Lazy {...p} />
      </Suspense>
    )
  }
}

const mapValues = <K extends string, A, B>(o: Readonly<Record<K, A>>, f: (a: A) => B) =>
  Object.fromEntries(Object.entries<A>(o).map(([k, v]) => [k, f(v)])) as Record<K, B>

/**
 * The bespoke parts the generic screens draw by name: the panels screens declare (`panels`) and the inputs
 * bindings name (`widgets`). The routes register them (src/routes/-screens/extensions.ts), so these screens
 * never import a feature area, and feature areas may import these screens.
 */
export const screenExtensions = (loaders: ExtensionLoaders): ScreenExtensions => ({
  panels: mapValues(loaders.panels, suspended),
  widgets: mapValues(loaders.widgets, suspended),
})

const ExtensionsContext = createContext<ScreenExtensions>({ panels: {}, widgets: {} })

/** Gives the screens below it their panels and widgets (`value`: from `screenExtensions`). */
export const ScreenExtensionsProvider = ExtensionsContext

/** The panels a screen declares, for its record (a detail screen) or its current values (a form). */
export function Panels({ names, record }: { names: readonly PanelName[]; record: Row }) {
  const { panels } = use(ExtensionsContext)
  return names.map((name) => {
    const Panel = panels[name]
    return Panel ? <Panel key={name} record={record} /> : null
  })
}

/** The inputs a binding names for its fields, as the form takes them (fields without one keep their kind's). */
export function useWidgets(
  binding: Pick<EntityBinding, 'widgets'>,
): Partial<Record<string, ComponentType<FieldInputProps>>> | undefined {
  const { widgets } = use(ExtensionsContext)
  const named = Object.entries(binding.widgets ?? {}).flatMap(([field, name]) => {
    const Widget = name && widgets[name]
    return Widget ? [[field, Widget] as const] : []
  })
  return named.length ? Object.fromEntries(named) : undefined
}
