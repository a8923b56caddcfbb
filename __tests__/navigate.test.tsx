import { Current } from '@tarojs/runtime'
import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import AdAskPage from '@/pages/ai/ad_ask'
import { initI18n } from '@/lib/i18n/i18n'
import { continueAfterLogin, goBack, navigateTo, redirectTo, switchTab } from '@/lib/navigation/navigate'
import { openAsk } from '@/lib/session/access'
import { useSession } from '@/stores/session'
import type { loginEndpoints } from '@tarot/contracts/endpoints/account'
import type { energyEndpoints } from '@tarot/contracts/endpoints/energy'
import { loginPaths } from '@tarot/contracts/paths/account'
import { energyPaths } from '@tarot/contracts/paths/energy'
import { screen } from './support/screen'
import { stubServer } from './support/stub-server'

initI18n('en')

const ok = () => Promise.resolve({ errMsg: 'ok' }) as never

beforeEach(() => {
  jest.restoreAllMocks()
  jest.spyOn(Taro, 'showToast').mockImplementation(ok)
  useSession.setState({ token: '', uken: '', time: 0 })
})

describe('the navigation helper (spec §2)', () => {
  it('refuses navigating to a tab page, with a message', async () => {
    const nav = jest.spyOn(Taro, 'navigateTo').mockImplementation(ok)
    await expect(navigateTo('/pages/index/help')).resolves.toEqual({ ok: false, reason: 'tab-page' })
    await expect(redirectTo('/pages/index/index')).resolves.toEqual({ ok: false, reason: 'tab-page' })
    expect(nav).not.toHaveBeenCalled()
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Open this page from the tab bar' }))
  })

  it('refuses switching tab to a page that is not a tab', async () => {
    await expect(switchTab('/pages/index/about')).resolves.toEqual({ ok: false, reason: 'not-tab-page' })
  })

  it('refuses the same navigation while it is in flight, and allows it again after', async () => {
    let finish: () => void = () => undefined
    jest.spyOn(Taro, 'navigateTo').mockImplementation((() => new Promise((resolve) => (finish = () => resolve({ errMsg: 'ok' })))) as never)
    const first = navigateTo('/pages/tarot/spread?id=celtic')
    await expect(navigateTo('/pages/tarot/spread?id=celtic')).resolves.toEqual({ ok: false, reason: 'locked' })
    finish()
    await expect(first).resolves.toEqual({ ok: true })
    jest.spyOn(Taro, 'navigateTo').mockImplementation(ok)
    await expect(navigateTo('/pages/tarot/spread?id=celtic')).resolves.toEqual({ ok: true })
  })

  it('gives page-not-found for an unknown page', async () => {
    await expect(navigateTo('/pages/nowhere/x')).resolves.toEqual({ ok: false, reason: 'not-found' })
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Page not found' }))
  })

  it('goes to the root when going back from the first page', async () => {
    jest.spyOn(Taro, 'getCurrentPages').mockReturnValue([{}] as never)
    const relaunch = jest.spyOn(Taro, 'reLaunch').mockImplementation(ok)
    await goBack()
    expect(relaunch).toHaveBeenCalledWith({ url: '/pages/index/index' })
  })

  it('opens an ask page only with a token or guest token, otherwise login with a redirect', async () => {
    const nav = jest.spyOn(Taro, 'navigateTo').mockImplementation(ok)
    // The server gives no guest token.
    stubServer().handle<typeof loginEndpoints>(loginPaths, { guest: () => ({ code: 403000, message: 'no', status: 403 }) })
    await openAsk('/pages/ai/pro_ask?spread=celtic')
    expect(nav).toHaveBeenLastCalledWith({ url: `/pagesApp/common/login?redirect=${encodeURIComponent('/pages/ai/pro_ask?spread=celtic')}&reason=ask` })
    useSession.setState({ uken: 'guest' })
    await openAsk('/pages/ai/pro_ask?spread=celtic')
    expect(nav).toHaveBeenLastCalledWith({ url: '/pages/ai/pro_ask?spread=celtic' })
  })

  it('waits for a guest token on its way instead of sending the visitor to sign in (Start tapped as the app opens)', async () => {
    const nav = jest.spyOn(Taro, 'navigateTo').mockImplementation(ok)
    // The guest token comes 50 ms after it is asked for.
    stubServer().handle<typeof loginEndpoints>(loginPaths, {
      guest: () => new Promise((resolve) => setTimeout(() => resolve({ data: { access_token: 'guest-1', expires_at: Date.now() + 1e9 } }), 50)),
    })
    await openAsk('/pages/ai/ad_ask?question=x')
    expect(nav).toHaveBeenCalledTimes(1)
    expect(nav).toHaveBeenLastCalledWith({ url: '/pages/ai/ad_ask?question=x' })
    expect(useSession.getState().uken).toBe('guest-1')
  })

  it('continues to where the user was going after sign-in', async () => {
    const redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation(ok)
    const tab = jest.spyOn(Taro, 'switchTab').mockImplementation(ok)
    await continueAfterLogin(encodeURIComponent('/pages/ai/ad_ask?question=x'))
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/ai/ad_ask?question=x' })
    await continueAfterLogin(encodeURIComponent('/pages/index/history'))
    expect(tab).toHaveBeenCalledWith({ url: '/pages/index/history' })
  })
})

describe('an ask page opened directly', () => {
  it('sends a visitor with no way to get a guest token to sign in first, and back afterwards', async () => {
    // No network: the guest token can never come.
    stubServer().handle<typeof loginEndpoints>(loginPaths, { guest: () => ({ fail: 'socket' }) })
    const redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation(ok)
    Current.router = { params: { question: 'where next' }, path: '/pages/ai/ad_ask' } as never
    const utils = new TestUtils()
    await utils.mount(AdAskPage)
    // The guest token is asked for three times (after 0.5 s and 1.5 s) before the page gives up on it.
    for (let waited = 0; waited < 4000 && redirect.mock.calls.length === 0; waited += 100) await new Promise((r) => setTimeout(r, 100))
    expect(redirect).toHaveBeenCalledWith({ url: `/pagesApp/common/login?redirect=${encodeURIComponent('/pages/ai/ad_ask?question=where%20next')}&reason=ask` })
    utils.unmout()
  })

  it('shows the page to a visitor who has a guest token', async () => {
    useSession.setState({ uken: 'guest' })
    // The page asks what readings are left as it opens.
    stubServer().handle<typeof energyEndpoints>(energyPaths, {
      quota: () => ({ data: { vip: false, energy: 0, freeLeft: 1, freeLimit: 1, proReadingCost: 10, chatFreePerReading: 1, chatCost: 2, writer: 'offline' } as never }),
    })
    Current.router = { params: {}, path: '/pages/ai/ad_ask' } as never
    const redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation(ok)
    const utils = new TestUtils()
    await utils.mount(AdAskPage)
    await new Promise((r) => setTimeout(r, 20))
    expect(redirect).not.toHaveBeenCalled()
    // The ask page stays, with its question box.
    expect(screen.getAllByPlaceholderText('e.g. What should I focus on to grow in my work this year?').length).toBeGreaterThan(0)
    utils.unmout()
  })
})
