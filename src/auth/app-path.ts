/** The in-app path of this page (base path stripped) plus query: where to come back to after signing in. */
export function appPathOf(basePath: string): string {
  const path = location.pathname.startsWith(basePath)
    ? `/${location.pathname.slice(basePath.length)}`
    : location.pathname
  return `${path}${location.search}`
}
