import { useEffect, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { HrefLink } from '@/ui/href-link'
import { REFUND_CODE_MESSAGES } from './refund-messages'
import { refundHref, type RefundScreens } from './refund-screens'
import type { ApplyResult } from './use-refund-apply'

/**
 * The outcome of the last submit, beside the form (never a popup): refund-apply codes (spec section 8) are
 * answered inline, with their number, so support staff can quote it.
 */
export function ApplyResultRegion({ result, screens }: { result?: ApplyResult; screens: RefundScreens }) {
  const { i18n } = useLingui()
  const ref = useRef<HTMLElement>(null)
  // On narrow screens the result sits below the form: bring it into view when it arrives.
  useEffect(() => {
    if (result) ref.current?.scrollIntoView?.({ block: 'nearest' })
  }, [result])
  const code = result?.kind === 'code' ? result.code : undefined
  const codeMessage = code === undefined ? undefined : REFUND_CODE_MESSAGES[code]
  const refundNo = result?.kind === 'applied' ? String(result.refund.refundNo) : ''
  return (
    <aside ref={ref} className="card refund-result" aria-labelledby="refund-result-title">
      <h2 id="refund-result-title" className="detail-title">
        <Trans>Application result</Trans>
      </h2>
      <div role="status" aria-live="polite" aria-atomic="true">
        {result?.kind === 'applied' ? (
          <p className="result-ok">
            <Trans>Refund {refundNo} applied. It now awaits customer service review.</Trans>{' '}
            <HrefLink href={refundHref(screens, Number(result.refund.id))}>
              <Trans>Open the refund</Trans>
            </HrefLink>
          </p>
        ) : !result ? (
          <p className="muted">
            <Trans>Submit the application to see the result here.</Trans>
          </p>
        ) : null}
      </div>
      <div role="alert">
        {result?.kind === 'code' ? (
          <p className="result-error">
            <strong>
              <Trans>Code {code}</Trans>
            </strong>{' '}
            {codeMessage ? i18n._(codeMessage) : result.detail}
          </p>
        ) : result?.kind === 'error' ? (
          <p className="result-error">{result.message}</p>
        ) : null}
      </div>
    </aside>
  )
}
