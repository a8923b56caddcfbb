/** H5: the app may run inside WeChat's built-in browser, where sign-in goes through WeChat instead of a guest token. */
export function isWechatBrowser(): boolean {
  return typeof navigator !== 'undefined' && /MicroMessenger/i.test(navigator.userAgent)
}

/** Reads the query both before the hash (links from outside) and inside it (`#/pages/x?t=...`). */
export function entryAddressQuery(): Record<string, string> {
  if (typeof window === 'undefined') return {}
  const out: Record<string, string> = {}
  const hashQuery = window.location.hash.includes('?') ? window.location.hash.slice(window.location.hash.indexOf('?') + 1) : ''
  for (const part of [window.location.search.replace(/^\?/, ''), hashQuery]) {
    new URLSearchParams(part).forEach((value, key) => {
      out[key] = value
    })
  }
  return out
}

/** The browser knows when the device has no network at all (as opposed to a server that does not answer). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false
}

/**
 * Takes the sign-in token `t` out of the address once it is stored, so it stays out of the history
 * and of links the person shares. The router is not told: the page and its other parameters stay as they are.
 */
export function forgetAddressToken(): void {
  if (typeof window === 'undefined') return
  const withoutToken = (query: string) => {
    const params = new URLSearchParams(query)
    params.delete('t')
    const rest = params.toString()
    return rest ? `?${rest}` : ''
  }
  const { pathname, search, hash } = window.location
  const queryAt = hash.indexOf('?')
  if (!new URLSearchParams(search).has('t') && !(queryAt >= 0 && new URLSearchParams(hash.slice(queryAt + 1)).has('t'))) return
  const cleanHash = queryAt < 0 ? hash : `${hash.slice(0, queryAt)}${withoutToken(hash.slice(queryAt + 1))}`
  const next = `${pathname}${withoutToken(search.replace(/^\?/, ''))}${cleanHash}`
  window.history.replaceState(window.history.state, '', next)
}

export const platformName = 'h5' as const
