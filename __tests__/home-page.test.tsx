import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { cardName } from '@tarot/content/card-names'
import { dailyCard } from '@tarot/core/daily'
import dayjs from 'dayjs'
import HomePage from '@/pages/index/index'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { useContentCache } from '@/stores/content-cache'
import { useSession } from '@/stores/session'
import type { energyEndpoints } from '@tarot/contracts/endpoints/energy'
import { energyPaths } from '@tarot/contracts/paths/energy'
import { buttonByText, fieldByPlaceholder, screen } from './support/screen'
import { stubServer } from './support/stub-server'

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
    stubServer()
      .handle<typeof energyEndpoints>(energyPaths, {
        quota: () => ({ data: { vip: true, energy: 25, freeLeft: 2, freeLimit: 3, proReadingCost: 10, chatFreePerReading: 3, chatCost: 2, writer: 'offline' } as never }),
      })
      .file(/cards\/(\w+)\.json/, ([, id]) => ({
        id,
        name: id,
        keywords: { upright: ['clarity'], reversed: ['fog'] },
        upright: 'A clear light. More follows.',
        reversed: 'A light behind clouds. More follows.',
      }))
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  it("shows today's card for this user and day with its short meaning, the recommended spreads and the quota", async () => {
    await testUtils.mount(HomePage)
    await flush()
    const today = dailyCard('u-42', dayjs().format('YYYY-MM-DD'))
    expect(screen.getByText(`${cardName(today.id, 'en')} · ${today.orientation === 'upright' ? 'Upright' : 'Reversed'}`)).toBeTruthy()
    expect(screen.getByText(today.orientation === 'upright' ? 'A clear light.' : 'A light behind clouds.')).toBeTruthy()
    expect(screen.getByText('Recommended spreads')).toBeTruthy()
    // Each recommended spread says how many cards it has and whether it is free.
    expect(screen.getAllByText(/^(1 card|\d+ cards) · (Free|Advanced)$/).length).toBeGreaterThan(2)
    expect(document.body.textContent).toContain('Free readings today: 2 of 3 left')
    expect(document.body.textContent).toContain('Energy: 25')
    expect(screen.getByText('VIP')).toBeTruthy()
    expect(screen.queryByText('Standard')).toBeNull()
  })

  it('opens Energy & VIP from the energy line', async () => {
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(HomePage)
    await flush()
    testUtils.fireEvent.click(screen.getByRole('link', { name: /Energy: 25/ }))
    await flush()
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/pay/energy' })
  })

  it('opens the ask page with a spread that fits the question', async () => {
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(HomePage)
    await flush()
    for (let i = 0; !screen.queryAllByPlaceholderText('e.g. What should I focus on now?').length && i < 50; i += 1) await flush()
    const field = fieldByPlaceholder('e.g. What should I focus on now?')
    field.value = 'What should I focus on this week?'
    testUtils.fireEvent.input(field)
    await flush()
    testUtils.fireEvent.click(buttonByText('Start a reading'))
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
    stubServer().file(/cards\/(\w+)\.json/, () => ({ code: 0, data: null }))
    const utils = new TestUtils()
    await utils.mount(HomePage)
    for (let i = 0; i < 5; i += 1) await utils.act(() => new Promise((r) => setTimeout(r, 0)))
    expect(screen.getByText("Today's card could not be loaded just now")).toBeTruthy()
    // The card itself is still there, named with its orientation.
    expect(screen.getByText(/ · (Upright|Reversed)$/)).toBeTruthy()
    expect(screen.queryByText('Start a reading')).toBeNull()
    expect(screen.queryByPlaceholderText('e.g. What should I focus on now?')).toBeNull()
    expect(screen.queryByText('Recommended spreads')).toBeNull()
    expect(screen.queryAllByText(/^(1 card|\d+ cards) · (Free|Advanced)$/)).toEqual([])
    utils.unmout()
    useSession.setState({ hideIndex: false })
  })
})
