import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import { screen } from '@testing-library/dom'
import type { ChatView } from '@tarot/contracts/chat'
import type { energyEndpoints } from '@tarot/contracts/endpoints/energy'
import type { readingEndpoints } from '@tarot/contracts/endpoints/readings'
import { energyPaths } from '@tarot/contracts/paths/energy'
import { readingPaths } from '@tarot/contracts/paths/readings'
import type { ReadingView } from '@tarot/contracts/readings'
import { PACE_TICK_MS } from '@/lib/hooks/use-paced-text'
import type { StreamDone, StreamMeta } from '@/lib/stream/ai-stream'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import TarotReadPage from '@/pages/tarot/tarot_read'
import ChatPage from '@/pagesChat/ai/chat'
import { type StubServer, liveStream, stubServer } from './support/stub-server'

/**
 * Who wrote a reading or an answer, and the pace at which it appears: the reading
 * page and the chat, the server's stream written by the test as it goes and the clock faked.
 */

initI18n('en')

const reading: ReadingView = {
  id: 'r1',
  spreadId: 'cnc',
  question: 'Should I take the new job?',
  language: 'en',
  mode: 'physical',
  status: 'drawn',
  commitment: null,
  serverSeed: null,
  clientSeed: null,
  picks: null,
  cards: [
    { id: 'Major00', orientation: 'upright' },
    { id: 'Cups02', orientation: 'reversed' },
    { id: 'Coins10', orientation: 'upright' },
  ],
  positions: 3,
  createdAt: '2026-11-20T10:00:00.000Z',
  savedAt: null,
}
const quota = { vip: false, energy: 0, freeLeft: 2, freeLimit: 3, proReadingCost: 10, chatFreePerReading: 3, chatCost: 2, writer: 'offline' as const }
const READING = [
  '## In short',
  'The cards lean toward a patient start: the Fool steps out, the Two of Cups reversed asks what you give up, and the Ten of Pentacles waits further on.',
  '',
  '## This week',
  'Choose one small step you can take twice, and take it both times.',
].join('\n')
const LLM: StreamMeta = { engine: 'llm', stored: false, charged: { free: true } }
const OFFLINE: StreamMeta = { engine: 'offline', stored: false, charged: { free: true } }
const BY_MODEL = 'AI-generated: written by an AI model.'
const BY_READER = "Written by the app's built-in reader from the cards' meanings, without an AI model."

/** What the page shows of `full` so far: the text of the elements that hold a piece of it, in order (the writing caret is an element of its own). */
function shownOf(full: string): string {
  return screen
    .queryAllByText((content) => content !== '' && full.includes(content))
    .map((element) => element.textContent?.replace('▍', '') ?? '')
    .join('')
}
/** The button (Taro's H5 button has no role) with this text, or a failure saying it is not there. */
const button = (name: string) => screen.getByText(name)

describe('who wrote the reading, revealed at a reading pace', () => {
  let testUtils: TestUtils
  let server: StubServer
  /** Whether a page is mounted (the timer test closes its own). */
  let open = true
  /** The interpretation's stream, written by the test as the server would write it. */
  let stream: ReturnType<typeof liveStream>
  /** The text the stream has delivered so far (a restart starts it over). */
  let written: string

  const flush = async () => {
    for (let i = 0; i < 6; i += 1)
      await testUtils.act(async () => {
        jest.advanceTimersByTime(0)
        await Promise.resolve()
      })
  }
  /** Lets pending promises settle until `found` finds something on the page, without moving the clock. */
  const until = async (found: () => unknown) => {
    for (let i = 0; !found() && i < 40; i += 1) await flush()
  }
  /** Time passing for a reader, a tick at a time, so each revealed piece reaches the screen. */
  const readFor = async (ms: number) => {
    for (let passed = 0; passed < ms; passed += PACE_TICK_MS) await testUtils.act(async () => void jest.advanceTimersByTime(PACE_TICK_MS))
  }
  const click = async (element: HTMLElement) => {
    testUtils.fireEvent.click(element)
    await flush()
  }
  /** Opens the reading and starts the interpretation; the stream stays open until `finish`. */
  async function startReading() {
    await testUtils.mount(TarotReadPage)
    await until(() => screen.queryByText('Get the reading'))
    await click(button('Get the reading'))
  }
  const send = async (event: string, data: unknown) => {
    stream.send(event, data)
    await flush()
  }
  /** The server names the engine that writes. */
  const meta = (named: StreamMeta) => send('meta', named)
  /** The text grows to each of `updates` in turn, as the server's pieces add to it. */
  const pieces = async (...updates: string[]) => {
    for (const next of updates) {
      if (!next.startsWith(written)) throw new Error('a stream only adds to its text')
      const text = next.slice(written.length)
      written = next
      await send('delta', { text })
    }
  }
  /** The first engine failed mid-way: the server starts over with the built-in reader. */
  const restart = async () => {
    written = ''
    await send('restart', { engine: 'offline' })
  }
  /** The server's last word, and the end of the stream. */
  const finish = async (done: Partial<StreamDone> = {}) => {
    stream.send('done', { length: written.length, engine: 'llm', charged: { free: true }, ...done })
    stream.end()
    await flush()
  }

  beforeEach(async () => {
    // Taro's web components draw on animation frames: those stay real, the clock and timers are the test's.
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] })
    jest.restoreAllMocks()
    await setAppLanguage('en')
    Current.router = { params: { id: 'r1' }, path: '/pages/tarot/tarot_read' } as never
    jest.spyOn(Taro, 'pageScrollTo').mockResolvedValue({ errMsg: 'ok' } as never)
    // Where the text being revealed ends: 2000 px down a page scrolled by 100.
    const query = {
      select: () => ({ boundingClientRect: () => query }),
      selectViewport: () => ({ scrollOffset: () => query }),
      exec: (done: (res: unknown[]) => void) => done([{ bottom: 2000 }, { scrollTop: 100 }]),
    }
    jest.spyOn(Taro, 'createSelectorQuery').mockReturnValue(query as never)
    jest.spyOn(Taro, 'getWindowInfo').mockReturnValue({ windowWidth: 375, windowHeight: 700 } as never)
    jest.spyOn(Taro, 'showToast').mockResolvedValue({ errMsg: 'ok' } as never)
    stream = liveStream()
    written = ''
    // The cards' meanings on the data host are not asked for here: the stand-in answers them "not found".
    server = stubServer()
      .handle<typeof readingEndpoints>(readingPaths, {
        get: () => ({ data: reading }),
        interpretation: () => ({ code: 404000, message: 'Not found', status: 404 }),
      })
      .handle<typeof energyEndpoints>(energyPaths, { quota: () => ({ data: quota }) })
      .stream(readingPaths.interpret, () => stream.reply)
    testUtils = new TestUtils()
    open = true
  })
  afterEach(() => {
    if (open) testUtils.unmout()
    jest.useRealTimers()
  })

  it('titles the section neutrally and says a model wrote it, as soon as the server names the model', async () => {
    await startReading()
    expect(screen.getByText('Your reading')).toBeTruthy()
    expect(screen.queryByText(BY_MODEL)).toBeNull()
    expect(screen.queryByText(BY_READER)).toBeNull()
    expect(screen.getByText('Reading your cards')).toBeTruthy()
    await meta(LLM)
    expect(screen.getByText(BY_MODEL)).toBeTruthy()
    expect(screen.getByText('Writing your reading')).toBeTruthy()
  })

  it('says the built-in reader wrote it from the cards’ meanings, with no AI model, and never calls it AI', async () => {
    await startReading()
    await meta(OFFLINE)
    await pieces(READING)
    await finish({ engine: 'offline' })
    await click(button('Show all'))
    expect(screen.getByText(BY_READER)).toBeTruthy()
    const section = document.body.textContent ?? ''
    expect(section).not.toMatch(/\bAI\b(?! model)/)
    expect(section).not.toContain('The AI model was unavailable')
  })

  it('when the model fails and the built-in reader takes over, says so under the title and keeps the fallback note', async () => {
    await startReading()
    await meta(LLM)
    await pieces('## In short\nThe cards lean')
    expect(screen.getByText(BY_MODEL)).toBeTruthy()
    await restart()
    expect(screen.getByText(BY_READER)).toBeTruthy()
    expect(screen.queryByText(BY_MODEL)).toBeNull()
    await pieces(READING)
    await finish({ engine: 'offline', charged: null })
    await click(button('Show all'))
    expect(screen.getByText(BY_READER)).toBeTruthy()
    expect(screen.getByText("The AI model was unavailable, so the app's built-in reader wrote this reading instead. Nothing was charged.")).toBeTruthy()
  })

  it('the same when the model failed before writing anything (the server names the other engine at the end)', async () => {
    await startReading()
    await meta(LLM)
    await pieces(READING)
    await finish({ engine: 'offline', charged: null })
    await click(button('Show all'))
    expect(screen.getByText(BY_READER)).toBeTruthy()
    expect(screen.getByText(/The AI model was unavailable/)).toBeTruthy()
  })

  it('reveals the text gradually, never beyond what arrived, and offers the follow-up only once all is shown', async () => {
    await startReading()
    await meta(LLM)
    const half = READING.slice(0, 80)
    await pieces(half)
    await readFor(300)
    const early = shownOf(READING)
    expect(early.length).toBeGreaterThan(0)
    expect(early.length).toBeLessThan(40)
    await readFor(5000)
    // Caught up with what arrived, and no further.
    const caughtUp = shownOf(READING)
    expect(half.replace(/## |\n/g, '').startsWith(caughtUp.trim())).toBe(true)
    expect(caughtUp.length).toBeLessThanOrEqual(half.length)
    expect(caughtUp).not.toContain('Two of Cups')

    // The whole text has arrived: it keeps being revealed at the same pace, with "Show all" in view.
    await pieces(READING)
    await finish()
    expect(screen.getByText('Show all')).toBeTruthy()
    expect(screen.queryByText('Ask a follow-up')).toBeNull()
    const before = shownOf(READING).length
    await readFor(1000)
    const after = shownOf(READING).length
    expect(after).toBeGreaterThan(before)
    expect(after - before).toBeLessThan(160)
    await readFor(20_000)
    expect(screen.getByText(/take it both times\.$/)).toBeTruthy()
    expect(screen.queryByText('Show all')).toBeNull()
    // The writing caret has gone with the last piece.
    expect(screen.queryByText('▍')).toBeNull()
    expect(screen.getByText('Ask a follow-up')).toBeTruthy()
  })

  it('"Show all" reveals the rest at once and brings up the follow-up button', async () => {
    await startReading()
    await meta(LLM)
    await pieces(READING)
    await finish()
    await readFor(200)
    expect(screen.queryByText(/take it both times\./)).toBeNull()
    await click(button('Show all'))
    expect(screen.getByText(/take it both times\.$/)).toBeTruthy()
    // Both headings, as headings of their own.
    expect(screen.getByText('In short')).toBeTruthy()
    expect(screen.getByText('This week')).toBeTruthy()
    expect(screen.queryByText('Show all')).toBeNull()
    expect(screen.getByText('Ask a follow-up')).toBeTruthy()
  })

  it('shows a stored reading at once, with who wrote it', async () => {
    server.handle<typeof readingEndpoints>(readingPaths, { interpretation: () => ({ data: { text: READING, engine: 'offline' } }) })
    await testUtils.mount(TarotReadPage)
    await until(() => screen.queryByText(/take it both times\./))
    expect(screen.getByText(/take it both times\.$/)).toBeTruthy()
    expect(screen.getByText(BY_READER)).toBeTruthy()
    expect(screen.queryByText('Show all')).toBeNull()
    expect(screen.getByText('Ask a follow-up')).toBeTruthy()
    expect(server.callsTo(readingPaths.interpret)).toHaveLength(0)
  })

  it('leaves no timer running once the page is closed mid-reveal', async () => {
    const intervals = new Set<unknown>()
    const setInterval = jest.spyOn(globalThis, 'setInterval')
    const clearInterval = jest.spyOn(globalThis, 'clearInterval')
    await startReading()
    await pieces(READING)
    await finish()
    await readFor(300)
    setInterval.mock.results.forEach((r, i) => setInterval.mock.calls[i]![1] === PACE_TICK_MS && intervals.add(r.value))
    expect(intervals.size).toBeGreaterThan(0)
    testUtils.unmout()
    open = false
    const cleared = new Set(clearInterval.mock.calls.map((c) => c[0]))
    for (const id of intervals) expect(cleared.has(id as never)).toBe(true)
  })

  describe('in the follow-up chat', () => {
    const view = (over: Partial<ChatView> = {}): ChatView => ({ open: true, turns: [], left: 20, freeLeft: 3, nextCost: 0, ...over })
    const turn = (seq: number, engine: string | null) => ({ seq, message: `Question ${seq}?`, answer: `Answer ${seq}, in full.`, engine, cost: 0, createdAt: '2026-11-20T10:05:00.000Z' })
    const ANSWER = 'Watch the small print, and give yourself a week before you answer them.'
    const ANSWERED_BY_READER = "Answered by the app's built-in reader from the cards' meanings, without an AI model"
    /** The follow-up's stream, written by the test. */
    let answer: ReturnType<typeof liveStream>

    beforeEach(() => {
      Current.router = { params: { id: 'r1' }, path: '/pagesChat/ai/chat' } as never
      answer = liveStream()
      server.handle<typeof readingEndpoints>(readingPaths, { chat: () => ({ data: view() }) }).stream(readingPaths.followUp, () => answer.reply)
    })

    async function ask(question: string) {
      await testUtils.mount(ChatPage)
      // Taro's <Textarea> renders its native field a moment after mounting, on an animation frame (a real one).
      for (let i = 0; !screen.queryByRole('textbox') && i < 50; i += 1) await testUtils.act(() => new Promise((r) => requestAnimationFrame(r)))
      const field = screen.getByRole('textbox') as HTMLTextAreaElement
      field.value = question
      testUtils.fireEvent.input(field)
      await flush()
      await click(button('Send'))
    }
    const reply = async (event: string, data: unknown) => {
      answer.send(event, data)
      await flush()
    }
    const answered = async (done: Record<string, unknown>) => {
      answer.send('done', { length: ANSWER.length, left: 19, freeLeft: 2, nextCost: 0, ...done })
      answer.end()
      await flush()
    }
    /** The captions under the answers, in order. */
    const captions = () => screen.queryAllByText(/^(AI-generated: answered|Answered by|The AI model was unavailable)/).map((caption) => caption.textContent)

    it('captions each earlier answer with who wrote it, shown whole at once', async () => {
      server.handle<typeof readingEndpoints>(readingPaths, { chat: () => ({ data: view({ turns: [turn(1, 'llm'), turn(2, 'offline')] }) }) })
      await testUtils.mount(ChatPage)
      await until(() => screen.queryByText('Answer 1, in full.'))
      expect(captions()).toEqual(['AI-generated: answered by an AI model', ANSWERED_BY_READER])
      expect(screen.getByText('Answer 1, in full.')).toBeTruthy()
      expect(screen.queryByText('Show all')).toBeNull()
    })

    it('reveals a new answer at a reading pace, captioned, with "Show all"', async () => {
      await ask('What should I watch out for?')
      expect(server.callsTo(readingPaths.followUp)).toEqual([expect.objectContaining({ params: { id: 'r1' }, data: expect.objectContaining({ message: 'What should I watch out for?' }) })])
      await reply('meta', { engine: 'offline', stored: false, seq: 1 })
      expect(screen.getByText('The built-in reader is answering')).toBeTruthy()
      await reply('delta', { text: ANSWER })
      await answered({ engine: 'offline' })
      await readFor(300)
      const early = shownOf(ANSWER)
      expect(early.length).toBeGreaterThan(0)
      expect(ANSWER.startsWith(early.trim())).toBe(true)
      expect(early).not.toContain('before you answer them.')
      expect(captions()).toEqual([ANSWERED_BY_READER])
      await click(button('Show all'))
      expect(screen.getByText(ANSWER)).toBeTruthy()
      expect(screen.queryByText('Show all')).toBeNull()
      expect(screen.queryByText('▍')).toBeNull()
    })

    it('says when the model failed and the built-in reader answered instead', async () => {
      await ask('Will it last?')
      await reply('meta', { engine: 'llm', stored: false, seq: 1 })
      expect(screen.getByText('Writing the answer')).toBeTruthy()
      await reply('delta', { text: ANSWER })
      await answered({ engine: 'offline' })
      await readFor(10_000)
      expect(screen.getByText(ANSWER)).toBeTruthy()
      expect(captions()).toEqual(["The AI model was unavailable, so the built-in reader answered from the cards' meanings. Nothing was charged."])
    })
  })
})
