import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import type { SharedReading } from '@tarot/contracts/shares'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { REFERRAL_FRIEND_KEY } from '@/lib/session/access'
import { storage } from '@/lib/storage/storage'
import { setWechatShare } from '@/lib/wechat-js-sdk/wechat-js-sdk'
import SharedReadingPage from '@/pagesApp/share/reading'
import { useSession } from '@/stores/session'

// H5's share hooks and the app link they build on, as the H5 build resolves them; what they hand WeChat's JS-SDK leaf is recorded.
jest.mock('@/features/share/model/share-hooks', () => jest.requireActual('@/features/share/model/share-hooks.h5'))
jest.mock('@/features/share/model/app-link', () => jest.requireActual('@/features/share/model/app-link.h5'))
jest.mock('@/lib/wechat-js-sdk/wechat-js-sdk', () => ({ setWechatShare: jest.fn().mockResolvedValue(undefined) }))
const setShare = setWechatShare as jest.MockedFunction<typeof setWechatShare>

initI18n('en')

const SHARE = 'AbCdEfGhIjKlMnOpQrStUv'

function shared(): SharedReading {
  return {
    id: SHARE,
    spreadId: 'cnc',
    language: 'en',
    cards: [
      { id: 'Major00', orientation: 'upright' },
      { id: 'Cups02', orientation: 'reversed' },
      { id: 'Wands10', orientation: 'upright' },
    ],
    bottomLine: 'The path you fear asks for patience more than courage.',
    question: null,
    date: '2026-11-20',
    friendCode: 'u_friend',
    posterPath: `/tarot/rest/shared/${SHARE}/poster.png?size=story`,
  }
}

function serve() {
  const urls: string[] = []
  jest.spyOn(Taro, 'request').mockImplementation(((options: { url: string }) => {
    urls.push(options.url)
    const found = options.url.endsWith(`/tarot/rest/shared/${SHARE}`)
    return Promise.resolve(found ? { statusCode: 200, data: { code: 0, data: shared() } } : { statusCode: 404, data: { code: 404000, message: 'Not found' } })
  }) as never)
  return urls
}

describe('the shared reading page', () => {
  let testUtils: TestUtils
  const flush = async () => {
    for (let i = 0; i < 8; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }

  beforeEach(async () => {
    jest.clearAllMocks()
    await setAppLanguage('en')
    useSession.setState({ token: '', uken: '', time: 0 })
    jest.spyOn(Taro, 'getWindowInfo').mockReturnValue({ windowWidth: 375, windowHeight: 700 } as never)
    window.history.replaceState(null, '', `/tarot/h5app/?t=secret-token#/pagesApp/share/reading?id=${SHARE}&friend=u_friend`)
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  it("on H5 hands WeChat's share settings the shared reading's link (no token) and its 5:4 poster, the home page until it has loaded", async () => {
    serve()
    Current.router = { params: { id: SHARE, friend: 'u_friend' }, path: '/pagesApp/share/reading' } as never
    await testUtils.mount(SharedReadingPage)
    expect(setShare).toHaveBeenCalledWith(expect.objectContaining({ title: 'AI Tarot', link: 'http://localhost/tarot/h5app/#/pages/index/index', imgUrl: '' }))
    await flush()
    const last = setShare.mock.calls.at(-1)![0]
    expect(last.title).toContain('Choice and Consequence')
    expect(last.desc).toBeTruthy()
    expect(last.link).toBe(`http://localhost/tarot/h5app/#/pagesApp/share/reading?id=${SHARE}&friend=u_friend`)
    expect(last.imgUrl).toMatch(new RegExp(`^https?://[^/]+/tarot/rest/shared/${SHARE}/poster\\.png\\?size=chat$`))
    expect(JSON.stringify(setShare.mock.calls)).not.toContain('secret-token')
  })

  it('hands WeChat the same app address as every shared link, whatever file name the page was opened under', async () => {
    serve()
    window.history.replaceState(null, '', `/tarot/h5app/index.html?t=secret-token#/pagesApp/share/reading?id=${SHARE}&friend=u_friend`)
    Current.router = { params: { id: SHARE, friend: 'u_friend' }, path: '/pagesApp/share/reading' } as never
    await testUtils.mount(SharedReadingPage)
    await flush()
    expect(setShare.mock.calls.at(-1)![0].link).toBe(`http://localhost/tarot/h5app/#/pagesApp/share/reading?id=${SHARE}&friend=u_friend`)
  })

  it("opened from a poster's mini-program code, shows the reading of the code's scene and keeps its sharer as the friend referral", async () => {
    await storage.removeItem(REFERRAL_FRIEND_KEY)
    const urls = serve()
    Current.router = { params: { scene: SHARE }, path: '/pagesApp/share/reading' } as never
    await testUtils.mount(SharedReadingPage)
    await flush()
    expect(urls.some((url) => url.endsWith(`/tarot/rest/shared/${SHARE}`))).toBe(true)
    expect(document.body.textContent).toContain('The path you fear asks for patience more than courage.')
    expect(await storage.getItem(REFERRAL_FRIEND_KEY)).toBe('u_friend')
  })

  it('opened from a link, keeps the friend code of the link (the entry query) and nothing from the reading', async () => {
    await storage.removeItem(REFERRAL_FRIEND_KEY)
    serve()
    Current.router = { params: { id: SHARE, friend: 'u_friend' }, path: '/pagesApp/share/reading' } as never
    await testUtils.mount(SharedReadingPage)
    await flush()
    expect(document.body.textContent).toContain('The path you fear asks for patience more than courage.')
    expect(await storage.getItem(REFERRAL_FRIEND_KEY)).toBeNull()
  })
})
