import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { screen } from '@testing-library/dom'
import { cardName } from '@tarot/content/card-names'
import type { QuotaData } from '@tarot/contracts/account'
import type { energyEndpoints } from '@tarot/contracts/endpoints/energy'
import type { readingEndpoints } from '@tarot/contracts/endpoints/readings'
import { energyPaths } from '@tarot/contracts/paths/energy'
import { readingPaths } from '@tarot/contracts/paths/readings'
import type { InterpretationData, ReadingView } from '@tarot/contracts/readings'
import { CARD_IDS } from '@tarot/core/deck'
import { commitmentOf, drawCards, seedFromBytes } from '@tarot/core/draw'
import { localizeSpread, BUNDLED_CATALOGUE } from '@tarot/core/spreads'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import TarotReadPage from '@/pages/tarot/tarot_read'
import { useSession } from '@/stores/session'
import { answerDialogs } from './support/dialogs'
import { type Reply, type StubServer, inTurn, liveStream, streamOf, stubServer } from './support/stub-server'

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
const quota = (over: Partial<QuotaData> = {}): QuotaData => ({
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
const notStored = { code: 404000, message: 'Not found', status: 404 }
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
  let server: StubServer
  const flush = async () => {
    for (let i = 0; i < 6; i += 1) await testUtils.act(() => new Promise((r) => setTimeout(r, 0)))
  }
  const wait = (ms: number) => testUtils.act(() => new Promise((r) => setTimeout(r, ms)))
  /** Time passing for a reader, in small steps so each revealed piece reaches the screen. */
  const readFor = async (ms: number) => {
    for (let passed = 0; passed < ms; passed += 100) await wait(100)
  }
  const text = () => document.body.textContent ?? ''
  /** Taps what shows this text (Taro's H5 buttons have no role) or this label, and lets the page answer. */
  const tap = async (element: HTMLElement) => {
    testUtils.fireEvent.click(element)
    await flush()
  }
  const tapText = (name: string) => tap(screen.getByText(name))
  const positions = localizeSpread(BUNDLED_CATALOGUE, 'cnc', 'en')!.positions
  const cards = drawn.ok ? drawn.cards : []
  /** The board's card at a position, by what a screen reader says of it: place, position, card, orientation. */
  const boardCard = (i: number, card = cards[i]!) => screen.getByLabelText(`${i + 1}. ${positions[i]!.name} ${cardName(card.id, 'en')} ${card.orientation === 'reversed' ? 'Reversed' : 'Upright'}`)

  beforeEach(async () => {
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
    useSession.setState({ token: '', uken: 'guest', time: 0 })
    server = stubServer()
      .handle<typeof readingEndpoints>(readingPaths, { get: () => ({ data: reading() }), interpretation: () => notStored })
      .handle<typeof energyEndpoints>(energyPaths, { quota: () => ({ data: quota() }) })
      .file(/cards\/(\w+)\.json/, ([, id]) => cardFile(id!))
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  it('lays out the cards face up on the board, the reversed ones turned, and shows the cost before the button', async () => {
    await testUtils.mount(TarotReadPage)
    await flush()
    expect(server.callsTo(readingPaths.get).map((call) => call.params)).toEqual([{ id: 'r1' }])
    expect(screen.getByText('Should I take the new job?')).toBeTruthy()
    expect(screen.getAllByLabelText(/^\d+\. /)).toHaveLength(3)
    cards.forEach((card, i) => {
      const face = screen.getByLabelText(cardName(card.id, 'en'), { selector: '[aria-role="img"]' })
      expect(boardCard(i).contains(face)).toBe(true)
      // Turned upside down is the styling itself: the class that draws it so is what a reader sees.
      expect(face.classList.contains('card-face--reversed')).toBe(card.orientation === 'reversed')
    })
    const cost = screen.getByText('Uses 1 of your 2 free readings today')
    const start = screen.getByText('Get the reading')
    expect(cost.compareDocumentPosition(start) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(server.callsTo(readingPaths.interpret)).toHaveLength(0)
  })

  it('saves the reading from the reading itself for a signed-in user, and says when it is kept', async () => {
    useSession.setState({ token: 'user', time: Date.now() })
    server.handle<typeof readingEndpoints>(readingPaths, { save: inTurn({ fail: 'timeout' }, { data: reading({ status: 'saved', savedAt: '2026-11-20T11:00:00.000Z' }) }) })
    await testUtils.mount(TarotReadPage)
    await flush()
    expect(screen.getByText('This reading is not in your history yet.')).toBeTruthy()
    await tapText('Save')
    expect(server.callsTo(readingPaths.save)).toEqual([expect.objectContaining({ params: { id: 'r1' }, token: 'user' })])
    expect(screen.getByText(/The request timed out/)).toBeTruthy()
    await tapText('Save')
    expect(server.callsTo(readingPaths.save)).toHaveLength(2)
    expect(screen.getByText(/Saved in your history/)).toBeTruthy()
    expect(screen.queryByText('Save')).toBeNull()
  })

  it('offers a guest sign-in that comes back to the reading, to save it there', async () => {
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await testUtils.mount(TarotReadPage)
    await flush()
    expect(screen.getByText('Sign in to keep this reading in your history.')).toBeTruthy()
    await tapText('Sign in to save')
    expect(navigate).toHaveBeenCalledWith({ url: `/pagesApp/common/login?redirect=${encodeURIComponent('/pages/tarot/tarot_read?id=r1')}` })
    expect(server.callsTo(readingPaths.save)).toHaveLength(0)
  })

  it('opens a card: its position’s question, its name and orientation, keywords and meaning from the data host', async () => {
    await testUtils.mount(TarotReadPage)
    await flush()
    await tap(boardCard(1))
    const second = cards[1]!
    const position = positions[1]!
    expect(screen.getByText(`Position 2 · ${position.name}`)).toBeTruthy()
    expect(screen.getByText(position.meaning)).toBeTruthy()
    expect(screen.getByText(`Name of ${second.id}`)).toBeTruthy()
    const upright = second.orientation === 'upright'
    expect(screen.getByText(upright ? 'Upright' : 'Reversed')).toBeTruthy()
    expect(screen.getByText(upright ? `Upright meaning of ${second.id}.` : `Reversed meaning of ${second.id}.`)).toBeTruthy()
    expect(screen.getByText(upright ? 'joy' : 'imbalance')).toBeTruthy()
    expect(screen.queryByText(upright ? 'imbalance' : 'joy')).toBeNull()
    // The meaning is a plain file of the data host, asked for without the user's credential.
    expect(server.calls.some((call) => call.path.endsWith(`/local/en/cards/${second.id}.json`) && call.token === undefined)).toBe(true)
  })

  it('says when a card’s meaning cannot be loaded, and loads it on retry', async () => {
    // The data host has no answer the first time, and the file the next.
    server.file(/cards\/(\w+)\.json/, inTurn(undefined, cardFile('Cups02')))
    server.handle<typeof readingEndpoints>(readingPaths, {
      get: () => ({
        data: reading({
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
      }),
    })
    await testUtils.mount(TarotReadPage)
    await flush()
    // The first row of the positions below the board.
    await tapText('Two of Cups · Reversed')
    expect(screen.getByText("Could not load the card's meaning.")).toBeTruthy()
    await tapText('Retry')
    expect(screen.getByText('Reversed meaning of Cups02.')).toBeTruthy()
    expect(screen.getByText('Love reversed text.')).toBeTruthy()
    // A reading from the user's own deck has no draw to verify.
    expect(screen.queryByText('Verify this draw')).toBeNull()
  })

  it('streams the interpretation as it is written, as plain text, then offers a follow-up', async () => {
    const stream = liveStream()
    server.stream(readingPaths.interpret, () => stream.reply)
    const send = async (event: string, data: unknown) => {
      stream.send(event, data)
      await flush()
    }
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await testUtils.mount(TarotReadPage)
    await flush()
    await tapText('Get the reading')
    expect(server.callsTo(readingPaths.interpret)).toEqual([expect.objectContaining({ params: { id: 'r1' }, data: {} })])
    // The server names the model first.
    await send('meta', { engine: 'llm', stored: false, charged: { free: true } })
    expect(text()).toContain('Writing your reading')

    await send('delta', { text: '## Overview\nThe <b>Star</b> shines' })
    // The text is revealed at a reading pace: wait for it, as a reader would.
    await readFor(1000)
    expect(screen.getByText('Overview')).toBeTruthy()
    // The markup is shown as the characters it is, not drawn as bold.
    expect(screen.getByText('The <b>Star</b> shines')).toBeTruthy()
    // The writing caret.
    expect(screen.getByText('▍')).toBeTruthy()

    await send('delta', { text: ' on you.\n\n- hope\n- rest' })
    await readFor(1000)
    expect(screen.getByText('The <b>Star</b> shines on you.')).toBeTruthy()
    expect(screen.getByText('hope')).toBeTruthy()
    expect(screen.getByText('rest')).toBeTruthy()
    // The page follows the text: the end of what is written is brought to the bottom of the screen.
    expect(Taro.pageScrollTo).toHaveBeenCalledWith({ scrollTop: 100 + 2000 + 24 - 700, duration: 0 })

    const final = '## Overview\nThe <b>Star</b> shines on you.\n\n- hope\n- rest'
    stream.send('done', { length: final.length, charged: { free: true } })
    stream.end()
    await flush()
    expect(screen.queryByText('▍')).toBeNull()
    expect(screen.getByText('hope')).toBeTruthy()
    expect(screen.getByText('rest')).toBeTruthy()
    await tapText('Ask a follow-up')
    expect(navigate).toHaveBeenCalledWith({ url: '/pagesChat/ai/chat?id=r1' })
  })

  it('shows a stored interpretation at once, and lets the user verify the digital draw', async () => {
    server.handle<typeof readingEndpoints>(readingPaths, { interpretation: () => ({ data: { text: 'The cards speak of a turning point.', engine: 'llm' } }) })
    await testUtils.mount(TarotReadPage)
    await flush()
    expect(screen.getByText('The cards speak of a turning point.')).toBeTruthy()
    expect(screen.queryByText('Get the reading')).toBeNull()
    expect(server.callsTo(energyPaths.quota)).toHaveLength(0)
    expect(screen.getByText('Ask a follow-up')).toBeTruthy()
    // "Copy reading" puts the text on the clipboard with the AI label line after it.
    const copy = jest.spyOn(Taro, 'setClipboardData').mockResolvedValue({ errMsg: 'ok' } as never)
    await tapText('Copy reading')
    expect(copy).toHaveBeenCalledTimes(1)
    const copied = (copy.mock.calls[0]![0] as { data: string }).data
    expect(copied.startsWith('The cards speak of a turning point.')).toBe(true)
    expect(copied.split('\n').pop()).toMatch(/^AI-generated/)
    // The proof is folded behind "Verify this draw", its verdict in sight; a tap opens it.
    const verdict = 'Verified: these are exactly the cards the seed fixed before you picked.'
    expect(screen.getByText(verdict)).toBeTruthy()
    expect(screen.queryByText(commitmentOf(seed))).toBeNull()
    await tapText('Verify this draw')
    // The commitment, and beside it the hash of the revealed seed worked out on the device: the same.
    expect(screen.getAllByText(commitmentOf(seed))).toHaveLength(2)
    expect(screen.getByText('sha256(seed) matches the commitment')).toBeTruthy()
    expect(screen.getByText(verdict)).toBeTruthy()
  })

  it('on failure says "Failed to Fetch Result", asks "Would you like to retry?", says nothing was charged, and retries', async () => {
    const modal = answerDialogs(false, false)
    // Long enough that revealing it at a reading pace takes a while.
    const second = `Second time lucky. ${'The cards take their time with you, and so may you. '.repeat(6)}The end.`
    server.stream(
      readingPaths.interpret,
      inTurn({ events: [{ event: 'error', data: { message: 'An unknown error occurred on the server, please try again later', refunded: true } }] }, streamOf(second, { stored: false })),
    )
    await testUtils.mount(TarotReadPage)
    await flush()
    await tapText('Get the reading')
    expect(modal).toHaveBeenCalledWith(expect.objectContaining({ title: 'Failed to Fetch Result', content: 'Would you like to retry?', confirmText: 'Retry' }))
    expect(text()).toContain('Failed to Fetch Result')
    expect(text()).toContain('Would you like to retry?')
    expect(screen.getByText('Nothing was charged.')).toBeTruthy()
    await tapText('Retry')
    expect(server.callsTo(readingPaths.interpret)).toHaveLength(2)
    // The reader does not wait for the pace.
    expect(screen.queryByText(second)).toBeNull()
    await tapText('Show all')
    expect(screen.getByText(second)).toBeTruthy()
  })

  it('retries from the modal, and after a broken stream first looks for the stored text', async () => {
    const modal = answerDialogs(true)
    server
      .stream(
        readingPaths.interpret,
        inTurn({ events: [{ event: 'error', data: { message: 'x', refunded: true } }] }, { events: [{ event: 'delta', data: { text: 'Half a reading' } }], breakOff: true }),
      )
      .handle<typeof readingEndpoints>(readingPaths, { interpretation: inTurn<Reply<InterpretationData>>(notStored, { data: { text: 'Kept by the server after all.', engine: 'llm' } }) })
    await testUtils.mount(TarotReadPage)
    await flush()
    await tapText('Get the reading')
    await flush()
    expect(modal).toHaveBeenCalledTimes(1)
    expect(server.callsTo(readingPaths.interpret)).toHaveLength(2)
    expect(screen.getByText('Kept by the server after all.')).toBeTruthy()
    expect(text()).not.toContain('Failed to Fetch Result')
  })

  it('shows the server’s refusal with a way forward when today’s free readings are used up', async () => {
    server.stream(readingPaths.interpret, () => ({ code: 402001, message: "Today's free readings are used up. They renew tomorrow, or you can continue with energy." }))
    await testUtils.mount(TarotReadPage)
    await flush()
    await tapText('Get the reading')
    expect(screen.getByText("Today's free readings are used up. They renew tomorrow, or you can continue with energy.")).toBeTruthy()
    expect(text()).toContain('come back then')
    await tapText('Check again')
    expect(server.callsTo(readingPaths.interpretation)).toHaveLength(2)
  })

  it('prices a pro spread in energy, and holds the button back when the energy is short', async () => {
    const wallet = (over: Partial<QuotaData>) => server.handle<typeof energyEndpoints>(energyPaths, { quota: () => ({ data: quota(over) }) })
    server.handle<typeof readingEndpoints>(readingPaths, { get: () => ({ data: reading({ spreadId: 'holy' }) }) })
    wallet({ energy: 25 })
    await testUtils.mount(TarotReadPage)
    await flush()
    expect(screen.getByText('Costs 10 energy · you have 25')).toBeTruthy()
    // Before the energy is spent, the page says who will write the reading: here the built-in reader, not a model.
    expect(screen.getByText("The app's built-in reader will write this reading from the cards' meanings, without an AI model.")).toBeTruthy()
    expect(screen.getByText('Get the reading')).toBeTruthy()
    testUtils.unmout()

    wallet({ energy: 25, writer: 'llm' })
    testUtils = new TestUtils()
    await testUtils.mount(TarotReadPage)
    await flush()
    expect(screen.getByText('An AI model will write this reading.')).toBeTruthy()
    testUtils.unmout()

    wallet({ energy: 4 })
    testUtils = new TestUtils()
    await testUtils.mount(TarotReadPage)
    await flush()
    expect(screen.getByText('Costs 10 energy · you have 4')).toBeTruthy()
    expect(screen.queryByText('Get the reading')).toBeNull()
    expect(text()).toContain('Not enough energy for this reading.')
    const navigate = jest.spyOn(Taro, 'navigateTo').mockResolvedValue({ errMsg: 'ok' } as never)
    await tapText('Get energy')
    expect(navigate).toHaveBeenCalledWith({ url: '/pages/pay/energy?need=10' })
  })

  it('shows only the cards and positions, with a note, for a spread without AI', async () => {
    const months = CARD_IDS.slice(0, 48).map((id) => ({ id, orientation: 'upright' as const }))
    server.handle<typeof readingEndpoints>(readingPaths, {
      get: () => ({ data: reading({ spreadId: 'months', mode: 'physical', cards: months, positions: 48, commitment: null, serverSeed: null, picks: null }) }),
    })
    await testUtils.mount(TarotReadPage)
    await flush()
    // Each card on the board, named for a screen reader from its place: "1. January The Fool Upright".
    expect(screen.getAllByLabelText(/^\d+\. /)).toHaveLength(48)
    expect(text()).toContain('This spread comes without a written reading.')
    expect(screen.queryByText('Get the reading')).toBeNull()
    expect(screen.queryByText('Ask a follow-up')).toBeNull()
    expect(server.callsTo(readingPaths.interpretation)).toHaveLength(0)
  })

  it('says "Failed to Fetch Result" when the reading cannot be loaded, and loads it on retry', async () => {
    server.handle<typeof readingEndpoints>(readingPaths, { get: inTurn({ fail: 'net::ERR_CONNECTION_RESET' }, { data: reading() }) })
    await testUtils.mount(TarotReadPage)
    await flush()
    expect(text()).toContain('Failed to Fetch Result')
    await tapText('Retry')
    expect(screen.getAllByLabelText(/^\d+\. /)).toHaveLength(3)
  })
})
