import { afterFirstScreen } from './warm-conditions'

/**
 * On H5 the check, its schemas and the bundled catalogue it compares against load
 * as their own chunk, and only once the first screen is idle: at launch the spec's
 * one second is counted from the first screen's last resource (`afterFirstScreen`
 * waits for a second without one), so on a slow network the check never competes
 * with what home needs to draw. A check asked for at once (a language switch) runs at once.
 */
export function scheduleContentCheck(delayMs: number): void {
  const ready = delayMs > 0 ? afterFirstScreen() : Promise.resolve()
  void ready
    .then(() => import('./freshness'))
    .then((m) => m.checkContentVersions())
    .catch(() => undefined)
}
