import Taro from '@tarojs/taro'
import { t } from '@/lib/i18n/i18n'
import { showToast } from '@/lib/ui/toast'
import { type NavigationKind, type Refusal, checkNavigation, isTabPage, routePath } from './rules'
import { HOME, LOGIN_PAGE } from './routes'
import { SHIPPED_ROUTES } from './shipped-routes'

export type NavigationResult = { ok: true } | { ok: false; reason: Refusal | 'failed' }

const inFlight = new Set<string>()

const REFUSAL_MESSAGE: Record<Refusal, string> = {
  'not-found': 'nav.pageNotFound',
  'tab-page': 'nav.tabRefused',
  'not-tab-page': 'nav.notTabRefused',
  locked: 'nav.locked',
}

const ACTIONS: Record<NavigationKind, (url: string) => Promise<unknown>> = {
  navigateTo: (url) => Taro.navigateTo({ url }),
  redirectTo: (url) => Taro.redirectTo({ url }),
  switchTab: (url) => Taro.switchTab({ url }),
  reLaunch: (url) => Taro.reLaunch({ url }),
}

/** The one way pages move: every spec §2 rule is checked here before Taro is asked. */
export async function go(kind: NavigationKind, url: string): Promise<NavigationResult> {
  const target = url.startsWith('/') ? url : `/${url}`
  const refusal = checkNavigation(kind, target, SHIPPED_ROUTES, inFlight)
  if (refusal) {
    showToast(t(REFUSAL_MESSAGE[refusal]))
    return { ok: false, reason: refusal }
  }
  const key = `${kind} ${target}`
  inFlight.add(key)
  try {
    await ACTIONS[kind](target)
    return { ok: true }
  } catch {
    return { ok: false, reason: 'failed' }
  } finally {
    inFlight.delete(key)
  }
}

export const navigateTo = (url: string) => go('navigateTo', url)
export const redirectTo = (url: string) => go('redirectTo', url)
export const switchTab = (url: string) => go('switchTab', url)
export const reLaunch = (url: string) => go('reLaunch', url)

/** Opens any route the right way: tab pages by switching tab, the rest by navigating. */
export function open(url: string): Promise<NavigationResult> {
  return isTabPage(url) ? switchTab(routePath(url)) : navigateTo(url)
}

/** Spec §2: back on the first page goes to the root. */
export async function goBack(): Promise<NavigationResult> {
  if (Taro.getCurrentPages().length <= 1) return reLaunch(HOME)
  await Taro.navigateBack({ delta: 1 })
  return { ok: true }
}

export function loginUrl(redirect: string): string {
  return `${LOGIN_PAGE}?redirect=${encodeURIComponent(redirect)}`
}

/** After sign-in: on to where the user was going, or home. */
export function continueAfterLogin(redirect: string | undefined): Promise<NavigationResult> {
  const target = redirect ? decodeURIComponent(redirect) : HOME
  return isTabPage(target) ? switchTab(routePath(target)) : redirectTo(target)
}
