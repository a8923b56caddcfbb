import Taro, { usePageScroll } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { scrollAnchorIntoView } from './scroll-anchor'

/** How often streamed text reaches the screen at most: enough to look live, few enough renders to stay smooth. */
export const STREAM_FRAME_MS = 50

/**
 * Text that arrives in many small pieces (an AI answer) shown without a render
 * per piece: `push` keeps the latest text and the screen catches up at most
 * every `frameMs`; `set` shows a text at once (the finished answer, a reset).
 */
export function useStreamingText(frameMs = STREAM_FRAME_MS) {
  const [text, setText] = useState('')
  const latest = useRef('')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const push = useCallback(
    (next: string) => {
      latest.current = next
      if (timer.current !== undefined) return
      timer.current = setTimeout(() => {
        timer.current = undefined
        setText(latest.current)
      }, frameMs)
    },
    [frameMs],
  )

  const set = useCallback((next: string) => {
    clearTimeout(timer.current)
    timer.current = undefined
    latest.current = next
    setText(next)
  }, [])

  useEffect(() => () => clearTimeout(timer.current), [])
  return { text, push, set }
}

/**
 * Keeps what is being written in view while `active` (text streaming in) and
 * `content` changes: the page follows to its end, or, given `anchor` (a class
 * selector), just far enough that the anchor's bottom edge is on screen, so
 * whatever sits below it does not push the text away. When the user scrolls
 * back up to read, the page stays where they put it until the next stream.
 */
export function useFollowScroll(active: boolean, content: unknown, anchor?: string): void {
  const paused = useRef(false)
  const lastTop = useRef(0)

  useEffect(() => {
    if (active) paused.current = false
  }, [active])

  usePageScroll(({ scrollTop }) => {
    if (active && scrollTop < lastTop.current - 40) paused.current = true
    lastTop.current = scrollTop
  })

  useEffect(() => {
    if (!active || paused.current) return
    if (!anchor) {
      Taro.pageScrollTo({ scrollTop: 1_000_000, duration: 0 }).catch(() => undefined)
      return
    }
    scrollAnchorIntoView(anchor)
  }, [active, content, anchor])
}
