import type { CallReport, Interpreter } from './interpreter'

export type EngineOutcome = 'delivered' | 'fallback' | 'failed' | 'aborted'

/** How one generation ended, and what the primary engine reported (for the ai_calls record). */
export interface Generation {
  text: string
  /** The engine whose text was delivered; null when nothing was. */
  engine: string | null
  fellBack: boolean
  aborted: boolean
  primary: { name: string; outcome: EngineOutcome; report: CallReport; durationMs: number; error?: unknown }
}

interface GenerateOptions {
  primary: Interpreter
  fallback: Interpreter
  run: (engine: Interpreter, signal: AbortSignal, report: CallReport) => AsyncIterable<string>
  signal: AbortSignal
  now: () => number
  /** Sends a piece on; the engine is not asked for the next one until this resolves (back-pressure). */
  onDelta: (text: string) => void | Promise<void>
  /** Text already sent is void: the fallback engine starts over. */
  onRestart: (engine: string) => void | Promise<void>
}

async function drain(iterable: AsyncIterable<string>, signal: AbortSignal, onDelta: (text: string) => void | Promise<void>): Promise<string> {
  let text = ''
  for await (const piece of iterable) {
    if (signal.aborted) break
    text += piece
    await onDelta(piece)
  }
  return text
}

/**
 * Runs the primary engine and, when it fails, stalls or answers with nothing,
 * the fallback (the offline interpreter) from the start. A user who went away
 * ends both. The caller decides what was delivered and what it costs.
 */
export async function generate({ primary, fallback, run, signal, now, onDelta, onRestart }: GenerateOptions): Promise<Generation> {
  const started = now()
  const report: CallReport = {}
  const result = (outcome: EngineOutcome, error?: unknown) => ({ name: primary.name, outcome, report, durationMs: now() - started, ...(error ? { error } : {}) })
  let sent = false
  let failure: unknown
  try {
    const text = await drain(run(primary, signal, report), signal, (piece) => {
      sent = true
      return onDelta(piece)
    })
    if (signal.aborted) return { text, engine: null, fellBack: false, aborted: true, primary: result('aborted') }
    if (text.trim() !== '') return { text, engine: primary.name, fellBack: false, aborted: false, primary: result('delivered') }
    failure = new Error('empty answer')
  } catch (error) {
    if (signal.aborted) return { text: '', engine: null, fellBack: false, aborted: true, primary: result('aborted') }
    failure = error
  }
  if (primary === fallback) return { text: '', engine: null, fellBack: false, aborted: false, primary: result('failed', failure) }

  // What the primary engine sent is discarded: a stall, a time-out, a cap or a drop leaves no half answer.
  if (sent) await onRestart(fallback.name)
  try {
    const text = await drain(run(fallback, signal, {}), signal, onDelta)
    if (signal.aborted) return { text, engine: null, fellBack: true, aborted: true, primary: result('fallback', failure) }
    return text.trim() === ''
      ? { text: '', engine: null, fellBack: true, aborted: false, primary: result('failed', failure) }
      : { text, engine: fallback.name, fellBack: true, aborted: false, primary: result('fallback', failure) }
  } catch (error) {
    return { text: '', engine: null, fellBack: true, aborted: signal.aborted, primary: result('failed', error) }
  }
}
