import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import type { ReadingView } from '@tarot/contracts/readings'
import { commitmentOf, drawCards } from '@tarot/core/draw'
import DrawCardsPage from '@/pagesThird/third/draw_cards'
import { getReading, keepPicks, pickCards, saveReading, startDraw } from '@/lib/api/readings'
import { ApiError } from '@/lib/http/client'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { useAskFlow } from '@/stores/ask-flow'
import { useSession } from '@/stores/session'

jest.mock('@/lib/api/readings', () => ({
  ...jest.requireActual('@/lib/api/readings'),
  startDraw: jest.fn(),
  pickCards: jest.fn(),
  getReading: jest.fn(),
  saveReading: jest.fn(),
  keepPicks: jest.fn(),
}))

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

const start = startDraw as jest.MockedFunction<typeof startDraw>
const pick = pickCards as jest.MockedFunction<typeof pickCards>
const save = saveReading as jest.MockedFunction<typeof saveReading>
const load = getReading as jest.MockedFunction<typeof getReading>
const keep = keepPicks as jest.MockedFunction<typeof keepPicks>
const ok = (() => Promise.resolve({ errMsg: 'ok' })) as never

describe('draw page', () => {
  let testUtils: TestUtils
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
  const fanCards = () => Array.from(document.querySelectorAll('.fan__card')) as HTMLElement[]

  beforeEach(async () => {
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] })
    jest.restoreAllMocks()
    start.mockReset().mockResolvedValue(sealed)
    pick.mockReset().mockImplementation(async (_id, picks) => revealed(picks))
    save.mockReset().mockImplementation(async (id) => ({ ...revealed([0, 1, 2]), id, status: 'saved' }))
    load.mockReset()
    keep.mockReset().mockImplementation(async (_id, picks) => ({ ...sealed, picks }))
    await setAppLanguage('en')
    jest.spyOn(Taro, 'showToast').mockImplementation(ok)
    useSession.setState({ token: '', uken: 'guest', time: 0 })
    useAskFlow.setState({ question: QUESTION, spreadId: 'cnc', mode: 'draw', drawKey: 'kdrawkey0001', readingId: null, opened: false, checkedAt: Date.now() })
    Current.router = { params: {}, path: '/pagesThird/third/draw_cards' } as never
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
    for (const i of indices) {
      testUtils.fireEvent.click(fanCards()[i]!)
      await flush()
    }
  }

  it('explains and offers the way home when there is no question to draw for', async () => {
    useAskFlow.setState({ question: '', spreadId: '', readingId: null, checkedAt: null })
    const tab = jest.spyOn(Taro, 'switchTab').mockImplementation(ok)
    await testUtils.mount(DrawCardsPage)
    await flush()
    expect(text()).toContain('No question to draw for')
    expect(start).not.toHaveBeenCalled()
    testUtils.fireEvent.click(document.querySelector('.flow-notice__home') as HTMLElement)
    await flush()
    expect(tab).toHaveBeenCalledWith({ url: '/pages/index/index' })
  })

  it('shows the question, the spread and the fairness seal before any card is picked', async () => {
    await testUtils.mount(DrawCardsPage)
    await flush()
    expect(start).toHaveBeenCalledWith('cnc', QUESTION, expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/))
    expect(text()).toContain(QUESTION)
    expect(text()).toContain('Choice and Consequence')
    const seal = document.querySelector('.draw__commitment') as HTMLElement
    expect(seal.textContent).toContain(COMMITMENT.slice(0, 16))
    expect(seal.textContent).not.toContain(COMMITMENT)
    expect(text()).toContain('Fixed before you pick and revealed after')
    expect(pick).not.toHaveBeenCalled()
    testUtils.fireEvent.click(seal)
    await flush()
    expect(seal.textContent).toContain(COMMITMENT)
    // The fan opens after the shuffle: 78 backs to pick from.
    expect(fanCards()).toHaveLength(0)
    await advance(1500)
    expect(fanCards()).toHaveLength(78)
    expect(document.querySelector('.draw__counter')?.textContent).toBe('0 / 3')
  })

  it('shows the spread’s positions under the fan as numbered, named places that fill in order as cards are picked', async () => {
    await openAndPick([])
    const places = () => Array.from(document.querySelectorAll('.pick-slot')) as HTMLElement[]
    expect(places().map((p) => p.querySelector('.pick-slot__name')?.textContent)).toEqual(["What's at Stake", 'The Choice', 'Where It Leads'])
    expect(places().map((p) => p.querySelector('.pick-slot__number')?.textContent)).toEqual(['1', '2', '3'])
    expect(places().filter((p) => p.querySelector('.pick-slot__card'))).toHaveLength(0)
    testUtils.fireEvent.click(fanCards()[12]!)
    await flush()
    // Place 1 holds a face-down card; places 2 and 3 are still empty.
    expect(places()[0]!.querySelector('.pick-slot__card')).not.toBeNull()
    expect(places()[0]!.getAttribute('aria-label')).toBe("Position 1, What's at Stake: card picked")
    expect(places()[1]!.querySelector('.pick-slot__card')).toBeNull()
    expect(places()[1]!.getAttribute('aria-label')).toBe('Position 2, The Choice: still to pick')
    expect(places()[2]!.querySelector('.pick-slot__card')).toBeNull()
    expect(document.querySelector('.draw__counter')?.textContent).toBe('1 / 3')
    testUtils.fireEvent.click(fanCards()[50]!)
    await flush()
    expect(places().filter((p) => p.querySelector('.pick-slot__card'))).toHaveLength(2)
  })

  it('takes as many distinct cards as the spread has positions, reveals them and turns them face up on the board', async () => {
    await openAndPick([10, 10, 40])
    expect(document.querySelector('.draw__counter')?.textContent).toBe('2 / 3')
    expect(document.querySelectorAll('.fan__slot--picked')).toHaveLength(2)
    expect(pick).not.toHaveBeenCalled()
    testUtils.fireEvent.click(fanCards()[70]!)
    await flush()
    expect(pick).toHaveBeenCalledTimes(1)
    expect(pick).toHaveBeenCalledWith('r1', [10, 40, 70])
    const { cards } = revealed([10, 40, 70])
    await advance(6000)
    const faces = Array.from(document.querySelectorAll('.draw__board .card-face--up'))
    expect(faces).toHaveLength(3)
    cards!.forEach((card, i) => {
      expect(faces[i]!.querySelector('img')?.getAttribute('src') ?? '').toContain(`/res/cards/${card.id}.png`)
      expect(faces[i]!.classList.contains('card-face--reversed')).toBe(card.orientation === 'reversed')
    })
    expect(document.querySelectorAll('.draw__result')).toHaveLength(3)
    expect(text()).toContain('The seed matches the seal')
    expect(document.querySelector('.draw__continue')).not.toBeNull()
  })

  it('lets a guest read without saving, with a note that sign-in keeps readings', async () => {
    const redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation(ok)
    const navigate = jest.spyOn(Taro, 'navigateTo').mockImplementation(ok)
    await openAndPick([1, 2, 3])
    await advance(6000)
    expect(text()).toContain('Sign in to keep readings in your history')
    testUtils.fireEvent.click(document.querySelector('.save__sign-in') as HTMLElement)
    await flush()
    expect(navigate).toHaveBeenCalledWith({ url: `/pagesApp/common/login?redirect=${encodeURIComponent('/pagesThird/third/draw_cards?id=r1')}` })
    const button = document.querySelector('.draw__continue') as HTMLElement
    expect(button.textContent).toBe('Read the cards')
    testUtils.fireEvent.click(button)
    await flush()
    expect(save).not.toHaveBeenCalled()
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/tarot/tarot_read?id=r1' })
    expect(useAskFlow.getState()).toMatchObject({ readingId: 'r1', opened: true })
    // On its way out the page keeps its cards rather than turning into "already drawn".
    expect(text()).not.toContain('These cards are already drawn')
    expect(document.querySelectorAll('.draw__board .card-face--up')).toHaveLength(3)
  })

  it('draws under the ask flow’s key and remembers the reading as soon as it is sealed', async () => {
    await testUtils.mount(DrawCardsPage)
    await flush()
    expect(start).toHaveBeenCalledWith('cnc', QUESTION, 'kdrawkey0001')
    expect(useAskFlow.getState()).toMatchObject({ readingId: 'r1', opened: false })
    // Sealed, the page stays on its fan rather than turning into a resumed reading.
    await advance(1500)
    expect(fanCards()).toHaveLength(78)
    expect(load).not.toHaveBeenCalled()
  })

  it('after a reload resumes the drawn reading from the server: the same seal and the same cards, no new draw', async () => {
    useAskFlow.setState({ readingId: 'r1' })
    const drawn = revealed([4, 44, 64])
    load.mockResolvedValue(drawn)
    await testUtils.mount(DrawCardsPage)
    await flush()
    expect(start).not.toHaveBeenCalled()
    expect(load).toHaveBeenCalledWith('r1')
    expect(document.querySelector('.draw__commitment')?.textContent).toContain(COMMITMENT.slice(0, 16))
    await advance(6000)
    const faces = Array.from(document.querySelectorAll('.draw__board .card-face--up'))
    expect(faces.map((f) => f.querySelector('img')?.getAttribute('src') ?? '')).toEqual(drawn.cards!.map((c) => expect.stringContaining(`/res/cards/${c.id}.png`)))
    expect(fanCards()).toHaveLength(0)
    expect(text()).toContain('These are the cards you drew for this question')
  })

  it('after a reload mid-draw opens the fan again under the same seal', async () => {
    useAskFlow.setState({ readingId: 'r1' })
    load.mockResolvedValue(sealed)
    await testUtils.mount(DrawCardsPage)
    await flush()
    expect(start).not.toHaveBeenCalled()
    expect(document.querySelector('.draw__commitment')?.textContent).toContain(COMMITMENT.slice(0, 16))
    expect(fanCards()).toHaveLength(78)
    for (const i of [2, 22, 42]) {
      testUtils.fireEvent.click(fanCards()[i]!)
      await flush()
    }
    expect(pick).toHaveBeenCalledWith('r1', [2, 22, 42])
  })

  it('keeps each pick before the last with the sealed draw, and a reload mid-draw shows them still picked, in their places, said so', async () => {
    await openAndPick([10, 40])
    expect(keep.mock.calls).toEqual([
      ['r1', [10]],
      ['r1', [10, 40]],
    ])
    testUtils.unmout()
    // The reload: the server's record holds the two picks.
    testUtils = new TestUtils()
    useAskFlow.setState({ readingId: 'r1' })
    load.mockResolvedValue({ ...sealed, picks: [10, 40] })
    await testUtils.mount(DrawCardsPage)
    await flush()
    expect(document.querySelector('.draw__counter')?.textContent).toBe('2 / 3')
    const slots = Array.from(document.querySelectorAll('.fan__slot'))
    expect(slots.flatMap((slot, i) => (slot.classList.contains('fan__slot--picked') ? [i] : []))).toEqual([10, 40])
    expect(document.querySelectorAll('.pick-slot--filled')).toHaveLength(2)
    expect(document.querySelector('.draw__kept')?.textContent).toBe('2 cards picked before are still in their places: carry on from there.')
    expect(useAskFlow.getState().picked).toBe(2)
    // A kept card is not taken again; the last pick goes on from the kept ones.
    testUtils.fireEvent.click(fanCards()[40]!)
    await flush()
    expect(pick).not.toHaveBeenCalled()
    testUtils.fireEvent.click(fanCards()[70]!)
    await flush()
    expect(pick).toHaveBeenCalledWith('r1', [10, 40, 70])
  })

  it('draws again on the same question only through the explicit new reading, under a new key', async () => {
    useAskFlow.setState({ readingId: 'r1' })
    load.mockResolvedValue(revealed([4, 44, 64]))
    start.mockResolvedValue({ ...sealed, id: 'r2' })
    await testUtils.mount(DrawCardsPage)
    await flush()
    await advance(6000)
    testUtils.fireEvent.click(document.querySelector('.draw__new-reading') as HTMLElement)
    await flush()
    expect(start).toHaveBeenCalledTimes(1)
    expect(start.mock.calls[0]![2]).not.toBe('kdrawkey0001')
    expect(useAskFlow.getState()).toMatchObject({ question: QUESTION, readingId: 'r2' })
    await advance(1500)
    expect(fanCards()).toHaveLength(78)
  })

  it('when the kept reading cannot be loaded, offers Retry and the explicit new reading', async () => {
    useAskFlow.setState({ readingId: 'gone' })
    load.mockRejectedValue(new ApiError('Not found', 'code', 404000))
    await testUtils.mount(DrawCardsPage)
    await flush()
    expect(start).not.toHaveBeenCalled()
    expect(text()).toContain('The deck could not be shuffled')
    testUtils.fireEvent.click(document.querySelector('.draw__new-reading') as HTMLElement)
    await flush()
    expect(start).toHaveBeenCalledTimes(1)
    expect(useAskFlow.getState().readingId).toBe('r1')
  })

  it('does not draw twice for a question whose cards were entered, and offers that reading', async () => {
    useAskFlow.setState({ readingId: 'r0', mode: 'input' })
    const redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation(ok)
    await testUtils.mount(DrawCardsPage)
    await flush()
    expect(text()).toContain('These cards are already drawn')
    expect(start).not.toHaveBeenCalled()
    testUtils.fireEvent.click(document.querySelector('.flow-notice__reading') as HTMLElement)
    await flush()
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/tarot/tarot_read?id=r0' })
  })

  it('saves for a signed-in user; a failed save says so and Retry saves the same reading', async () => {
    useSession.setState({ token: 'user', time: Date.now() })
    const redirect = jest.spyOn(Taro, 'redirectTo').mockImplementation(ok)
    save.mockRejectedValueOnce(new ApiError('An unknown error occurred on the server, please try again later', 'http', 500000))
    await openAndPick([5, 6, 7])
    await advance(6000)
    expect(text()).not.toContain('Sign in to keep readings')
    testUtils.fireEvent.click(document.querySelector('.draw__continue') as HTMLElement)
    await flush()
    expect(save).toHaveBeenCalledWith('r1')
    expect(text()).toContain('Failed to save result')
    expect(redirect).not.toHaveBeenCalled()
    testUtils.fireEvent.click(document.querySelector('.save__retry') as HTMLElement)
    await flush()
    expect(save).toHaveBeenCalledTimes(2)
    expect(save).toHaveBeenLastCalledWith('r1')
    expect(text()).not.toContain('Failed to save result')
    expect(redirect).toHaveBeenCalledWith({ url: '/pages/tarot/tarot_read?id=r1' })
  })

  it('retries a failed start with the same client key, and a failed reveal with the same picks', async () => {
    start.mockRejectedValueOnce(new ApiError('The request timed out, please check your network and try again', 'network'))
    await testUtils.mount(DrawCardsPage)
    await flush()
    expect(text()).toContain('The deck could not be shuffled')
    testUtils.fireEvent.click(document.querySelector('.draw__retry') as HTMLElement)
    await flush()
    expect(start).toHaveBeenCalledTimes(2)
    expect(start.mock.calls[1]![2]).toBe(start.mock.calls[0]![2])
    expect(document.querySelector('.draw__commitment')).not.toBeNull()

    pick.mockRejectedValueOnce(new ApiError('The request timed out, please check your network and try again', 'network'))
    load.mockResolvedValue(sealed)
    await advance(1500)
    for (const i of [3, 30, 60]) {
      testUtils.fireEvent.click(fanCards()[i]!)
      await flush()
    }
    expect(text()).toContain('The picked cards could not be revealed')
    testUtils.fireEvent.click(document.querySelector('.draw__retry') as HTMLElement)
    await flush()
    expect(pick).toHaveBeenCalledTimes(2)
    expect(pick).toHaveBeenLastCalledWith('r1', [3, 30, 60])
  })

  it('reopens a reading after sign-in (`?id=`) face up, ready to save', async () => {
    useSession.setState({ token: 'user', time: Date.now() })
    Current.router = { params: { id: 'r1' }, path: '/pagesThird/third/draw_cards' } as never
    load.mockResolvedValue(revealed([8, 9, 10]))
    jest.spyOn(Taro, 'redirectTo').mockImplementation(ok)
    await testUtils.mount(DrawCardsPage)
    await flush()
    expect(start).not.toHaveBeenCalled()
    expect(load).toHaveBeenCalledWith('r1')
    await advance(6000)
    expect(document.querySelectorAll('.draw__board .card-face--up')).toHaveLength(3)
    const button = document.querySelector('.draw__continue') as HTMLElement
    expect(button.textContent).toBe('Save and read')
    testUtils.fireEvent.click(button)
    await flush()
    expect(save).toHaveBeenCalledWith('r1')
  })
})
