/**
 * Every route of spec §2, grouped by the package that ships it. `app.config.ts`
 * builds the page list, subpackages, tab bar and preload rules from this table,
 * and the navigation helper checks targets against it, so the two cannot drift.
 */

export const HOME = '/pages/index/index'

export const TAB_PAGES = ['/pages/index/index', '/pages/index/spreads', '/pages/index/help', '/pages/index/history'] as const

export const MAIN_PAGES = [
  ...TAB_PAGES,
  '/pages/index/about',
  '/pages/content/article',
  '/pages/content/page',
  '/pages/tarot/spread',
  '/pages/tarot/tarot_read',
  '/pages/ai/ad_ask',
  '/pages/ai/pro_ask',
  '/pages/reader/readers',
  '/pages/reader/reader',
  '/pages/reader/order',
  // Not in spec §2, which shows no screen for them: the energy and VIP store, and the reader's own desk.
  '/pages/pay/energy',
  '/pages/reader/desk',
] as const

export interface SubPackage {
  root: 'pagesH5' | 'pagesApp' | 'pagesThird' | 'pagesChat'
  pages: readonly string[]
  /** H5-only packages (the messaging-app browser landing and card payment) are left out of the mini-program. */
  h5Only?: boolean
}

export const SUB_PACKAGES: readonly SubPackage[] = [
  { root: 'pagesH5', pages: ['common/open', 'pay/wechat'], h5Only: true },
  { root: 'pagesApp', pages: ['common/login', 'journal/insights', 'journal/year', 'share/reading', 'share/links', 'wallet/orders', 'feedback/replies'] },
  { root: 'pagesThird', pages: ['third/draw_cards', 'third/input_cards'] },
  { root: 'pagesChat', pages: ['ai/chat'] },
]

/** Spec §2 preloading: these pages warm the draw/input package, the reading warms the chat package. */
export const PRELOAD: Readonly<Record<string, readonly SubPackage['root'][]>> = {
  '/pages/index/spreads': ['pagesThird'],
  '/pages/ai/ad_ask': ['pagesThird'],
  '/pages/ai/pro_ask': ['pagesThird'],
  '/pages/tarot/spread': ['pagesThird'],
  '/pages/tarot/tarot_read': ['pagesChat'],
}

export const LOGIN_PAGE = '/pagesApp/common/login'
/** The journal's insights, reached from history (issue 19). */
export const INSIGHTS_PAGE = '/pagesApp/journal/insights'
/** A year in cards, reached from the insights page (issue 19). */
export const YEAR_PAGE = '/pagesApp/journal/year'
/** A reading someone shared, open to anyone with its link (issue 20): `?id=&friend=`. */
export const SHARED_READING_PAGE = '/pagesApp/share/reading'
/** The links I shared, each revocable (issue 20), reached from the about page and the reading's share panel. */
export const SHARE_LINKS_PAGE = '/pagesApp/share/links'
/** The person's purchases with their refunds (issue 37), reached from the wallet. */
export const PURCHASES_PAGE = '/pagesApp/wallet/orders'

export function subPackagePages(includeH5Only: boolean): string[] {
  return SUB_PACKAGES.filter((p) => includeH5Only || !p.h5Only).flatMap((p) => p.pages.map((page) => `/${p.root}/${page}`))
}

/** All routes the current build ships. */
export function allRoutes(includeH5Only: boolean): string[] {
  return [...MAIN_PAGES, ...subPackagePages(includeH5Only)]
}

/** The person's feedback with our replies (issue 37), reached from the about page. */
export const FEEDBACK_REPLIES_PAGE = '/pagesApp/feedback/replies'
