import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { cardName } from '@tarot/content/card-names'
import { dailyCard } from '@tarot/core/daily'
import dayjs from 'dayjs'
import HomePage from '@/pages/index/index'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { useContentCache } from '@/stores/content-cache'
import { useSession } from '@/stores/session'

initI18n('en')

describe('home page', () => {
  let testUtils: TestUtils
  const flush = async () => {
    for (let i = 0; i < 6; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  beforeEach(async () => {
    jest.restoreAllMocks()
    await setAppLanguage('en')
    useContentCache.setState({ spreads: {}, articles: {}, layouts: {} })
    useSession.setState({ token: 'user', uken: '', userId: 'u-42', time: Date.now() })
    jest.spyOn(Taro, 'request').mockImplementation(((options: { url: string }) => {
      if (options.url.endsWith('/energy/quota'))
        return Promise.resolve({
          statusCode: 200,
          data: { code: 0, data: { vip: true, energy: 25, freeLeft: 2, freeLimit: 3, proReadingCost: 10, chatFreePerReading: 3, chatCost: 2, writer: 'offline' } },
        })
      const id = options.url.match(/cards\/(\w+)\.json/)?.[1] ?? ''
      return Promise.resolve({
        statusCode: 200,
        data: { id, name: id, keywords: { upright: ['clarity'], reversed: ['fog'] }, upright: 'A clear light. More follows.', reversed: 'A light behind clouds. More follows.' },
      })
    }) as never)
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  it("shows today's card for this user and day with its short meaning, the recommended spreads and the quota", async () => {
    await testUtils.mount(HomePage)
    await flush()
    const today = dailyCard('u-42', dayjs().format('YYYY-MM-DD'))
    expect(document.querySelector('.today__name')?.textContent).toBe(`${cardName(today.id, 'en')} · ${today.orientation === 'upright' ? 'Upright' : 'Reversed'}`)
    expect(document.querySelector('.today__meaning')?.textContent).toBe(today.orientation === 'upright' ? 'A clear light.' : 'A light behind clouds.')
    expect(document.querySelectorAll('.recommended__item').length).toBeGreaterThan(2)
    expect(document.body.textContent).toContain('Free readings today: 2 of 3 left')
    expect(document.body.textContent).toContain('Energy: 25')
    expect(document.querySelector('.account-summary__badge--vip')?.textContent).toBe('VIP')
  })

  it('opens Energy & VIP from the energy line', async () => {
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(HomePage)
    await flush()
    testUtils.fireEvent.click(document.querySelector('.account-summary__wallet') as HTMLElement)
    await flush()
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/pay/energy' })
  })

  it('opens the ask page with a spread that fits the question', async () => {
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(HomePage)
    await flush()
    let field = document.querySelector('.home__input input') as HTMLInputElement | null
    for (let i = 0; !field && i < 50; i += 1) {
      await flush()
      field = document.querySelector('.home__input input')
    }
    field!.value = 'What should I focus on this week?'
    testUtils.fireEvent.input(field!)
    await flush()
    testUtils.fireEvent.click(document.querySelector('.home__start') as HTMLElement)
    await flush()
    expect(navigate).toHaveBeenCalledWith({ url: `/pages/ai/ad_ask?question=${encodeURIComponent('What should I focus on this week?')}&spread=week` })
  })
})

describe('home page with the version file hiding the index', () => {
  it('hides the AI entry points and keeps today’s card', async () => {
    initI18n('en')
    await setAppLanguage('en')
    useSession.setState({ token: '', uken: 'guest', userId: '', time: 0, hideIndex: true })
    // Whatever the server says (here: not a card file), today's card stays on the page.
    jest.spyOn(Taro, 'request').mockResolvedValue({ statusCode: 200, data: { code: 0, data: null } } as never)
    const utils = new TestUtils()
    await utils.mount(HomePage)
    for (let i = 0; i < 5; i += 1) await utils.act(() => new Promise((r) => setTimeout(r, 0)))
    expect(document.querySelector('.today__meaning')?.textContent).toBe("Today's card could not be loaded just now")
    expect(document.querySelector('.home__start')).toBeNull()
    expect(document.querySelector('.recommended')).toBeNull()
    expect(document.querySelector('.today')).not.toBeNull()
    utils.unmout()
    useSession.setState({ hideIndex: false })
  })
})
