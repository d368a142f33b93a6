import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { openSignedIn, setLanguage } from './support'

export type Lang = 'zh' | 'en'

/** The shell's texts the specs assert, as each language shows them. */
export const TEXT = {
  zh: {
    dashboard: '首页',
    orders: '订单列表',
    orderDetail: '订单详情',
    orderCenter: '订单中心',
    mainMenu: '主菜单',
    openPages: '已打开的页面',
    tabActions: '标签页操作',
    refresh: '刷新',
    close: '关闭',
    closeOthers: '关闭其他',
    closeAll: '关闭所有',
    toggleSidebar: '切换侧边栏',
    settings: '设置',
    compiling: '正在编译主题',
    tagsView: '标签栏',
    fixedHeader: '固定页头',
    sidebarLogo: '侧边栏标志',
    dark: '深色',
    singleKey: '单键快捷键',
    errorLog: /错误日志/,
    clearAll: '全部清除',
    account: '账户菜单',
    logout: '退出登录',
    noPermission: '没有权限',
    notFound: '页面不存在',
    unauthorized: '您无权访问此页面',
    breadcrumb: '面包屑导航',
    language: '语言',
    switched: '切换语言成功',
  },
  en: {
    dashboard: 'Dashboard',
    orders: 'Orders',
    orderDetail: 'Order detail',
    orderCenter: 'Order center',
    mainMenu: 'Main menu',
    openPages: 'Open pages',
    tabActions: 'Tab actions',
    refresh: 'Refresh',
    close: 'Close',
    closeOthers: 'Close others',
    closeAll: 'Close all',
    toggleSidebar: 'Toggle sidebar',
    settings: 'Settings',
    compiling: 'Compiling the theme',
    tagsView: 'Tags view',
    fixedHeader: 'Fixed header',
    sidebarLogo: 'Sidebar logo',
    dark: 'Dark',
    singleKey: 'Single-key shortcuts',
    errorLog: /Error log/,
    clearAll: 'Clear all',
    account: 'Account menu',
    logout: 'Log out',
    noPermission: 'No permission',
    notFound: 'Page not found',
    unauthorized: 'You do not have access to this page',
    breadcrumb: 'Breadcrumb',
    language: 'Language',
    switched: 'Switch Language Success',
  },
} as const
export const VIEWPORTS = { desktop: { width: 1366, height: 800 }, mobile: { width: 375, height: 740 } }

/** Signs in with the UI language set first (support.ts openSignedIn: a kept session, else the form). */
export async function signInAs(page: Page, lang: Lang, baseURL: string, user = 'admin', path = '/') {
  await setLanguage(page, lang, baseURL)
  await openSignedIn(page, user, path, page.getByRole('button', { name: TEXT[lang].toggleSidebar }))
}

export const tabStrip = (page: Page, lang: Lang) =>
  page.getByRole('navigation', { name: TEXT[lang].openPages })
export const sidebar = (page: Page, lang: Lang) => page.getByRole('navigation', { name: TEXT[lang].mainMenu })

/** Opens a page from the sidebar (expanding the sidebar on mobile first). */
export async function openFromMenu(page: Page, lang: Lang, title: string) {
  const toggle = page.getByRole('button', { name: TEXT[lang].toggleSidebar })
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
  const link = sidebar(page, lang).getByRole('link', { name: title, exact: true })
  // The menu's entries are built in a transition after a cold start (0112): wait for this one, shown or not.
  await expect(
    sidebar(page, lang).getByRole('link', { name: title, exact: true, includeHidden: true }),
  ).toBeAttached()
  // A group with several screens starts collapsed unless the current page is in it.
  const closedGroup = sidebar(page, lang)
    .locator('details:not([open])')
    .filter({ has: page.getByRole('link', { name: title, exact: true, includeHidden: true }) })
  if (await closedGroup.count()) await closedGroup.locator('> summary').click()
  await link.click()
}

/** axe-core over the shell (the pages inside it are other areas' scans): no serious or critical violations. */
export async function expectNoSeriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('.kept-page').analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}
