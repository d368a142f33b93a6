import { Button } from 'react-aria-components/Button'
import { Disclosure, DisclosurePanel } from 'react-aria-components/Disclosure'
import { Heading } from 'react-aria-components/Heading'
import { Trans, useLingui } from '@lingui/react/macro'
import type { FieldDef } from '@/domain/fields'
import type { ImportSpec } from '@/domain/imports'
import { templateFile, saveBlob, type TemplateFormat } from './import-file'
import { fieldLabel } from './import-labels'

/** Template downloads and the column reference (what each column accepts). */
export function ImportGuide({ spec, name }: { spec: ImportSpec; name: string }) {
  const { i18n, t } = useLingui()
  const download = (format: TemplateFormat) =>
    saveBlob(templateFile(spec, i18n, format), `${name}-template.${format}`)
  const accepts = (def: FieldDef): string => {
    switch (def.kind) {
      case 'enum':
        return (def.values ?? []).join(', ')
      case 'int':
        return t`Whole number`
      case 'money':
        return t`Number, up to 2 decimals`
      case 'date':
        return 'YYYY-MM-DD'
      case 'datetime':
        return 'YYYY-MM-DD HH:mm:ss'
      case 'bool':
        return t`yes / no`
      case 'email':
        return t`Email address`
      default:
        return t`Text, up to ${def.max ?? 200} characters`
    }
  }
  return (
    <div className="import-guide">
      <div className="import-actions">
        <Button className="btn" onPress={() => download('xlsx')}>
          <Trans>Download template (XLSX)</Trans>
        </Button>
        <Button className="btn" onPress={() => download('csv')}>
          <Trans>Download template (CSV)</Trans>
        </Button>
      </div>
      <Disclosure className="import-columns">
        <Heading level={2} className="import-columns-heading">
          <Button slot="trigger" className="btn btn-link">
            <Trans>Columns and accepted values</Trans>
          </Button>
        </Heading>
        <DisclosurePanel>
          <table className="import-issues-table">
            <thead>
              <tr>
                <th scope="col">{t`Column`}</th>
                <th scope="col">{t`Required`}</th>
                <th scope="col">{t`Accepts`}</th>
              </tr>
            </thead>
            <tbody>
              {Object.entries(spec.fields).map(([field, def]) => (
                <tr key={field}>
                  <td>
                    {fieldLabel(i18n, field)} <code>({field})</code>
                  </td>
                  <td>{def.required && def.default === undefined ? t`Yes` : ''}</td>
                  <td>{accepts(def)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </DisclosurePanel>
      </Disclosure>
    </div>
  )
}
