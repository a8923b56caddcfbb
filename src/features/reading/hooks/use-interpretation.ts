import type { QuotaData } from '@tarot/contracts/account'
import type { InterpretRequest } from '@tarot/contracts/readings'
import type { AiTier } from '@tarot/core/spreads'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fetchQuota, getInterpretation, streamInterpretation } from '@/lib/api/readings'
import { useStreamingText } from '@/lib/hooks/use-streaming-text'
import { newAbortController } from '@/lib/stream/abort'
import { type AiStreamResult, type Engine, engineOf } from '@/lib/stream/ai-stream'
import '@/lib/i18n/namespaces/reading'
import { confirm } from '@/components/dialog/dialog'

export type InterpretationPhase =
  /** The spread has no AI reading. */
  | { kind: 'none' }
  /** Looking for a stored interpretation. */
  | { kind: 'checking' }
  /** None stored: what it costs, before anything is spent. */
  | { kind: 'offer'; quota: QuotaData | 'loading' | 'failed' }
  /** Being written; `engine` once the server has named who writes (a restart names the one taking over). */
  | { kind: 'streaming'; engine: Engine | null }
  /** The stream broke off: the server may have finished and stored it anyway. */
  | { kind: 'recovering' }
  /**
   * The whole text. `engine`: who wrote it; `fallback`: the model failed and the built-in reader
   * wrote it instead; `paced`: revealed at a reading pace (just written) or shown at once (stored).
   */
  | { kind: 'done'; text: string; engine: Engine | null; fallback: boolean; paced: boolean }
  /** The server refused before streaming (no free reading left, not enough energy, busy…). */
  | { kind: 'refused'; code: number; message: string }
  | { kind: 'failed'; nothingCharged: boolean }

/** Who wrote a finished stream, and whether the built-in reader took over from a model that failed. */
function authorship(result: Extract<AiStreamResult, { kind: 'done' }>): { engine: Engine | null; fallback: boolean } {
  const { meta, done, restartedWith } = result
  const engine = engineOf(done.engine ?? restartedWith ?? meta?.engine)
  const switched = !!restartedWith || (!!meta?.engine && !!done.engine && done.engine !== meta.engine)
  // A reservation the server gave back after delivering: the reading the user paid for was not the one written.
  const refunded = done.charged === null && !!meta && !meta.stored && !!meta.charged
  return { engine, fallback: switched || refunded }
}

/**
 * The interpretation of one reading: the stored one if it exists; otherwise
 * the cost first, then a stream the user starts, shown as it is written. A
 * failure offers a retry; a broken stream first asks whether the text was kept.
 * `interpreted`: what the reading says of its stored text; when it says there is
 * none yet (a reading just drawn), the cost comes at once, with no request for a
 * text that is not there (it would only answer 404).
 */
export function useInterpretation(readingId: string, tier: AiTier, interpreted?: boolean) {
  const { t } = useTranslation('reading')
  const { t: tc } = useTranslation()
  const [phase, setPhase] = useState<InterpretationPhase>(tier ? { kind: 'checking' } : { kind: 'none' })
  const { text: streamed, push, set: showText } = useStreamingText()
  const live = useRef(true)
  const running = useRef(false)
  const controller = useRef<AbortController | null>(null)

  useEffect(() => {
    live.current = true
    return () => {
      live.current = false
      controller.current?.abort()
    }
  }, [])

  const loadQuota = useCallback(async () => {
    setPhase({ kind: 'offer', quota: 'loading' })
    try {
      const quota = await fetchQuota()
      if (live.current) setPhase({ kind: 'offer', quota })
    } catch {
      if (live.current) setPhase({ kind: 'offer', quota: 'failed' })
    }
  }, [])

  /** The stored text and who wrote it, or null when there is none (or it cannot be fetched now). */
  const stored = useCallback(async () => {
    try {
      return await getInterpretation(readingId)
    } catch {
      return null
    }
  }, [readingId])

  const check = useCallback(async () => {
    if (!tier || !readingId) return
    setPhase({ kind: 'checking' })
    const kept = await stored()
    if (!live.current) return
    if (kept !== null) setPhase({ kind: 'done', text: kept.text, engine: engineOf(kept.engine), fallback: false, paced: false })
    else await loadQuota()
  }, [tier, readingId, stored, loadQuota])

  // What the reading said when it was opened holds for that reading's first look; later looks ask the server.
  const opened = useRef({ readingId, interpreted })
  useEffect(() => {
    const { readingId: openedId, interpreted: known } = opened.current
    if (tier && readingId && readingId === openedId && known === false) void loadQuota()
    else void check()
  }, [check, tier, readingId, loadQuota])

  /** Starts the reading; `payWith: 'energy'` reads a free spread for energy once the day's free readings are used. */
  const start = useCallback(
    async (options: InterpretRequest = {}) => {
      if (running.current || !tier) return
      running.current = true
      try {
        for (;;) {
          controller.current = newAbortController()
          showText('')
          setPhase({ kind: 'streaming', engine: null })
          const named = (engine: string | null) => live.current && setPhase((now) => (now.kind === 'streaming' ? { kind: 'streaming', engine: engineOf(engine) } : now))
          const result = await streamInterpretation(readingId, { onText: push, onMeta: (meta) => named(meta.engine), onRestart: named }, controller.current.signal, options)
          if (!live.current) return
          if (result.kind === 'done') {
            // A stored text replayed by the stream was written before: it shows at once, like one opened from history.
            setPhase({ kind: 'done', text: result.text, ...authorship(result), paced: !result.meta?.stored })
            return
          }
          if (result.kind === 'refused') {
            setPhase({ kind: 'refused', code: result.code, message: result.message })
            return
          }
          if (result.aborted) return
          if (result.broken) {
            setPhase({ kind: 'recovering' })
            const kept = await stored()
            if (!live.current) return
            if (kept !== null) {
              setPhase({ kind: 'done', text: kept.text, engine: engineOf(kept.engine), fallback: false, paced: false })
              return
            }
          }
          setPhase({ kind: 'failed', nothingCharged: result.refunded || result.text === '' })
          const again = await confirm({ title: t('failedTitle'), content: t('failedRetry'), confirmText: tc('common.retry'), cancelText: tc('common.cancel') })
          if (!again || !live.current) return
        }
      } finally {
        running.current = false
      }
    },
    [tier, readingId, push, showText, stored, t, tc],
  )

  return { phase, streamed, start: () => void start(), startForEnergy: () => void start({ payWith: 'energy' }), check: () => void check(), reloadQuota: () => void loadQuota() }
}
