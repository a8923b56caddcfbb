import Taro, { Current } from '@tarojs/taro'
import TestUtils from '@tarojs/test-utils-react'
import type { ChatView } from '@tarot/contracts/chat'
import type { ReadingView } from '@tarot/contracts/readings'
import * as readings from '@/lib/api/readings'
import { PACE_TICK_MS } from '@/lib/hooks/use-paced-text'
import type { AiStreamHandlers, AiStreamResult, StreamMeta } from '@/lib/stream/ai-stream'
import { ApiError } from '@/lib/http/client'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import TarotReadPage from '@/pages/tarot/tarot_read'
import ChatPage from '@/pagesChat/ai/chat'

/**
 * Who wrote a reading or an answer, and the pace at which it appears: the reading
 * page and the chat with the stream in the test's hands and the clock faked.
 */

jest.mock('@/lib/api/readings', () => ({
  getReading: jest.fn(),
  getInterpretation: jest.fn(),
  fetchQuota: jest.fn(),
  streamInterpretation: jest.fn(),
  getChat: jest.fn(),
  streamFollowUp: jest.fn(),
  newClientKey: jest.fn(() => 'key-1-abcdef'),
}))
const api = readings as jest.Mocked<typeof readings>

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

describe('who wrote the reading, revealed at a reading pace', () => {
  let testUtils: TestUtils
  /** Whether a page is mounted (the timer test closes its own). */
  let open = true
  let handlers: AiStreamHandlers
  let finish: (result: AiStreamResult) => void

  const flush = async () => {
    for (let i = 0; i < 6; i += 1)
      await testUtils.act(async () => {
        jest.advanceTimersByTime(0)
        await Promise.resolve()
      })
  }
  /** Lets pending promises settle until `selector` is on the page, without moving the clock. */
  const until = async (selector: string) => {
    for (let i = 0; !document.querySelector(selector) && i < 40; i += 1) await flush()
  }
  /** Time passing for a reader, a tick at a time, so each revealed piece reaches the screen. */
  const readFor = async (ms: number) => {
    for (let passed = 0; passed < ms; passed += PACE_TICK_MS) await testUtils.act(async () => void jest.advanceTimersByTime(PACE_TICK_MS))
  }
  /** What a selector shows, without the writing caret. */
  const text = (selector: string) => (document.querySelector(selector)?.textContent ?? '').replace('▍', '')
  const click = async (selector: string) => {
    const element = document.querySelector(selector) as HTMLElement | null
    if (!element) throw new Error(`nothing matches ${selector}`)
    testUtils.fireEvent.click(element)
    await flush()
  }
  /** Opens the reading and starts the interpretation; the stream stays open until `finish`. */
  async function startReading() {
    await testUtils.mount(TarotReadPage)
    await until('.reading__start')
    await click('.reading__start')
  }
  const pieces = async (...updates: string[]) => {
    for (const next of updates) await testUtils.act(async () => handlers.onText?.(next))
  }
  const done = (over: Partial<Extract<AiStreamResult, { kind: 'done' }>> = {}): AiStreamResult => ({
    kind: 'done',
    text: READING,
    meta: LLM,
    done: { length: READING.length, engine: 'llm', charged: { free: true } },
    ...over,
  })

  beforeEach(async () => {
    // Taro's web components draw on animation frames: those stay real, the clock and timers are the test's.
    jest.useFakeTimers({ doNotFake: ['requestAnimationFrame', 'cancelAnimationFrame'] })
    jest.resetAllMocks()
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
    jest.spyOn(Taro, 'request').mockResolvedValue({ statusCode: 404, data: {} } as never)
    api.getReading.mockResolvedValue(reading)
    api.getInterpretation.mockRejectedValue(new ApiError('Not found', 'code', 404000))
    api.fetchQuota.mockResolvedValue(quota)
    api.newClientKey.mockReturnValue('key-1-abcdef')
    handlers = {}
    finish = () => undefined
    api.streamInterpretation.mockImplementation((_id, h) => {
      handlers = h
      return new Promise((resolve) => (finish = resolve))
    })
    testUtils = new TestUtils()
    open = true
  })
  afterEach(() => {
    if (open) testUtils.unmout()
    jest.useRealTimers()
  })

  it('titles the section neutrally and says a model wrote it, as soon as the server names the model', async () => {
    await startReading()
    expect(text('.reading__section-title')).toBe('Your reading')
    expect(document.querySelector('.reading__author')).toBeNull()
    expect(text('.reading__writing')).toContain('Reading your cards')
    await testUtils.act(async () => handlers.onMeta?.(LLM))
    expect(text('.reading__author')).toBe('AI-generated: written by an AI model.')
    expect(text('.reading__writing')).toContain('Writing your reading')
  })

  it('says the built-in reader wrote it from the cards’ meanings, with no AI model, and never calls it AI', async () => {
    await startReading()
    await testUtils.act(async () => handlers.onMeta?.(OFFLINE))
    await pieces(READING)
    await testUtils.act(async () => finish(done({ meta: OFFLINE, done: { length: READING.length, engine: 'offline', charged: { free: true } } })))
    await flush()
    await click('.reading__show-all')
    const section = text('.reading__interpretation')
    expect(text('.reading__author')).toBe("Written by the app's built-in reader from the cards' meanings, without an AI model.")
    expect(section).not.toMatch(/\bAI\b(?! model)/)
    expect(section).not.toContain('The AI model was unavailable')
  })

  it('when the model fails and the built-in reader takes over, says so under the title and keeps the fallback note', async () => {
    await startReading()
    await testUtils.act(async () => handlers.onMeta?.(LLM))
    await pieces('## In short\nThe cards lean')
    expect(text('.reading__author')).toBe('AI-generated: written by an AI model.')
    await testUtils.act(async () => {
      handlers.onRestart?.('offline')
      handlers.onText?.('')
    })
    expect(text('.reading__author')).toBe("Written by the app's built-in reader from the cards' meanings, without an AI model.")
    await pieces(READING)
    await testUtils.act(async () => finish(done({ done: { length: READING.length, engine: 'offline', charged: null }, restartedWith: 'offline' })))
    await flush()
    await click('.reading__show-all')
    expect(text('.reading__author')).toBe("Written by the app's built-in reader from the cards' meanings, without an AI model.")
    expect(text('.reading__done')).toContain("The AI model was unavailable, so the app's built-in reader wrote this reading instead. Nothing was charged.")
  })

  it('the same when the model failed before writing anything (the server names the other engine at the end)', async () => {
    await startReading()
    await testUtils.act(async () => handlers.onMeta?.(LLM))
    await pieces(READING)
    await testUtils.act(async () => finish(done({ done: { length: READING.length, engine: 'offline', charged: null } })))
    await flush()
    await click('.reading__show-all')
    expect(text('.reading__author')).toContain('built-in reader')
    expect(text('.reading__done')).toContain('The AI model was unavailable')
  })

  it('reveals the text gradually, never beyond what arrived, and offers the follow-up only once all is shown', async () => {
    await startReading()
    await testUtils.act(async () => handlers.onMeta?.(LLM))
    const half = READING.slice(0, 80)
    await pieces(half)
    await readFor(300)
    const early = text('.reading__text')
    expect(early.length).toBeGreaterThan(0)
    expect(early.length).toBeLessThan(40)
    await readFor(5000)
    // Caught up with what arrived, and no further.
    const caughtUp = text('.reading__text')
    expect(half.replace(/## |\n/g, '').startsWith(caughtUp.trim())).toBe(true)
    expect(caughtUp.length).toBeLessThanOrEqual(half.length)
    expect(caughtUp).not.toContain('Two of Cups')

    // The whole text has arrived: it keeps being revealed at the same pace, with "Show all" in view.
    await pieces(READING)
    await testUtils.act(async () => finish(done()))
    await flush()
    expect(document.querySelector('.reading__show-all')).not.toBeNull()
    expect(document.querySelector('.reading__followup')).toBeNull()
    const before = text('.reading__text').length
    await readFor(1000)
    const after = text('.reading__text').length
    expect(after).toBeGreaterThan(before)
    expect(after - before).toBeLessThan(160)
    await readFor(20_000)
    expect(text('.reading__text')).toContain('take it both times.')
    expect(document.querySelector('.reading__show-all')).toBeNull()
    expect(document.querySelector('.text-document__cursor')).toBeNull()
    expect(document.querySelector('.reading__followup')).not.toBeNull()
  })

  it('"Show all" reveals the rest at once and brings up the follow-up button', async () => {
    await startReading()
    await testUtils.act(async () => handlers.onMeta?.(LLM))
    await pieces(READING)
    await testUtils.act(async () => finish(done()))
    await flush()
    await readFor(200)
    expect(text('.reading__text')).not.toContain('take it both times.')
    expect(text('.reading__show-all')).toBe('Show all')
    await click('.reading__show-all')
    expect(text('.reading__text')).toContain('take it both times.')
    expect(document.querySelectorAll('.reading__text .text-document__heading')).toHaveLength(2)
    expect(document.querySelector('.reading__show-all')).toBeNull()
    expect(document.querySelector('.reading__followup')).not.toBeNull()
  })

  it('shows a stored reading at once, with who wrote it', async () => {
    api.getInterpretation.mockResolvedValue({ text: READING, engine: 'offline' })
    await testUtils.mount(TarotReadPage)
    await until('.reading__text')
    expect(text('.reading__text')).toContain('take it both times.')
    expect(text('.reading__author')).toBe("Written by the app's built-in reader from the cards' meanings, without an AI model.")
    expect(document.querySelector('.reading__show-all')).toBeNull()
    expect(document.querySelector('.reading__followup')).not.toBeNull()
    expect(api.streamInterpretation).not.toHaveBeenCalled()
  })

  it('leaves no timer running once the page is closed mid-reveal', async () => {
    const intervals = new Set<unknown>()
    const setInterval = jest.spyOn(globalThis, 'setInterval')
    const clearInterval = jest.spyOn(globalThis, 'clearInterval')
    await startReading()
    await pieces(READING)
    await testUtils.act(async () => finish(done()))
    await flush()
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
    let chatHandlers: AiStreamHandlers
    let answer: (result: AiStreamResult) => void

    beforeEach(() => {
      Current.router = { params: { id: 'r1' }, path: '/pagesChat/ai/chat' } as never
      chatHandlers = {}
      answer = () => undefined
      api.getChat.mockResolvedValue(view())
      api.streamFollowUp.mockImplementation((_id, _message, _key, h) => {
        chatHandlers = h
        return new Promise((resolve) => (answer = resolve))
      })
    })

    async function ask(question: string) {
      await testUtils.mount(ChatPage)
      // Taro's <Textarea> renders its native field a moment after mounting, on an animation frame (a real one).
      for (let i = 0; !document.querySelector('.chat__input textarea') && i < 50; i += 1) await testUtils.act(() => new Promise((r) => requestAnimationFrame(r)))
      const field = document.querySelector('.chat__input textarea') as HTMLTextAreaElement
      field.value = question
      testUtils.fireEvent.input(field)
      await flush()
      await click('.chat__send')
    }
    const caption = (index = 0) => document.querySelectorAll('.chat__bubble--ai')[index]?.querySelector('.chat__author')?.textContent

    it('captions each earlier answer with who wrote it, shown whole at once', async () => {
      api.getChat.mockResolvedValue(view({ turns: [turn(1, 'llm'), turn(2, 'offline')] }))
      await testUtils.mount(ChatPage)
      await until('.chat__bubble--ai')
      expect(caption(0)).toBe('AI-generated: answered by an AI model')
      expect(caption(1)).toBe("Answered by the app's built-in reader from the cards' meanings, without an AI model")
      expect(text('.chat__bubble--ai')).toContain('Answer 1, in full.')
      expect(document.querySelector('.chat__show-all')).toBeNull()
    })

    it('reveals a new answer at a reading pace, captioned, with "Show all"', async () => {
      await ask('What should I watch out for?')
      await testUtils.act(async () => chatHandlers.onMeta?.({ engine: 'offline', stored: false, seq: 1 }))
      expect(text('.chat__writing-label')).toBe('The built-in reader is answering')
      await testUtils.act(async () => chatHandlers.onText?.(ANSWER))
      await testUtils.act(async () =>
        answer({ kind: 'done', text: ANSWER, meta: { engine: 'offline', stored: false, seq: 1 }, done: { length: ANSWER.length, engine: 'offline', left: 19, freeLeft: 2, nextCost: 0 } }),
      )
      await flush()
      await readFor(300)
      const early = text('.chat__answer')
      expect(early.length).toBeGreaterThan(0)
      expect(ANSWER.startsWith(early.trim())).toBe(true)
      expect(early).not.toContain('before you answer them.')
      expect(caption()).toBe("Answered by the app's built-in reader from the cards' meanings, without an AI model")
      await click('.chat__show-all')
      expect(text('.chat__answer')).toBe(ANSWER)
      expect(document.querySelector('.chat__show-all')).toBeNull()
      expect(document.querySelector('.text-document__cursor')).toBeNull()
    })

    it('says when the model failed and the built-in reader answered instead', async () => {
      await ask('Will it last?')
      await testUtils.act(async () => chatHandlers.onMeta?.({ engine: 'llm', stored: false, seq: 1 }))
      expect(text('.chat__writing-label')).toBe('Writing the answer')
      await testUtils.act(async () =>
        answer({ kind: 'done', text: ANSWER, meta: { engine: 'llm', stored: false, seq: 1 }, done: { length: ANSWER.length, engine: 'offline', left: 19, freeLeft: 2, nextCost: 0 } }),
      )
      await flush()
      await readFor(10_000)
      expect(document.querySelector('.chat__answer')?.textContent).toBe(ANSWER)
      expect(caption()).toBe("The AI model was unavailable, so the built-in reader answered from the cards' meanings. Nothing was charged.")
    })
  })
})
