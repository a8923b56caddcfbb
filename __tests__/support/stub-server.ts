import Taro from '@tarojs/taro'
import type { CallData, Endpoint, PathsOf, Route } from '@tarot/contracts/endpoint'

/**
 * A stand-in for the server at the HTTP boundary, as MSW does in a browser: the app's real API modules and
 * client run, and every request they make (`Taro.request` for the envelope calls and the data host's files,
 * `fetch` for the streamed interpretation and follow-ups) is answered here. Handlers are keyed by the
 * endpoint table's names and typed by its response schemas, so a test's answer that no longer fits the
 * contract fails the typecheck, as the app's own calls do.
 */

export interface Call {
  method: string
  /** The URL's path, without host or query. */
  path: string
  query: URLSearchParams
  /** The `:name` parameters of the matched route. */
  params: Record<string, string>
  data: Record<string, unknown> | undefined
  token: string | undefined
  headers: Record<string, string>
}

/** An answer: the envelope's data (code 0), a refusal in the envelope (any HTTP status), or a network failure. */
export type Reply<T = unknown> = { data: T } | { code: number; message: string; status?: number; data?: unknown } | { fail: string }

/**
 * A streamed answer: the server-sent events in order (each `data` JSON-encoded), or a refusal in the envelope; `hold` keeps the stream
 * open until aborted; `later` sends more events once it resolves, then ends the stream (an answer the test finishes when it chooses).
 */
export type StreamReply =
  | { events: Array<{ event: string; data: unknown }>; hold?: boolean; breakOff?: boolean; later?: Promise<Array<{ event: string; data: unknown }>>; live?: (line: StreamLine) => void }
  | { code: number; message: string; status?: number; data?: unknown }
  | { fail: string }

/** The open end of a streamed answer the test writes as it goes (`liveStream`). */
export interface StreamLine {
  send(event: string, data: unknown): void
  end(): void
  breakOff(): void
}

type Handler<T> = (call: Call) => Reply<T> | Promise<Reply<T>>
export type Handlers<E extends Record<string, Endpoint>> = { readonly [K in keyof E]?: Handler<CallData<E[K]>> }

interface Entry {
  method: string
  pattern: RegExp
  names: string[]
  handle: (call: Call) => unknown
}

function compile(route: Route): Omit<Entry, 'handle'> {
  const names: string[] = []
  const source = route.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    names.push(name)
    return '([^/]+)'
  })
  return { method: route.method, pattern: new RegExp(`^${source}$`), names }
}

export class StubServer {
  /** Every request the app made, in order (envelope calls, files and streams). */
  readonly calls: Call[] = []
  private readonly entries: Entry[] = []
  private readonly streams: Entry[] = []
  private readonly files: Array<{ pattern: RegExp; handle: (match: RegExpExecArray) => unknown }> = []

  /** Answers the endpoints of one table (`@tarot/contracts/paths/*`) by name; later handlers for the same endpoint win. */
  handle<E extends Record<string, Endpoint>>(paths: PathsOf<E>, handlers: Handlers<E>): this {
    for (const [name, handle] of Object.entries(handlers as Record<string, Handler<unknown>>)) {
      const route = (paths as Record<string, Route>)[name]
      if (!route) throw new Error(`no endpoint named ${name}`)
      this.entries.unshift({ ...compile(route), handle })
    }
    return this
  }

  /** Answers a streamed endpoint (`raw`: the interpretation, a follow-up) with server-sent events. */
  stream(route: Route, handle: (call: Call) => StreamReply | Promise<StreamReply>): this {
    this.streams.unshift({ ...compile(route), handle })
    return this
  }

  /** Answers a file of the data host (a card's meaning, an article, the version file) by its URL; also a file the app fetches whole (a poster). */
  file(pattern: RegExp, handle: (match: RegExpExecArray) => unknown): this {
    this.files.unshift({ pattern, handle })
    return this
  }

  /** The calls made to one endpoint. */
  callsTo(route: Route): Call[] {
    const { method, pattern } = compile(route)
    return this.calls.filter((call) => call.method === method && pattern.test(call.path))
  }

  private callOf(url: string, method: string, data: unknown, headers: Record<string, string> = {}): Call {
    const parsed = new URL(url, 'http://app.test')
    const call: Call = { method, path: parsed.pathname, query: parsed.searchParams, params: {}, data: data as Call['data'], token: headers['tarot-token'], headers }
    this.calls.push(call)
    return call
  }

  private match(entries: Entry[], call: Call): Entry | undefined {
    for (const entry of entries) {
      if (entry.method !== call.method) continue
      const found = entry.pattern.exec(call.path)
      if (!found) continue
      entry.names.forEach((name, i) => (call.params[name] = decodeURIComponent(found[i + 1] ?? '')))
      return entry
    }
    return undefined
  }

  /** `Taro.request`, as the app's client and data host call it. */
  readonly request = async (options: { url: string; method?: string; data?: unknown; header?: Record<string, string> }) => {
    const method = (options.method ?? 'GET').toUpperCase()
    for (const file of this.files) {
      const found = file.pattern.exec(options.url)
      if (!found) continue
      this.callOf(options.url, method, options.data, options.header)
      const body = file.handle(found)
      if (body === undefined) return { statusCode: 404, data: 'Not found' }
      return { statusCode: 200, data: body }
    }
    const call = this.callOf(options.url, method, options.data, options.header)
    const entry = this.match(this.entries, call)
    const reply = entry ? ((await entry.handle(call)) as Reply) : { code: 404000, message: 'Not found', status: 404 }
    if ('fail' in reply) throw Object.assign(new Error(reply.fail), { errMsg: `request:fail ${reply.fail}` })
    if ('code' in reply) return { statusCode: reply.status ?? 200, data: { code: reply.code, message: reply.message, ...(reply.data === undefined ? {} : { data: reply.data }) } }
    return { statusCode: 200, data: { code: 0, data: reply.data } }
  }

  /** `fetch`, as the H5 stream transport calls it for a streamed POST. */
  readonly fetch = async (url: string, init: { method?: string; headers?: Record<string, string>; body?: string; signal?: AbortSignal } = {}) => {
    // A file fetched whole (a poster to hand to the share sheet): answered by `file()`, a Blob kept as it is.
    for (const file of (init.method ?? 'GET').toUpperCase() === 'GET' ? this.files : []) {
      const found = file.pattern.exec(url)
      if (!found) continue
      this.callOf(url, 'GET', undefined, init.headers)
      const content = file.handle(found)
      if (content === undefined) return { ok: false, status: 404, body: null, text: () => Promise.resolve('Not found'), blob: () => Promise.reject(new Error('Not found')) }
      const blob = content instanceof Blob ? content : new Blob([typeof content === 'string' ? content : JSON.stringify(content)])
      return { ok: true, status: 200, body: null, text: () => Promise.reject(new Error('a file')), blob: () => Promise.resolve(blob) }
    }
    const call = this.callOf(url, (init.method ?? 'GET').toUpperCase(), init.body ? JSON.parse(init.body) : undefined, init.headers)
    const entry = this.match(this.streams, call)
    const reply = entry ? ((await entry.handle(call)) as StreamReply) : { code: 404000, message: 'Not found', status: 404 }
    if ('fail' in reply) throw new TypeError(reply.fail)
    const encoder = new TextEncoder()
    if ('code' in reply) {
      const envelope = JSON.stringify({ code: reply.code, message: reply.message, ...(reply.data === undefined ? {} : { data: reply.data }) })
      return { status: reply.status ?? 200, body: null, text: () => Promise.resolve(envelope) }
    }
    const encode = (event: string, data: unknown) => encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
    const pieces = reply.events.map(({ event, data }) => encode(event, data))
    const signal = init.signal
    const { live, later } = reply
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(piece)
        let open = true
        const finish = (end: () => void) => {
          if (!open) return
          open = false
          end()
        }
        if (reply.breakOff) controller.error(new TypeError('network error'))
        else if (later) {
          void later.then((events) => {
            if (!open) return
            for (const { event, data } of events) controller.enqueue(encode(event, data))
            finish(() => controller.close())
          })
          signal?.addEventListener('abort', () => finish(() => controller.error(new DOMException('aborted', 'AbortError'))))
        } else if (!reply.hold && !live) controller.close()
        else {
          signal?.addEventListener('abort', () => finish(() => controller.error(new DOMException('aborted', 'AbortError'))))
          live?.({
            send: (event, data) => (open ? controller.enqueue(encode(event, data)) : undefined),
            end: () => finish(() => controller.close()),
            breakOff: () => finish(() => controller.error(new TypeError('network error'))),
          })
        }
      },
    })
    return { status: 200, body, text: () => Promise.reject(new Error('streamed')) }
  }
}

/** Puts a stand-in server in front of the app for one test: `Taro.request` and `fetch` answer from it (restored by `jest.restoreAllMocks`). */
export function stubServer(): StubServer {
  const server = new StubServer()
  jest.spyOn(Taro, 'request').mockImplementation(server.request as never)
  globalThis.fetch = jest.fn(server.fetch) as unknown as typeof fetch
  return server
}

/** A handler that gives these answers one per call, the last one from then on: envelope replies, stream replies, anything. */
export function inTurn<R>(...replies: R[]): () => R {
  let used = 0
  return () => replies[Math.min(used++, replies.length - 1)] as R
}

/** The events of a stream that delivers `text` whole: meta, the text in pieces, done. */
export function streamOf(text: string, { engine = 'offline', stored = true, charged = null as unknown, pieces = 3 } = {}): StreamReply {
  const size = Math.max(1, Math.ceil(text.length / pieces))
  const deltas = []
  for (let i = 0; i < text.length; i += size) deltas.push({ event: 'delta', data: { text: text.slice(i, i + size) } })
  return { events: [{ event: 'meta', data: { engine, stored, charged } }, ...deltas, { event: 'done', data: { length: text.length, engine, charged } }] }
}

/**
 * A stream the test writes as it goes, for a page caught mid-reading: answer the streamed endpoint with `reply`
 * (one connection), then `send` events (what was sent before the app connected waits for it) and `end` or `breakOff`.
 */
export function liveStream(): StreamLine & { reply: StreamReply } {
  const waiting: Array<(line: StreamLine) => void> = []
  let line: StreamLine | null = null
  const act = (step: (line: StreamLine) => void) => (line ? step(line) : waiting.push(step))
  return {
    reply: {
      events: [],
      live: (opened) => {
        line = opened
        waiting.splice(0).forEach((step) => step(opened))
      },
    },
    send: (event, data) => act((l) => l.send(event, data)),
    end: () => act((l) => l.end()),
    breakOff: () => act((l) => l.breakOff()),
  }
}
