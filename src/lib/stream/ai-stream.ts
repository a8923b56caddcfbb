import { ResultCode } from '@tarot/contracts/codes'
import { buildUrl, renewSession, requestHeaders } from '@/lib/http/client'
import { t } from '@/lib/i18n/i18n'
import { createSseParser } from './sse-parser'
import { postStream } from './transport'
import { StreamBroken } from './transport-types'

/** What the server says first: which engine writes, whether the text is stored, and what was reserved. */
export interface StreamMeta {
  engine: string | null
  stored: boolean
  seq?: number
  charged?: { free: true } | { energy: number } | null
}

/** What the server says last, when the text was delivered and stored. */
export interface StreamDone {
  length: number
  engine?: string
  charged?: { free: true } | { energy: number } | null
  [extra: string]: unknown
}

export type AiStreamResult =
  /** `restartedWith`: the engine that took over after the first one failed mid-way (a `restart` event). */
  | { kind: 'done'; text: string; meta: StreamMeta | null; done: StreamDone; restartedWith?: string }
  /** The server answered with an envelope instead of a stream: a refusal (no energy, busy, a crisis message…). */
  | { kind: 'refused'; code: number; message: string; data?: unknown }
  /** Nothing (or only part) arrived; `refunded` when the server said so, `broken` when the connection failed. */
  | { kind: 'failed'; text: string; message: string; refunded: boolean; broken: boolean; aborted: boolean }

export interface AiStreamHandlers {
  onMeta?: (meta: StreamMeta) => void
  /** The whole text so far, after each piece. */
  onText?: (text: string) => void
  /** The first engine failed mid-way: `engine` writes from the start (the text so far is dropped, `onText('')` follows). */
  onRestart?: (engine: string | null) => void
}

/** The engines the server names: a language model, or the built-in reader that works from the cards' meanings. */
export type Engine = 'llm' | 'offline'

/** The engine a stream or a stored text names, when it is one the app knows how to describe. */
export function engineOf(name: unknown): Engine | null {
  return name === 'llm' || name === 'offline' ? name : null
}

/**
 * One POST that answers with server-sent events (the interpretation, a
 * follow-up): `meta`, `delta`s, `restart` (the model failed, the offline reading
 * follows: the text so far is dropped), then `done` or `error`. The same parser
 * runs on every platform; only the transport leaf differs.
 */
export async function streamAi(path: string, body: unknown, handlers: AiStreamHandlers = {}, signal?: AbortSignal): Promise<AiStreamResult> {
  for (let attempt = 0; ; attempt += 1) {
    const result = await streamOnce(path, body, handlers, signal)
    if (result.kind === 'refused' && result.code === ResultCode.tokenExpired && attempt === 0 && (await renewSession())) continue
    return result
  }
}

async function streamOnce(path: string, body: unknown, handlers: AiStreamHandlers, signal?: AbortSignal): Promise<AiStreamResult> {
  let text = ''
  let meta: StreamMeta | null = null
  let done: StreamDone | null = null
  let restartedWith: string | undefined
  let error: { message?: string; refunded?: boolean } | null = null
  let mode: 'unknown' | 'sse' | 'json' = 'unknown'
  let raw = ''
  const parser = createSseParser(({ event, data }) => {
    let payload: Record<string, unknown>
    try {
      payload = JSON.parse(data) as Record<string, unknown>
    } catch {
      return
    }
    if (event === 'meta') {
      meta = payload as unknown as StreamMeta
      handlers.onMeta?.(meta)
    } else if (event === 'delta' && typeof payload.text === 'string') {
      text += payload.text
      handlers.onText?.(text)
    } else if (event === 'restart') {
      restartedWith = typeof payload.engine === 'string' ? payload.engine : 'offline'
      text = ''
      handlers.onRestart?.(restartedWith)
      handlers.onText?.(text)
    } else if (event === 'done') done = payload as unknown as StreamDone
    else if (event === 'error') error = payload as { message?: string; refunded?: boolean }
  })

  const onText = (piece: string) => {
    if (mode === 'unknown') {
      raw += piece
      const first = raw.trimStart()[0]
      if (!first) return
      mode = first === '{' ? 'json' : 'sse'
      if (mode === 'sse') parser.push(raw)
      return
    }
    if (mode === 'json') raw += piece
    else parser.push(piece)
  }

  let status = 0
  try {
    status = (await postStream({ url: buildUrl(path), body, headers: requestHeaders('any', 'POST'), onText, signal })).status
  } catch (failure) {
    const aborted = failure instanceof StreamBroken && failure.aborted
    return { kind: 'failed', text, message: t('errors.fetchFailed'), refunded: false, broken: true, aborted }
  }

  // `mode` is set inside the transport's callback, which TypeScript cannot follow.
  if ((mode as typeof mode | 'json') === 'json') {
    try {
      const envelope = JSON.parse(raw) as { code: number; message?: string; data?: unknown }
      if (envelope.code === ResultCode.ok) return { kind: 'refused', code: 0, message: '', data: envelope.data }
      return { kind: 'refused', code: envelope.code, message: envelope.message || t(status >= 500 ? 'errors.server' : 'errors.unknown'), data: envelope.data }
    } catch {
      return { kind: 'failed', text: '', message: t('errors.server'), refunded: false, broken: false, aborted: false }
    }
  }
  parser.end()
  const finished = done as StreamDone | null
  if (finished) return { kind: 'done', text, meta, done: finished, ...(restartedWith ? { restartedWith } : {}) }
  const failed = error as { message?: string; refunded?: boolean } | null
  if (failed) return { kind: 'failed', text, message: failed.message || t('errors.server'), refunded: failed.refunded === true, broken: false, aborted: false }
  // The connection ended without done or error: it broke off.
  return { kind: 'failed', text, message: t('errors.fetchFailed'), refunded: false, broken: true, aborted: signal?.aborted ?? false }
}
