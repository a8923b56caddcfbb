import { regionOfLocale } from './device-region'

export { regionOfLocale }

let cached: string | null | undefined

/** React Native: Taro's system info has no language here, so the region comes from the device locale (Hermes' Intl). */
export function deviceRegion(): string | null {
  if (cached === undefined) {
    try {
      cached = regionOfLocale(Intl.DateTimeFormat().resolvedOptions().locale)
    } catch {
      cached = null
    }
  }
  return cached
}
