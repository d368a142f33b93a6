import { useState, type FormEvent } from 'react'
import { FieldError } from 'react-aria-components/FieldError'
import { Form } from 'react-aria-components/Form'
import { Heading } from 'react-aria-components/Heading'
import { Label } from 'react-aria-components/Label'
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox'
import { Popover } from 'react-aria-components/Popover'
import { Select } from 'react-aria-components/Select'
import { FormActions } from '@/forms/form-actions'
import { Trans, useLingui } from '@lingui/react/macro'
import { parseDate } from '@internationalized/date'
import { ApiError, requestData } from '@/api/client'
import type { Row } from '@/api/list-queries'
import { DOUYIN_SHOPS, MAX_PULL_DAYS, type PullRangeProblem } from '@/domain/douyin-pull'
import { douyinPullJobs } from '@/domain/entities/order-center'
import type { Permission } from '@/domain/permissions'
import { useDraft } from '@/offline/drafts'
import { DateRangeField } from './date-range-field'
import { PULL_RANGE_PROBLEM_LABELS } from './labels'
import { EMPTY_PULL_DRAFT, pullDraftProblems, pullWindow, type PullDraftProblem } from './pull-range'
import { SelectTrigger } from '@/ui/select-parts'

/** Starting a pull creates a pull job. */
export const PULL_PERMISSION: Permission = `${douyinPullJobs.resource}:add`

interface PullFormProps {
  onStarted: (job: Row) => void
  onCancel: () => void
}

/** The "Pull orders" form: a shop and a date range (whole days, at most 31, not in the future). */
export function PullForm({ onStarted, onCancel }: PullFormProps) {
  const { t, i18n } = useLingui()
  const draft = useDraft('douyinPull', EMPTY_PULL_DRAFT)
  const d = draft.value
  const [problems, setProblems] = useState<PullDraftProblem[]>([])
  const [serverError, setServerError] = useState<string>()
  const [sending, setSending] = useState(false)
  const set = (patch: Partial<typeof d>) => {
    setProblems([])
    setServerError(undefined)
    draft.setValue({ ...d, ...patch })
  }
  const problemText = (p: PullDraftProblem | undefined) => {
    if (!p) return undefined
    if (p.kind === 'noShop') return t`Select a shop.`
    if (p.kind === 'noRange') return t`Select the dates to pull.`
    return i18n._(PULL_RANGE_PROBLEM_LABELS[p.kind])
  }
  const shopError = problemText(problems.find((p) => p.field === 'shopId'))
  const rangeError = problemText(problems.find((p) => p.field === 'range'))

  async function submit(e: FormEvent) {
    e.preventDefault()
    const found = pullDraftProblems(d)
    setProblems(found)
    if (found.length) return
    setSending(true)
    try {
      const body = { shopId: d.shopId, ...pullWindow(parseDate(d.start), parseDate(d.end)) }
      const job = await requestData<Row>(`/v1/${douyinPullJobs.name}/pull`, {
        method: 'POST',
        body,
        quiet: true,
      })
      draft.discard()
      onStarted(job)
    } catch (err) {
      const issue = err instanceof ApiError ? err.issues[0] : undefined
      const known = issue && PULL_RANGE_PROBLEM_LABELS[issue.message as PullRangeProblem]
      setServerError(known ? i18n._(known) : (err as Error).message)
    } finally {
      setSending(false)
    }
  }

  return (
    <>
      <Heading slot="title">
        <Trans>Pull orders from a Douyin store</Trans>
      </Heading>
      <Form className="pull-form" onSubmit={submit} validationBehavior="aria">
        <Select
          className="field"
          selectedKey={d.shopId || null}
          onSelectionChange={(key) => set({ shopId: String(key ?? '') })}
          isInvalid={!!shopError}
          isRequired
          placeholder={t`Select a shop`}
          autoFocus
        >
          <Label>
            <Trans>Shop</Trans>
          </Label>
          <SelectTrigger />
          <FieldError className="field-error">{shopError}</FieldError>
          <Popover className="popover">
            <ListBox className="listbox" items={DOUYIN_SHOPS.map((s) => ({ id: s.shopId, ...s }))}>
              {(s) => (
                <ListBoxItem id={s.shopId} className="listbox-item" textValue={s.shopName}>
                  {s.shopName} <span className="muted">{s.shopId}</span>
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </Select>
        <DateRangeField
          label={t`Order dates`}
          description={t`Whole days, at most ${MAX_PULL_DAYS} days, up to today.`}
          start={d.start}
          end={d.end}
          onChange={(start, end) => set({ start, end })}
          error={rangeError}
        />
        {serverError && (
          <p className="field-error" role="alert">
            {serverError}
          </p>
        )}
        <FormActions onCancel={onCancel} permission={PULL_PERMISSION} busy={sending}>
          <Trans>Start pull</Trans>
        </FormActions>
      </Form>
    </>
  )
}
