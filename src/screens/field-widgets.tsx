import { lazy, Suspense, type ComponentType } from 'react'
import type { FieldInputProps } from '@/forms/field-input'
import type { EntityBinding } from '@/resources/bindings/entity-binding'

/**
 * Form inputs a binding names for particular fields (`widgets`), each its own chunk, instead of the input of
 * the field's kind: a role's grants as the permission tree, a staff user's password with a generator.
 */
const FIELD_WIDGETS: Record<string, ComponentType<FieldInputProps>> = {
  permissionTree: lazy(() =>
    import('@/features/backstage/permission-tree').then((m) => ({ default: m.PermissionTreeField })),
  ),
  newPassword: lazy(() =>
    import('@/features/backstage/new-password-field').then((m) => ({ default: m.NewPasswordField })),
  ),
}

function suspended(Widget: ComponentType<FieldInputProps>): ComponentType<FieldInputProps> {
  return function SuspendedWidget(p: FieldInputProps) {
    return (
      <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
        <Widget {...p} />
      </Suspense>
    )
  }
}

const SUSPENDED = Object.fromEntries(Object.entries(FIELD_WIDGETS).map(([k, W]) => [k, suspended(W)]))

/** The widgets of a binding's fields (unknown names fall back to the field's own input). */
export function widgetsOf(
  binding: Pick<EntityBinding, 'widgets'>,
): Partial<Record<string, ComponentType<FieldInputProps>>> | undefined {
  const named = Object.entries(binding.widgets ?? {}).flatMap(([field, name]) =>
    name && SUSPENDED[name] ? [[field, SUSPENDED[name]] as const] : [],
  )
  return named.length ? Object.fromEntries(named) : undefined
}
