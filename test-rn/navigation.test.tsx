// The tab bar and the app's navigation rules (spec §2, src/lib/navigation) through Taro's RN router on
// React Native's renderer: the tab bar renders in the app's language and switches pages; a tab page is
// never pushed, a non-tab page never switched to, a repeated navigation is locked while one is under way,
// an unknown page is refused as not found (each with its message), and Back on the first page goes to the root.
import '@testing-library/react-native/dont-cleanup-after-each'
import { act, fireEvent, render, screen } from '@testing-library/react-native'
import Taro from '@tarojs/taro'
import { goBack, navigateTo, switchTab } from '@/lib/navigation/navigate'
import { createTestApp } from './support/app'
import { standardServer } from './support/standard-server'

// require(): the app's texts and stores, as the app loads them.
const common = require('../src/locales/en/common.json')
const preferences = () => require('@/stores/preferences') as typeof import('@/stores/preferences')

const WAIT = { timeout: 30_000 }
const TABS = ['home', 'spreads', 'help', 'history'] as const
const tabLabel = (tab: (typeof TABS)[number]) => `${common.tabs[tab]}, tab, ${TABS.indexOf(tab) + 1} of ${TABS.length}`
const pages = () => Taro.getCurrentPages().map((page) => `/${String(page.route).replace(/^\//, '')}`)

beforeAll(async () => {
  createTestApp()
  await new Promise((resolve) => setTimeout(resolve, 50))
  preferences().usePreferences.getState().setLanguage('en')
}, 900_000)

beforeEach(async () => {
  standardServer()
  const App = createTestApp()
  render(<App initPath="/pages/index/index" />)
  await screen.findAllByText(common.titles.home, {}, WAIT)
})

afterEach(() => {
  screen.unmount()
})

test('the tab bar shows the four tabs in the app’s language and switches between them', async () => {
  for (const tab of TABS) expect(await screen.findByLabelText(tabLabel(tab), {}, WAIT)).toBeTruthy()
  await act(async () => {
    fireEvent.press(screen.getByLabelText(tabLabel('spreads')))
  })
  expect((await screen.findByLabelText(tabLabel('spreads'), {}, WAIT)).props.accessibilityState).toEqual({ selected: true })
  await screen.findAllByText(common.titles.spreads, {}, WAIT)
  await act(async () => {
    fireEvent.press(screen.getByLabelText(tabLabel('help')))
  })
  await screen.findAllByText(common.titles.help, {}, WAIT)
  expect(screen.getByLabelText(tabLabel('help')).props.accessibilityState).toEqual({ selected: true })
}, 120_000)

test('a tab page is not pushed, nor a page outside the tab bar switched to', async () => {
  let result: Awaited<ReturnType<typeof navigateTo>> | undefined
  await act(async () => {
    result = await navigateTo('/pages/index/spreads')
  })
  expect(result).toEqual({ ok: false, reason: 'tab-page' })
  expect(await screen.findByText(common.nav.tabRefused, {}, WAIT)).toBeTruthy()
  await act(async () => {
    result = await switchTab('/pages/index/about')
  })
  expect(result).toEqual({ ok: false, reason: 'not-tab-page' })
  expect(await screen.findByText(common.nav.notTabRefused, {}, WAIT)).toBeTruthy()
  expect(pages()).toEqual(['/pages/index/index'])
}, 120_000)

test('the same navigation twice at once opens the page once; the second is told to wait', async () => {
  let results: unknown[] = []
  // The toast is asked for at once and shown for 1.5 s; on a loaded machine the page can take longer than that to
  // open, so what is checked is that the toast was shown with the message, not that it is still on screen afterwards.
  const toast = jest.spyOn(Taro, 'showToast')
  await act(async () => {
    results = await Promise.all([navigateTo('/pages/index/about'), navigateTo('/pages/index/about')])
  })
  expect(results).toEqual([{ ok: true }, { ok: false, reason: 'locked' }])
  expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: common.nav.locked }))
  toast.mockRestore()
  await screen.findAllByText(common.titles.about, {}, WAIT)
  expect(pages()).toEqual(['/pages/index/index', '/pages/index/about'])
}, 120_000)

test('an unknown page is refused as not found', async () => {
  let result: Awaited<ReturnType<typeof navigateTo>> | undefined
  await act(async () => {
    result = await navigateTo('/pages/nowhere/x')
  })
  expect(result).toEqual({ ok: false, reason: 'not-found' })
  expect(await screen.findByText(common.nav.pageNotFound, {}, WAIT)).toBeTruthy()
  expect(pages()).toEqual(['/pages/index/index'])
}, 120_000)

test('Back returns to the page before; on the first page it goes to the root', async () => {
  await act(async () => {
    await navigateTo('/pages/index/about')
  })
  await screen.findAllByText(common.titles.about, {}, WAIT)
  await act(async () => {
    await goBack()
  })
  expect(pages()).toEqual(['/pages/index/index'])
  // On the first page of a tab that is not home, Back leads home.
  await act(async () => {
    await switchTab('/pages/index/history')
  })
  await screen.findAllByText(common.titles.history, {}, WAIT)
  expect(pages()).toEqual(['/pages/index/history'])
  let result: Awaited<ReturnType<typeof goBack>> | undefined
  await act(async () => {
    result = await goBack()
  })
  expect(result).toEqual({ ok: true })
  expect(pages()).toEqual(['/pages/index/index'])
  expect((await screen.findByLabelText(tabLabel('home'), {}, WAIT)).props.accessibilityState).toEqual({ selected: true })
}, 120_000)
