import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import HomePage from '@/pages/index/index'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { useContentCache } from '@/stores/content-cache'
import { useSession } from '@/stores/session'
import type { loginEndpoints } from '@tarot/contracts/endpoints/account'
import type { energyEndpoints } from '@tarot/contracts/endpoints/energy'
import { loginPaths } from '@tarot/contracts/paths/account'
import { energyPaths } from '@tarot/contracts/paths/energy'
import { screen } from './support/screen'
import { type Reply, stubServer } from './support/stub-server'

initI18n('en')

const QUOTA = { vip: false, energy: 0, freeLeft: 1, freeLimit: 1, proReadingCost: 10, chatFreePerReading: 3, chatCost: 2, writer: 'offline' }

/** Home's line of readings left and energy when it cannot be loaded: a retry that is seen to retry, or sign-in where that is the way. */
describe('home quota line', () => {
  let testUtils: TestUtils
  const flush = async () => {
    for (let i = 0; i < 8; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  /** Home's stand-in server: the quota as `quota` says, and today's card. */
  const serve = (quota: () => Reply<never>) =>
    stubServer()
      .handle<typeof energyEndpoints>(energyPaths, { quota })
      .file(/cards\/(\w+)\.json/, ([, id]) => ({ id, name: id, keywords: { upright: ['clarity'], reversed: ['fog'] }, upright: 'A clear light.', reversed: 'A light behind clouds.' }))
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
    const server = serve(() => ((quotaCalls += 1) <= 2 ? { fail: 'request:fail' } : { data: QUOTA as never }))
    await testUtils.mount(HomePage)
    await flush()
    expect(screen.getByText('Your readings left and energy could not be loaded just now')).toBeTruthy()
    testUtils.fireEvent.click(screen.getByText('Retry'))
    await flush()
    expect(screen.getByText('Still could not load your readings left and energy. Please try again later')).toBeTruthy()
    expect(screen.queryByText('Your readings left and energy could not be loaded just now')).toBeNull()
    testUtils.fireEvent.click(screen.getByText('Retry'))
    await flush()
    expect(screen.getByText('Free readings today: 1 of 1 left')).toBeTruthy()
    expect(screen.queryByText('Retry')).toBeNull()
    expect(server.callsTo(energyPaths.quota)).toHaveLength(3)
  })

  it('offers sign-in instead of a retry when there is no token and none to be had', async () => {
    useSession.setState({ token: '', uken: '', userId: '', time: 0 })
    serve(() => ({ code: 401000, message: 'Token expired' }))
      // The server refuses a guest token (as it would past its limits): nothing to retry with.
      .handle<typeof loginEndpoints>(loginPaths, { guest: () => ({ code: 429000, message: 'Too many' }) })
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(HomePage)
    await flush()
    expect(screen.getByText('Sign in to see your readings left and energy')).toBeTruthy()
    expect(screen.queryByText('Retry')).toBeNull()
    testUtils.fireEvent.click(screen.getByText('Sign in'))
    await flush()
    expect(navigate).toHaveBeenCalledWith({ url: `/pagesApp/common/login?redirect=${encodeURIComponent('/pages/index/index')}` })
  })
})
