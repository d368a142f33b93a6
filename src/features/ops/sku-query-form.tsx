import { useState, type FormEvent } from 'react'
import { Button } from 'react-aria-components/Button'
import { FieldError } from 'react-aria-components/FieldError'
import { Form } from 'react-aria-components/Form'
import { Label } from 'react-aria-components/Label'
import { Text } from 'react-aria-components/Text'
import { TextArea } from 'react-aria-components/TextArea'
import { TextField } from 'react-aria-components/TextField'
import { Trans, useLingui } from '@lingui/react/macro'
import { useListPaste } from '@/ui/paste'
import { MAX_QUERY_SKUS, parseSkuQuery, type SkuQueryProblem } from './sku-query'

interface SkuQueryFormProps {
  /** The query in the URL (comma-joined codes), so a query is bookmarkable. */
  value: string | undefined
  onQuery: (codes: string[] | undefined) => void
}

/**
 * The 40-SKU association query: paste up to 40 SKU codes (one per line, or comma-separated) and query their
 * store order associations at once. Over 40 is refused with a message; what was typed is kept.
 */
export function SkuQueryForm({ value, onQuery }: SkuQueryFormProps) {
  const { t } = useLingui()
  const [text, setText] = useState(value ?? '')
  const [problem, setProblem] = useState<SkuQueryProblem>()
  const count = parseSkuQuery(text).codes.length
  const onPaste = useListPaste((next) => change(next))
  function change(next: string) {
    setText(next)
    setProblem(undefined)
  }
  function submit(e: FormEvent) {
    e.preventDefault()
    const parsed = parseSkuQuery(text)
    setProblem(parsed.problem)
    if (!parsed.problem) onQuery(parsed.codes)
  }
  const message =
    problem?.kind === 'tooMany'
      ? t`You entered ${problem.count} SKU codes. Query at most ${MAX_QUERY_SKUS} at a time.`
      : problem?.kind === 'tooLong'
        ? t`"${problem.code}" is not a SKU code: SKU codes have at most 40 characters.`
        : problem?.kind === 'empty'
          ? t`Enter at least one SKU code.`
          : undefined
  return (
    <Form className="sku-query" onSubmit={submit} aria-label={t`SKU association query`}>
      <TextField className="field sku-query-field" value={text} onChange={change} isInvalid={!!message}>
        <Label>
          <Trans>SKU codes (up to {MAX_QUERY_SKUS})</Trans>
        </Label>
        <TextArea
          className="input sku-query-input"
          rows={3}
          onPaste={onPaste}
          placeholder={t`Paste SKU codes, one per line or separated by commas`}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) e.currentTarget.form?.requestSubmit()
          }}
        />
        <Text slot="description" className={count > MAX_QUERY_SKUS ? 'sku-count over' : 'sku-count'}>
          <Trans>
            {count} / {MAX_QUERY_SKUS} SKU codes
          </Trans>
        </Text>
        <FieldError className="field-error">{message}</FieldError>
      </TextField>
      <div className="sku-query-actions">
        <Button type="submit" className="btn btn-primary">
          <Trans>Query</Trans>
        </Button>
        <Button
          className="btn"
          isDisabled={!text && !value}
          onPress={() => {
            change('')
            onQuery(undefined)
          }}
        >
          <Trans>Clear</Trans>
        </Button>
      </div>
    </Form>
  )
}
