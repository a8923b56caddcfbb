import OpenAI from 'openai'
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions'
import type { CallReport, Interpreter } from './interpreter'
import { followUpMessages, readingMessages } from './prompt'

export interface LlmSettings {
  baseUrl: string
  apiKey: string
  model: string
  /** Longest wait for the first piece of text; a slower provider is abandoned for the offline reading. */
  firstByteTimeoutMs: number
  /** Longest silence between two pieces once text flows. */
  idleTimeoutMs: number
  /** The most tokens one call may write. */
  maxTokens: number
  /** The request field that carries `maxTokens`: reasoning models (o1, o3, o4, gpt-5) take only `max_completion_tokens`. */
  tokenParam: TokenParam
  /** Longest one call may run, first byte to last. */
  totalTimeoutMs: number
  /** Longest answer kept, in characters. */
  maxChars: number
}

/** The request field a model family takes its token cap in. */
export type TokenParam = 'max_tokens' | 'max_completion_tokens'

/** OpenAI's reasoning families (o1, o3, o4-mini, gpt-5…), also behind a vendor prefix (`openai/gpt-5-mini`). */
const REASONING_MODEL = /(?:^|[/:])(?:o[134](?:$|[-_.])|gpt-5)/i

/** Reasoning models refuse `max_tokens` and any temperature but the default. */
export function isReasoningModel(model: string): boolean {
  return REASONING_MODEL.test(model.trim())
}

/** LLM_TOKEN_PARAM when set to one of the two, else by the model's family. */
export function tokenParamFor(model: string, setting?: string): TokenParam {
  if (setting === 'max_tokens' || setting === 'max_completion_tokens') return setting
  return isReasoningModel(model) ? 'max_completion_tokens' : 'max_tokens'
}

/**
 * How long a 429 asks to be left alone: `retry-after-ms` (OpenAI, Azure), else `Retry-After` in seconds or as an
 * HTTP date. Null when it does not say.
 */
export function retryAfterMs(headers: Headers, now: number): number | null {
  const ms = headers.get('retry-after-ms')
  if (ms !== null && ms.trim() !== '' && Number.isFinite(Number(ms))) return Math.max(0, Number(ms))
  const value = headers.get('retry-after')
  if (value === null || value.trim() === '') return null
  if (Number.isFinite(Number(value))) return Math.max(0, Number(value) * 1000)
  const at = Date.parse(value)
  return Number.isFinite(at) ? Math.max(0, at - now) : null
}

function pause(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    // An abort's reason is the DOMException AbortError unless the aborter gave another (AbortSignal types it `any`).
    if (signal?.aborted) return reject(signal.reason as Error)
    const done = () => {
      clearTimeout(timer)
      signal?.removeEventListener('abort', stop)
    }
    const stop = () => {
      done()
      reject(signal!.reason as Error)
    }
    const timer = setTimeout(() => {
      done()
      resolve()
    }, ms)
    signal?.addEventListener('abort', stop, { once: true })
  })
}

/**
 * `fetch` that honours a 429's Retry-After once: when the wait it asks for fits in `waitWithinMs` (the caller's time
 * cap), it waits that long and sends the request again; a longer wait, or none named, hands the 429 back at once (the
 * caller falls back). The request's own signal (the caller's caps, the user going away) still ends the wait.
 */
export function patientFetch(waitWithinMs: number, now: () => number = Date.now, base: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const first = await base(input, init)
    if (first.status !== 429) return first
    const wait = retryAfterMs(first.headers, now())
    if (wait === null || wait > waitWithinMs || init?.signal?.aborted) return first
    await first.body?.cancel()
    await pause(wait, init?.signal)
    return base(input, init)
  }
}

/**
 * A request body in the dialect of the model's family, for callers that write `max_tokens` and a temperature
 * whatever the model (the question classifier): the cap moved to `tokenParam`, the temperature dropped for a
 * reasoning model. Bodies already in the dialect, and anything that is not JSON, pass unchanged.
 */
export function inDialect(body: string, settings: Pick<LlmSettings, 'model' | 'tokenParam'>): string {
  let parsed: Record<string, unknown>
  try {
    parsed = JSON.parse(body) as Record<string, unknown>
  } catch {
    return body
  }
  const reasoning = isReasoningModel(settings.model)
  const wrongCap = settings.tokenParam === 'max_completion_tokens' && 'max_tokens' in parsed
  if (!wrongCap && !(reasoning && 'temperature' in parsed)) return body
  const { max_tokens: cap, temperature, ...rest } = parsed
  return JSON.stringify({ ...rest, ...(cap === undefined ? {} : { [settings.tokenParam]: cap }), ...(reasoning || temperature === undefined ? {} : { temperature }) })
}

/** Raised when the provider is too slow; the caller falls back like for any other failure. */
export class LlmTimeoutError extends Error {
  /** For the log's `reason`. */
  readonly reason: string
  constructor(readonly stage: 'first-byte' | 'idle' | 'total') {
    super(stage === 'total' ? 'language model took longer than the whole answer may take' : `language model timed out waiting for the ${stage === 'first-byte' ? 'first' : 'next'} piece of text`)
    this.reason = `timeout-${stage}`
  }
}

/** Raised when the answer did not arrive whole: cut at a cap, or ended without the provider saying it was finished. */
export class LlmIncompleteError extends Error {
  /** For the log's `reason`. */
  readonly reason: string
  constructor(readonly why: 'max-chars' | 'max-tokens' | 'unfinished') {
    super(
      why === 'max-chars'
        ? 'language model answer longer than the stored-size cap'
        : why === 'max-tokens'
          ? 'language model answer cut at max_tokens'
          : 'language model stream ended without a finish reason',
    )
    this.reason = why
  }
}

/**
 * One client per use (readings, the classifier): the SDK keeps the connection pool. Retries are ours to decide (we
 * fall back instead): the SDK's are off, and a 429 is sent again only after the Retry-After it names, when that fits
 * in `waitWithinMs` (by default the first-byte cap; the classifier's client passes its own time-out).
 */
export function llmClient(settings: LlmSettings, { waitWithinMs = settings.firstByteTimeoutMs }: { waitWithinMs?: number } = {}): OpenAI {
  return new OpenAI({
    baseURL: settings.baseUrl,
    apiKey: settings.apiKey,
    maxRetries: 0,
    timeout: settings.firstByteTimeoutMs + settings.idleTimeoutMs,
    fetch: patientFetch(waitWithinMs, Date.now, (input, init) => fetch(input, typeof init?.body === 'string' ? { ...init, body: inDialect(init.body, settings) } : init)),
  })
}

/** The sampling and length fields of a call, in the dialect of the model's family. */
export function samplingFields(settings: Pick<LlmSettings, 'model' | 'tokenParam'>, maxTokens: number, temperature: number): Record<string, number> {
  return { [settings.tokenParam]: maxTokens, ...(isReasoningModel(settings.model) ? {} : { temperature }) }
}

type Messages = ChatCompletionMessageParam[]

/**
 * Streams one chat completion. The caller's signal (the app user going away) and
 * our own time-outs and caps abort the upstream request, so a provider is never left
 * generating for nobody. Usage totals arrive in the last chunk.
 *
 * Only a whole answer ends quietly: the SDK's stream iterator swallows an abort and
 * simply stops, so after the loop a time-out or cap is raised here, and a stream that
 * ended without a finish reason (or at `max_tokens`) is an error too. The caller then
 * discards what arrived and falls back.
 */
async function* complete(client: OpenAI, settings: LlmSettings, messages: Messages, signal: AbortSignal, report?: CallReport): AsyncGenerator<string> {
  const upstream = new AbortController()
  const onAbort = () => upstream.abort(signal.reason)
  signal.addEventListener('abort', onAbort, { once: true })
  // Set from the timers' callbacks, so TypeScript cannot follow it: typed wide, or it would narrow to null.
  let failure = null as Error | null
  const fail = (error: Error) => {
    failure ??= error
    upstream.abort(error)
  }
  let timer: NodeJS.Timeout | undefined
  const arm = (stage: 'first-byte' | 'idle', ms: number) => {
    clearTimeout(timer)
    timer = setTimeout(() => fail(new LlmTimeoutError(stage)), ms)
  }
  const total = setTimeout(() => fail(new LlmTimeoutError('total')), settings.totalTimeoutMs)
  if (report) report.model = settings.model
  let length = 0
  let finish: string | null = null
  try {
    arm('first-byte', settings.firstByteTimeoutMs)
    const stream = await client.chat.completions.create(
      { model: settings.model, messages, stream: true, stream_options: { include_usage: true }, ...samplingFields(settings, settings.maxTokens, 0.7) },
      { signal: upstream.signal },
    )
    for await (const chunk of stream) {
      if (chunk.usage && report) report.usage = { promptTokens: chunk.usage.prompt_tokens, completionTokens: chunk.usage.completion_tokens }
      const choice = chunk.choices[0]
      if (choice?.finish_reason) finish = choice.finish_reason
      const text = choice?.delta?.content
      if (!text) continue
      length += text.length
      if (length > settings.maxChars) {
        fail(new LlmIncompleteError('max-chars'))
        break
      }
      arm('idle', settings.idleTimeoutMs)
      yield text
    }
  } catch (error) {
    if (failure) throw failure
    throw error
  } finally {
    clearTimeout(timer)
    clearTimeout(total)
    signal.removeEventListener('abort', onAbort)
    // Leaving the loop early (the caller stopped reading) must end the upstream call too.
    if (!upstream.signal.aborted) upstream.abort()
  }
  if (failure) throw failure
  // The caller went away: it sees its own signal and keeps nothing.
  if (signal.aborted) return
  if (finish === 'length') throw new LlmIncompleteError('max-tokens')
  if (finish === null) throw new LlmIncompleteError('unfinished')
}

/** The interpreter backed by any OpenAI-compatible chat-completions endpoint (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL). */
export function openAiInterpreter(settings: LlmSettings, client: OpenAI = llmClient(settings)): Interpreter {
  return {
    name: 'llm',
    interpret: (input, signal, report) => complete(client, settings, readingMessages(input), signal, report),
    followUp: (input, signal, report) => complete(client, settings, followUpMessages(input), signal, report),
  }
}

/** The model settings when all three of LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are set; otherwise the offline engine serves alone. */
export function llmSettingsFrom(llm: {
  baseUrl?: string | undefined
  apiKey?: string | undefined
  model?: string | undefined
  firstByteTimeoutMs: number
  idleTimeoutMs: number
  maxTokens?: number
  tokenParam?: string | undefined
  totalTimeoutMs?: number
  maxChars?: number
}): LlmSettings | null {
  if (!llm.baseUrl || !llm.apiKey || !llm.model) return null
  return {
    baseUrl: llm.baseUrl,
    apiKey: llm.apiKey,
    model: llm.model,
    firstByteTimeoutMs: llm.firstByteTimeoutMs,
    idleTimeoutMs: llm.idleTimeoutMs,
    maxTokens: llm.maxTokens ?? 3_000,
    tokenParam: tokenParamFor(llm.model, llm.tokenParam),
    totalTimeoutMs: llm.totalTimeoutMs ?? 120_000,
    maxChars: llm.maxChars ?? 12_000,
  }
}
