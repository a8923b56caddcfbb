/**
 * On H5 the check and the bundled catalogue it compares against load as their own
 * chunk, after the first screen: they are not needed to show it.
 */
export function scheduleContentCheck(delayMs: number): void {
  setTimeout(() => {
    void import('./freshness').then((m) => m.checkContentVersions()).catch(() => undefined)
  }, delayMs)
}
