import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** How the fake provider answers the next streamed completion. */
export type StreamMode =
  | 'normal'
  | 'unauthorized'
  | 'rate-limited'
  | 'drop'
  | 'slow-first-byte'
  | 'endless'
  | 'empty'
  /** "The cards say ", then silence with the connection open. */
  | 'stall'
  /** Large pieces as fast as the caller reads them (honouring back-pressure), with no end. */
  | 'flood'
  /** A short piece every `trickleMs`, each within the idle time-out, with no end. */
  | 'trickle'
  /** The normal pieces, then `finish_reason: length` (cut at max_tokens). */
  | 'max-tokens'
  /** The normal pieces, then a clean end with no finish reason and no [DONE]. */
  | 'unfinished'

export interface RecordedCall {
  body: {
    model: string
    stream?: boolean
    response_format?: { type: string }
    max_tokens?: number
    max_completion_tokens?: number
    temperature?: number
    messages: { role: string; content: string }[]
  }
  /** Set when the caller went away before the answer ended. */
  closedEarly: boolean
  /** When the request arrived (Date.now()). */
  at: number
}

const sse = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`
const chunk = (content: string, finish: string | null = null) => ({
  id: 'c1',
  object: 'chat.completion.chunk',
  created: 1,
  model: 'fake',
  choices: [{ index: 0, delta: { content }, finish_reason: finish }],
})

/**
 * A local OpenAI-compatible server for tests: `POST /v1/chat/completions`, streamed
 * (SSE chunks, usage in the last one, `[DONE]`) or not (classifier answers). What it
 * does next is set by the test: a normal stream, 401, 429 (with a Retry-After when set, for the next calls or all), a drop mid-way, a slow
 * first byte, a stream that never ends, a stall mid-answer, a flood, a trickle, an answer
 * cut at max_tokens or left unfinished, or a queue of classifier contents.
 */
export class FakeLlm {
  mode: StreamMode = 'normal'
  /** Contents the classifier calls get, in order; the last one repeats. */
  classifierAnswers: string[] = ['{"verdict":"ok"}']
  readonly calls: RecordedCall[] = []
  /**
   * Whole answers the next streamed calls get instead of the composed one, in order (a refusal, an answer that
   * obeys an injection, one naming a card not drawn…); empty means compose.
   */
  answers: string[] = []
  /** The pieces of the last streamed answer. */
  pieces: string[] = []
  /** The `Retry-After` header of a 429 (`rate-limited` mode, `rateLimitedCalls`); null sends none. */
  retryAfter: string | null = null
  /** The next this many calls of any kind (streamed or classifier) are answered 429 first, then as usual. */
  rateLimitedCalls = 0
  /** The pause between two pieces in `trickle` mode. */
  trickleMs = 100
  /** Characters written so far in `flood` mode (all calls). */
  floodWritten = 0
  private server: Server | undefined
  private closedWaiters: (() => void)[] = []

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res))
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections()
    await new Promise<void>((resolve) => this.server?.close(() => resolve()))
  }

  streamedCalls(): RecordedCall[] {
    return this.calls.filter((c) => c.body.stream)
  }

  classifierCalls(): RecordedCall[] {
    return this.calls.filter((c) => !c.body.stream)
  }

  /** Resolves when a caller has gone away mid-answer (the abort reached upstream). */
  untilClosedEarly(): Promise<void> {
    if (this.calls.some((c) => c.closedEarly)) return Promise.resolve()
    return new Promise((resolve) => this.closedWaiters.push(resolve))
  }

  private async handle(req: IncomingMessage, res: import('node:http').ServerResponse) {
    let raw = ''
    for await (const part of req) raw += part
    const call: RecordedCall = { body: JSON.parse(raw), closedEarly: false, at: Date.now() }
    this.calls.push(call)
    res.on('close', () => {
      if (!res.writableFinished) {
        call.closedEarly = true
        for (const wake of this.closedWaiters.splice(0)) wake()
      }
    })
    if (req.headers.authorization !== 'Bearer test-key') return this.error(res, 401, 'invalid_api_key')
    if (this.rateLimitedCalls > 0) {
      this.rateLimitedCalls -= 1
      return this.error(res, 429, 'rate_limit_exceeded')
    }

    if (!call.body.stream) {
      const content = this.classifierAnswers.length > 1 ? this.classifierAnswers.shift()! : (this.classifierAnswers[0] ?? '')
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(
        JSON.stringify({
          id: 'x',
          object: 'chat.completion',
          created: 1,
          model: 'fake',
          choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
          usage: { prompt_tokens: 50, completion_tokens: 7, total_tokens: 57 },
        }),
      )
      return
    }

    switch (this.mode) {
      case 'unauthorized':
        return this.error(res, 401, 'invalid_api_key')
      case 'rate-limited':
        return this.error(res, 429, 'rate_limit_exceeded')
      case 'slow-first-byte':
        // Headers at once, then silence longer than the caller waits.
        res.writeHead(200, { 'content-type': 'text/event-stream' })
        await delay(3000)
        if (!res.destroyed) res.end('data: [DONE]\n\n')
        return
      default:
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' })
    if (this.mode === 'empty') return res.end(`${sse(chunk('', 'stop'))}data: [DONE]\n\n`)
    if (this.mode === 'stall') {
      res.write(sse(chunk('The cards say ')))
      // Silence until the caller gives up (or the test ends).
      await new Promise<void>((resolve) => res.on('close', resolve))
      return
    }
    if (this.mode === 'flood') {
      const piece = 'flood '.repeat(1000)
      while (!res.destroyed) {
        this.floodWritten += piece.length
        if (!res.write(sse(chunk(piece)))) {
          await new Promise<void>((resolve) => {
            const done = () => {
              res.off('drain', done)
              res.off('close', done)
              resolve()
            }
            res.on('drain', done)
            res.on('close', done)
          })
        }
      }
      return
    }
    if (this.mode === 'trickle') {
      for (let i = 0; !res.destroyed; i += 1) {
        res.write(sse(chunk(`drop${i} `)))
        await delay(this.trickleMs)
      }
      return
    }
    if (this.mode === 'endless') {
      for (let i = 0; i < 600 && !res.destroyed; i += 1) {
        res.write(sse(chunk(`word${i} `)))
        await delay(50)
      }
      return res.end()
    }
    this.pieces = toPieces(this.answers.length ? this.answers.shift()! : composeAnswer(call.body.messages))
    for (const [i, piece] of this.pieces.entries()) {
      res.write(sse(chunk(piece)))
      if (this.mode === 'drop' && i === 1) return res.destroy()
      await delay(5)
    }
    if (this.mode === 'unfinished') return res.end()
    res.write(sse(chunk('', this.mode === 'max-tokens' ? 'length' : 'stop')))
    res.write(sse({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'fake', choices: [], usage: { prompt_tokens: 812, completion_tokens: 64, total_tokens: 876 } }))
    res.end('data: [DONE]\n\n')
  }

  private error(res: import('node:http').ServerResponse, status: number, code: string) {
    res.writeHead(status, { 'content-type': 'application/json', ...(status === 429 && this.retryAfter !== null ? { 'retry-after': this.retryAfter } : {}) })
    res.end(JSON.stringify({ error: { message: code, type: code, code } }))
  }
}

type Lang = 'zh-Hans' | 'zh-Hant' | 'en'
interface CardData {
  positionName: string
  card: string
  orientation: 'upright' | 'reversed'
}

/** The JSON of a message's <data> block, or null. */
function dataOf(content: string | undefined): Record<string, unknown> | null {
  const m = content ? /<data>\n([\s\S]*)\n<\/data>/.exec(content) : null
  if (!m) return null
  try {
    return JSON.parse(m[1]!) as Record<string, unknown>
  } catch {
    return null
  }
}

const SENTENCES: Record<Lang, { card: (c: CardData) => string; open: string; close: string; followUp: (card: string) => string }> = {
  en: {
    open: 'Taken together, the cards describe a steady path, one that asks for patience more than speed.',
    card: (c) =>
      `In ${c.positionName}, ${c.card} (${c.orientation}) asks you to notice what is already moving in this part of your life. Meet it with one honest, patient step of your own, and see what it shows you before you decide more.`,
    close: 'As a next step, choose one small thing you can do this week that fits what you have read here, and give it a few days before you judge it.',
    followUp: (card) => `Looking again at ${card}, the reading points to one patient step you can take this week, and the other cards suggest giving it a little time before you decide.`,
  },
  'zh-Hans': {
    open: '合起来看，这几张牌描绘的是一条稳稳向前的路，比起速度，它更需要你的耐心。',
    card: (c) =>
      `「${c.positionName}」的位置上是${c.card}（${c.orientation === 'reversed' ? '逆位' : '正位'}），它提醒你留意这一部分已经在发生的变化，先用自己踏实而诚实的一小步去回应，看看它带来什么，再决定下一步。`,
    close: '接下来，选一件这周就能做的小事，让它和这次读到的内容相呼应，给它几天时间，再回头看看感受如何。',
    followUp: (card) => `再看${card}，这次的牌指向一个你这周就能迈出的小步子，其他几张牌也提醒你，先给它一点时间，再做决定。`,
  },
  'zh-Hant': {
    open: '合起來看，這幾張牌描繪的是一條穩穩向前的路，比起速度，它更需要你的耐心。',
    card: (c) =>
      `「${c.positionName}」的位置上是${c.card}（${c.orientation === 'reversed' ? '逆位' : '正位'}），它提醒你留意這一部分已經在發生的變化，先用自己踏實而誠實的一小步去回應，看看它帶來什麼，再決定下一步。`,
    close: '接下來，選一件這週就能做的小事，讓它和這次讀到的內容相呼應，給它幾天時間，再回頭看看感受如何。',
    followUp: (card) => `再看${card}，這次的牌指向一個你這週就能邁出的小步子，其他幾張牌也提醒你，先給它一點時間，再做決定。`,
  },
}

/**
 * An answer as a model following the prompt would write one, from the request's own data: each drawn card
 * in its position for a reading, the first card for a follow-up, in the language the system prompt asks for.
 */
function composeAnswer(messages: { role: string; content: string }[]): string {
  const system = messages[0]?.content ?? ''
  const lang: Lang = system.includes('Traditional Chinese') ? 'zh-Hant' : system.includes('Simplified Chinese') ? 'zh-Hans' : 'en'
  const words = SENTENCES[lang]
  const first = dataOf(messages[1]?.content)
  // A follow-up's context is the reading's summary; a reading's data holds the cards itself.
  const facts = (first && 'reading' in first ? first.reading : first) as { cards?: CardData[] } | null
  const cards = facts?.cards ?? []
  if (first && 'reading' in first) return words.followUp(cards[0]?.card ?? '')
  return [words.open, ...cards.map(words.card), words.close].join('\n\n')
}

/** An answer cut into a few streamed pieces. */
function toPieces(text: string): string[] {
  const size = Math.max(1, Math.ceil(text.length / 4))
  const pieces: string[] = []
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size))
  return pieces
}

function delay(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
