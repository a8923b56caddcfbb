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
}

/** Raised when the provider is too slow; the caller falls back like for any other failure. */
export class LlmTimeoutError extends Error {
  constructor(readonly stage: 'first-byte' | 'idle') {
    super(`language model timed out waiting for the ${stage === 'first-byte' ? 'first' : 'next'} piece of text`)
  }
}

/** One client per process: the SDK keeps the connection pool. Retries are ours to decide (we fall back instead). */
export function llmClient(settings: LlmSettings): OpenAI {
  return new OpenAI({ baseURL: settings.baseUrl, apiKey: settings.apiKey, maxRetries: 0, timeout: settings.firstByteTimeoutMs + settings.idleTimeoutMs })
}

type Messages = ChatCompletionMessageParam[]

/**
 * Streams one chat completion. The caller's signal (the app user going away) and
 * our own time-outs abort the upstream request, so a provider is never left
 * generating for nobody. Usage totals arrive in the last chunk.
 */
async function* complete(client: OpenAI, settings: LlmSettings, messages: Messages, signal: AbortSignal, report?: CallReport): AsyncGenerator<string> {
  const upstream = new AbortController()
  const onAbort = () => upstream.abort(signal.reason)
  signal.addEventListener('abort', onAbort, { once: true })
  let timedOut: LlmTimeoutError | null = null
  let timer: NodeJS.Timeout | undefined
  const arm = (stage: 'first-byte' | 'idle', ms: number) => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      timedOut = new LlmTimeoutError(stage)
      upstream.abort(timedOut)
    }, ms)
  }
  if (report) report.model = settings.model
  try {
    arm('first-byte', settings.firstByteTimeoutMs)
    const stream = await client.chat.completions.create(
      { model: settings.model, messages, stream: true, stream_options: { include_usage: true }, temperature: 0.7 },
      { signal: upstream.signal },
    )
    for await (const chunk of stream) {
      if (chunk.usage && report) report.usage = { promptTokens: chunk.usage.prompt_tokens, completionTokens: chunk.usage.completion_tokens }
      const text = chunk.choices[0]?.delta?.content
      if (!text) continue
      arm('idle', settings.idleTimeoutMs)
      yield text
    }
  } catch (error) {
    if (timedOut) throw timedOut
    throw error
  } finally {
    clearTimeout(timer)
    signal.removeEventListener('abort', onAbort)
    // Leaving the loop early (the caller stopped reading) must end the upstream call too.
    if (!upstream.signal.aborted) upstream.abort()
  }
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
export function llmSettingsFrom(llm: { baseUrl?: string; apiKey?: string; model?: string; firstByteTimeoutMs: number; idleTimeoutMs: number }): LlmSettings | null {
  if (!llm.baseUrl || !llm.apiKey || !llm.model) return null
  return { baseUrl: llm.baseUrl, apiKey: llm.apiKey, model: llm.model, firstByteTimeoutMs: llm.firstByteTimeoutMs, idleTimeoutMs: llm.idleTimeoutMs }
}
