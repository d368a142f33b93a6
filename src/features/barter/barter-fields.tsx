import { useEffect, useState } from 'react'
import { FieldError } from 'react-aria-components/FieldError'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { NumberField } from 'react-aria-components/NumberField'
import { Text } from 'react-aria-components/Text'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { NEW_ITEM_OPTIONS_PATH, type BarterExchangeType } from '@/domain/barter-rules'
import { barters } from '@/domain/entities/refunds-barters'
import { BARTER_EXCHANGE_TYPES, BARTER_HANDLING_METHODS } from '@/domain/enums'
import { missingReferenceMessage } from '@/forms/issue-message'
import type { BarterField, BarterFormValues, FieldProblem, Problems } from './barter-form-model'
import barterBinding from '@/resources/bindings/barters'
import { BARTER_EXCHANGE_TYPE_LABELS, BARTER_HANDLING_METHOD_LABELS } from '@/resources/enum-labels'
import { BARTER_RULE_MESSAGES, EXCHANGE_TYPE_HINTS } from './barter-labels'
import { ItemPicker, OptionSelect, TextInput } from './barter-inputs'
import { useOrderByNo } from './barter-sources'
import { DateField } from '@/ui/date-field'

interface Props {
  mode: 'apply' | 'edit'
  values: BarterFormValues
  problems: Problems
  setField: <K extends BarterField>(field: K, value: BarterFormValues[K]) => void
  fieldRef: (field: BarterField) => (el: HTMLElement | null) => void
  /** Apply: whether the typed order number names an order. */
  onOrderLookup: (found: boolean) => void
  /** A field is being typed but not committed yet (a number commits on blur); null once committed. */
  onTyping: (field: BarterField | null) => void
}

type TextField = Exclude<BarterField, 'priceDifference'>

/** The barter's fields in the spec's order, each with its translated problem. */
export function BarterFields({ mode, values, problems, setField, fieldRef, onOrderLookup, onTyping }: Props) {
  const { t, i18n } = useLingui()
  const [lookupNo, setLookupNo] = useState(values.orderNo.trim())
  const order = useOrderByNo(lookupNo)
  const orderFound = order.data
  useEffect(() => {
    if (mode === 'apply' && order.isSuccess) onOrderLookup(order.data !== null)
  }, [mode, order.isSuccess, order.data, onOrderLookup])
  // Both items name SKUs (the registry says which entity); the picker searches it as the user types.
  const itemEntity = (f: 'replacementItem' | 'newItem') =>
    (barters.fields[f] as { references?: string }).references ?? 'skus'

  const problemText = (p: FieldProblem | undefined) => {
    if (!p) return undefined
    if (p.kind === 'rule') return i18n._(BARTER_RULE_MESSAGES[p.key])
    if (p.kind === 'orderMissing') return t`Enter the order number.`
    if (p.kind === 'orderNotFound') return t`No order has this number.`
    if (p.kind === 'missingReference') return missingReferenceMessage(i18n, p.reference)
    return t`This value is not valid (too long or in an unexpected format).`
  }
  const label = (f: BarterField) => i18n._(barterBinding.labels[f])
  /** What every text-valued field shares: label, problem, value, change and focus target. */
  const bind = (f: TextField) => ({
    label: label(f),
    error: problemText(problems[f]),
    value: values[f],
    onChange: (v: string) => setField(f, v),
    inputRef: fieldRef(f),
  })
  const options = (values: readonly string[], labels: Record<string, MessageDescriptor>) =>
    values.map((v) => ({ value: v, label: labels[v] ? i18n._(labels[v]) : v }))
  const showSuggestions = t`Show suggested items`
  // The new item is searched among the SKUs the server says fit the replacement item and the type.
  const replacementItem = values.replacementItem.trim()
  const exchangeType = (BARTER_EXCHANGE_TYPES as readonly string[]).includes(values.exchangeType)
    ? (values.exchangeType as BarterExchangeType)
    : undefined
  const newItemScope = {
    path: NEW_ITEM_OPTIONS_PATH,
    params: {
      ...(replacementItem ? { replacementItem } : {}),
      ...(exchangeType ? { exchangeType } : {}),
    },
  }

  return (
    <div className="barter-grid">
      {mode === 'apply' ? (
        <TextInput
          {...bind('orderNo')}
          maxLength={40}
          onBlur={() => setLookupNo(values.orderNo.trim())}
          description={
            orderFound
              ? `${String(orderFound.productName ?? '')} · ${String(orderFound.sku ?? '')}`
              : undefined
          }
        />
      ) : (
        <div className="field">
          <span className="field-label">{label('orderNo')}</span>
          <span className="barter-readonly">{values.orderNo}</span>
        </div>
      )}
      <ItemPicker
        {...bind('replacementItem')}
        entity={itemEntity('replacementItem')}
        suggestions={
          orderFound?.sku
            ? [{ key: String(orderFound.sku), label: String(orderFound.productName ?? '') }]
            : undefined
        }
        description={
          orderFound?.sku && !values.replacementItem.trim() ? (
            <Trans>Suggested: the item of this order.</Trans>
          ) : undefined
        }
        suggestionsLabel={showSuggestions}
      />
      <OptionSelect
        {...bind('exchangeType')}
        options={options(BARTER_EXCHANGE_TYPES, BARTER_EXCHANGE_TYPE_LABELS)}
        placeholder={t`Choose a type`}
        description={exchangeType ? i18n._(EXCHANGE_TYPE_HINTS[exchangeType]) : ''}
      />
      <TextInput {...bind('reason')} type="multiline" maxLength={2000} />
      <ItemPicker
        {...bind('newItem')}
        entity={itemEntity('newItem')}
        scope={newItemScope}
        suggestionsLabel={showSuggestions}
        description={
          replacementItem && exchangeType ? (
            <Trans>Offered: the active SKUs this type allows.</Trans>
          ) : (
            <Trans>Choose the replacement item and the type first: the options then fit them.</Trans>
          )
        }
      />
      <OptionSelect
        {...bind('handlingMethod')}
        options={options(BARTER_HANDLING_METHODS, BARTER_HANDLING_METHOD_LABELS)}
        placeholder={t`Choose a method`}
      />
      <DateField
        {...bind('billingStartDate')}
        // A problem focuses the first segment (the picker's root is not focusable).
        inputRef={(el) =>
          fieldRef('billingStartDate')(el?.querySelector<HTMLElement>('[role=spinbutton]') ?? el)
        }
        isRequired
        validationBehavior="aria"
      />
      <NumberField
        className="field"
        value={values.priceDifference ?? Number.NaN}
        onChange={(v) => setField('priceDifference', Number.isNaN(v) ? null : v)}
        onBlur={() => onTyping(null)}
        formatOptions={{ maximumFractionDigits: 2 }}
        isInvalid={!!problems.priceDifference}
        isRequired
        validationBehavior="aria"
      >
        <Label>{label('priceDifference')}</Label>
        <Input
          className="input"
          ref={fieldRef('priceDifference')}
          onInput={() => onTyping('priceDifference')}
        />
        <Text slot="description" className="field-hint">
          <Trans>Positive when the customer pays more, negative when refunded.</Trans>
        </Text>
        <FieldError className="field-error">{problemText(problems.priceDifference)}</FieldError>
      </NumberField>
    </div>
  )
}
