import { type Spread } from '@tarot/core/spreads'
import { findSpread } from '@/lib/content/spreads'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { currentLanguage } from '@/lib/i18n/i18n'
import { useAskFlow } from '@/stores/ask-flow'

export type CardFlow =
  | { status: 'loading' }
  /** Opened directly, or the store holds no question or no known spread. */
  | { status: 'missing' }
  /** This question already became a reading: drawing again would make a second one. */
  | { status: 'spent'; readingId: string }
  | { status: 'ready'; question: string; spreadId: string; spread: Spread }

/**
 * The question and spread the ask page handed to the card pages (draw and input),
 * with the spread in the current language. Waits for the persisted store on
 * platforms where it loads asynchronously (React Native). Once ready it stays with
 * that question for the page's life: finishing the reading (which records it in
 * the store) must not turn the page into "already drawn" on its way out.
 */
export function useCardFlow(): CardFlow {
  useTranslation() // re-render when the language changes
  const question = useAskFlow((s) => s.question)
  const spreadId = useAskFlow((s) => s.spreadId)
  const readingId = useAskFlow((s) => s.readingId)
  const [hydrated, setHydrated] = useState(() => useAskFlow.persist.hasHydrated())
  useEffect(() => {
    if (hydrated) return undefined
    return useAskFlow.persist.onFinishHydration(() => setHydrated(true))
  }, [hydrated])
  const opened = useRef<{ question: string; spreadId: string } | null>(null)

  const language = currentLanguage()
  if (opened.current) {
    const spread = findSpread(opened.current.spreadId, language)
    if (spread) return { status: 'ready', ...opened.current, spread }
  }
  if (!hydrated) return { status: 'loading' }
  const spread = spreadId ? findSpread(spreadId, language) : undefined
  if (!question.trim() || !spread) return { status: 'missing' }
  if (readingId) return { status: 'spent', readingId }
  opened.current = { question, spreadId }
  return { status: 'ready', question, spreadId, spread }
}
