import '@/ui/detail-panel.css'
import './purchase-page.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import type { Row } from '@/api/list-queries'
import { clientBuyConfigs } from '@/domain/entities/commodity-center'
import { PAGE_KINDS } from '@/domain/purchase-page'
import { ActionButton } from '@/forms/action-button'
import { HrefLink } from '@/ui/href-link'
import { PAGE_NAMES } from './purchase-page-preview'
import { pageScreenHref } from './purchase-page-record'
import { pageOf } from './purchase-page-state'

/** On a purchase configuration's detail: each page in brief, with its preview and its editor a click away. */
export function PurchasePagesPanel({ record }: { record: Row }) {
  const { t, i18n } = useLingui()
  const router = useRouter()
  return (
    <section className="card detail-panel pp-panel" aria-labelledby="pp-panel-title">
      <h2 id="pp-panel-title" className="detail-title">
        <Trans>Purchase pages</Trans>
      </h2>
      <ul className="pp-panel-pages">
        {PAGE_KINDS.map((kind) => {
          const page = pageOf(record, kind)
          const count = page.cards.length
          const name = i18n._(PAGE_NAMES[kind])
          return (
            <li key={kind} className="pp-panel-page">
              <span
                className="pp-panel-swatch"
                style={{ background: page.settings.accentColor }}
                aria-hidden="true"
              />
              <span className="pp-panel-text">
                <strong>{name}</strong>
                <span className="muted">
                  {count
                    ? t`${count} SKU cards · ${page.settings.title[startLang(i18n.locale)] || page.cards.join(', ')}`
                    : t`Not designed yet`}
                </span>
              </span>
              <ActionButton
                className="btn btn-small"
                permission={`${clientBuyConfigs.resource}:edit`}
                onPress={() => void router.navigate({ href: pageScreenHref(kind, record.id) })}
                aria-label={t`Edit the ${name}`}
              >
                <Trans>Edit</Trans>
              </ActionButton>
            </li>
          )
        })}
      </ul>
      <HrefLink className="btn" href={pageScreenHref('detail', record.id)}>
        <Trans>Preview the pages</Trans>
      </HrefLink>
    </section>
  )
}

const startLang = (locale: string) => (locale === 'en' || locale === 'ja' ? locale : 'zh')
