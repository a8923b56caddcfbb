import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import type { ReadingView } from '@tarot/contracts/readings'
import { CARD_IDS } from '@tarot/core/deck'
import { commitmentOf, drawCards, seedFromBytes } from '@tarot/core/draw'
import { localizeSpread, BUNDLED_CATALOGUE } from '@tarot/core/spreads'
import * as readings from '@/lib/api/readings'
import type { AiStreamHandlers, AiStreamResult } from '@/lib/stream/ai-stream'
import { ApiError } from '@/lib/http/client'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import TarotReadPage from '@/pages/tarot/tarot_read'
import { useSession } from '@/stores/session'
import { answerDialogs } from './support/dialogs'

jest.mock('@/lib/api/readings', () => ({
  getReading: jest.fn(),
  getInterpretation: jest.fn(),
  fetchQuota: jest.fn(),
  streamInterpretation: jest.fn(),
  saveReading: jest.fn(),
}))
const api = readings as jest.Mocked<typeof readings>

initI18n('en')
// jsdom has no IntersectionObserver; Taro's lazily loaded <Image> asks for one.
globalThis.IntersectionObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof IntersectionObserver

const seed = seedFromBytes(Uint8Array.from({ length: 32 }, (_, i) => (i * 13 + 5) % 256))
const picks = [7, 30, 66]
const drawn = drawCards({ serverSeed: seed, picks })
if (!drawn.ok) throw new Error('fixture draw failed')

/** A drawn three-card "Choice and Consequence" reading, made with the core's real draw. */
function reading(over: Partial<ReadingView> = {}): ReadingView {
  return {
    id: 'r1',
    spreadId: 'cnc',
    question: 'Should I take the new job?',
    language: 'en',
    mode: 'draw',
    status: 'drawn',
    commitment: commitmentOf(seed),
    serverSeed: seed,
    clientSeed: '',
    picks,
    cards: drawn.ok ? drawn.cards : [],
    positions: 3,
    createdAt: '2026-11-20T10:00:00.000Z',
    savedAt: null,
    ...over,
  }
}
const quota = (over: Partial<Awaited<ReturnType<typeof readings.fetchQuota>>> = {}) => ({
  vip: false,
  energy: 0,
  freeLeft: 2,
  freeLimit: 3,
  proReadingCost: 10,
  chatFreePerReading: 3,
  chatCost: 2,
  writer: 'offline' as const,
  ...over,
})
const notStored = () => new ApiError('Not found', 'code', 404000)
const cardFile = (id: string) => ({
  id,
  name: `Name of ${id}`,
  arcana: 'minor',
  keywords: { upright: ['joy', 'union'], reversed: ['imbalance', 'tension'] },
  upright: `Upright meaning of ${id}.`,
  reversed: `Reversed meaning of ${id}.`,
  love: { upright: 'Love up.', reversed: 'Love reversed text.' },
})

describe('reading page', () => {
  let testUtils: TestUtils
  const flush = async () => {
    for (let i = 0; i < 6; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  const wait = (ms: number) => testUtils.act(() => new Promise((r) => setTimeout(r, ms)))
  /** Time passing for a reader, in small steps so each revealed piece reaches the screen. */
  const readFor = async (ms: number) => {
    for (let passed = 0; passed < ms; passed += 100) await wait(100)
  }
  const text = () => document.body.textContent ?? ''
  const click = async (selector: string, index = 0) => {
    const element = document.querySelectorAll(selector)[index] as HTMLElement | undefined
    if (!element) throw new Error(`nothing matches ${selector}`)
    testUtils.fireEvent.click(element)
    await flush()
  }

  beforeEach(async () => {
    jest.resetAllMocks()
    jest.restoreAllMocks()
    await setAppLanguage('en')
    Current.router = { params: { id: 'r1' }, path: '/pages/tarot/tarot_read' } as never
    jest.spyOn(Taro, 'pageScrollTo').mockResolvedValue({ errMsg: 'ok' } as never)
    // Where the streaming text ends: 2000 px down a page scrolled by 100.
    const query = {
      select: () => ({ boundingClientRect: () => query }),
      selectViewport: () => ({ scrollOffset: () => query }),
      exec: (done: (res: unknown[]) => void) => done([{ bottom: 2000 }, { scrollTop: 100 }]),
    }
    jest.spyOn(Taro, 'createSelectorQuery').mockReturnValue(query as never)
    jest.spyOn(Taro, 'getWindowInfo').mockReturnValue({ windowWidth: 375, windowHeight: 700 } as never)
    jest.spyOn(Taro, 'request').mockImplementation(((options: { url: string }) => {
      const id = /cards\/(\w+)\.json/.exec(options.url)?.[1] ?? ''
      return Promise.resolve({ statusCode: 200, data: cardFile(id) })
    }) as never)
    useSession.setState({ token: '', uken: 'guest', time: 0 })
    api.getReading.mockResolvedValue(reading())
    api.getInterpretation.mockRejectedValue(notStored())
    api.fetchQuota.mockResolvedValue(quota())
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  it('lays out the cards face up on the board, the reversed ones turned, and shows the cost before the button', async () => {
    await testUtils.mount(TarotReadPage)
    await flush()
    expect(api.getReading).toHaveBeenCalledWith('r1')
    expect(text()).toContain('Should I take the new job?')
    const cards = document.querySelectorAll('.reading-board__board .reading-board__card')
    expect(cards).toHaveLength(3)
    const reversed = drawn.ok ? drawn.cards.map((c) => c.orientation === 'reversed') : []
    cards.forEach((card, i) => expect(card.querySelector('.card-face--reversed') !== null).toBe(reversed[i]))
    const cost = document.querySelector('.reading__cost')!
    expect(cost.textContent).toBe('Uses 1 of your 2 free readings today')
    const start = document.querySelector('.reading__start')!
    expect(cost.compareDocumentPosition(start) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(api.streamInterpretation).not.toHaveBeenCalled()
  })

  it('saves the reading from the reading itself for a signed-in user, and says when it is kept', async () => {
    useSession.setState({ token: 'user', time: Date.now() })
    api.saveReading.mockRejectedValueOnce(new ApiError('The request timed out, please check your network and try again', 'network'))
    api.saveReading.mockResolvedValue(reading({ status: 'saved', savedAt: '2026-11-20T11:00:00.000Z' }))
    await testUtils.mount(TarotReadPage)
    await flush()
    expect(text()).toContain('This reading is not in your history yet.')
    await click('.reading-save__save')
    expect(api.saveReading).toHaveBeenCalledWith('r1')
    expect(text()).toContain('The request timed out')
    await click('.reading-save__save')
    expect(api.saveReading).toHaveBeenCalledTimes(2)
    expect(text()).toContain('Saved in your history')
    expect(document.querySelector('.reading-save__save')).toBeNull()
  })

  it('offers a guest sign-in that comes back to the reading, to save it there', async () => {
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await testUtils.mount(TarotReadPage)
    await flush()
    expect(text()).toContain('Sign in to keep this reading in your history.')
    await click('.reading-save__sign-in')
    expect(navigate).toHaveBeenCalledWith({ url: `/pagesApp/common/login?redirect=${encodeURIComponent('/pages/tarot/tarot_read?id=r1')}` })
    expect(api.saveReading).not.toHaveBeenCalled()
  })

  it('opens a card: its position’s question, its name and orientation, keywords and meaning from the data host', async () => {
    await testUtils.mount(TarotReadPage)
    await flush()
    await click('.reading-board__card', 1)
    const second = drawn.ok ? drawn.cards[1]! : { id: '', orientation: 'upright' }
    const position = localizeSpread(BUNDLED_CATALOGUE, 'cnc', 'en')!.positions[1]!
    const detail = document.querySelector('.card-detail')!
    expect(detail.textContent).toContain(`Position 2 · ${position.name}`)
    expect(detail.textContent).toContain(position.meaning)
    expect(detail.textContent).toContain(`Name of ${second.id}`)
    const upright = second.orientation === 'upright'
    expect(detail.textContent).toContain(upright ? 'Upright' : 'Reversed')
    expect(detail.textContent).toContain(upright ? `Upright meaning of ${second.id}.` : `Reversed meaning of ${second.id}.`)
    expect(detail.textContent).toContain(upright ? 'joy' : 'imbalance')
    expect(detail.textContent).not.toContain(upright ? 'imbalance' : 'joy')
    const url = (Taro.request as unknown as jest.Mock).mock.calls.map((c) => c[0] as { url: string; header: Record<string, string> })
    expect(url.some((c) => c.url.endsWith(`/local/en/cards/${second.id}.json`) && !('tarot-token' in c.header))).toBe(true)
  })

  it('says when a card’s meaning cannot be loaded, and loads it on retry', async () => {
    const request = Taro.request as unknown as jest.Mock
    request.mockRejectedValueOnce({ errMsg: 'request:fail' })
    api.getReading.mockResolvedValue(
      reading({
        mode: 'physical',
        cards: [
          { id: 'Cups02', orientation: 'reversed' },
          { id: 'Major00', orientation: 'upright' },
          { id: 'Coins10', orientation: 'upright' },
        ],
        commitment: null,
        serverSeed: null,
        picks: null,
      }),
    )
    await testUtils.mount(TarotReadPage)
    await flush()
    await click('.position-list__row', 0)
    expect(document.querySelector('.card-detail')?.textContent).toContain("Could not load the card's meaning.")
    await click('.card-detail__retry')
    expect(document.querySelector('.card-detail')?.textContent).toContain('Reversed meaning of Cups02.')
    expect(document.querySelector('.card-detail')?.textContent).toContain('Love reversed text.')
    // A reading from the user's own deck has no draw to verify.
    expect(document.querySelector('.verify-draw')).toBeNull()
  })

  it('streams the interpretation as it is written, as plain text, then offers a follow-up', async () => {
    let finish: (result: AiStreamResult) => void = () => undefined
    let handlers: AiStreamHandlers = {}
    api.streamInterpretation.mockImplementation((_id, h) => {
      handlers = h
      return new Promise((resolve) => (finish = resolve))
    })
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await testUtils.mount(TarotReadPage)
    await flush()
    await click('.reading__start')
    expect(api.streamInterpretation).toHaveBeenCalledWith('r1', expect.anything(), expect.anything(), {})
    // The server names the model first.
    await testUtils.act(() => handlers.onMeta?.({ engine: 'llm', stored: false, charged: { free: true } }))
    expect(text()).toContain('Writing your reading')

    await testUtils.act(() => handlers.onText?.('## Overview\nThe <b>Star</b> shines'))
    // The text is revealed at a reading pace: wait for it, as a reader would.
    await readFor(1000)
    const shown = () => document.querySelector('.reading__text')?.textContent ?? ''
    expect(document.querySelector('.text-document__heading-text')?.textContent).toBe('Overview')
    expect(shown()).toContain('The <b>Star</b> shines')
    expect(document.querySelector('.reading__text b')).toBeNull()
    expect(document.querySelector('.text-document__cursor')).not.toBeNull()

    await testUtils.act(() => handlers.onText?.('## Overview\nThe <b>Star</b> shines on you.\n\n- hope\n- rest'))
    await readFor(1000)
    expect(shown()).toContain('shines on you.')
    expect(document.querySelectorAll('.reading__text .text-document__item')).toHaveLength(2)
    // The page follows the text: the end of what is written is brought to the bottom of the screen.
    expect(Taro.pageScrollTo).toHaveBeenCalledWith({ scrollTop: 100 + 2000 + 24 - 700, duration: 0 })

    const final = '## Overview\nThe <b>Star</b> shines on you.\n\n- hope\n- rest'
    await testUtils.act(async () => finish({ kind: 'done', text: final, meta: { engine: 'llm', stored: false, charged: { free: true } }, done: { length: final.length, charged: { free: true } } }))
    await flush()
    expect(document.querySelector('.text-document__cursor')).toBeNull()
    expect(document.querySelectorAll('.reading__text .text-document__item')).toHaveLength(2)
    await click('.reading__followup')
    expect(navigate).toHaveBeenCalledWith({ url: '/pagesChat/ai/chat?id=r1' })
  })

  it('shows a stored interpretation at once, and lets the user verify the digital draw', async () => {
    api.getInterpretation.mockResolvedValue({ text: 'The cards speak of a turning point.', engine: 'llm' })
    await testUtils.mount(TarotReadPage)
    await flush()
    expect(document.querySelector('.reading__text')?.textContent).toContain('The cards speak of a turning point.')
    expect(document.querySelector('.reading__start')).toBeNull()
    expect(api.fetchQuota).not.toHaveBeenCalled()
    expect(document.querySelector('.reading__followup')).not.toBeNull()
    // "Copy reading" puts the text on the clipboard with the AI label line after it.
    const copy = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
    await click('.reading__copy')
    expect(copy).toHaveBeenCalledTimes(1)
    const copied = (copy.mock.calls[0]![0] as { data: string }).data
    expect(copied.startsWith('The cards speak of a turning point.')).toBe(true)
    expect(copied.split('\n').pop()).toMatch(/^AI-generated/)
    // The proof is folded behind "Verify this draw", its verdict in sight; a tap opens it.
    expect(document.querySelector('.verify-draw__verdict--ok')).not.toBeNull()
    expect(document.querySelector('.verify-draw')!.textContent).not.toContain(commitmentOf(seed))
    await click('.verify-draw__toggle')
    const verify = document.querySelector('.verify-draw')!
    expect(verify.textContent).toContain(commitmentOf(seed))
    expect(verify.textContent).toContain('sha256(seed) matches the commitment')
    expect(document.querySelector('.verify-draw__verdict--ok')).not.toBeNull()
  })

  it('on failure says "Failed to Fetch Result", asks "Would you like to retry?", says nothing was charged, and retries', async () => {
    const modal = answerDialogs(false, false)
    api.streamInterpretation.mockResolvedValueOnce({
      kind: 'failed',
      text: '',
      message: 'An unknown error occurred on the server, please try again later',
      refunded: true,
      broken: false,
      aborted: false,
    })
    api.streamInterpretation.mockResolvedValueOnce({ kind: 'done', text: 'Second time lucky.', meta: null, done: { length: 18, charged: { free: true } } })
    await testUtils.mount(TarotReadPage)
    await flush()
    await click('.reading__start')
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to Fetch Result', content: 'Would you like to retry?', confirmText: 'Retry' }))
    expect(text()).toContain('Failed to Fetch Result')
    expect(text()).toContain('Would you like to retry?')
    expect(document.querySelector('.reading__uncharged')?.textContent).toBe('Nothing was charged.')
    await click('.reading__retry')
    expect(api.streamInterpretation).toHaveBeenCalledTimes(2)
    // The reader does not wait for the pace.
    await click('.reading__show-all')
    expect(document.querySelector('.reading__text')?.textContent).toContain('Second time lucky.')
  })

  it('retries from the modal, and after a broken stream first looks for the stored text', async () => {
    const modal = answerDialogs(true)
    api.streamInterpretation
      .mockResolvedValueOnce({ kind: 'failed', text: '', message: 'x', refunded: true, broken: false, aborted: false })
      .mockResolvedValueOnce({ kind: 'failed', text: 'Half a reading', message: 'x', refunded: false, broken: true, aborted: false })
    api.getInterpretation.mockRejectedValueOnce(notStored()).mockResolvedValueOnce({ text: 'Kept by the server after all.', engine: 'llm' })
    await testUtils.mount(TarotReadPage)
    await flush()
    await click('.reading__start')
    await flush()
    expect(modal).toHaveBeenCalledTimes(1)
    expect(api.streamInterpretation).toHaveBeenCalledTimes(2)
    expect(document.querySelector('.reading__text')?.textContent).toContain('Kept by the server after all.')
    expect(text()).not.toContain('Failed to Fetch Result')
  })

  it('shows the server’s refusal with a way forward when today’s free readings are used up', async () => {
    api.streamInterpretation.mockResolvedValue({ kind: 'refused', code: 402001, message: "Today's free readings are used up. They renew tomorrow, or you can continue with energy." })
    await testUtils.mount(TarotReadPage)
    await flush()
    await click('.reading__start')
    expect(text()).toContain("Today's free readings are used up.")
    expect(text()).toContain('come back then')
    await click('.reading__retry')
    expect(api.getInterpretation).toHaveBeenCalledTimes(2)
  })

  it('prices a pro spread in energy, and holds the button back when the energy is short', async () => {
    api.getReading.mockResolvedValue(reading({ spreadId: 'holy' }))
    api.fetchQuota.mockResolvedValue(quota({ energy: 25 }))
    await testUtils.mount(TarotReadPage)
    await flush()
    expect(document.querySelector('.reading__cost')?.textContent).toBe('Costs 10 energy · you have 25')
    // Before the energy is spent, the page says who will write the reading: here the built-in reader, not a model.
    expect(document.querySelector('.reading__writer')?.textContent).toBe("The app's built-in reader will write this reading from the cards' meanings, without an AI model.")
    expect(document.querySelector('.reading__start')).not.toBeNull()
    testUtils.unmout()

    api.fetchQuota.mockResolvedValue(quota({ energy: 25, writer: 'llm' }))
    testUtils = new TestUtils()
    await testUtils.mount(TarotReadPage)
    await flush()
    expect(document.querySelector('.reading__writer')?.textContent).toBe('An AI model will write this reading.')
    testUtils.unmout()

    api.fetchQuota.mockResolvedValue(quota({ energy: 4 }))
    testUtils = new TestUtils()
    await testUtils.mount(TarotReadPage)
    await flush()
    expect(document.querySelector('.reading__cost')?.textContent).toBe('Costs 10 energy · you have 4')
    expect(document.querySelector('.reading__start')).toBeNull()
    expect(text()).toContain('Not enough energy for this reading.')
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    testUtils.fireEvent.click(document.querySelector('.reading__get-energy') as HTMLElement)
    await flush()
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/pay/energy?need=10' })
  })

  it('shows only the cards and positions, with a note, for a spread without AI', async () => {
    const cards = CARD_IDS.slice(0, 48).map((id) => ({ id, orientation: 'upright' as const }))
    api.getReading.mockResolvedValue(reading({ spreadId: 'months', mode: 'physical', cards, positions: 48, commitment: null, serverSeed: null, picks: null }))
    await testUtils.mount(TarotReadPage)
    await flush()
    expect(document.querySelectorAll('.reading-board__card')).toHaveLength(48)
    expect(text()).toContain('This spread comes without a written reading.')
    expect(document.querySelector('.reading__start')).toBeNull()
    expect(document.querySelector('.reading__followup')).toBeNull()
    expect(api.getInterpretation).not.toHaveBeenCalled()
  })

  it('says "Failed to Fetch Result" when the reading cannot be loaded, and loads it on retry', async () => {
    api.getReading.mockRejectedValueOnce(new ApiError('Failed to fetch data, please try again later', 'network'))
    await testUtils.mount(TarotReadPage)
    await flush()
    expect(text()).toContain('Failed to Fetch Result')
    await click('.reading__reload')
    expect(document.querySelectorAll('.reading-board__card')).toHaveLength(3)
  })
})
