import { useCallback, useEffect, useRef, useState } from 'react'
import { advance } from '@/lib/pace/reveal'
import { useReducedMotion } from './use-reduced-motion'

/** How often the revealed text moves on: often enough to read as flowing, few enough renders for a mini-program. */
export const PACE_TICK_MS = 60
/** How long text must be quiet before a word at its very end counts as whole (a stream that pauses mid-sentence). */
export const WORD_HOLD_MS = 400
/** The most reading time one tick may add (a page that was in the background catches up gently). */
const MAX_TICK_CREDIT_MS = 1000

export interface PacedText {
  /** What is on screen: whole characters and words from the start of `text`, never more than arrived. */
  shown: string
  /** Everything is on screen and nothing more will come. */
  finished: boolean
  /** The reveal is still going (or waiting for text), so "Show all" can do something. */
  canShowAll: boolean
  /** Shows everything that arrived, and whatever arrives next, at once. */
  showAll: () => void
}

export interface PaceOptions {
  /** No more text will arrive. */
  final: boolean
  /** Show at once, without pacing (a stored text opened again). */
  instant?: boolean
}

/**
 * Text revealed at a reading pace (about 32 Chinese characters or 16 words a
 * second), however fast it arrives: `text` is everything received so far, and
 * `shown` follows it by whole units. An empty `text` starts over (a new answer);
 * a `text` that no longer begins with what is shown (the model failed and
 * another engine restarted) is revealed again from its start. The user's
 * "reduce motion" setting, `instant` and `showAll` show everything at once.
 */
export function usePacedText(text: string, { final, instant = false }: PaceOptions): PacedText {
  const reduced = useReducedMotion()
  const [all, setAll] = useState(false)
  const [revealed, setRevealed] = useState('')
  const latest = useRef({ text, final })
  latest.current = { text, final }
  const revealedRef = useRef('')
  const arrivedAt = useRef(Date.now())

  useEffect(() => {
    arrivedAt.current = Date.now()
    if (text === '') setAll(false)
  }, [text])

  const immediate = instant || reduced || all
  const shown = immediate ? text : text.startsWith(revealed) ? revealed : ''
  const behind = !immediate && shown.length < text.length

  useEffect(() => {
    if (!behind) return
    let last = Date.now()
    let credit = 0
    const timer = setInterval(() => {
      const now = Date.now()
      credit += Math.min(Math.max(now - last, 0), MAX_TICK_CREDIT_MS)
      last = now
      const target = latest.current
      const from = target.text.startsWith(revealedRef.current) ? revealedRef.current.length : 0
      const step = advance(target.text, from, credit, { final: target.final, settled: target.final || now - arrivedAt.current >= WORD_HOLD_MS })
      credit -= step.spent
      // Caught up with what can be shown: no saved-up time to burst through when more arrives.
      if (step.blocked) credit = 0
      const next = target.text.slice(0, step.end)
      if (next !== revealedRef.current) {
        revealedRef.current = next
        setRevealed(next)
      }
    }, PACE_TICK_MS)
    return () => clearInterval(timer)
  }, [behind])

  const showAll = useCallback(() => setAll(true), [])
  const finished = final && shown.length === text.length
  return { shown, finished, canShowAll: !immediate && !finished && text !== '', showAll }
}
