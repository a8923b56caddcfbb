/** The three languages the product writes its own texts in. */
export const LANGUAGES = ['zh-Hans', 'zh-Hant', 'en'] as const
export type Language = (typeof LANGUAGES)[number]

export const DEFAULT_LANGUAGE: Language = 'zh-Hans'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/**
 * Spec §7: zh-cn and zh-hans give Simplified, any other zh gives Traditional,
 * anything else English. Matching is case-insensitive and accepts `_` as the
 * separator (WeChat reports `zh_CN`).
 */
export function languageFromTag(tag: string | null | undefined): Language {
  if (!tag) return DEFAULT_LANGUAGE
  const normal = tag.trim().toLowerCase().replace(/_/g, '-')
  if (normal === '') return DEFAULT_LANGUAGE
  if (normal === 'zh-cn' || normal === 'zh-hans' || normal.startsWith('zh-hans-')) return 'zh-Hans'
  if (normal === 'zh' || normal.startsWith('zh-')) return 'zh-Hant'
  return 'en'
}

/** The user's explicit choice wins; otherwise the system language decides. */
export function deriveLanguage(setting: string | null | undefined, systemLanguage: string | null | undefined): Language {
  if (isLanguage(setting)) return setting
  if (setting) return languageFromTag(setting)
  return languageFromTag(systemLanguage)
}

/** Path segment on the data host (spec §7): empty for Simplified Chinese. */
export function dataPathSegment(language: Language): '' | 'zh-Hant' | 'en' {
  return language === 'zh-Hans' ? '' : language
}

/** Per-language question length limit (spec §5, §9). */
export function questionLimit(language: Language): number {
  return language === 'en' ? 150 : 50
}
