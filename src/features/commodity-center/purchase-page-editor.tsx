import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { Button } from 'react-aria-components/Button'
import { Form } from 'react-aria-components/Form'
import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { afterWrite } from '@/api/after-write'
import { ApiError, requestData } from '@/api/client'
import type { Row } from '@/api/list-queries'
import { clientBuyConfigs } from '@/domain/entities/commodity-center'
import { PAGE_FIELDS, type PageKind } from '@/domain/purchase-page'
import type { Permission } from '@/domain/permissions'
import { updateSchema } from '@/domain/schemas'
import { screenFor, hrefOf } from '@/domain/screens'
import type { ScreenProps } from '@/screens/screen-props'
import { FormActions } from '@/forms/form-actions'
import { serverIssues, type FormIssue } from '@/forms/form-issues'
import { issueMessage } from '@/forms/issue-message'
import { useFormDraft } from '@/forms/use-form-draft'
import { useLeaveGuard } from '@/forms/use-leave-guard'
import { HrefLink } from '@/ui/href-link'
import { showToast } from '@/ui/toast-store'
import { useRouter } from '@tanstack/react-router'
import { PurchasePageCards } from './purchase-page-cards'
import { PurchasePageLook, PurchasePageTexts } from './purchase-page-fields'
import { PurchasePagePreview } from './purchase-page-preview'
import { pageScreenHref, PreviewControls, PurchasePageScreen, startLanguage } from './purchase-page-record'
import { pageBody, pageIssues, pageOf, samePage, type PageDraft } from './purchase-page-state'

const EDIT_PERMISSION: Permission = `${clientBuyConfigs.resource}:edit`
const schema = updateSchema(clientBuyConfigs)

/** /client-buy-config/page-setting: the PC page's editor. */
export const PcPageSetting = (p: ScreenProps) => <PageSetting {...p} kind="pc" />
/** /client-buy-config/page-setting-mobile: the mobile page's editor. */
export const MobilePageSetting = (p: ScreenProps) => <PageSetting {...p} kind="mobile" />

function PageSetting(p: ScreenProps & { kind: PageKind }) {
  return (
    <PurchasePageScreen {...p}>
      {(record, refetch) => <PageEditor key={record.id} kind={p.kind} record={record} reload={refetch} />}
    </PurchasePageScreen>
  )
}

interface Draft {
  /** The record version the page was edited against (a save based on an older one is refused, not applied). */
  version: number
  page: PageDraft
}

/**
 * The structured page editor beside its live preview: the SKU cards in order, each text in zh, en and ja, the
 * highlighted card and the colours. The page rules are checked as the user types and again by the server on
 * saving; what was typed is kept as a local draft until saved or discarded.
 */
function PageEditor({
  kind,
  record,
  reload,
}: {
  kind: PageKind
  record: Row
  reload: () => Promise<unknown>
}) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const router = useRouter()
  const saved = useMemo<Draft>(
    () => ({ version: Number(record.version), page: pageOf(record, kind) }),
    [record, kind],
  )
  const draft = useFormDraft<Draft>(
    `purchasePage.${kind}.${record.id}`,
    saved,
    (d) => !samePage(kind, d.page, saved.page),
  )
  const { page, version } = draft.value
  const dirty = !samePage(kind, page, saved.page)
  // A newer record (the server's answer after a cached copy was shown, or a save elsewhere) replaces a page
  // the user has not touched: otherwise the older page would look like unsaved changes, and be kept as such.
  const shown = useRef(saved)
  const setDraft = draft.setValue
  useEffect(() => {
    const before = shown.current
    shown.current = saved
    if (before !== saved) setDraft((d) => (samePage(kind, d.page, before.page) ? saved : d))
  }, [saved, kind, setDraft])
  const guard = useLeaveGuard(dirty, draft.discard)
  const [lang, setLang] = useState(() => startLanguage(i18n.locale))
  const [currency, setCurrency] = useState(String(record.currency ?? 'USD'))
  const [server, setServer] = useState<FormIssue[]>([])
  const [problem, setProblem] = useState<'invalid' | 'conflict' | { failed: string }>()
  const [saving, setSaving] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  const { cards: cardsField, settings: settingsField } = PAGE_FIELDS[kind]
  const local = useMemo(
    () =>
      pageIssues(kind, page).map((i) => ({
        field: i.field,
        kind: 'rule' as const,
        rule: i.rule,
        params: i.params,
      })),
    [kind, page],
  )
  const issues = [...server, ...local]
  const errorAt = (field: string) => {
    const issue = issues.find((i) => i.field === field)
    return issue ? issueMessage(i18n, issue) : undefined
  }
  const errorOf = (path: string) => errorAt(`${settingsField}.${path}`)
  const change = (next: PageDraft) => {
    setServer([])
    setProblem(undefined)
    draft.setValue((d) => ({ ...d, page: next }))
  }

  const save = async () => {
    if (local.length) {
      setProblem('invalid')
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      )
      return
    }
    setSaving(true)
    const body = { version, ...pageBody(kind, page) }
    try {
      const after = await requestData<Row>(`/v1/${clientBuyConfigs.name}/${record.id}`, {
        method: 'PUT',
        body,
        quiet: true,
      })
      void afterWrite(queryClient, { entity: clientBuyConfigs, kind: 'update', id: after.id, answer: after })
      draft.commit({ version: Number(after.version), page: pageOf(after, kind) })
      setServer([])
      setProblem(undefined)
      showToast({ tone: 'success', message: t`Page saved.` })
    } catch (e) {
      if (e instanceof ApiError && e.status === 409 && e.issues.some((i) => i.field === 'version'))
        setProblem('conflict')
      else if (e instanceof ApiError && e.issues.length) {
        setServer(serverIssues(e.issues, schema, body))
        setProblem('invalid')
      } else setProblem({ failed: (e as Error).message })
    } finally {
      setSaving(false)
    }
  }
  /** After a conflict: the typed page stays, now based on the latest version, so saving again is deliberate. */
  const rebase = async () => {
    const latest = (await reload()) as { data?: Row }
    if (latest.data) draft.setValue((d) => ({ ...d, version: Number(latest.data!.version) }))
    setProblem(undefined)
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.metaKey || e.ctrlKey)) {
      e.preventDefault()
      void save()
    }
  }
  const detail = screenFor(clientBuyConfigs.name, 'detail', record)
  const leave = () => void router.navigate({ href: hrefOf(detail?.path ?? '/', { id: record.id }) })

  return (
    <div className="pp-layout">
      <Form
        ref={formRef}
        className="pp-form"
        validationBehavior="aria"
        onSubmit={(e) => {
          e.preventDefault()
          void save()
        }}
      >
        {/* Mod+Enter saves, from any field. */}
        <div className="pp-form-body" onKeyDown={onKeyDown}>
          {draft.restored && dirty && (
            <div className="form-notice" role="status">
              <Trans>Your unsaved changes from last time were restored.</Trans>
              <Button className="btn btn-small" onPress={draft.discard}>
                <Trans>Discard them</Trans>
              </Button>
            </div>
          )}
          <div role="alert" className={problem ? 'form-problem' : 'visually-hidden'}>
            {problem === 'invalid' ? (
              <Trans>Check the highlighted fields and save again.</Trans>
            ) : problem === 'conflict' ? (
              <>
                <p>
                  <Trans>
                    Someone else changed this configuration after you opened it, so the page was not saved.
                    Your changes are kept: load the latest version, check them, then save again.
                  </Trans>
                </p>
                <Button className="btn" onPress={() => void rebase()}>
                  <Trans>Load the latest version</Trans>
                </Button>
              </>
            ) : problem ? (
              <Trans>Saving failed: {problem.failed}</Trans>
            ) : null}
          </div>
          <fieldset className="card form-section">
            <legend className="form-section-title">
              <Trans>SKU cards</Trans>
            </legend>
            <PurchasePageCards
              cards={page.cards}
              onChange={(cards) => change({ ...page, cards })}
              error={errorAt(cardsField)}
            />
          </fieldset>
          <fieldset className="card form-section">
            <legend className="form-section-title">
              <Trans>Texts</Trans>
            </legend>
            <PurchasePageTexts page={page} onChange={change} errorOf={errorOf} onLanguage={setLang} />
          </fieldset>
          <fieldset className="card form-section">
            <legend className="form-section-title">
              <Trans>Highlight and colours</Trans>
            </legend>
            <PurchasePageLook page={page} onChange={change} errorOf={errorOf} />
          </fieldset>
          <FormActions layout="page" onCancel={leave} permission={EDIT_PERMISSION} busy={saving}>
            {saving ? <Trans>Saving…</Trans> : <Trans>Save page</Trans>}
          </FormActions>
        </div>
      </Form>
      <aside className="pp-pane" aria-label={t`Live preview`}>
        <div className="pp-pane-head">
          <PreviewControls lang={lang} onLang={setLang} currency={currency} onCurrency={setCurrency} />
          <HrefLink className="btn btn-small" href={pageScreenHref('detail', record.id)}>
            <Trans>Saved page preview</Trans>
          </HrefLink>
        </div>
        <PurchasePagePreview kind={kind} page={page} lang={lang} currency={currency} />
      </aside>
      {guard.dialog}
    </div>
  )
}
