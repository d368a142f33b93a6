import { describe, expect, it } from 'vitest'
import { shade, themeVariables } from './theme'

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
})
