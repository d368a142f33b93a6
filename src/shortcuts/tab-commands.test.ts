import { describe, expect, it } from 'vitest'
import { neighbourTab } from './tab-commands'

const tab = (path: string, affix = false) => ({ path, fullPath: path, affix })
const tabs = [tab('/dashboard', true), tab('/a'), tab('/b')]

describe('moving between tabs', () => {
  it('steps to the next and previous tab, wrapping around', () => {
    expect(neighbourTab(tabs, '/a', 1)?.path).toBe('/b')
    expect(neighbourTab(tabs, '/a', -1)?.path).toBe('/dashboard')
    expect(neighbourTab(tabs, '/b', 1)?.path).toBe('/dashboard')
    expect(neighbourTab(tabs, '/dashboard', -1)?.path).toBe('/b')
  })
  it('does nothing with a single tab, and starts at an end from a screen without a tab', () => {
    expect(neighbourTab([tab('/dashboard', true)], '/dashboard', 1)).toBeUndefined()
    expect(neighbourTab(tabs, '/401', 1)?.path).toBe('/dashboard')
    expect(neighbourTab(tabs, '/401', -1)?.path).toBe('/b')
  })
})
