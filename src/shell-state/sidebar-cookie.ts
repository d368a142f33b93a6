/** The cookie that keeps the sidebar open ('1') or collapsed ('0'), spec section 3. */
export const SIDEBAR_COOKIE = 'sidebarStatus'
