import type { CallReport, Interpreter } from './interpreter'

/** `rejected`: the primary engine answered, but the answer check discarded it and the fallback wrote the answer. */
export type EngineOutcome = 'delivered' | 'fallback' | 'rejected' | 'failed' | 'aborted'

/** An answer the check would not deliver, with what was wrong with it (`answer-check.ts`). */
export class AnswerRejected extends Error {
  constructor(readonly problem: string) {
    super(`answer rejected: ${problem}`)
    this.name = 'AnswerRejected'
  }
}

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
  /** What is wrong with the primary engine's whole answer, if anything; a problem discards it for the fallback's. */
  check?: (text: string) => string | null
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
export async function generate({ primary, fallback, run, signal, now, onDelta, onRestart, check }: GenerateOptions): Promise<Generation> {
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
    const problem = text.trim() === '' ? 'empty' : (check?.(text) ?? null)
    if (!problem) return { text, engine: primary.name, fellBack: false, aborted: false, primary: result('delivered') }
    failure = problem === 'empty' ? new Error('empty answer') : new AnswerRejected(problem)
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
      : { text, engine: fallback.name, fellBack: true, aborted: false, primary: result(failure instanceof AnswerRejected ? 'rejected' : 'fallback', failure) }
  } catch (error) {
    return { text: '', engine: null, fellBack: true, aborted: signal.aborted, primary: result('failed', error) }
  }
}
