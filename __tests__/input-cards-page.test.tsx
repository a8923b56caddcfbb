import { screen, within } from '@testing-library/dom'
import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { cardName } from '@tarot/content/card-names'
import type { readingEndpoints } from '@tarot/contracts/endpoints/readings'
import { readingPaths } from '@tarot/contracts/paths/readings'
import type { ReadingView } from '@tarot/contracts/readings'
import { CARD_IDS } from '@tarot/core/deck'
import InputCardsPage from '@/pagesThird/third/input_cards'
import { useInputDraft } from '@/features/input-cards/stores/draft'
import { currentLanguage, initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { useAskFlow } from '@/stores/ask-flow'
import { useSession } from '@/stores/session'
import { type Reply, type StubServer, stubServer } from './support/stub-server'

initI18n('en')

const QUESTION = 'What should I focus on at work?'
const ok = (() => Promise.resolve({ errMsg: 'ok' })) as never
/** A position's label, in English or Chinese: "Position 2 · Choice B". */
const POSITION_LABEL = /^(Position|位置) \d+ ·/

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
  let server: StubServer
  let toast: jest.SpyInstance
  let redirect: jest.SpyInstance
  /** Lets promises settle and the web components draw. */
  const flush = async () => {
    for (let i = 0; i < 6; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
    await testUtils.act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
  }
  const text = () => document.body.textContent ?? ''
  const tap = async (element: HTMLElement) => {
    testUtils.fireEvent.click(element)
    await flush()
  }
  /**
   * The spread's positions, each found by its label ("Position 2 · …"). The row is the element the page scrolls to
   * (its `#input-position-n` anchor): Taro's View writes `ariaRole` as `aria-role`, so no role marks it for Testing Library.
   */
  const rows = () => screen.queryAllByText(POSITION_LABEL).map((label) => label.closest('[id^="input-position-"]') as HTMLElement)
  const row = (position: number) => rows()[position]!
  const cardNames = () => new Set(CARD_IDS.map((id) => cardName(id, currentLanguage())))
  /** The card a position shows, or its invitation to choose one. */
  const cardIn = (position: number) => {
    const names = cardNames()
    return within(row(position)).getByText((content) => names.has(content) || content === 'Tap to choose the card').textContent
  }
  /** The orientation a position has checked, as a screen reader reads it (aria-checked). */
  const orientationOf = (position: number) =>
    within(row(position))
      .getAllByText(/^(Upright|Reversed|正位|逆位)$/)
      .filter((label) => label.parentElement!.getAttribute('aria-checked') === 'true')
      .map((label) => label.textContent)
  /** The open picker: the sheet around its search field (labelled). */
  const picker = () => screen.queryByLabelText(/^(Search by card name|按牌名搜索)$/)?.parentElement ?? null
  /** The cards the picker offers, by the names it shows. */
  const pickerCards = () => {
    const names = cardNames()
    return within(picker()!).queryAllByText((content) => names.has(content))
  }

  async function openPicker(position: number) {
    await tap(within(row(position)).getByText(POSITION_LABEL))
  }
  async function chooseCard(name: string) {
    const card = pickerCards().find((c) => c.textContent === name)
    if (!card) throw new Error(`${name} is not in the picker`)
    await tap(card)
  }
  async function search(query: string) {
    let input: HTMLInputElement | null = null
    for (let i = 0; !input && i < 50; i += 1) {
      await flush()
      input = picker() ? (within(picker()!).queryByRole('searchbox') as HTMLInputElement | null) : null
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
  const submit = () => tap(screen.getByText('Read these cards'))
  /** What the app sent to create the reading, request by request. */
  const creates = () => server.callsTo(readingPaths.physical).map((call) => call.data)
  const saves = () => server.callsTo(readingPaths.save).map((call) => call.params.id)
  /** The server's answers to creating the reading: each in turn, then the reading made of the cards sent. */
  const answerCreates = (...replies: Reply<ReadingView>[]) => {
    let n = 0
    server.handle<typeof readingEndpoints>(readingPaths, {
      physical: ({ data }) => replies[(n += 1) - 1] ?? { data: physical(data?.cards as never) },
    })
  }
  const answerSaves = (...replies: Reply<ReadingView>[]) => {
    let n = 0
    server.handle<typeof readingEndpoints>(readingPaths, {
      save: () => replies[(n += 1) - 1] ?? { data: { ...physical([]), status: 'saved' } },
    })
  }

  beforeEach(async () => {
    jest.restoreAllMocks()
    server = stubServer()
    answerCreates()
    answerSaves()
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
    expect(screen.getByText('Back to the home page')).toBeTruthy()
    expect(rows()).toHaveLength(0)
  })

  it('lists every position of the spread with its meaning, and upright chosen by default', async () => {
    await testUtils.mount(InputCardsPage)
    await flush()
    expect(text()).toContain(QUESTION)
    expect(text()).toContain('Choice and Consequence')
    expect(rows()).toHaveLength(3)
    for (const position of [0, 1, 2]) expect(orientationOf(position)).toEqual(['Upright'])
  })

  it('refuses a card already placed in another position, and changes nothing', async () => {
    await testUtils.mount(InputCardsPage)
    await flush()
    await openPicker(0)
    expect(pickerCards()).toHaveLength(78)
    expect(text()).toContain('Major Arcana')
    expect(text()).toContain('Pentacles')
    await chooseCard('The Fool')
    expect(picker()).toBeNull()
    expect(cardIn(0)).toBe('The Fool')
    await openPicker(1)
    await chooseCard('The Fool')
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Cannot Select Repeatedly' }))
    expect(picker()).not.toBeNull()
    expect(cardIn(1)).toBe('Tap to choose the card')
    expect(cardIn(0)).toBe('The Fool')
  })

  it('refuses to submit with an empty position and marks the first one', async () => {
    await testUtils.mount(InputCardsPage)
    await flush()
    await openPicker(0)
    await chooseCard('The Fool')
    await submit()
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Please select a card for all positions' }))
    // The mark is the row's outline: its modifier class is the styling asserted (no text or state says it).
    expect(rows().map((r) => r.classList.contains('input__position--missing'))).toEqual([false, true, false])
    expect(Taro.pageScrollTo).toHaveBeenCalledWith(expect.objectContaining({ selector: '#input-position-1' }))
    expect(creates()).toHaveLength(0)
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
    expect(pickerCards().map((c) => c.textContent)).toEqual(['愚人'])
  })

  it('sends the cards with their orientation; a failed create says so and Retry sends the same request; then saves and opens the reading', async () => {
    useSession.setState({ token: 'user', time: Date.now() })
    answerCreates({ fail: 'timeout' })
    await testUtils.mount(InputCardsPage)
    await flush()
    await fillAll()
    await tap(within(row(1)).getByText('Reversed'))
    expect(orientationOf(1)).toEqual(['Reversed'])
    await submit()
    const cards = [
      { id: 'Major00', orientation: 'upright' },
      { id: 'Cups03', orientation: 'reversed' },
      { id: 'Swords13', orientation: 'upright' },
    ]
    expect(creates()).toEqual([{ spreadId: 'cnc', question: QUESTION, cards, clientKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) }])
    expect(text()).toContain('Failed to save result')
    expect(saves()).toHaveLength(0)
    await tap(screen.getByText('Retry'))
    expect(creates()).toHaveLength(2)
    expect(creates()[1]).toEqual(creates()[0])
    expect(saves()).toEqual(['p1'])
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/tarot/tarot_read?id=p1' })
    expect(useAskFlow.getState().readingId).toBe('p1')
  })

  it('retries a failed save with the same reading, without creating another', async () => {
    useSession.setState({ token: 'user', time: Date.now() })
    answerSaves({ code: 500000, message: 'An unknown error occurred on the server, please try again later', status: 500 })
    await testUtils.mount(InputCardsPage)
    await flush()
    await fillAll()
    await submit()
    expect(text()).toContain('Failed to save result')
    await tap(screen.getByText('Retry'))
    expect(creates()).toHaveLength(1)
    expect(saves()).toEqual(['p1', 'p1'])
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/tarot/tarot_read?id=p1' })
  })

  it('lets a guest go on to the reading without saving, noting that sign-in keeps readings', async () => {
    await testUtils.mount(InputCardsPage)
    await flush()
    expect(text()).toContain('Sign in to keep readings in your history')
    await fillAll()
    await submit()
    expect(creates()).toHaveLength(1)
    expect(saves()).toHaveLength(0)
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/tarot/tarot_read?id=p1' })
  })
})
