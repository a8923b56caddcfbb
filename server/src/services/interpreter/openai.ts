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
  /** `max_tokens` of one call. */
  maxTokens: number
  /** Longest one call may run, first byte to last. */
  totalTimeoutMs: number
  /** Longest answer kept, in characters. */
  maxChars: number
}

/** Raised when the provider is too slow; the caller falls back like for any other failure. */
export class LlmTimeoutError extends Error {
  constructor(readonly stage: 'first-byte' | 'idle' | 'total') {
    super(
      stage === 'total'
        ? 'language model took longer than the whole answer may take'
        : `language model timed out waiting for the ${stage === 'first-byte' ? 'first' : 'next'} piece of text`,
    )
  }
}

/** Raised when the answer did not arrive whole: cut at a cap, or ended without the provider saying it was finished. */
export class LlmIncompleteError extends Error {
  constructor(readonly why: 'max-chars' | 'max-tokens' | 'unfinished') {
    super(
      why === 'max-chars'
        ? 'language model answer longer than the stored-size cap'
        : why === 'max-tokens'
          ? 'language model answer cut at max_tokens'
          : 'language model stream ended without a finish reason',
    )
  }
}

/** One client per process: the SDK keeps the connection pool. Retries are ours to decide (we fall back instead). */
export function llmClient(settings: LlmSettings): OpenAI {
  return new OpenAI({ baseURL: settings.baseUrl, apiKey: settings.apiKey, maxRetries: 0, timeout: settings.firstByteTimeoutMs + settings.idleTimeoutMs })
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
  let failure: Error | null = null
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
      { model: settings.model, messages, stream: true, stream_options: { include_usage: true }, temperature: 0.7, max_tokens: settings.maxTokens },
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
    totalTimeoutMs: llm.totalTimeoutMs ?? 120_000,
    maxChars: llm.maxChars ?? 12_000,
  }
}
