import { type Spread } from '@tarot/core/spreads'
import { findSpread } from '@/lib/content/spreads'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '@/lib/i18n/i18n'
import { useAskFlow } from '@/stores/ask-flow'

export type CardFlow =
  | { status: 'loading' }
  /** Opened directly, or the store holds no question or no known spread. */
  | { status: 'missing' }
  /** This question already became a reading (`drawn`: by a draw, which the draw page resumes): drawing again would make a second one. */
  | { status: 'spent'; readingId: string; drawn: boolean }
  /** `drawKey`: the client key the draw starts under, the same after a reload. */
  | { status: 'ready'; question: string; spreadId: string; spread: Spread; drawKey: string | null }

/**
 * The question and spread the ask page handed to the card pages (draw and input),
 * with the spread in the current language. Waits for the persisted store on
 * platforms where it loads asynchronously (React Native). Once ready it stays with
 * that question for the page's life: finishing the reading (which records it in
 * the store) must not turn the page into "already drawn" on its way out. `restart()`
 * forgets it, after the explicit "new reading".
 */
export function useCardFlow(): CardFlow & { restart(): void } {
  useTranslation() // re-render when the language changes
  const question = useAskFlow((s) => s.question)
  const spreadId = useAskFlow((s) => s.spreadId)
  const readingId = useAskFlow((s) => s.readingId)
  const mode = useAskFlow((s) => s.mode)
  const drawKey = useAskFlow((s) => s.drawKey)
  const [hydrated, setHydrated] = useState(() => useAskFlow.persist.hasHydrated())
  useEffect(() => {
    if (hydrated) return undefined
    return useAskFlow.persist.onFinishHydration(() => setHydrated(true))
  }, [hydrated])
  const opened = useRef<{ question: string; spreadId: string; drawKey: string | null } | null>(null)

  const restart = useCallback(() => {
    opened.current = null
  }, [])

  const language = currentLanguage()
  const kept = opened.current ? findSpread(opened.current.spreadId, language) : undefined
  if (opened.current && kept) return { status: 'ready', ...opened.current, spread: kept, restart }
  if (!hydrated) return { status: 'loading', restart }
  const spread = spreadId ? findSpread(spreadId, language) : undefined
  if (!question.trim() || !spread) return { status: 'missing', restart }
  if (readingId) return { status: 'spent', readingId, drawn: mode === 'draw', restart }
  opened.current = { question, spreadId, drawKey }
  return { status: 'ready', question, spreadId, spread, drawKey, restart }
}
