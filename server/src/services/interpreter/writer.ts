import type { FastifyBaseLogger } from 'fastify'
import { APIConnectionError } from 'openai'
import type { AiCallOwner, AiCallRecorder } from '../ai-calls/recorder'
import { AnswerRejected, type Generation, generate } from './generate'
import type { CallReport, Interpreter } from './interpreter'

/** Where an answer streams to: the route's server-sent events, and the signal that the caller went away. */
export interface AnswerStream {
  readonly signal: AbortSignal
  /** Resolves when the client can take more: the writer waits on it before asking the engine for the next piece. */
  send(event: 'meta' | 'delta' | 'restart' | 'done' | 'error', data: unknown): Promise<void>
}

/** How often a claim on a reading or a turn (and its hold) is renewed while its answer streams, at most. */
export const CLAIM_RENEW_MS = 30_000

/**
 * Why a model call was not delivered, in a word a log query can count: the answer check's problem (`refusal`,
 * `leak`…), a time-out (`timeout-first-byte`…), a cap (`max-tokens`…), the provider's HTTP status (`http-429`), or
 * `connection`, `empty`, `error`.
 */
export function failureReason(error: unknown): string {
  if (error instanceof AnswerRejected) return error.problem
  if (error instanceof Error && error.message === 'empty answer') return 'empty'
  const e = error as { reason?: unknown; status?: unknown } | null
  if (typeof e?.reason === 'string') return e.reason
  if (typeof e?.status === 'number') return `http-${e.status}`
  if (error instanceof APIConnectionError) return 'connection'
  return 'error'
}

/** The renewal interval for claims that count as abandoned after `staleMs`: three renewals fit in it, so one slow write never loses a live stream. */
export function renewEvery(staleMs: number): number {
  return Math.max(1, Math.min(CLAIM_RENEW_MS, Math.floor(staleMs / 3)))
}

/**
 * Keeps a claim (a reading being interpreted, a follow-up turn) alive while its answer streams,
 * so that no second request takes it over as abandoned: renewed as text flows, at most every
 * `everyMs` of the service clock, and on a timer through silences. `stop` when the stream ends.
 */
export function keepClaim(
  stream: AnswerStream,
  { now, renew, log, everyMs = CLAIM_RENEW_MS }: { now: () => number; renew: (at: Date) => Promise<void>; log: FastifyBaseLogger; everyMs?: number },
): { stream: AnswerStream; stop: () => Promise<void> } {
  let last = now()
  let renewing: Promise<void> | null = null
  const touch = () => {
    if (renewing) return
    last = now()
    renewing = renew(new Date(last))
      .catch((error: unknown) => log.warn({ err: error }, 'claim renewal failed'))
      .finally(() => {
        renewing = null
      })
  }
  const timer = setInterval(touch, everyMs)
  timer.unref()
  return {
    stream: {
      signal: stream.signal,
      send(event, data) {
        if (now() - last >= everyMs) touch()
        return stream.send(event, data)
      },
    },
    stop: async () => {
      clearInterval(timer)
      await renewing
    },
  }
}

export interface WriteJob {
  kind: 'reading' | 'chat'
  owner: AiCallOwner
  run: (engine: Interpreter, signal: AbortSignal, report: CallReport) => AsyncIterable<string>
  /** What is wrong with the model's whole answer, if anything (`answer-check.ts`): a problem discards it. */
  check?: (text: string) => string | null
  stream: AnswerStream
  log: FastifyBaseLogger
}

/**
 * Writes a reading or a follow-up with the engine in force, falling back to the offline one
 * (`generate`), streams the text as it comes and records the model call. What is delivered and
 * what it costs is the caller's to decide.
 */
export class AiWriter {
  constructor(
    private readonly deps: {
      primary: Interpreter
      /** Always the offline interpreter, except in tests that need total failure. */
      fallback: Interpreter
      recorder: AiCallRecorder
      now: () => number
    },
  ) {}

  /** The engine a stream announces in its `meta` event. */
  get engine(): string {
    return this.deps.primary.name
  }

  /** Whether an answer stored by `engine` is the fallback's, written because the model failed: the model may be asked again. */
  isFallback(engine: string | null): boolean {
    return this.deps.primary !== this.deps.fallback && engine === this.deps.fallback.name
  }

  /** The fallback engine's name. */
  get fallbackEngine(): string {
    return this.deps.fallback.name
  }

  async write({ kind, owner, run, check, stream, log }: WriteJob): Promise<Generation> {
    const { primary, fallback, recorder, now } = this.deps
    const result = await generate({
      primary,
      fallback,
      run,
      signal: stream.signal,
      now,
      onDelta: (text) => stream.send('delta', { text }),
      onRestart: (engine) => stream.send('restart', { engine }),
      // The built-in reader's own text is not checked: it is what a rejected answer is replaced with.
      ...(check && primary !== fallback ? { check } : {}),
    })
    if (primary !== fallback) {
      // One line per model call, countable by outcome and reason: `event:"model_call"`.
      const { outcome, error, report, durationMs } = result.primary
      const line = {
        event: 'model_call',
        kind,
        engine: primary.name,
        model: report.model ?? null,
        outcome,
        reason: error === undefined ? null : failureReason(error),
        durationMs,
        ...(report.usage ?? {}),
      }
      if (error === undefined) log.info(line, 'model call')
      else log.warn({ ...line, err: error }, kind === 'reading' ? 'interpretation engine failed' : 'follow-up engine failed')
    }
    if (primary !== fallback) await recorder.generation(kind, owner, result.primary)
    return result
  }
}
