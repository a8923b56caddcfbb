import type { Language } from '@tarot/core/language'
import type { LanguageBundle } from './bundles'
import zhHans from './bundles/zh-Hans'

// H5: the first load carries Simplified Chinese only (the default, and i18next's fallback); Traditional Chinese and English
// are chunks of their own, fetched before the app starts in one of them or switches to it (issue 16: first load ≤ 150 KB).
const LOADERS: Record<Exclude<Language, 'zh-Hans'>, () => Promise<{ default: LanguageBundle }>> = {
  'zh-Hant': () => import(/* webpackChunkName: "i18n-zh-Hant" */ './bundles/zh-Hant'),
  en: () => import(/* webpackChunkName: "i18n-en" */ './bundles/en'),
}

/** The languages whose first-screen namespaces are already here. */
export const loadedLanguages: Partial<Record<Language, LanguageBundle>> = { 'zh-Hans': zhHans }

export async function loadLanguageBundle(language: Language): Promise<LanguageBundle> {
  const loaded = loadedLanguages[language]
  if (loaded) return loaded
  const bundle = (await LOADERS[language as Exclude<Language, 'zh-Hans'>]()).default
  loadedLanguages[language] = bundle
  return bundle
}
