import { useEffect, useState } from 'react'
import { FieldError, Input, Label, NumberField, Text, TextArea, TextField } from 'react-aria-components'
import { Trans, useLingui } from '@lingui/react/macro'
import type { MessageDescriptor } from '@lingui/core'
import { BARTER_EXCHANGE_TYPES, BARTER_HANDLING_METHODS } from '@/domain/enums'
import type { BarterField, BarterFormValues, FieldProblem, Problems } from './barter-form-model'
import {
  BARTER_EXCHANGE_TYPE_LABELS,
  BARTER_FIELD_LABELS,
  BARTER_HANDLING_METHOD_LABELS,
  BARTER_RULE_MESSAGES,
} from './barter-labels'
import { ItemPicker, OptionSelect } from './barter-inputs'
import { useOrderByNo, useSkuSuggestions } from './barter-sources'

interface Props {
  mode: 'apply' | 'edit'
  values: BarterFormValues
  problems: Problems
  setField: <K extends BarterField>(field: K, value: BarterFormValues[K]) => void
  fieldRef: (field: BarterField) => (el: HTMLElement | null) => void
  /** Apply: whether the typed order number names an order (undefined while unknown). */
  onOrderLookup: (found: boolean) => void
}

/** The barter's fields in the spec's order, each with its translated problem. */
export function BarterFields({ mode, values, problems, setField, fieldRef, onOrderLookup }: Props) {
  const { t, i18n } = useLingui()
  const [lookupNo, setLookupNo] = useState(values.orderNo.trim())
  const order = useOrderByNo(lookupNo)
  const orderFound = order.data
  useEffect(() => {
    if (mode === 'apply' && order.isSuccess) onOrderLookup(order.data !== null)
  }, [mode, order.isSuccess, order.data, onOrderLookup])
  const newItems = useSkuSuggestions(values.newItem)

  const problemText = (p: FieldProblem | undefined) => {
    if (!p) return undefined
    if (p.kind === 'rule') return i18n._(BARTER_RULE_MESSAGES[p.key])
    if (p.kind === 'orderMissing') return t`Enter the order number.`
    if (p.kind === 'orderNotFound') return t`No order has this number.`
    return t`This value is not valid (too long or in an unexpected format).`
  }
  const label = (f: BarterField) => i18n._(BARTER_FIELD_LABELS[f])
  const options = (values: readonly string[], labels: Record<string, MessageDescriptor>) =>
    values.map((v) => ({ value: v, label: labels[v] ? i18n._(labels[v]) : v }))
  const orderSummary = orderFound
    ? `${String(orderFound.productName ?? '')} · ${String(orderFound.sku ?? '')}`
    : undefined

  return (
    <div className="barter-grid">
      {mode === 'apply' ? (
        <TextField
          className="field"
          value={values.orderNo}
          onChange={(v) => setField('orderNo', v)}
          onBlur={() => setLookupNo(values.orderNo.trim())}
          isInvalid={!!problems.orderNo}
          isRequired
          validationBehavior="aria"
          maxLength={40}
        >
          <Label>{label('orderNo')}</Label>
          <Input className="input" ref={fieldRef('orderNo')} />
          {orderSummary && (
            <Text slot="description" className="field-hint">
              {orderSummary}
            </Text>
          )}
          <FieldError className="field-error">{problemText(problems.orderNo)}</FieldError>
        </TextField>
      ) : (
        <div className="field">
          <span className="field-label">{label('orderNo')}</span>
          <span className="barter-readonly">{values.orderNo}</span>
        </div>
      )}
      <ItemPicker
        label={label('replacementItem')}
        error={problemText(problems.replacementItem)}
        value={values.replacementItem}
        suggestions={
          orderFound ? [{ code: String(orderFound.sku), name: String(orderFound.productName ?? '') }] : []
        }
        description={orderFound ? <Trans>Suggested: the item of this order.</Trans> : undefined}
        onChange={(v) => setField('replacementItem', v)}
        suggestionsLabel={t`Show suggested items`}
        inputRef={fieldRef('replacementItem')}
      />
      <OptionSelect
        label={label('exchangeType')}
        error={problemText(problems.exchangeType)}
        value={values.exchangeType}
        options={options(BARTER_EXCHANGE_TYPES, BARTER_EXCHANGE_TYPE_LABELS)}
        placeholder={t`Choose a type`}
        onChange={(v) => setField('exchangeType', v)}
        inputRef={fieldRef('exchangeType')}
      />
      <TextField
        className="field"
        value={values.reason}
        onChange={(v) => setField('reason', v)}
        isInvalid={!!problems.reason}
        isRequired
        validationBehavior="aria"
        maxLength={2000}
      >
        <Label>{label('reason')}</Label>
        <TextArea className="input barter-textarea" rows={3} ref={fieldRef('reason')} />
        <FieldError className="field-error">{problemText(problems.reason)}</FieldError>
      </TextField>
      <ItemPicker
        label={label('newItem')}
        error={problemText(problems.newItem)}
        value={values.newItem}
        suggestions={newItems}
        onChange={(v) => setField('newItem', v)}
        suggestionsLabel={t`Show suggested items`}
        inputRef={fieldRef('newItem')}
      />
      <OptionSelect
        label={label('handlingMethod')}
        error={problemText(problems.handlingMethod)}
        value={values.handlingMethod}
        options={options(BARTER_HANDLING_METHODS, BARTER_HANDLING_METHOD_LABELS)}
        placeholder={t`Choose a method`}
        onChange={(v) => setField('handlingMethod', v)}
        inputRef={fieldRef('handlingMethod')}
      />
      <TextField
        className="field"
        type="date"
        value={values.billingStartDate}
        onChange={(v) => setField('billingStartDate', v)}
        isInvalid={!!problems.billingStartDate}
        isRequired
        validationBehavior="aria"
      >
        <Label>{label('billingStartDate')}</Label>
        <Input className="input" ref={fieldRef('billingStartDate')} />
        <FieldError className="field-error">{problemText(problems.billingStartDate)}</FieldError>
      </TextField>
      <NumberField
        className="field"
        value={values.priceDifference ?? Number.NaN}
        onChange={(v) => setField('priceDifference', Number.isNaN(v) ? null : v)}
        formatOptions={{ maximumFractionDigits: 2 }}
        isInvalid={!!problems.priceDifference}
        isRequired
        validationBehavior="aria"
      >
        <Label>{label('priceDifference')}</Label>
        <Input className="input" ref={fieldRef('priceDifference')} />
        <Text slot="description" className="field-hint">
          <Trans>Positive when the customer pays more, negative when refunded.</Trans>
        </Text>
        <FieldError className="field-error">{problemText(problems.priceDifference)}</FieldError>
      </NumberField>
    </div>
  )
}
