import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { LANGUAGES, type Language } from '@/domain/config'
import { activateLanguage } from '@/i18n'
import { shellPrefs } from '@/shell-state/prefs'
import { shortcutById } from '@/shortcuts/registry'
import { singleKeyShortcuts } from '@/shortcuts/settings'
import type { tabCommands } from '@/shortcuts/tab-commands'
import { showToast } from '@/ui/toast-store'
import type { PaletteItem } from './palette-item'
import { shellCommand, type ShellCommandId } from './shell-commands'

const LANGUAGE_NAMES: Record<Language, string> = { zh: '中文', en: 'English', ja: '日本語' }

export interface ActionDeps {
  i18n: I18n
  tabs: ReturnType<typeof tabCommands>
  /** Whether the current screen has a tab that can be closed (pinned tabs stay). */
  tabClosable: boolean
  openHelp: () => void
  logout: () => void
  /** The single-key switch's state: the action offers the opposite. */
  singleKeysOn: boolean
}

interface ActionDef {
  id: string
  label: MessageDescriptor
  /** Untranslated words it is also found by, whatever the UI language. */
  keywords: string
  run: () => void | Promise<void>
  hint?: string
}

const SHELL_ACTIONS: { id: ShellCommandId; label: MessageDescriptor; keywords: string }[] = [
  { id: 'theme', label: msg`Change the theme colour`, keywords: 'theme color colour 主题 テーマ' },
  { id: 'darkMode', label: msg`Toggle dark mode`, keywords: 'dark mode night 暗色 深色 ダーク' },
  { id: 'settings', label: msg`Open settings`, keywords: 'settings preferences 设置 設定' },
]

/** The palette's commands; shell-owned ones appear once the shell registers them. */
export function paletteActions(d: ActionDeps): PaletteItem[] {
  const defs: ActionDef[] = [
    ...LANGUAGES.filter((lang) => lang !== d.i18n.locale).map((lang) => {
      const name = LANGUAGE_NAMES[lang]
      return {
        id: `lang-${lang}`,
        label: msg`Switch language: ${name}`,
        keywords: `language locale ${lang} 语言 言語`,
        run: async () => {
          await activateLanguage(lang, { remember: true })
          showToast({ tone: 'success', message: 'switchLanguageSuccess', translate: true })
        },
      }
    }),
    {
      id: 'sidebar',
      label: msg`Toggle the sidebar`,
      keywords: 'sidebar menu 侧边栏 サイドバー',
      run: shellPrefs.toggleSidebar,
    },
    ...SHELL_ACTIONS.flatMap((a) => {
      const run = shellCommand(a.id)
      return run ? [{ ...a, run }] : []
    }),
    {
      id: 'tab-refresh',
      label: msg`Refresh this tab`,
      keywords: 'reload refresh tab 刷新',
      run: d.tabs.refresh,
    },
    ...(d.tabClosable
      ? [
          {
            id: 'tab-close',
            label: msg`Close this tab`,
            keywords: 'close tab 关闭',
            run: d.tabs.close,
            hint: 'Alt+W',
          },
        ]
      : []),
    {
      id: 'tab-close-others',
      label: msg`Close other tabs`,
      keywords: 'close other tabs 关闭其他',
      run: d.tabs.closeOthers,
    },
    {
      id: 'tab-close-all',
      label: msg`Close all tabs`,
      keywords: 'close all tabs 全部关闭',
      run: d.tabs.closeAll,
    },
    {
      id: 'help',
      label: msg`Show keyboard shortcuts`,
      keywords: 'keyboard shortcuts keys help 快捷键 ショートカット',
      run: d.openHelp,
      hint: shortcutById('help')?.keys[0],
    },
    d.singleKeysOn
      ? {
          id: 'single-keys',
          label: msg`Turn off single-key shortcuts`,
          keywords: 'single key shortcuts off disable accessibility 快捷键 ショートカット',
          run: () => singleKeyShortcuts.set(false),
        }
      : {
          id: 'single-keys',
          label: msg`Turn on single-key shortcuts`,
          keywords: 'single key shortcuts on enable 快捷键 ショートカット',
          run: () => singleKeyShortcuts.set(true),
        },
    {
      id: 'logout',
      label: msg`Log out`,
      keywords: 'logout log out sign out 退出 登出 ログアウト',
      run: d.logout,
    },
  ]
  return defs.map((a) => {
    const label = d.i18n._(a.label)
    return {
      id: `action:${a.id}`,
      section: 'actions',
      label,
      keywords: [label, a.keywords],
      hint: a.hint,
      run: a.run,
    }
  })
}
