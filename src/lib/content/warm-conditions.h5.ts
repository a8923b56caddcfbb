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
        if (now !== count) (count = now), (still = Date.now())
        if (Date.now() - still >= QUIET_MS || Date.now() - started >= MOST_MS) clearInterval(timer), idle()
      }, 200)
    }
    if (document.readyState === 'complete') quiet()
    else window.addEventListener('load', quiet, { once: true })
  })
}
