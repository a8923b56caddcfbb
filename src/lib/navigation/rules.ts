import { TAB_PAGES } from './routes'

export type NavigationKind = 'navigateTo' | 'redirectTo' | 'switchTab' | 'reLaunch'
export type Refusal = 'not-found' | 'tab-page' | 'not-tab-page' | 'locked'

const TABS: ReadonlySet<string> = new Set(TAB_PAGES)

/** `pages/x/y?a=1` and `/pages/x/y` both give `/pages/x/y`; the bare root is home. */
export function routePath(url: string): string {
  const path = url.split('?')[0]?.split('#')[0] ?? ''
  const withSlash = path.startsWith('/') ? path : `/${path}`
  return withSlash === '/' ? '/pages/index/index' : withSlash.replace(/\/$/, '')
}

export function isTabPage(url: string): boolean {
  return TABS.has(routePath(url))
}

/**
 * Spec §2 navigation rules: unknown targets are not found; navigate/redirect to
 * a tab page is refused; switching tab to a non-tab page is refused; the same
 * navigation while one is in flight is locked.
 */
export function checkNavigation(kind: NavigationKind, url: string, routes: ReadonlySet<string>, inFlight: ReadonlySet<string>): Refusal | null {
  const path = routePath(url)
  if (!routes.has(path)) return 'not-found'
  if ((kind === 'navigateTo' || kind === 'redirectTo') && TABS.has(path)) return 'tab-page'
  if (kind === 'switchTab' && !TABS.has(path)) return 'not-tab-page'
  if (inFlight.has(`${kind} ${url}`)) return 'locked'
  return null
}
