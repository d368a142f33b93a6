// The page editor's sections, actions and notices are styled by the forms' stylesheet, loaded here as well for
// a screen opened directly (without a generic form loaded before it).
import '@/forms/forms.css'
import './purchase-page.css'
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Label } from 'react-aria-components/Label'
import { RadioGroup, Radio } from 'react-aria-components/RadioGroup'
import { Select } from 'react-aria-components/Select'
import { Trans, useLingui } from '@lingui/react/macro'
import { recordQuery, type Row } from '@/api/list-queries'
import { clientBuyConfigs } from '@/domain/entities/commodity-center'
import { CURRENCIES } from '@/domain/enums'
import { PAGE_LANGUAGES, type PageLanguage } from '@/domain/purchase-page'
import type { ScreenProps } from '@/screens/screen-props'
import { ReferencePicker } from '@/forms/reference-picker'
import { useReferenceRecords } from '@/forms/reference-queries'
import { LoadFailed } from '@/ui/load-failed'
import { OptionsPopover, SelectTrigger } from '@/ui/select-parts'
import { useTitleFor } from '@/ui/titles'
import { LANGUAGE_LABELS } from './purchase-page-fields'
import { hrefOf, SCREENS } from '@/domain/screens'
import type { PageKind } from '@/domain/purchase-page'

/**
 * A purchase page screen's frame: the title with the configuration's code, and the configuration loaded from
 * `?id=`; without one, a picker to choose the configuration (these screens are linked from the list too).
 */
export function PurchasePageScreen({
  screen,
  search,
  navigate,
  children,
}: ScreenProps & { children: (record: Row, refetch: () => Promise<unknown>) => ReactNode }) {
  const { t } = useLingui()
  const title = useTitleFor()(screen.path)
  const id = search.id
  const { data, error, isPending, refetch } = useQuery({
    ...recordQuery(clientBuyConfigs.name, id ?? 0),
    enabled: !!id,
  })
  const [code, setCode] = useState('')
  const open = useCallback((rowId: number) => void navigate({ search: { id: rowId } }), [navigate])
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        {title}
        {data ? ` ${String(data.configCode)}` : ''}
      </h1>
      {!id ? (
        <div className="card pp-choose">
          <p>
            <Trans>Choose the purchase configuration whose page to open.</Trans>
          </p>
          <ChooseConfig code={code} onCode={setCode} onChosen={open} />
        </div>
      ) : error && !data ? (
        <LoadFailed message={t`This record could not be loaded.`} onRetry={() => void refetch()} />
      ) : isPending ? (
        <div className="page-loading" aria-busy="true" />
      ) : (
        <>
          <p className="pp-config muted">
            {String(data.name)} · {String(data.productName ?? '')}
          </p>
          {children(data, refetch)}
        </>
      )}
    </section>
  )
}

function ChooseConfig({
  code,
  onCode,
  onChosen,
}: {
  code: string
  onCode: (code: string) => void
  onChosen: (id: number) => void
}) {
  const { t } = useLingui()
  const chosen = useReferenceRecords(clientBuyConfigs.name, code ? [code] : []).byKey.get(code)
  useEffect(() => {
    if (chosen?.id) onChosen(chosen.id)
  }, [chosen, onChosen])
  return (
    <ReferencePicker
      entity={clientBuyConfigs.name}
      label={t`Purchase configuration`}
      value={code}
      onChange={onCode}
    />
  )
}

/** The preview's language (the page is written in three) and the currency its prices are shown in. */
export function PreviewControls({
  lang,
  onLang,
  currency,
  onCurrency,
}: {
  lang: PageLanguage
  onLang: (l: PageLanguage) => void
  currency: string
  onCurrency: (c: string) => void
}) {
  const { t } = useLingui()
  return (
    <div className="pp-controls">
      <RadioGroup
        className="pp-segmented"
        orientation="horizontal"
        value={lang}
        onChange={(v) => onLang(v as PageLanguage)}
        aria-label={t`Preview language`}
      >
        {PAGE_LANGUAGES.map((l) => (
          <Radio key={l} value={l} className="pp-segment">
            {LANGUAGE_LABELS[l]}
          </Radio>
        ))}
      </RadioGroup>
      <Select
        className="field pp-currency"
        selectedKey={currency}
        onSelectionChange={(k) => k && onCurrency(String(k))}
      >
        <Label>
          <Trans>Prices in</Trans>
        </Label>
        <SelectTrigger />
        <OptionsPopover options={CURRENCIES.map((c) => ({ value: c, label: c }))} className="field-popover" />
      </Select>
    </div>
  )
}

/** The language a page preview starts in: the console's own when the page is written in it. */
export function startLanguage(locale: string): PageLanguage {
  return (PAGE_LANGUAGES as readonly string[]).includes(locale) ? (locale as PageLanguage) : 'zh'
}

const VIEW_OF = { pc: 'pageSetting', mobile: 'pageSettingMobile', detail: 'pageDetail' } as const

/** The address of a configuration's page editor (`pc`, `mobile`) or of its saved pages' preview (`detail`). */
export function pageScreenHref(which: PageKind | 'detail', id: number, search: Record<string, string> = {}) {
  const screen = SCREENS.find(
    (s) => s.screen.entity === clientBuyConfigs.name && s.screen.view === VIEW_OF[which],
  )
  return hrefOf(screen?.path ?? '/', { id, ...search })
}
