import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { screen, within } from '@testing-library/dom'
import { cardName } from '@tarot/content/card-names'
import type { readingEndpoints } from '@tarot/contracts/endpoints/readings'
import { readingPaths } from '@tarot/contracts/paths/readings'
import type { ReadingView } from '@tarot/contracts/readings'
import { commitmentOf, drawCards } from '@tarot/core/draw'
import { localizeSpread, BUNDLED_CATALOGUE } from '@tarot/core/spreads'
import DrawCardsPage from '@/pagesThird/third/draw_cards'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { useAskFlow } from '@/stores/ask-flow'
import { useSession } from '@/stores/session'
import { type StubServer, inTurn, stubServer } from './support/stub-server'

// The fan's place on screen is read from the document, as on H5 (jsdom draws nothing: the page's estimate is used).
jest.mock('@/features/draw/components/measure-tops', () => jest.requireActual('@/features/draw/components/measure-tops.h5'))

initI18n('en')

const SEED = `${'5eed'.repeat(15)}c0de`
const COMMITMENT = commitmentOf(SEED)
const QUESTION = 'Will the new job suit me?'

const sealed: ReadingView = {
  id: 'r1',
  spreadId: 'cnc',
  question: QUESTION,
  language: 'en',
  mode: 'draw',
  status: 'drawing',
  commitment: COMMITMENT,
  serverSeed: null,
  clientSeed: null,
  picks: null,
  cards: null,
  positions: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
  savedAt: null,
}
/** The server's reveal: the cards the seed and the picks give. */
const revealed = (picks: number[]): ReadingView => {
  const drawn = drawCards({ serverSeed: SEED, picks })
  if (!drawn.ok) throw new Error(drawn.error)
  return { ...sealed, status: 'drawn', serverSeed: SEED, picks, cards: drawn.cards }
}

const ok = (() => Promise.resolve({ errMsg: 'ok' })) as never
const picksOf = (data: Record<string, unknown> | undefined) => (data?.picks ?? []) as number[]
const positions = localizeSpread(BUNDLED_CATALOGUE, 'cnc', 'en')!.positions

describe('draw page', () => {
  let testUtils: TestUtils
  let server: StubServer
  /** Lets promises settle and the web components draw a frame (frames run on real time; the page's own timers do not). */
  const flush = async () => {
    for (let i = 0; i < 3; i += 1) {
      for (let j = 0; j < 4; j += 1) await testUtils.act(() => Promise.resolve())
      await testUtils.act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())))
    }
  }
  const advance = async (ms: number) => {
    await testUtils.act(async () => {
      jest.advanceTimersByTime(ms)
    })
    await flush()
  }
  const text = () => document.body.textContent ?? ''
  const tap = async (element: HTMLElement) => {
    testUtils.fireEvent.click(element)
    await flush()
  }
  /** Taps what shows this text (Taro's H5 buttons have no role, so they are found by what they say). */
  const tapText = (name: string) => tap(screen.getByText(name))
  /** The fan's cards, as a screen reader names them. */
  const fanCards = () => screen.queryAllByLabelText(/^Card \d+ of the fan$/)
  /** The spread's places under the fan, as a screen reader names them: "Position 1, What's at Stake: still to pick". */
  const places = () => screen.queryAllByLabelText(/^Position \d+, /)
  const picked = () => places().filter((place) => place.getAttribute('aria-label')!.endsWith('card picked'))
  /** The fairness seal: the commitment, tapped to show it whole. */
  const seal = () => screen.getAllByLabelText('Tap to see it in full')[0]!
  /** A card face up on the board: its face named by its position and card, its image the card's art. */
  const faceOn = (position: number, card: { id: string }) => {
    const label = `${positions[position]!.name} ${cardName(card.id, 'en')}`
    const face = screen.getByLabelText(label)
    expect(screen.getByAltText(label).getAttribute('src')).toContain(`/res/cards/${card.id}.png`)
    return face
  }

  beforeEach(async () => {
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] })
    jest.restoreAllMocks()
    await setAppLanguage('en')
    jest.spyOn(Taro, 'showToast').mockImplementation(ok)
    useSession.setState({ token: '', uken: 'guest', time: 0 })
    useAskFlow.setState({ question: QUESTION, spreadId: 'cnc', mode: 'draw', drawKey: 'kdrawkey0001', readingId: null, opened: false, checkedAt: Date.now() })
    Current.router = { params: {}, path: '/pagesThird/third/draw_cards' } as never
    // The server seals a draw, reveals the cards the picks give, keeps picks so far, and saves.
    server = stubServer().handle<typeof readingEndpoints>(readingPaths, {
      draw: () => ({ data: sealed }),
      pick: ({ data }) => ({ data: revealed(picksOf(data)) }),
      keepPicks: ({ data }) => ({ data: { ...sealed, picks: picksOf(data) } }),
      save: ({ params }) => ({ data: { ...revealed([0, 1, 2]), id: params.id!, status: 'saved' } }),
    })
    testUtils = new TestUtils()
  })
  afterEach(() => {
    testUtils.unmout()
    jest.useRealTimers()
  })

  async function openAndPick(indices: number[]) {
    await testUtils.mount(DrawCardsPage)
    await flush()
    await advance(1500) // the shuffle
    for (const i of indices) await tap(fanCards()[i]!)
  }

  it('explains and offers the way home when there is no question to draw for', async () => {
    useAskFlow.setState({ question: '', spreadId: '', readingId: null, checkedAt: null })
    const tab = jest.spyOn(Taro, 'switchTab').mockImplementation(ok)
    await testUtils.mount(DrawCardsPage)
    await flush()
    expect(text()).toContain('No question to draw for')
    expect(server.callsTo(readingPaths.draw)).toHaveLength(0)
    await tapText('Back to the home page')
    expect(tab).toHaveBeenCalledWith({ url: '/pages/index/index' })
  })

  it('shows the question, the spread and the fairness seal before any card is picked', async () => {
    await testUtils.mount(DrawCardsPage)
    await flush()
    expect(server.callsTo(readingPaths.draw).map((call) => call.data)).toEqual([{ spreadId: 'cnc', question: QUESTION, clientKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/) }])
    expect(screen.getByText(QUESTION)).toBeTruthy()
    expect(screen.getByText('Choice and Consequence')).toBeTruthy()
    expect(seal().textContent).toContain(COMMITMENT.slice(0, 16))
    expect(screen.queryByText(COMMITMENT)).toBeNull()
    expect(text()).toContain('Fixed before you pick and revealed after')
    expect(server.callsTo(readingPaths.pick)).toHaveLength(0)
    await tap(seal())
    expect(screen.getByText(COMMITMENT)).toBeTruthy()
    // The fan opens after the shuffle: 78 backs to pick from.
    expect(fanCards()).toHaveLength(0)
    await advance(1500)
    expect(fanCards()).toHaveLength(78)
    expect(screen.getByText('0 / 3')).toBeTruthy()
  })

  it('shows the spread’s positions under the fan as numbered, named places that fill in order as cards are picked', async () => {
    await openAndPick([])
    expect(places().map((place) => place.getAttribute('aria-label'))).toEqual([
      "Position 1, What's at Stake: still to pick",
      'Position 2, The Choice: still to pick',
      'Position 3, Where It Leads: still to pick',
    ])
    // Each place shows its number and its name.
    places().forEach((place, i) => {
      expect(within(place).getByText(String(i + 1))).toBeTruthy()
      expect(within(place).getByText(positions[i]!.name)).toBeTruthy()
    })
    await tap(fanCards()[12]!)
    // Place 1 holds a face-down card; places 2 and 3 are still empty.
    expect(places().map((place) => place.getAttribute('aria-label'))).toEqual([
      "Position 1, What's at Stake: card picked",
      'Position 2, The Choice: still to pick',
      'Position 3, Where It Leads: still to pick',
    ])
    expect(screen.getByText('1 / 3')).toBeTruthy()
    await tap(fanCards()[50]!)
    expect(picked()).toHaveLength(2)
  })

  it('takes as many distinct cards as the spread has positions, reveals them and turns them face up on the board', async () => {
    await openAndPick([10, 10, 40])
    expect(screen.getByText('2 / 3')).toBeTruthy()
    expect(picked()).toHaveLength(2)
    expect(server.callsTo(readingPaths.pick)).toHaveLength(0)
    await tap(fanCards()[70]!)
    expect(server.callsTo(readingPaths.pick).map(({ params, data }) => ({ params, data }))).toEqual([{ params: { id: 'r1' }, data: { picks: [10, 40, 70] } }])
    const { cards } = revealed([10, 40, 70])
    await advance(6000)
    cards!.forEach((card, i) => {
      const face = faceOn(i, card)
      // A reversed card is drawn upside down: that styling is the thing shown, with no other sign on the face itself.
      expect(face.classList.contains('card-face--reversed')).toBe(card.orientation === 'reversed')
      // The list under the board names each card.
      expect(screen.getByText(cardName(card.id, 'en'))).toBeTruthy()
    })
    expect(screen.queryAllByText('Reversed')).toHaveLength(cards!.filter((card) => card.orientation === 'reversed').length)
    expect(screen.queryAllByText('Upright')).toHaveLength(cards!.filter((card) => card.orientation === 'upright').length)
    expect(text()).toContain('The seed matches the seal')
    expect(screen.getByText('Read the cards')).toBeTruthy()
  })

  it('lets a guest read without saving, with a note that sign-in keeps readings', async () => {
    const redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation(ok)
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation(ok)
    await openAndPick([1, 2, 3])
    await advance(6000)
    expect(text()).toContain('Sign in to keep readings in your history')
    await tapText('Sign in ›')
    expect(navigate).toHaveBeenCalledWith({ url: `/pagesApp/common/login?redirect=${encodeURIComponent('/pagesThird/third/draw_cards?id=r1')}` })
    await tapText('Read the cards')
    expect(server.callsTo(readingPaths.save)).toHaveLength(0)
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/tarot/tarot_read?id=r1' })
    expect(useAskFlow.getState()).toMatchObject({ readingId: 'r1', opened: true })
    // On its way out the page keeps its cards rather than turning into "already drawn".
    expect(text()).not.toContain('These cards are already drawn')
    revealed([1, 2, 3]).cards!.forEach((card, i) => faceOn(i, card))
  })

  it('draws under the ask flow’s key and remembers the reading as soon as it is sealed', async () => {
    await testUtils.mount(DrawCardsPage)
    await flush()
    expect(server.callsTo(readingPaths.draw).map((call) => call.data?.clientKey)).toEqual(['kdrawkey0001'])
    expect(useAskFlow.getState()).toMatchObject({ readingId: 'r1', opened: false })
    // Sealed, the page stays on its fan rather than turning into a resumed reading.
    await advance(1500)
    expect(fanCards()).toHaveLength(78)
    expect(server.callsTo(readingPaths.get)).toHaveLength(0)
  })

  it('after a reload resumes the drawn reading from the server: the same seal and the same cards, no new draw', async () => {
    useAskFlow.setState({ readingId: 'r1' })
    const drawn = revealed([4, 44, 64])
    server.handle<typeof readingEndpoints>(readingPaths, { get: () => ({ data: drawn }) })
    await testUtils.mount(DrawCardsPage)
    await flush()
    expect(server.callsTo(readingPaths.draw)).toHaveLength(0)
    expect(server.callsTo(readingPaths.get).map((call) => call.params)).toEqual([{ id: 'r1' }])
    expect(seal().textContent).toContain(COMMITMENT.slice(0, 16))
    await advance(6000)
    drawn.cards!.forEach((card, i) => faceOn(i, card))
    expect(fanCards()).toHaveLength(0)
    expect(text()).toContain('These are the cards you drew for this question')
  })

  it('after a reload mid-draw opens the fan again under the same seal', async () => {
    useAskFlow.setState({ readingId: 'r1' })
    server.handle<typeof readingEndpoints>(readingPaths, { get: () => ({ data: sealed }) })
    await testUtils.mount(DrawCardsPage)
    await flush()
    expect(server.callsTo(readingPaths.draw)).toHaveLength(0)
    expect(seal().textContent).toContain(COMMITMENT.slice(0, 16))
    expect(fanCards()).toHaveLength(78)
    for (const i of [2, 22, 42]) await tap(fanCards()[i]!)
    expect(server.callsTo(readingPaths.pick).map(({ params, data }) => ({ params, data }))).toEqual([{ params: { id: 'r1' }, data: { picks: [2, 22, 42] } }])
  })

  it('keeps each pick before the last with the sealed draw, and a reload mid-draw shows them still picked, in their places, said so', async () => {
    await openAndPick([10, 40])
    expect(server.callsTo(readingPaths.keepPicks).map(({ params, data }) => ({ params, data }))).toEqual([
      { params: { id: 'r1' }, data: { picks: [10] } },
      { params: { id: 'r1' }, data: { picks: [10, 40] } },
    ])
    testUtils.unmout()
    // The reload: the server's record holds the two picks.
    testUtils = new TestUtils()
    useAskFlow.setState({ readingId: 'r1' })
    server.handle<typeof readingEndpoints>(readingPaths, { get: () => ({ data: { ...sealed, picks: [10, 40] } }) })
    await testUtils.mount(DrawCardsPage)
    await flush()
    expect(screen.getByText('2 / 3')).toBeTruthy()
    // A picked card is drawn lifted out of the fan: that styling is how the fan shows it (its tap strip says nothing of it).
    const slots = Array.from(document.querySelectorAll('.fan__slot'))
    expect(slots.flatMap((slot, i) => (slot.classList.contains('fan__slot--picked') ? [i] : []))).toEqual([10, 40])
    expect(picked()).toHaveLength(2)
    expect(screen.getByText('2 cards picked before are still in their places: carry on from there.')).toBeTruthy()
    expect(useAskFlow.getState().picked).toBe(2)
    // A kept card is not taken again; the last pick goes on from the kept ones.
    await tap(fanCards()[40]!)
    expect(server.callsTo(readingPaths.pick)).toHaveLength(0)
    await tap(fanCards()[70]!)
    expect(server.callsTo(readingPaths.pick).map((call) => call.data)).toEqual([{ picks: [10, 40, 70] }])
  })

  it('draws again on the same question only through the explicit new reading, under a new key', async () => {
    useAskFlow.setState({ readingId: 'r1' })
    server.handle<typeof readingEndpoints>(readingPaths, { get: () => ({ data: revealed([4, 44, 64]) }), draw: () => ({ data: { ...sealed, id: 'r2' } }) })
    await testUtils.mount(DrawCardsPage)
    await flush()
    await advance(6000)
    await tapText('New reading with new cards')
    const draws = server.callsTo(readingPaths.draw)
    expect(draws).toHaveLength(1)
    expect(draws[0]!.data?.clientKey).not.toBe('kdrawkey0001')
    expect(useAskFlow.getState()).toMatchObject({ question: QUESTION, readingId: 'r2' })
    await advance(1500)
    expect(fanCards()).toHaveLength(78)
  })

  it('when the kept reading cannot be loaded, offers Retry and the explicit new reading', async () => {
    useAskFlow.setState({ readingId: 'gone' })
    server.handle<typeof readingEndpoints>(readingPaths, { get: () => ({ code: 404000, message: 'Not found', status: 404 }) })
    await testUtils.mount(DrawCardsPage)
    await flush()
    expect(server.callsTo(readingPaths.draw)).toHaveLength(0)
    expect(text()).toContain('The deck could not be shuffled')
    expect(screen.getByText('Retry')).toBeTruthy()
    await tapText('New reading with new cards')
    expect(server.callsTo(readingPaths.draw)).toHaveLength(1)
    expect(useAskFlow.getState().readingId).toBe('r1')
  })

  it('does not draw twice for a question whose cards were entered, and offers that reading', async () => {
    useAskFlow.setState({ readingId: 'r0', mode: 'input' })
    const redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation(ok)
    await testUtils.mount(DrawCardsPage)
    await flush()
    expect(text()).toContain('These cards are already drawn')
    expect(server.callsTo(readingPaths.draw)).toHaveLength(0)
    await tapText('Open the reading')
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/tarot/tarot_read?id=r0' })
  })

  it('saves for a signed-in user; a failed save says so and Retry saves the same reading', async () => {
    useSession.setState({ token: 'user', time: Date.now() })
    const redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation(ok)
    server.handle<typeof readingEndpoints>(readingPaths, {
      save: inTurn({ code: 500000, message: 'An unknown error occurred on the server, please try again later', status: 500 }, { data: { ...revealed([5, 6, 7]), status: 'saved' } }),
    })
    await openAndPick([5, 6, 7])
    await advance(6000)
    expect(text()).not.toContain('Sign in to keep readings')
    await tapText('Save and read')
    expect(server.callsTo(readingPaths.save)).toEqual([expect.objectContaining({ params: { id: 'r1' }, token: 'user' })])
    expect(text()).toContain('Failed to save result')
    expect(redirect).not.toHaveBeenCalled()
    await tapText('Retry')
    expect(server.callsTo(readingPaths.save).map((call) => call.params)).toEqual([{ id: 'r1' }, { id: 'r1' }])
    expect(text()).not.toContain('Failed to save result')
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/tarot/tarot_read?id=r1' })
  })

  it('retries a failed start with the same client key, and a failed reveal with the same picks', async () => {
    server.handle<typeof readingEndpoints>(readingPaths, { draw: inTurn({ fail: 'timeout' }, { data: sealed }) })
    await testUtils.mount(DrawCardsPage)
    await flush()
    expect(text()).toContain('The deck could not be shuffled')
    await tapText('Retry')
    const keys = server.callsTo(readingPaths.draw).map((call) => call.data?.clientKey)
    expect(keys).toHaveLength(2)
    expect(keys[1]).toBe(keys[0])
    expect(seal()).toBeTruthy()

    server.handle<typeof readingEndpoints>(readingPaths, {
      pick: inTurn<{ fail: string } | { data: ReadingView }>({ fail: 'timeout' }, { data: revealed([3, 30, 60]) }),
      get: () => ({ data: sealed }),
    })
    await advance(1500)
    for (const i of [3, 30, 60]) await tap(fanCards()[i]!)
    expect(text()).toContain('The picked cards could not be revealed')
    await tapText('Retry')
    expect(server.callsTo(readingPaths.pick).map((call) => call.data)).toEqual([{ picks: [3, 30, 60] }, { picks: [3, 30, 60] }])
  })

  it('reopens a reading after sign-in (`?id=`) face up, ready to save', async () => {
    useSession.setState({ token: 'user', time: Date.now() })
    Current.router = { params: { id: 'r1' }, path: '/pagesThird/third/draw_cards' } as never
    const drawn = revealed([8, 9, 10])
    server.handle<typeof readingEndpoints>(readingPaths, { get: () => ({ data: drawn }) })
    jest.spyOn(Taro, 'redirectTo').mockImplementation(ok)
    await testUtils.mount(DrawCardsPage)
    await flush()
    expect(server.callsTo(readingPaths.draw)).toHaveLength(0)
    expect(server.callsTo(readingPaths.get).map((call) => call.params)).toEqual([{ id: 'r1' }])
    await advance(6000)
    drawn.cards!.forEach((card, i) => faceOn(i, card))
    await tapText('Save and read')
    expect(server.callsTo(readingPaths.save).map((call) => call.params)).toEqual([{ id: 'r1' }])
  })
})
