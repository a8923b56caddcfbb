import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { SPREADS_VERSION, spreadCatalogue, BUNDLED_CATALOGUE } from '@tarot/core/spreads'
import SpreadsPage from '@/pages/index/spreads'
import SpreadPage from '@/pages/tarot/spread'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { useContentCache } from '@/stores/content-cache'
import { useSession } from '@/stores/session'
import { within } from '@testing-library/dom'
import { buttonByText, screen } from './support/screen'

initI18n('en')

describe('spreads tab and spread detail', () => {
  let testUtils: TestUtils
  const flush = async () => {
    for (let i = 0; i < 4; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  beforeEach(async () => {
    jest.restoreAllMocks()
    await setAppLanguage('en')
    useContentCache.setState({ spreads: {}, articles: {}, layouts: {} })
    useSession.setState({ token: '', uken: 'guest', time: 0 })
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())
  const catalogue = spreadCatalogue(BUNDLED_CATALOGUE, 'en')
  const allSpreads = catalogue.list.flatMap((category) => category.spreads)
  /** A spread on the list, found by its name: the whole panel that name heads. */
  const listed = (name: string) => screen.getByText(name).parentElement!.parentElement!

  it('lists the seven categories with their spreads, badges and recommended marks, hidden ones left out', async () => {
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(SpreadsPage)
    await flush()
    expect(catalogue.list.filter((category) => screen.queryByText(category.name))).toHaveLength(7)
    const ids = allSpreads.filter((spread) => screen.queryByText(spread.name)).map((spread) => spread.id)
    expect(ids).toHaveLength(36)
    expect(allSpreads.map((spread) => spread.id)).toContain('lny')
    expect(ids).not.toContain('lny')
    const name = (id: string) => allSpreads.find((spread) => spread.id === id)!.name
    const celtic = listed(name('celtic'))
    expect(celtic.textContent).toContain('10 cards')
    expect(celtic.textContent).toContain('Advanced')
    expect(listed(name('one')).textContent).toContain('Free')
    testUtils.fireEvent.click(celtic)
    await flush()
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/tarot/spread?id=celtic' })
  })

  it('lists a spread published after the release once it is downloaded', async () => {
    const base = spreadCatalogue(BUNDLED_CATALOGUE, 'en')
    const moon = { id: 'moon', name: 'Moon Phase Spread', desc: 'Three moons.', ai: { free: true as const }, positions: [{ name: 'New Moon', meaning: 'Where does this begin?' }] }
    useContentCache.setState({ spreads: { en: { version: SPREADS_VERSION + 1, list: [{ ...base.list[0]!, spreads: [...base.list[0]!.spreads, moon] }, ...base.list.slice(1)] } } })
    await testUtils.mount(SpreadsPage)
    await flush()
    expect(listed('Moon Phase Spread').textContent).toContain('Three moons.')
  })

  it('shows the layout, every position and starts a reading in the right ask page', async () => {
    Current.router = { params: { id: 'celtic' }, path: '/pages/tarot/spread' } as never
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation((() => Promise.resolve({ errMsg: 'ok' })) as never)
    await testUtils.mount(SpreadPage)
    await flush()
    // The layout numbers its ten slots; the list under it names each position.
    expect(
      within(screen.getByLabelText('Layout'))
        .getAllByText(/^\d+$/)
        .map((slot) => slot.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'])
    const positions = allSpreads.find((spread) => spread.id === 'celtic')!.positions
    expect(positions).toHaveLength(10)
    positions.forEach((position) => expect(screen.getAllByText(position.name).length).toBeGreaterThan(0))
    testUtils.fireEvent.click(buttonByText('Start a reading with this spread'))
    await flush()
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/ai/pro_ask?spread=celtic' })
  })

  it('explains a spread without an AI reading, and an unknown one', async () => {
    Current.router = { params: { id: 'months' }, path: '/pages/tarot/spread' } as never
    await testUtils.mount(SpreadPage)
    await flush()
    expect(screen.queryByText('Start a reading with this spread')).toBeNull()
    expect(document.body.textContent).toContain('This spread comes without a written reading')
    testUtils.unmout()
    testUtils = new TestUtils()
    Current.router = { params: { id: 'nope' }, path: '/pages/tarot/spread' } as never
    await testUtils.mount(SpreadPage)
    await flush()
    expect(document.body.textContent).toContain('This spread could not be found')
  })
})
