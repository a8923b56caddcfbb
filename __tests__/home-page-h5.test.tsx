import Taro from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { dailyCard } from '@tarot/core/daily'
import dayjs from 'dayjs'
import HomePage from '@/pages/index/index'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { useSession } from '@/stores/session'
import { cardName } from '@tarot/content/card-names'
import type { energyEndpoints } from '@tarot/contracts/endpoints/energy'
import { energyPaths } from '@tarot/contracts/paths/energy'
import { screen } from './support/screen'
import { stubServer } from './support/stub-server'

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
    stubServer()
      .handle<typeof energyEndpoints>(energyPaths, {
        quota: () => ({ data: { vip: false, energy: 25, freeLeft: 2, freeLimit: 3, proReadingCost: 10, chatFreePerReading: 3, chatCost: 2, writer: 'offline' } as never }),
      })
      .file(/cards\/\w+\.json/, () => ({ keywords: { upright: ['clarity'], reversed: ['fog'] }, upright: 'A clear light.', reversed: 'A light behind clouds.' }))
    testUtils = new TestUtils()
    await testUtils.mount(HomePage)
    for (let i = 0; i < 6; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  })
  afterEach(() => {
    testUtils.unmout()
    jest.restoreAllMocks()
  })

  it("draws its boxes, texts and today's card as plain elements: Taro's web components only for the question box and its button", () => {
    expect(screen.getByText('Free readings today: 2 of 3 left')).toBeTruthy()
    const taro = new Set(
      Array.from(document.body.getElementsByTagName('*'))
        .map((e) => e.tagName.toLowerCase())
        .filter((tag) => tag.startsWith('taro-')),
    )
    expect([...taro].sort()).toEqual(['taro-button-core', 'taro-input-core'])
    // Today's card: its art as a plain image, named, filling its frame.
    const art = screen.getByAltText(cardName(dailyCard('u-42', dayjs().format('YYYY-MM-DD')).id, 'en'))
    expect(art.tagName).toBe('IMG')
    expect(art.getAttribute('loading')).toBe('lazy')
  })

  it("opens today's card from the card, and its share button does not", async () => {
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    Object.assign(navigator, { clipboard: { writeText: () => Promise.resolve() } })
    testUtils.fireEvent.click(screen.getByText('Share'))
    await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
    expect(navigate).not.toHaveBeenCalled()
    testUtils.fireEvent.click(screen.getByText('Read the full meaning ›'))
    await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
    expect(navigate).toHaveBeenCalledWith({ url: `/pages/content/article?card=${dailyCard('u-42', dayjs().format('YYYY-MM-DD')).id}` })
  })
})
