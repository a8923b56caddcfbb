import Taro from '@tarojs/taro'

/** Two-letter region from a locale tag such as `zh_CN`, `en-GB` or `zh-Hant-TW`; null when it names none. */
export function regionOfLocale(tag: string | null | undefined): string | null {
  const region = tag?.match(/^[a-z]{2,3}(?:[-_][a-z]{4})?[-_]([a-z]{2})$/i)?.[1]
  return region ? region.toUpperCase() : null
}

let cached: string | null | undefined

/**
 * The mini-program: the region of WeChat's own language setting (`zh_CN`, `zh_TW`, `en_US`), sent so a
 * crisis answer can put the person's own hotline first, as the browser's Accept-Language does on H5.
 */
export function deviceRegion(): string | null {
  if (cached === undefined) {
    try {
      cached = regionOfLocale(Taro.getSystemInfoSync().language)
    } catch {
      cached = null
    }
  }
  return cached
}
