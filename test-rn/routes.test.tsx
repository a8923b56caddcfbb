// Every route of the route table rendered by Taro's RN runtime and router on React Native's renderer,
// in Simplified Chinese and English: no error, the page's title, and its lead text where it has one.
import '@testing-library/react-native/dont-cleanup-after-each'
import { act, render, screen } from '@testing-library/react-native'
import Taro from '@tarojs/taro'
import { RN_ROUTES, createTestApp } from './support/app'
import { standardServer } from './support/standard-server'

// require(): the locale files, as the app bundles them.
const locales = { 'zh-Hans': require('../src/locales/zh-Hans/common.json'), en: require('../src/locales/en/common.json') } as const
/** The journal's pages (issue 19) take their titles from their own namespace. */
const journalTexts = { 'zh-Hans': require('../src/locales/zh-Hans/journal.json'), en: require('../src/locales/en/journal.json') } as const
/** So do sharing's pages (issue 20). */
const shareTexts = { 'zh-Hans': require('../src/locales/zh-Hans/share.json'), en: require('../src/locales/en/share.json') } as const
/** And the purchases (issue 37). */
const purchasesTexts = { 'zh-Hans': require('../src/locales/zh-Hans/purchases.json'), en: require('../src/locales/en/purchases.json') } as const
/** And the replies to one's feedback (issue 37). */
const feedbackTexts = { 'zh-Hans': require('../src/locales/zh-Hans/feedback.json'), en: require('../src/locales/en/feedback.json') } as const

/** The titles and frames keys of each route's screen (src/locales/<lang>/common.json). */
const KEYS: Record<string, string> = {
  '/pages/index/index': 'home',
  '/pages/index/spreads': 'spreads',
  '/pages/index/help': 'help',
  '/pages/index/history': 'history',
  '/pages/index/about': 'about',
  '/pages/content/article': 'article',
  '/pages/content/page': 'page',
  '/pages/tarot/spread': 'spread',
  '/pages/tarot/tarot_read': 'read',
  '/pages/ai/ad_ask': 'adAsk',
  '/pages/ai/pro_ask': 'proAsk',
  '/pages/reader/readers': 'readers',
  '/pages/reader/reader': 'reader',
  '/pages/reader/order': 'order',
  '/pages/pay/energy': 'energy',
  '/pages/reader/desk': 'readerDesk',
  '/pagesApp/common/login': 'login',
  '/pagesThird/third/draw_cards': 'draw',
  '/pagesThird/third/input_cards': 'input',
  '/pagesChat/ai/chat': 'chat',
  '/pagesApp/journal/insights': 'insights',
  '/pagesApp/journal/year': 'year',
  '/pagesApp/share/reading': 'sharedReading',
  '/pagesApp/share/links': 'sharedLinks',
  '/pagesApp/wallet/orders': 'purchases',
  '/pagesApp/feedback/replies': 'feedbackReplies',
}
/** The title of a route's screen in `language`. */
const titleOf = (language: 'zh-Hans' | 'en', key: string): string =>
  key === 'insights'
    ? journalTexts[language].insightsTitle
    : key === 'year'
      ? journalTexts[language].yearInCards.pageTitle
      : key === 'sharedReading'
        ? shareTexts[language].shared.title
        : key === 'sharedLinks'
          ? shareTexts[language].links.title
          : key === 'purchases'
            ? purchasesTexts[language].title
            : key === 'feedbackReplies'
              ? feedbackTexts[language].replies.title
              : locales[language].titles[key]

const TAB_ROUTES = ['/pages/index/index', '/pages/index/spreads', '/pages/index/help', '/pages/index/history']

// Loading the app turns every page and stylesheet through Taro's RN transforms: minutes on a cold cache on
// 2 cores, paid here once rather than inside the first route's time limit.
beforeAll(() => {
  createTestApp()
}, 900_000)

test('the route table is what the RN build ships, and each route has its expectations here', () => {
  expect(RN_ROUTES.filter((r) => !KEYS[r])).toEqual([])
  expect(RN_ROUTES).not.toContain('/pagesH5/common/open')
})

describe.each(['zh-Hans', 'en'] as const)('every route in %s', (language) => {
  const texts = locales[language]
  beforeAll(() => {
    standardServer()
    // The language as the About page sets it (stores/preferences, kept through AsyncStorage on RN).
    // The app's modules stay loaded for the whole file, as in one run of the app: a reset would give
    // the app a second copy of React beside the test renderer's.
    ;(require('@/stores/preferences') as typeof import('@/stores/preferences')).usePreferences.getState().setLanguage(language)
  })

  test.each(RN_ROUTES.map((route) => [route]))('%s', async (route) => {
    const errors = jest.spyOn(console, 'error')
    errors.mockClear()
    const App = createTestApp()
    // Taro's RN app opens on a tab page; any other page is reached as a person reaches it, by navigating there.
    const tab = TAB_ROUTES.includes(route)
    render(<App initPath={tab ? route : RN_ROUTES[0]} />)
    if (!tab) {
      await screen.findAllByText(texts.titles.home, {}, { timeout: 10_000 })
      await act(async () => {
        await Taro.navigateTo({ url: route })
      })
    }
    const key = KEYS[route]!
    expect((await screen.findAllByText(titleOf(language, key), {}, { timeout: 10_000 })).length).toBeGreaterThan(0)
    const lead = (texts.frames as Record<string, string | undefined>)[key]
    if (lead && !['home', 'read', 'draw', 'input', 'chat', 'article', 'page', 'spread', 'reader', 'order'].includes(key)) expect(await screen.findByText(lead)).toBeTruthy()
    expect(errors.mock.calls.filter((call) => /Error|Warning: /.test(String(call[0])))).toEqual([])
    // Unmounting is what Back out of the app does on Android; it must not throw (lib/platform/event-emitter-compat.rn.ts).
    screen.unmount()
  })
})
