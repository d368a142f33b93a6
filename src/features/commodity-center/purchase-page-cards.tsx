import { useRef, useState, type KeyboardEvent } from 'react'
import { Button } from 'react-aria-components/Button'
import { Trans, useLingui } from '@lingui/react/macro'
import { MAX_PAGE_CARDS } from '@/domain/purchase-page'
import { splitKeys } from '@/domain/references'
import { ReferencePicker } from '@/forms/reference-picker'
import { useReferenceRecords } from '@/forms/reference-queries'
import { addCards, moveCard } from './purchase-page-state'

/**
 * The page's SKU cards in order: each row moves up or down (buttons, or Alt+↑/↓ while the row has focus, which
 * follows the card) and can be removed; the reference picker adds SKUs (a pasted list adds them all).
 */
export function PurchasePageCards({
  cards,
  onChange,
  error,
}: {
  cards: readonly string[]
  onChange: (cards: string[]) => void
  error?: string
}) {
  const { t } = useLingui()
  const rows = useRef(new Map<string, HTMLLIElement>())
  const [announcement, setAnnouncement] = useState('')
  const records = useReferenceRecords('skus', cards as string[])

  const move = (index: number, delta: number, focusRow: boolean) => {
    const next = moveCard(cards, index, delta)
    if (next.join() === cards.join()) return
    const sku = cards[index]!
    onChange(next)
    const position = index + delta + 1
    const count = cards.length
    setAnnouncement(t`${sku} moved to position ${position} of ${count}.`)
    if (focusRow) requestAnimationFrame(() => rows.current.get(sku)?.focus())
  }
  const remove = (index: number) => {
    const sku = cards[index]!
    onChange(cards.filter((_, i) => i !== index))
    setAnnouncement(t`${sku} removed from the page.`)
    const neighbour = cards[index + 1] ?? cards[index - 1]
    requestAnimationFrame(() => neighbour && rows.current.get(neighbour)?.focus())
  }
  const onRowKeyDown = (e: KeyboardEvent, index: number) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return
    e.preventDefault()
    move(index, e.key === 'ArrowUp' ? -1 : 1, true)
  }

  return (
    <div className="pp-cards-field">
      <p className="pp-hint muted" id="pp-cards-hint">
        <Trans>Alt+↑ and Alt+↓ move the focused card. At most {MAX_PAGE_CARDS} cards.</Trans>
      </p>
      {cards.length > 0 && (
        <ol className="pp-card-list" aria-label={t`SKU cards in page order`} aria-describedby="pp-cards-hint">
          {cards.map((sku, i) => (
            <li
              key={sku}
              ref={(el) => {
                if (el) rows.current.set(sku, el)
                else rows.current.delete(sku)
              }}
              className="pp-card-row"
              tabIndex={0}
              aria-label={t`Card ${i + 1}: ${sku}`}
              onKeyDown={(e) => onRowKeyDown(e, i)}
            >
              <span className="pp-card-position">{i + 1}</span>
              <span className="pp-card-sku">
                <strong>{sku}</strong>
                <span className="muted">{records.byKey.get(sku)?.label ?? ''}</span>
              </span>
              <span className="pp-card-actions">
                <Button
                  className="btn btn-small"
                  isDisabled={i === 0}
                  onPress={() => move(i, -1, false)}
                  aria-label={t`Move ${sku} up`}
                >
                  ↑
                </Button>
                <Button
                  className="btn btn-small"
                  isDisabled={i === cards.length - 1}
                  onPress={() => move(i, 1, false)}
                  aria-label={t`Move ${sku} down`}
                >
                  ↓
                </Button>
                <Button className="btn btn-small" onPress={() => remove(i)} aria-label={t`Remove ${sku}`}>
                  ×
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <ReferencePicker
        entity="skus"
        many
        label={t`Add SKU cards`}
        value=""
        onChange={(added) => onChange(addCards(cards, splitKeys(added)))}
        error={error}
        buttonLabel={t`Show SKUs`}
      />
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  )
}
