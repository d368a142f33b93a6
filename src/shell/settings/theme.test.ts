import { describe, expect, it } from 'vitest'
import {
  contrast,
  contrastWithWhite,
  DARK_BACKGROUNDS,
  LIGHT_BACKGROUNDS,
  onDarkVariant,
  shade,
  strongVariant,
  themeVariables,
} from './theme'
import { THEME_PRESETS } from '@/shell-state/settings-store'

describe('theme colours', () => {
  it('mixes towards white and black', () => {
    expect(shade('#000000', 0.5)).toBe('#808080')
    expect(shade('#ffffff', -1)).toBe('#000000')
    expect(shade('#1890ff', 0)).toBe('#1890ff')
  })
  it('derives every variable from the chosen colour', () => {
    expect(themeVariables('#13c2c2')['--theme']).toBe('#13c2c2')
    expect(Object.keys(themeVariables('#13c2c2'))).toContain('--theme-light')
  })
  it('gives every preset a variant that carries white text at 4.5:1', () => {
    for (const preset of THEME_PRESETS)
      expect(contrastWithWhite(strongVariant(preset))).toBeGreaterThanOrEqual(4.5)
    expect(strongVariant('#304156')).toBe('#304156')
  })
  it('gives every preset a text colour that reads at 4.5:1 on every light background, and one on every dark one', () => {
    for (const preset of THEME_PRESETS) {
      const vars = themeVariables(preset)
      for (const bg of LIGHT_BACKGROUNDS)
        expect(contrast(vars['--theme-text-on-light']!, bg)).toBeGreaterThanOrEqual(4.5)
      for (const bg of DARK_BACKGROUNDS)
        expect(contrast(onDarkVariant(preset), bg)).toBeGreaterThanOrEqual(4.5)
    }
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21)
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21)
  })
})
