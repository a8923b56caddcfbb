import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import HomePage from '@/pages/index/index'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { useContentCache } from '@/stores/content-cache'
import { useSession } from '@/stores/session'

initI18n('en')

const QUOTA = { vip: false, energy: 0, freeLeft: 1, freeLimit: 1, proReadingCost: 10, chatFreePerReading: 3, chatCost: 2, writer: 'offline' }

/** Home's line of readings left and energy when it cannot be loaded: a retry that is seen to retry, or sign-in where that is the way. */
describe('home quota line', () => {
  let testUtils: TestUtils
  const flush = async () => {
    for (let i = 0; i < 8; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  const text = (selector: string) => document.querySelector(selector)?.textContent ?? null
  const card = (url: string) => {
    const id = url.match(/cards\/(\w+)\.json/)?.[1] ?? ''
    return Promise.resolve({ statusCode: 200, data: { id, name: id, keywords: { upright: ['clarity'], reversed: ['fog'] }, upright: 'A clear light.', reversed: 'A light behind clouds.' } })
  }
  beforeEach(async () => {
    jest.restoreAllMocks()
    await setAppLanguage('en')
    useContentCache.setState({ spreads: {}, articles: {}, layouts: {} })
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  it('says the retry was tried again when it fails again, and shows the quota once the server answers', async () => {
    useSession.setState({ token: 'user', uken: '', userId: 'u-7', time: Date.now() })
    let quotaCalls = 0
    jest.spyOn(Taro, 'request').mockImplementation(((options: { url: string }) => {
      if (options.url.endsWith('/energy/quota')) {
        quotaCalls += 1
        return quotaCalls <= 2 ? Promise.reject({ errMsg: 'request:fail' }) : Promise.resolve({ statusCode: 200, data: { code: 0, data: QUOTA } })
      }
      return card(options.url)
    }) as never)
    await testUtils.mount(HomePage)
    await flush()
    expect(text('.account-summary__failed .account-summary__text')).toBe('Your readings left and energy could not be loaded just now')
    testUtils.fireEvent.click(document.querySelector('.account-summary__retry') as HTMLElement)
    await flush()
    expect(text('.account-summary__failed .account-summary__text')).toBe('Still could not load your readings left and energy. Please try again later')
    testUtils.fireEvent.click(document.querySelector('.account-summary__retry') as HTMLElement)
    await flush()
    expect(text('.account-summary__free')).toBe('Free readings today: 1 of 1 left')
    expect(quotaCalls).toBe(3)
  })

  it('offers sign-in instead of a retry when there is no token and none to be had', async () => {
    useSession.setState({ token: '', uken: '', userId: '', time: 0 })
    jest.spyOn(Taro, 'request').mockImplementation(((options: { url: string }) => {
      if (options.url.endsWith('/energy/quota')) return Promise.resolve({ statusCode: 200, data: { code: 401000, message: 'Token expired' } })
      // The server refuses a guest token (as it would past its limits): nothing to retry with.
      if (options.url.endsWith('/login/user')) return Promise.resolve({ statusCode: 200, data: { code: 429000, message: 'Too many' } })
      return card(options.url)
    }) as never)
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(HomePage)
    await flush()
    expect(text('.account-summary__sign-in .account-summary__text')).toBe('Sign in to see your readings left and energy')
    testUtils.fireEvent.click(document.querySelector('.account-summary__sign-in .account-summary__retry') as HTMLElement)
    await flush()
    expect(navigate).toHaveBeenCalledWith({ url: `/pagesApp/common/login?redirect=${encodeURIComponent('/pages/index/index')}` })
  })
})
