import { FieldError } from 'react-aria-components/FieldError'
import { Input } from 'react-aria-components/Input'
import { Label } from 'react-aria-components/Label'
import { Select } from 'react-aria-components/Select'
import { Text } from 'react-aria-components/Text'
import { TextField } from 'react-aria-components/TextField'
import { Trans, useLingui } from '@lingui/react/macro'
import { PAGE_LANGUAGES, PAGE_TEXTS, type PageLanguage } from '@/domain/purchase-page'
import {
  contrastRatio,
  isHexColor,
  MIN_CONTRAST,
  PAGE_TEXT_LIMITS,
  ratioText,
  textWidth,
} from '@/domain/rules/purchase-page'
import { PAGE_SETTING_LABELS } from '@/resources/labels/purchase-page-labels'
import { OptionsPopover, SelectTrigger } from '@/ui/select-parts'
import type { PageDraft } from './purchase-page-state'
import { setText } from './purchase-page-state'

export const LANGUAGE_LABELS: Record<PageLanguage, string> = { zh: '中文', en: 'English', ja: '日本語' }

interface FieldsProps {
  page: PageDraft
  onChange: (page: PageDraft) => void
  /** The translated refusal of a field, by its path (`title.en`, `accentColor`, `highlightSku`). */
  errorOf: (path: string) => string | undefined
  /** A text of this language got focus: the preview follows it. */
  onLanguage: (lang: PageLanguage) => void
}

/** Each text of the page in every language, with how much of its room it takes. */
export function PurchasePageTexts({ page, onChange, errorOf, onLanguage }: FieldsProps) {
  const { i18n } = useLingui()
  return (
    <div className="pp-texts">
      {PAGE_TEXTS.map((text) => (
        <fieldset key={text} className="pp-text-group">
          <legend className="pp-text-legend">{i18n._(PAGE_SETTING_LABELS[text])}</legend>
          {PAGE_LANGUAGES.map((lang) => {
            const value = page.settings[text][lang]
            const width = textWidth(value)
            const max = PAGE_TEXT_LIMITS[text]
            const error = errorOf(`${text}.${lang}`)
            return (
              <TextField
                key={lang}
                className="field pp-text"
                value={value}
                onChange={(v) => onChange(setText(page, text, lang, v))}
                onFocus={() => onLanguage(lang)}
                isInvalid={!!error}
                name={`${text}.${lang}`}
              >
                <Label>
                  <span className="visually-hidden">{i18n._(PAGE_SETTING_LABELS[text])} · </span>
                  {LANGUAGE_LABELS[lang]}
                </Label>
                <Input className="input" lang={lang} />
                <Text slot="description" className={width > max ? 'pp-width pp-width-over' : 'pp-width'}>
                  {width} / {max}
                </Text>
                <FieldError className="field-error">{error}</FieldError>
              </TextField>
            )
          })}
        </fieldset>
      ))}
      <p className="pp-hint muted">
        <Trans>Lengths count a Chinese or Japanese character as two.</Trans>
      </p>
    </div>
  )
}

function ColourField({
  label,
  value,
  onChange,
  error,
  name,
}: {
  label: string
  value: string
  onChange: (v: string) => void
  error?: string
  name: string
}) {
  const { t } = useLingui()
  return (
    <TextField className="field pp-colour" value={value} onChange={onChange} isInvalid={!!error} name={name}>
      <Label>{label}</Label>
      <div className="pp-colour-row">
        <input
          type="color"
          className="pp-swatch"
          aria-label={t`Pick ${label}`}
          value={isHexColor(value) ? value.toLowerCase() : '#000000'}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
        />
        <Input className="input" maxLength={7} spellCheck={false} />
      </div>
      <FieldError className="field-error">{error}</FieldError>
    </TextField>
  )
}

/** The highlighted SKU (one of the cards), the accent colour and the button text colour with their contrast. */
export function PurchasePageLook({ page, onChange, errorOf }: Omit<FieldsProps, 'onLanguage'>) {
  const { i18n, t } = useLingui()
  const s = page.settings
  const set = (patch: Partial<PageDraft['settings']>) => onChange({ ...page, settings: { ...s, ...patch } })
  const NONE = '-'
  const options = [
    { value: NONE, label: t`No highlighted card` },
    ...page.cards.map((sku) => ({ value: sku, label: sku })),
    // A highlight no longer on the page stays visible, so its refusal has something to point at.
    ...(s.highlightSku && !page.cards.includes(s.highlightSku)
      ? [{ value: s.highlightSku, label: s.highlightSku }]
      : []),
  ]
  const highlightError = errorOf('highlightSku')
  const readable = isHexColor(s.accentColor) && isHexColor(s.buttonTextColor)
  const ratio = readable ? contrastRatio(s.accentColor, s.buttonTextColor) : undefined
  return (
    <div className="pp-look">
      <Select
        className="field"
        selectedKey={s.highlightSku || NONE}
        onSelectionChange={(k) => set({ highlightSku: k === NONE || k == null ? '' : String(k) })}
        isInvalid={!!highlightError}
        name="highlightSku"
      >
        <Label>{i18n._(PAGE_SETTING_LABELS.highlightSku)}</Label>
        <SelectTrigger />
        <Text slot="description" className="field-help">
          <Trans>Drawn in the accent colour, with the badge.</Trans>
        </Text>
        <FieldError className="field-error">{highlightError}</FieldError>
        <OptionsPopover options={options} className="field-popover" />
      </Select>
      <ColourField
        name="accentColor"
        label={i18n._(PAGE_SETTING_LABELS.accentColor)}
        value={s.accentColor}
        onChange={(v) => set({ accentColor: v })}
        error={errorOf('accentColor')}
      />
      <ColourField
        name="buttonTextColor"
        label={i18n._(PAGE_SETTING_LABELS.buttonTextColor)}
        value={s.buttonTextColor}
        onChange={(v) => set({ buttonTextColor: v })}
        error={errorOf('buttonTextColor')}
      />
      {ratio !== undefined && (
        <p className={ratio >= MIN_CONTRAST ? 'pp-contrast' : 'pp-contrast pp-contrast-low'} role="status">
          <span
            className="pp-contrast-sample"
            style={{ background: s.accentColor, color: s.buttonTextColor }}
          >
            Aa
          </span>
          <Trans>
            Contrast {ratioText(ratio)} : 1 (at least {MIN_CONTRAST} : 1)
          </Trans>
        </p>
      )}
    </div>
  )
}
