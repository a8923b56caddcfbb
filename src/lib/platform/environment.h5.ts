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

export const platformName = 'h5' as const
