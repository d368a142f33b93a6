import { describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS, isDark, parseSettings } from './stored-settings'

describe('stored settings', () => {
  it('follow the system by default', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS)
    expect(DEFAULT_SETTINGS.colorScheme).toBe('system')
  })

  it('carry the old dark mode switch over: on is dark, off (saved by anyone who opened the settings) is the system', () => {
    expect(parseSettings('{"darkMode":true}').colorScheme).toBe('dark')
    expect(parseSettings('{"darkMode":false,"tagsView":false}')).toMatchObject({
      colorScheme: 'system',
      tagsView: false,
    })
    expect(parseSettings('{"darkMode":true}')).not.toHaveProperty('darkMode')
  })

  it('keep a chosen scheme and refuse anything else', () => {
    expect(parseSettings('{"colorScheme":"light","darkMode":true}').colorScheme).toBe('light')
    expect(parseSettings('{"colorScheme":"purple"}').colorScheme).toBe('system')
    expect(parseSettings('{"theme":"#123456"}').theme).toBe(DEFAULT_SETTINGS.theme)
    expect(parseSettings('not json')).toEqual(DEFAULT_SETTINGS)
  })

  it('are dark when chosen, or when following a dark system', () => {
    expect(isDark('dark', false)).toBe(true)
    expect(isDark('light', true)).toBe(false)
    expect(isDark('system', true)).toBe(true)
    expect(isDark('system', false)).toBe(false)
  })
})
