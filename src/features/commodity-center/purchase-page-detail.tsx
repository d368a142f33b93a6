import { useState } from 'react'
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs'
import { useRouter } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Row } from '@/api/list-queries'
import { clientBuyConfigs } from '@/domain/entities/commodity-center'
import { PAGE_KINDS, type PageKind } from '@/domain/purchase-page'
import type { ScreenProps } from '@/screens/screen-props'
import { ActionButton } from '@/forms/action-button'
import { PAGE_NAMES, PurchasePagePreview } from './purchase-page-preview'
import { pageScreenHref, PreviewControls, PurchasePageScreen, startLanguage } from './purchase-page-record'
import { pageOf } from './purchase-page-state'

/** /client-buy-config/page-detail: the saved PC and mobile pages, previewed read-only. */
export function PurchasePageDetail(p: ScreenProps) {
  return <PurchasePageScreen {...p}>{(record) => <SavedPages record={record} />}</PurchasePageScreen>
}

function SavedPages({ record }: { record: Row }) {
  const { i18n } = useLingui()
  const router = useRouter()
  const [kind, setKind] = useState<PageKind>('pc')
  const [lang, setLang] = useState(() => startLanguage(i18n.locale))
  const [currency, setCurrency] = useState(String(record.currency ?? 'USD'))
  return (
    <Tabs className="pp-tabs" selectedKey={kind} onSelectionChange={(k) => setKind(k as PageKind)}>
      <div className="pp-pane-head">
        <TabList className="pp-segmented" aria-label={i18n._(PAGE_NAMES.pc)}>
          {PAGE_KINDS.map((k) => (
            <Tab key={k} id={k} className="pp-segment">
              {i18n._(PAGE_NAMES[k])}
            </Tab>
          ))}
        </TabList>
        <PreviewControls lang={lang} onLang={setLang} currency={currency} onCurrency={setCurrency} />
        <ActionButton
          className="btn btn-primary"
          permission={`${clientBuyConfigs.resource}:edit`}
          onPress={() => void router.navigate({ href: pageScreenHref(kind, record.id) })}
        >
          <Trans>Edit this page</Trans>
        </ActionButton>
      </div>
      {PAGE_KINDS.map((k) => (
        <TabPanel key={k} id={k} className="pp-tab-panel">
          <PurchasePagePreview kind={k} page={pageOf(record, k)} lang={lang} currency={currency} />
        </TabPanel>
      ))}
    </Tabs>
  )
}
