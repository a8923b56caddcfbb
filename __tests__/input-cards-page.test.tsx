import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import type { ReadingView } from '@tarot/contracts/readings'
import InputCardsPage from '@/pagesThird/third/input_cards'
import { useInputDraft } from '@/features/input-cards/stores/draft'
import { createPhysical, saveReading } from '@/lib/api/readings'
import { ApiError } from '@/lib/http/client'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { useAskFlow } from '@/stores/ask-flow'
import { useSession } from '@/stores/session'

jest.mock('@/lib/api/readings', () => ({
  ...jest.requireActual('@/lib/api/readings'),
  createPhysical: jest.fn(),
  saveReading: jest.fn(),
}))

initI18n('en')

const QUESTION = 'What should I focus on at work?'
const create = createPhysical as jest.MockedFunction<typeof createPhysical>
const save = saveReading as jest.MockedFunction<typeof saveReading>
const ok = (() => Promise.resolve({ errMsg: 'ok' })) as never

const physical = (cards: { id: string | null; orientation: 'upright' | 'reversed' | null }[]): ReadingView => ({
  id: 'p1',
  spreadId: 'cnc',
  question: QUESTION,
  language: 'en',
  mode: 'physical',
  status: 'drawn',
  commitment: null,
  serverSeed: null,
  clientSeed: null,
  picks: null,
  cards: cards.map((c) => ({ id: c.id!, orientation: c.orientation! })),
  positions: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
  savedAt: null,
})

describe('input cards page', () => {
  let testUtils: TestUtils
  let toast: jest.SpyInstance
  let redirect: jest.SpyInstance
  /** Lets promises settle and the web components draw. */
  const flush = async () => {
    for (let i = 0; i < 6; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
    await testUtils.act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
  }
  const text = () => document.body.textContent ?? ''
  const rows = () => Array.from(document.querySelectorAll('.input__position')) as HTMLElement[]
  const pickerCards = () => Array.from(document.querySelectorAll('.picker__card')) as HTMLElement[]

  async function openPicker(position: number) {
    testUtils.fireEvent.click(rows()[position]!.querySelector('.input__pick') as HTMLElement)
    await flush()
  }
  async function chooseCard(name: string) {
    const card = pickerCards().find((c) => c.querySelector('.picker__name')?.textContent === name)
    if (!card) throw new Error(`${name} is not in the picker`)
    testUtils.fireEvent.click(card)
    await flush()
  }
  async function search(query: string) {
    let input = document.querySelector('.picker__search input') as HTMLInputElement | null
    for (let i = 0; !input && i < 50; i += 1) {
      await flush()
      input = document.querySelector('.picker__search input')
    }
    if (!input) throw new Error('the search field did not render')
    input.value = query
    testUtils.fireEvent.input(input)
    await flush()
  }
  async function fillAll() {
    const names = ['The Fool', 'Three of Cups', 'Queen of Swords']
    for (const [i, name] of names.entries()) {
      await openPicker(i)
      await chooseCard(name)
    }
  }

  beforeEach(async () => {
    jest.restoreAllMocks()
    create.mockReset().mockImplementation(async (_spread, _question, cards) => physical(cards))
    save.mockReset().mockImplementation(async () => ({ ...physical([]), status: 'saved' }))
    await setAppLanguage('en')
    toast = jest.spyOn(Taro, 'showToast').mockImplementation(ok)
    redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation(ok)
    jest.spyOn(Taro, 'pageScrollTo').mockImplementation(ok)
    useSession.setState({ token: '', uken: 'guest', time: 0 })
    useAskFlow.setState({ question: QUESTION, spreadId: 'cnc', readingId: null, checkedAt: Date.now() })
    useInputDraft.setState({ key: '', choices: [] })
    Current.router = { params: {}, path: '/pagesThird/third/input_cards' } as never
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  it('explains and offers the way home when there is no question', async () => {
    useAskFlow.setState({ question: '', spreadId: '', readingId: null, checkedAt: null })
    await testUtils.mount(InputCardsPage)
    await flush()
    expect(text()).toContain('No question to draw for')
    expect(document.querySelector('.flow-notice__home')).not.toBeNull()
    expect(rows()).toHaveLength(0)
  })

  it('lists every position of the spread with its meaning, and upright chosen by default', async () => {
    await testUtils.mount(InputCardsPage)
    await flush()
    expect(text()).toContain(QUESTION)
    expect(text()).toContain('Choice and Consequence')
    expect(rows()).toHaveLength(3)
    for (const row of rows()) {
      expect(row.querySelector('.input__orientation-option--active')?.textContent).toBe('Upright')
    }
  })

  it('refuses a card already placed in another position, and changes nothing', async () => {
    await testUtils.mount(InputCardsPage)
    await flush()
    await openPicker(0)
    expect(pickerCards()).toHaveLength(78)
    expect(text()).toContain('Major Arcana')
    expect(text()).toContain('Pentacles')
    await chooseCard('The Fool')
    expect(document.querySelector('.picker')).toBeNull()
    expect(rows()[0]!.querySelector('.input__card-name')?.textContent).toBe('The Fool')
    await openPicker(1)
    await chooseCard('The Fool')
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Cannot Select Repeatedly' }))
    expect(document.querySelector('.picker')).not.toBeNull()
    expect(rows()[1]!.querySelector('.input__card-name')?.textContent).toBe('Tap to choose the card')
    expect(rows()[0]!.querySelector('.input__card-name')?.textContent).toBe('The Fool')
  })

  it('refuses to submit with an empty position and marks the first one', async () => {
    await testUtils.mount(InputCardsPage)
    await flush()
    await openPicker(0)
    await chooseCard('The Fool')
    testUtils.fireEvent.click(document.querySelector('.input__submit') as HTMLElement)
    await flush()
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Please select a card for all positions' }))
    expect(rows().map((r) => r.classList.contains('input__position--missing'))).toEqual([false, true, false])
    expect(create).not.toHaveBeenCalled()
  })

  it('searches the cards by name in the current language, and by the English name', async () => {
    await testUtils.mount(InputCardsPage)
    await flush()
    await openPicker(0)
    await search('cups')
    expect(pickerCards()).toHaveLength(14)
    expect(pickerCards().every((c) => c.textContent?.includes('Cups'))).toBe(true)
    await search('nothing at all')
    expect(pickerCards()).toHaveLength(0)
    expect(text()).toContain('No card matches')

    testUtils.unmout()
    await setAppLanguage('zh-Hans')
    testUtils = new TestUtils()
    await testUtils.mount(InputCardsPage)
    await flush()
    await openPicker(0)
    await search('圣杯')
    expect(pickerCards()).toHaveLength(14)
    expect(text()).toContain('圣杯王牌')
    await search('fool')
    expect(pickerCards().map((c) => c.querySelector('.picker__name')?.textContent)).toEqual(['愚人'])
  })

  it('sends the cards with their orientation; a failed create says so and Retry sends the same request; then saves and opens the reading', async () => {
    useSession.setState({ token: 'user', time: Date.now() })
    create.mockRejectedValueOnce(new ApiError('The request timed out, please check your network and try again', 'network'))
    await testUtils.mount(InputCardsPage)
    await flush()
    await fillAll()
    testUtils.fireEvent.click(rows()[1]!.querySelector('.input__orientation-option--reversed') as HTMLElement)
    await flush()
    expect(rows()[1]!.querySelector('.input__orientation-option--active')?.textContent).toBe('Reversed')
    testUtils.fireEvent.click(document.querySelector('.input__submit') as HTMLElement)
    await flush()
    const cards = [
      { id: 'Major00', orientation: 'upright' },
      { id: 'Cups03', orientation: 'reversed' },
      { id: 'Swords13', orientation: 'upright' },
    ]
    expect(create).toHaveBeenCalledWith('cnc', QUESTION, cards, expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/))
    expect(text()).toContain('Failed to save result')
    expect(save).not.toHaveBeenCalled()
    testUtils.fireEvent.click(document.querySelector('.save__retry') as HTMLElement)
    await flush()
    expect(create).toHaveBeenCalledTimes(2)
    expect(create.mock.calls[1]).toEqual(create.mock.calls[0])
    expect(save).toHaveBeenCalledWith('p1')
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/tarot/tarot_read?id=p1' })
    expect(useAskFlow.getState().readingId).toBe('p1')
  })

  it('retries a failed save with the same reading, without creating another', async () => {
    useSession.setState({ token: 'user', time: Date.now() })
    save.mockRejectedValueOnce(new ApiError('An unknown error occurred on the server, please try again later', 'http', 500000))
    await testUtils.mount(InputCardsPage)
    await flush()
    await fillAll()
    testUtils.fireEvent.click(document.querySelector('.input__submit') as HTMLElement)
    await flush()
    expect(text()).toContain('Failed to save result')
    testUtils.fireEvent.click(document.querySelector('.save__retry') as HTMLElement)
    await flush()
    expect(create).toHaveBeenCalledTimes(1)
    expect(save.mock.calls).toEqual([['p1'], ['p1']])
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/tarot/tarot_read?id=p1' })
  })

  it('lets a guest go on to the reading without saving, noting that sign-in keeps readings', async () => {
    await testUtils.mount(InputCardsPage)
    await flush()
    expect(text()).toContain('Sign in to keep readings in your history')
    await fillAll()
    testUtils.fireEvent.click(document.querySelector('.input__submit') as HTMLElement)
    await flush()
    expect(create).toHaveBeenCalledTimes(1)
    expect(save).not.toHaveBeenCalled()
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/tarot/tarot_read?id=p1' })
  })
})
