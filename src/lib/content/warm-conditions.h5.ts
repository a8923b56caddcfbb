import type { ConnectionHint } from './warm-queue'

interface NetworkInformation {
  saveData?: boolean
  effectiveType?: string
}

/** The browser's Network Information (Chromium): Save-Data and the effective connection type. Unknown elsewhere, which allows warming. */
export async function connectionHint(): Promise<ConnectionHint> {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection
  return { saveData: connection?.saveData === true, type: connection?.effectiveType }
}

const QUIET_MS = 1000
const MOST_MS = 15_000
/** Set (once) when the first screen is first idle: what loads after it is not the first screen's (scripts/size-budget.mjs reads it). */
export const FIRST_SCREEN_IDLE_MARK = 'tarot:first-screen-idle'

/**
 * Resolves once the first screen is idle: the page has loaded, no resource has
 * started for a second (the first screen's chunks, styles and images are in),
 * and the main thread has a moment to spare.
 */
export function afterFirstScreen(): Promise<void> {
  return new Promise((resolve) => {
    const started = Date.now()
    const done = () => {
      if (performance.getEntriesByName(FIRST_SCREEN_IDLE_MARK).length === 0) performance.mark(FIRST_SCREEN_IDLE_MARK)
      resolve()
    }
    const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(done, { timeout: 2000 }) : setTimeout(done, 0))
    const quiet = () => {
      let count = performance.getEntriesByType('resource').length
      let still = Date.now()
      const timer = setInterval(() => {
        const now = performance.getEntriesByType('resource').length
        if (now !== count) {
          count = now
          still = Date.now()
        }
        if (Date.now() - still >= QUIET_MS || Date.now() - started >= MOST_MS) {
          clearInterval(timer)
          idle()
        }
      }, 200)
    }
    if (document.readyState === 'complete') quiet()
    else window.addEventListener('load', quiet, { once: true })
  })
}

/** How long after the last touch, click, key or scroll the person counts as no longer busy with the screen. */
export const INPUT_QUIET_MS = 1500
const ANIMATION_POLL_MS = 250
const INPUT_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'touchmove', 'wheel', 'keydown', 'scroll'] as const
let lastInput = Number.NEGATIVE_INFINITY
let listening = false

function listen(): void {
  if (listening) return
  listening = true
  // Passive and capturing: seen for every element, never delays a scroll or a touch.
  const mark = () => {
    lastInput = performance.now()
  }
  for (const type of INPUT_EVENTS) window.addEventListener(type, mark, { capture: true, passive: true })
}

/** A transition or a finite animation is playing (a fan opening, a card flying or turning); endless ones (a cursor's blink) do not count. */
function moving(): boolean {
  if (typeof document.getAnimations !== 'function') return false
  return document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
}

/**
 * Resolves when the person is not in the middle of something: no input for INPUT_QUIET_MS, nothing
 * moving on screen, and the main thread idle. The warm-up waits for it before each request: a
 * response arriving mid-drag costs that frame its fetch, body and promise work.
 */
export function whenQuiet(): Promise<void> {
  listen()
  return new Promise((resolve) => {
    const check = () => {
      const since = performance.now() - lastInput
      if (since < INPUT_QUIET_MS) return void setTimeout(check, INPUT_QUIET_MS - since)
      if (moving()) return void setTimeout(check, ANIMATION_POLL_MS)
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 1000 })
      else resolve()
    }
    check()
  })
}
