import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { dailyCard } from '@tarot/core/daily'
import dayjs from 'dayjs'
import HomePage from '@/pages/index/index'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { useSession } from '@/stores/session'

// Home as the H5 build draws it: the H5 leaves of the boxes, the title bar and sharing.
jest.mock('@/components/primitives/box', () => jest.requireActual('@/components/primitives/box.h5'))
jest.mock('@/components/page-header/page-header', () => jest.requireActual('@/components/page-header/page-header.h5'))
jest.mock('@/features/share/model/deliver', () => jest.requireActual('@/features/share/model/deliver.h5'))
jest.mock('@/components/card-face/card-image', () => jest.requireActual('@/components/card-face/card-image.h5'))

initI18n('en')

describe('home on H5', () => {
  let testUtils: TestUtils
  beforeEach(async () => {
    await setAppLanguage('en')
    useSession.setState({ token: 'user', uken: '', userId: 'u-42', time: Date.now() })
    jest.spyOn(Taro, 'request').mockImplementation(((options: { url: string }) => {
      if (options.url.endsWith('/energy/quota'))
        return Promise.resolve({
          statusCode: 200,
          data: { code: 0, data: { vip: false, energy: 25, freeLeft: 2, freeLimit: 3, proReadingCost: 10, chatFreePerReading: 3, chatCost: 2, writer: 'offline' } },
        })
      return Promise.resolve({ statusCode: 200, data: { keywords: { upright: ['clarity'], reversed: ['fog'] }, upright: 'A clear light.', reversed: 'A light behind clouds.' } })
    }) as never)
    testUtils = new TestUtils()
    await testUtils.mount(HomePage)
    for (let i = 0; i < 6; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  })
  afterEach(() => {
    testUtils.unmout()
    jest.restoreAllMocks()
  })

  it("draws its boxes, texts and today's card as plain elements: Taro's web components only for the question box and its button", () => {
    expect(document.querySelector('.account-summary__free')?.textContent).toBe('Free readings today: 2 of 3 left')
    const taro = new Set(
      Array.from(document.querySelectorAll('.page-frame *'))
        .map((e) => e.tagName.toLowerCase())
        .filter((tag) => tag.startsWith('taro-')),
    )
    expect([...taro].sort()).toEqual(['taro-button-core', 'taro-input-core'])
    // Today's card: its art as a plain image, named, filling its frame.
    const art = document.querySelector('.today .card-face img') as HTMLImageElement
    expect(art.getAttribute('alt')).toMatch(/\w/)
    expect(art.getAttribute('loading')).toBe('lazy')
  })

  it("opens today's card from the card, and its share button does not", async () => {
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    Object.assign(navigator, { clipboard: { writeText: () => Promise.resolve() } })
    testUtils.fireEvent.click(document.querySelector('.share-today__send') as HTMLElement)
    await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
    expect(navigate).not.toHaveBeenCalled()
    testUtils.fireEvent.click(document.querySelector('.today__more') as HTMLElement)
    await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
    expect(navigate).toHaveBeenCalledWith({ url: `/pages/content/article?card=${dailyCard('u-42', dayjs().format('YYYY-MM-DD')).id}` })
  })
})
