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
    messages: { role: string; content: string }[]
  }
  /** Set when the caller went away before the answer ended. */
  closedEarly: boolean
}

const sse = (data: unknown) => `data: ${JSON.stringify(data)}\n\n`
const chunk = (content: string, finish: string | null = null) => ({ id: 'c1', object: 'chat.completion.chunk', created: 1, model: 'fake', choices: [{ index: 0, delta: { content }, finish_reason: finish }] })

/**
 * A local OpenAI-compatible server for tests: `POST /v1/chat/completions`, streamed
 * (SSE chunks, usage in the last one, `[DONE]`) or not (classifier answers). What it
 * does next is set by the test: a normal stream, 401, 429, a drop mid-way, a slow
 * first byte, a stream that never ends, a stall mid-answer, a flood, a trickle, an answer
 * cut at max_tokens or left unfinished, or a queue of classifier contents.
 */
export class FakeLlm {
  mode: StreamMode = 'normal'
  /** Contents the classifier calls get, in order; the last one repeats. */
  classifierAnswers: string[] = ['{"verdict":"ok"}']
  readonly calls: RecordedCall[] = []
  readonly pieces = ['Your cards ', 'speak of ', 'a patient ', 'new start.']
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
    const call: RecordedCall = { body: JSON.parse(raw), closedEarly: false }
    this.calls.push(call)
    res.on('close', () => {
      if (!res.writableFinished) {
        call.closedEarly = true
        for (const wake of this.closedWaiters.splice(0)) wake()
      }
    })
    if (req.headers.authorization !== 'Bearer test-key') return this.error(res, 401, 'invalid_api_key')

    if (!call.body.stream) {
      const content = this.classifierAnswers.length > 1 ? this.classifierAnswers.shift()! : (this.classifierAnswers[0] ?? '')
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ id: 'x', object: 'chat.completion', created: 1, model: 'fake', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }], usage: { prompt_tokens: 50, completion_tokens: 7, total_tokens: 57 } }))
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
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ error: { message: code, type: code, code } }))
  }
}

function delay(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
