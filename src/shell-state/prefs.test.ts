import { describe, expect, it, vi } from 'vitest'

// The preferences read the sidebar cookie and the window's width when loaded: a desktop browser's.
vi.stubGlobal('document', { cookie: '', hidden: false })
vi.stubGlobal('window', { innerWidth: 1366 })
vi.stubGlobal('__BUILD_ID__', 'test')
vi.stubGlobal('location', new URL('https://console.example/'))
const { shellPrefs } = await import('./prefs')

describe('shell preferences', () => {
  it('closing a closed sidebar tells no one (a phone closes it on every route change)', () => {
    shellPrefs.closeSidebar(true)
    let told = 0
    const stop = shellPrefs.subscribe(() => told++)
    shellPrefs.closeSidebar(true)
    shellPrefs.closeSidebar(false)
    stop()
    expect(told).toBe(0)
    expect(shellPrefs.get().sidebarOpened).toBe(false)
  })
  it('closing an open sidebar tells its readers', () => {
    if (!shellPrefs.get().sidebarOpened) shellPrefs.toggleSidebar()
    let told = 0
    const stop = shellPrefs.subscribe(() => told++)
    shellPrefs.closeSidebar(true)
    stop()
    expect(told).toBe(1)
    expect(shellPrefs.get()).toMatchObject({ sidebarOpened: false, withoutAnimation: true })
  })
})
