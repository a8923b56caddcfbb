import Taro from '@tarojs/taro'
import type { QuotaData } from '@tarot/contracts/account'
import type { AiTier } from '@tarot/core/spreads'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { fetchQuota, getInterpretation, streamInterpretation } from '@/lib/api/readings'
import { useStreamingText } from '@/lib/hooks/use-streaming-text'

export type InterpretationPhase =
  /** The spread has no AI reading. */
  | { kind: 'none' }
  /** Looking for a stored interpretation. */
  | { kind: 'checking' }
  /** None stored: what it costs, before anything is spent. */
  | { kind: 'offer'; quota: QuotaData | 'loading' | 'failed' }
  | { kind: 'streaming' }
  /** The stream broke off: the server may have finished and stored it anyway. */
  | { kind: 'recovering' }
  | { kind: 'done'; text: string; fallback: boolean }
  /** The server refused before streaming (no free reading left, not enough energy, busy…). */
  | { kind: 'refused'; code: number; message: string }
  | { kind: 'failed'; nothingCharged: boolean }

/**
 * The AI interpretation of one reading: the stored one if it exists; otherwise
 * the cost first, then a stream the user starts, shown as it is written. A
 * failure offers a retry; a broken stream first asks whether the text was kept.
 */
export function useInterpretation(readingId: string, tier: AiTier) {
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

  /** The stored text, or null when there is none (or it cannot be fetched now). */
  const stored = useCallback(async () => {
    try {
      return (await getInterpretation(readingId)).text
    } catch {
      return null
    }
  }, [readingId])

  const check = useCallback(async () => {
    if (!tier || !readingId) return
    setPhase({ kind: 'checking' })
    const text = await stored()
    if (!live.current) return
    if (text !== null) setPhase({ kind: 'done', text, fallback: false })
    else await loadQuota()
  }, [tier, readingId, stored, loadQuota])

  useEffect(() => {
    void check()
  }, [check])

  const start = useCallback(async () => {
    if (running.current || !tier) return
    running.current = true
    try {
      for (;;) {
        controller.current = new AbortController()
        showText('')
        setPhase({ kind: 'streaming' })
        const result = await streamInterpretation(readingId, { onText: push }, controller.current.signal)
        if (!live.current) return
        if (result.kind === 'done') {
          const fellBack = result.done.charged === null && !!result.meta && !result.meta.stored && !!result.meta.charged
          setPhase({ kind: 'done', text: result.text, fallback: fellBack })
          return
        }
        if (result.kind === 'refused') {
          setPhase({ kind: 'refused', code: result.code, message: result.message })
          return
        }
        if (result.aborted) return
        if (result.broken) {
          setPhase({ kind: 'recovering' })
          const text = await stored()
          if (!live.current) return
          if (text !== null) {
            setPhase({ kind: 'done', text, fallback: false })
            return
          }
        }
        setPhase({ kind: 'failed', nothingCharged: result.refunded || result.text === '' })
        const answer = await Taro.showModal({ title: t('failedTitle'), content: t('failedRetry'), confirmText: tc('common.retry'), cancelText: tc('common.cancel') }).catch(() => ({ confirm: false }))
        if (!answer.confirm || !live.current) return
      }
    } finally {
      running.current = false
    }
  }, [tier, readingId, push, showText, stored, t, tc])

  return { phase, streamed, start: () => void start(), check: () => void check(), reloadQuota: () => void loadQuota() }
}
