import { checkNavigation, isTabPage, routePath } from '@/lib/navigation/rules'
import { allRoutes } from '@/lib/navigation/routes'

const routes = new Set(allRoutes(true))
const none = new Set<string>()

describe('navigation rules (spec §2)', () => {
  it('normalises targets to a route path', () => {
    expect(routePath('pages/index/help?x=1')).toBe('/pages/index/help')
    expect(routePath('/')).toBe('/pages/index/index')
    expect(isTabPage('/pages/index/history?from=x')).toBe(true)
    expect(isTabPage('/pages/index/about')).toBe(false)
  })

  it('refuses navigate and redirect to a tab page', () => {
    expect(checkNavigation('navigateTo', '/pages/index/spreads', routes, none)).toBe('tab-page')
    expect(checkNavigation('redirectTo', '/pages/index/index', routes, none)).toBe('tab-page')
  })

  it('refuses switching tab to a non-tab page', () => {
    expect(checkNavigation('switchTab', '/pages/index/about', routes, none)).toBe('not-tab-page')
    expect(checkNavigation('switchTab', '/pages/index/help', routes, none)).toBeNull()
  })

  it('locks a repeat of the same navigation while it is in flight', () => {
    const inFlight = new Set(['navigateTo /pages/tarot/spread?id=celtic'])
    expect(checkNavigation('navigateTo', '/pages/tarot/spread?id=celtic', routes, inFlight)).toBe('locked')
    expect(checkNavigation('navigateTo', '/pages/tarot/spread?id=one', routes, inFlight)).toBeNull()
  })

  it('reports unknown pages as not found', () => {
    expect(checkNavigation('navigateTo', '/pages/nowhere/x', routes, none)).toBe('not-found')
  })

  it('knows every spec route, with the H5-only package only on H5', () => {
    // The spec's 20 routes, plus the two it shows no screen for (energy & VIP, the reader's desk), the journal's insights and year in cards
    // (issue 19), the shared reading and the links a person shared (issue 20), the purchases and the replies to one's feedback (issue 37).
    expect(allRoutes(true)).toHaveLength(28)
    expect(allRoutes(true)).toEqual(
      expect.arrayContaining([
        '/pages/pay/energy',
        '/pages/reader/desk',
        '/pagesApp/journal/insights',
        '/pagesApp/journal/year',
        '/pagesApp/share/reading',
        '/pagesApp/share/links',
        '/pagesApp/wallet/orders',
        '/pagesApp/feedback/replies',
      ]),
    )
    expect(allRoutes(false)).not.toContain('/pagesH5/pay/wechat')
    expect(allRoutes(true)).toContain('/pagesH5/common/open')
  })
})
