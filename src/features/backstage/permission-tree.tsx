import './permission-tree.css'
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { Input } from 'react-aria-components/Input'
import { SearchField } from 'react-aria-components/SearchField'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Language } from '@/domain/config'
import type { FieldInputProps } from '@/forms/field-input'
import { joinGrants, parseGrants, type Action } from '@/domain/permissions'
import {
  buildPermissionTree,
  checkState,
  compressGrants,
  filterTree,
  grantedLeaves,
  titleOf,
  toggle,
  visibleOrder,
  type PermissionNode,
} from './permission-tree-model'

/** Every permission action's label: a new action does not compile until it has one (no raw key on screen). */
const ACTION_LABELS: Record<Action, MessageDescriptor> = {
  view: msg`View`,
  add: msg`Add`,
  edit: msg`Edit`,
  delete: msg`Delete`,
  export: msg`Export`,
  resendInvoice: msg`Resend invoice`,
  apply: msg({ message: 'Apply', context: 'a request, such as a refund or barter' }),
  review: msg`Review`,
  csReview: msg`Customer service review`,
  financialReview: msg`Financial review`,
  cancel: msg`Cancel`,
  refund: msg`Refund`,
  close: msg`Close`,
  complete: msg({ message: 'Complete', context: 'a workflow step, such as a barter' }),
  import: msg`Import`,
  start: msg({ message: 'Start', context: 'permission action' }),
  stop: msg({ message: 'Stop', context: 'permission action' }),
}

export function useNodeLabel() {
  const { i18n } = useLingui()
  return (n: PermissionNode): string =>
    n.action ? i18n._(ACTION_LABELS[n.action]) : titleOf(n, i18n.locale as Language)
}

export interface PermissionTreeProps {
  /** The role's grants, comma-joined patterns. */
  value: string
  onChange?: (value: string) => void
  label: string
  error?: string
  readOnly?: boolean
}

/**
 * A role's grants as a tree of centers → resources → actions with tri-state checkboxes (W3C ARIA tree view
 * pattern): one tab stop; ↑/↓ move, → opens or enters, ← closes or goes to the parent, Home/End, Space checks
 * or clears the focused node with everything under it, `*` opens the siblings, typing a label's first letters
 * moves to it. Search narrows the tree.
 */
export function PermissionTree({ value, onChange, label, error, readOnly }: PermissionTreeProps) {
  const { t } = useLingui()
  const labelId = useId()
  const errorId = useId()
  const tree = useMemo(() => buildPermissionTree(), [])
  const nodeLabel = useNodeLabel()
  const granted = useMemo(() => grantedLeaves(tree, parseGrants(value)), [tree, value])
  const [query, setQuery] = useState('')
  const shown = useMemo(() => filterTree(tree, query, nodeLabel), [tree, query, nodeLabel])
  const [opened, setOpened] = useState<Set<string>>(() => new Set())
  // While searching, every match is open.
  const expanded = useMemo(
    () =>
      query.trim()
        ? new Set(
            shown.flatMap(function ids(n): string[] {
              return [n.id, ...n.children.flatMap(ids)]
            }),
          )
        : opened,
    [query, shown, opened],
  )
  const order = visibleOrder(shown, expanded)
  const [focused, setFocused] = useState<string>()
  const current = order.find((o) => o.node.id === focused)?.node.id ?? order[0]?.node.id
  const treeRef = useRef<HTMLUListElement>(null)

  const focus = (id: string | undefined) => {
    if (!id) return
    setFocused(id)
    requestAnimationFrame(() =>
      treeRef.current?.querySelector<HTMLElement>(`[data-node="${CSS.escape(id)}"]`)?.focus(),
    )
  }
  const setOpen = (id: string, open: boolean) =>
    setOpened((s) => {
      const next = new Set(s)
      if (open) next.add(id)
      else next.delete(id)
      return next
    })
  const check = (node: PermissionNode) => {
    if (readOnly || !onChange) return
    onChange(joinGrants(compressGrants(tree, toggle(node, granted))))
  }

  /**
   * Type-ahead: a printable key moves to the next visible node whose label starts with the letters typed in
   * quick succession (the W3C tree pattern), from the one after the focused node, wrapping around.
   */
  const typed = useRef({ text: '', at: 0 })
  const typeAhead = (e: KeyboardEvent, from: number): boolean => {
    if (e.key.length !== 1 || e.key === ' ' || e.ctrlKey || e.metaKey || e.altKey) return false
    const t = typed.current
    t.text = (e.timeStamp - t.at < 700 ? t.text : '') + e.key.toLowerCase()
    t.at = e.timeStamp
    const start = t.text.length > 1 ? from : from + 1
    for (let k = 0; k < order.length; k++) {
      const at = order[(start + k) % order.length]!
      if (nodeLabel(at.node).toLowerCase().startsWith(t.text)) {
        focus(at.node.id)
        break
      }
    }
    return true
  }

  const onKeyDown = (e: KeyboardEvent) => {
    // Chords belong to the form and the shell (Mod+Enter saves).
    if (e.ctrlKey || e.metaKey || e.altKey) return
    const i = order.findIndex((o) => o.node.id === current)
    const at = order[i]
    if (!at) return
    const { node, parent } = at
    const isOpen = expanded.has(node.id)
    let handled = true
    switch (e.key) {
      case 'ArrowDown':
        focus(order[i + 1]?.node.id)
        break
      case 'ArrowUp':
        focus(order[i - 1]?.node.id)
        break
      case 'ArrowRight':
        if (node.children.length && !isOpen) setOpen(node.id, true)
        else if (node.children.length) focus(node.children[0]?.id)
        break
      case 'ArrowLeft':
        if (node.children.length && isOpen) setOpen(node.id, false)
        else focus(parent?.id)
        break
      case 'Home':
        focus(order[0]?.node.id)
        break
      case 'End':
        focus(order[order.length - 1]?.node.id)
        break
      case ' ':
        check(node)
        break
      case 'Enter':
        if (node.children.length) setOpen(node.id, !isOpen)
        else check(node)
        break
      case '*': {
        const siblings = parent ? parent.children : shown
        setOpened((s) => new Set([...s, ...siblings.filter((n) => n.children.length).map((n) => n.id)]))
        break
      }
      default:
        handled = typeAhead(e, i)
    }
    if (handled) {
      e.preventDefault()
      e.stopPropagation()
    }
  }

  const render = (nodes: readonly PermissionNode[], level: number) =>
    nodes.map((n, i) => {
      const state = checkState(n, granted)
      const hasChildren = n.children.length > 0
      const isOpen = expanded.has(n.id)
      return (
        <li
          key={n.id}
          role="treeitem"
          data-node={n.id}
          className={`ptree-item ptree-${n.kind}`}
          aria-level={level}
          aria-setsize={nodes.length}
          aria-posinset={i + 1}
          aria-expanded={hasChildren ? isOpen : undefined}
          aria-checked={state === 'mixed' ? 'mixed' : state === 'checked'}
          aria-selected={current === n.id}
          tabIndex={current === n.id ? 0 : -1}
          onFocus={(e) => {
            if (e.target === e.currentTarget) setFocused(n.id)
          }}
        >
          <div
            className="ptree-row"
            onClick={() => {
              focus(n.id)
              check(n)
            }}
          >
            <span
              className="ptree-twisty"
              aria-hidden="true"
              onClick={(e) => {
                e.stopPropagation()
                focus(n.id)
                if (hasChildren) setOpen(n.id, !isOpen)
              }}
            >
              {hasChildren ? (isOpen ? '▾' : '▸') : ''}
            </span>
            <span className={`ptree-box ptree-box-${state}`} aria-hidden="true" />
            <span className="ptree-label">{nodeLabel(n)}</span>
            {n.kind === 'action' && <code className="ptree-perm">{n.action}</code>}
          </div>
          {hasChildren && isOpen && (
            <ul role="group" className="ptree-group">
              {render(n.children, level + 1)}
            </ul>
          )}
        </li>
      )
    })

  return (
    <div className={`field ptree${error ? ' ptree-invalid' : ''}`} data-readonly={readOnly || undefined}>
      <span id={labelId} className="ptree-title">
        {label}
      </span>
      <SearchField
        className="ptree-search"
        aria-label={t`Search permissions`}
        value={query}
        onChange={setQuery}
      >
        <Input className="input" placeholder={t`Search permissions`} />
      </SearchField>
      {order.length === 0 ? (
        <p className="ptree-empty">
          <Trans>No permission matches.</Trans>
        </p>
      ) : (
        <ul
          ref={treeRef}
          role="tree"
          className="ptree-tree"
          aria-labelledby={labelId}
          aria-multiselectable={readOnly ? undefined : true}
          aria-readonly={readOnly || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onKeyDown={onKeyDown}
        >
          {render(shown, 1)}
        </ul>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}

/** The tree as the role form's input of `grants` (the binding's widget `permissionTree`). */
export function PermissionTreeField(p: FieldInputProps) {
  return (
    <PermissionTree
      value={typeof p.value === 'string' ? p.value : ''}
      onChange={(v) => p.onChange(v)}
      label={p.label}
      error={p.error}
    />
  )
}
