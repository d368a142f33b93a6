import { FormActions } from '@/forms/form-actions'
import { Trans, useLingui } from '@lingui/react/macro'
import {
  CURRENCIES,
  REFUND_ISSUE_CATEGORIES,
  REFUND_METHODS,
  REFUND_REASON_TYPES,
  REFUND_TYPES,
} from '@/domain/enums'
import type { MessageDescriptor } from '@lingui/core'
import refundBinding from '@/resources/bindings/refunds'
import {
  REFUND_ISSUE_CATEGORY_LABELS,
  REFUND_METHOD_LABELS,
  REFUND_REASON_TYPE_LABELS,
  REFUND_TYPE_LABELS,
} from '@/resources/enum-labels'
import { formatMoney } from '@/ui/format'
import type { DraftField, RefundDraft } from './refund-apply-model'
import { FIELD_PROBLEM_MESSAGES } from './refund-messages'
import { RadioInput, SelectInput, TextInput, type Option } from './refund-fields'
import { ApplyResultRegion } from './apply-result-region'
import { refundHref, type RefundScreens } from './refund-screens'
import { HrefLink } from '@/ui/href-link'
import type { useRefundApply } from './use-refund-apply'

type ApplyState = ReturnType<typeof useRefundApply>

/** The refund apply form (spec: type, amount, currency, reason, description, category, ticket, tax ID, method). */
export function RefundApplyForm({
  state: s,
  screens,
  onCancel,
}: {
  state: ApplyState
  screens: RefundScreens
  onCancel: () => void
}) {
  const { t, i18n } = useLingui()
  const options = <T extends string>(values: readonly T[], labels: Record<T, MessageDescriptor>): Option[] =>
    values.map((v) => ({ value: v, label: i18n._(labels[v]) }))
  const errorOf = (f: DraftField) => {
    const problem = s.problems[f]
    if (problem) return i18n._(FIELD_PROBLEM_MESSAGES[problem])
    const server = s.serverIssues[f]
    return server ? t`The server refused this value: ${server}` : undefined
  }
  const bind = (f: Exclude<DraftField, 'type'>) => ({
    name: f,
    label: i18n._(refundBinding.labels[f]),
    value: s.draft[f],
    error: errorOf(f),
    onChange: (v: string) => s.update({ [f]: v } as Partial<RefundDraft>),
  })
  const inProgress = s.refundable?.inProgress
  const remaining = s.refundable
    ? formatMoney(s.refundable.remaining, s.refundable.currency, i18n.locale)
    : undefined
  return (
    <div className="refund-apply">
      <form
        className="card refund-form error-room"
        aria-labelledby="page-title"
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void s.submit()
        }}
        // Keyboard scheme, forms: Mod+Enter submits (captured: buttons inside swallow Enter);
        // Esc cancels once no popover took it (the leave guard asks if anything is unsaved).
        onKeyDownCapture={(e) => {
          if (e.key !== 'Enter' || !(e.metaKey || e.ctrlKey)) return
          e.preventDefault()
          e.currentTarget.requestSubmit()
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && !e.defaultPrevented) onCancel()
        }}
      >
        {s.restored && s.dirty ? (
          <p className="field-hint">
            <Trans>Restored your unsent draft from this device.</Trans>
          </p>
        ) : null}
        <TextInput
          {...bind('orderNo')}
          isRequired
          description={
            s.orderMissing ? (
              <Trans>No order has this order number.</Trans>
            ) : inProgress ? (
              <Trans>
                Refund{' '}
                <HrefLink href={refundHref(screens, Number(inProgress.id))}>
                  {String(inProgress.refundNo)}
                </HrefLink>{' '}
                of this order is still in progress; a new refund can be applied for once it is finished.
              </Trans>
            ) : remaining ? (
              <Trans>Refundable: {remaining}</Trans>
            ) : undefined
          }
        />
        <RadioInput
          name="type"
          label={i18n._(refundBinding.labels.type)}
          value={s.draft.type}
          onChange={(v) => s.update({ type: v as RefundDraft['type'] })}
          options={options(REFUND_TYPES, REFUND_TYPE_LABELS)}
          isRequired
        />
        <div className="form-row">
          <TextInput
            {...bind('amount')}
            inputMode="decimal"
            isRequired
            isReadOnly={s.draft.type === 'full' && !!s.refundable}
          />
          <SelectInput
            {...bind('currency')}
            isRequired
            placeholder={t`Select`}
            // The order decides the currency: only it is offered once the order is known.
            options={(s.refundable ? [s.refundable.currency] : CURRENCIES).map((c) => ({
              value: c,
              label: c,
            }))}
          />
        </div>
        <div className="form-row">
          <SelectInput
            {...bind('reasonType')}
            isRequired
            placeholder={t`Select`}
            options={options(REFUND_REASON_TYPES, REFUND_REASON_TYPE_LABELS)}
          />
          <SelectInput
            {...bind('issueCategory')}
            placeholder={t`Select`}
            options={options(REFUND_ISSUE_CATEGORIES, REFUND_ISSUE_CATEGORY_LABELS)}
          />
        </div>
        <RadioInput {...bind('method')} isRequired options={options(REFUND_METHODS, REFUND_METHOD_LABELS)} />
        <div className="form-row">
          <TextInput {...bind('ticketId')} />
          <TextInput {...bind('taxId')} />
        </div>
        <TextInput {...bind('description')} multiline />
        <FormActions
          layout="card"
          onCancel={onCancel}
          permission="orderCenter:refunds:apply"
          busy={s.sending}
          extra={
            s.dirty ? (
              <button type="button" className="btn" onClick={s.discard}>
                <Trans>Discard draft</Trans>
              </button>
            ) : null
          }
        >
          <Trans>Submit application</Trans>
        </FormActions>
      </form>
      <ApplyResultRegion result={s.result} screens={screens} />
    </div>
  )
}
