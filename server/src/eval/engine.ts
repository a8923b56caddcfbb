import type { InterpretationInput, Interpreter } from '../services/interpreter/interpreter'
import { offlineInterpreter } from '../services/interpreter/offline'
import { llmSettingsFrom, openAiInterpreter } from '../services/interpreter/openai'

/**
 * The engine the eval reads with: the configured model when LLM_BASE_URL, LLM_API_KEY
 * and LLM_MODEL are all set (as the server decides), else the built-in reader. Only the
 * interpreter modules' exports are used — `offlineInterpreter`, `openAiInterpreter`,
 * `llmSettingsFrom` and the `Interpreter` interface — so a rewrite behind them keeps
 * working with the eval. Unlike the server, the eval never falls back: a model that
 * fails is scored on what it delivered.
 */
export interface Engine {
  interpreter: Interpreter
  /** For the report: "built-in reader" or "model gpt-4o-mini at api.openai.com". */
  label: string
  kind: 'offline' | 'llm'
}

export function engineFromEnv(env: Record<string, string | undefined> = process.env): Engine {
  const settings = llmSettingsFrom({
    baseUrl: env.LLM_BASE_URL || undefined,
    apiKey: env.LLM_API_KEY || undefined,
    model: env.LLM_MODEL || undefined,
    firstByteTimeoutMs: Number(env.LLM_FIRST_BYTE_TIMEOUT_MS) || 20_000,
    idleTimeoutMs: Number(env.LLM_IDLE_TIMEOUT_MS) || 30_000,
    maxTokens: Number(env.LLM_MAX_TOKENS) || 3_000,
    totalTimeoutMs: Number(env.LLM_TOTAL_TIMEOUT_MS) || 120_000,
    maxChars: Number(env.LLM_MAX_CHARS) || 12_000,
  })
  if (!settings) return { interpreter: offlineInterpreter, label: `built-in reader (${offlineInterpreter.name})`, kind: 'offline' }
  let host = settings.baseUrl
  try {
    host = new URL(settings.baseUrl).host
  } catch {
    // Not a URL: the label shows it as given.
  }
  return { interpreter: openAiInterpreter(settings), label: `model ${settings.model} at ${host}`, kind: 'llm' }
}

/** One whole reading as text, or the error that ended it (with what had arrived). */
export async function readingText(interpreter: Interpreter, input: InterpretationInput, timeoutMs = 180_000): Promise<{ text: string; error: string | null }> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new Error(`no whole reading within ${timeoutMs} ms`)), timeoutMs)
  let text = ''
  try {
    for await (const piece of interpreter.interpret(input, controller.signal)) text += piece
    if (controller.signal.aborted) return { text, error: String((controller.signal.reason as Error)?.message ?? 'aborted') }
    return { text, error: null }
  } catch (error) {
    return { text, error: error instanceof Error ? error.message : String(error) }
  } finally {
    clearTimeout(timer)
  }
}
