/**
 * The popups of the navbar and the tab strip: none is on a first screen, so none is in the start's code. They
 * load together, as one chunk, when the user first shows intent to open any of them (a chunk per popup cost
 * more requests and more glue between react-aria's chunks than the few kilobytes it would save).
 */
export { ErrorLogDialog } from './error-log/error-log-dialog'
export { LanguageList } from './language-list'
export { SettingsDialog } from './settings/settings-dialog'
export { TabMenu } from './tabs/tab-menu'
export { UserMenuPopup } from './user-menu-popup'
