import { type Language, dataPathSegment, deriveLanguage } from '@tarot/core/language'
import dayjs from 'dayjs'
import i18next, { type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { loadLanguageBundle, loadedLanguages } from './languages'
import { pageTranslations } from './page-translations'
import { systemLanguage } from './system-language'

// Resources are bundled: the mini-program has no HTTP backend for translations.
// `common` is shared (its `validation` texts come from @tarot/messages, which the server shows too). Only what the first screen
// shows is in bundles/ (common, home, spreads, history, library); the reading journey's namespaces (ask, draw, reading, account, content,
// feedback) register with the modules that show them (`addPageTranslations`), to keep the first load small. On H5 the entry holds
// Simplified Chinese only and the other two languages load when needed (languages.h5.ts): `loadLanguage` before `initI18n`.
export const NAMESPACES = ['common', 'history', 'spreads', 'library', 'home'] as const

const DAYJS_LOCALE: Record<Language, string> = { 'zh-Hans': 'zh-cn', 'zh-Hant': 'zh-tw', en: 'en' }

/** Spec §7: the app setting wins, else the system language. */
export function resolveLanguage(setting: Language | null): Language {
  return deriveLanguage(setting, systemLanguage())
}

export function currentLanguage(): Language {
  return (i18next.language as Language) || 'zh-Hans'
}

/** The language's data-host path segment: '' (Simplified), 'zh-Hant' or 'en'. */
export function currentDataPath(): string {
  return dataPathSegment(currentLanguage())
}

/** Makes the language's first-screen namespaces available (at once where they are bundled; H5 fetches them). */
export async function loadLanguage(language: Language): Promise<void> {
  const bundle = await loadLanguageBundle(language)
  if (!i18next.isInitialized || i18next.hasResourceBundle(language, 'common')) return
  for (const [namespace, texts] of Object.entries(bundle)) i18next.addResourceBundle(language, namespace, texts, true, true)
}

let requested: Language | undefined

/** Switches once the language's texts are here, so nothing shows keys or the fallback language in between. */
export async function setAppLanguage(language: Language): Promise<void> {
  requested = language
  await loadLanguage(language)
  // A later switch made while this one loaded wins.
  if (requested !== language) return
  dayjs.locale(DAYJS_LOCALE[language])
  await i18next.changeLanguage(language)
}

export function initI18n(language: Language): typeof i18next {
  dayjs.locale(DAYJS_LOCALE[language])
  if (!i18next.isInitialized) {
    // The loaded languages' namespaces, plus any page namespace whose module loaded before the app started i18next.
    const all: Resource = { 'zh-Hans': {}, 'zh-Hant': {}, en: {} }
    for (const [language, bundle] of Object.entries(loadedLanguages)) all[language] = { ...bundle }
    for (const [namespace, bundles] of Object.entries(pageTranslations)) for (const [language, bundle] of Object.entries(bundles)) all[language]![namespace] = bundle as Resource[string][string]
    void i18next.use(initReactI18next).init({
      resources: all,
      lng: language,
      fallbackLng: 'zh-Hans',
      supportedLngs: ['zh-Hans', 'zh-Hant', 'en', 'es', 'fr'],
      defaultNS: 'common',
      ns: [...NAMESPACES],
      interpolation: { escapeValue: false },
      returnNull: false,
      initImmediate: false,
    })
  }
  return i18next
}

// For code outside React (toasts, the HTTP client): keys are checked where components use useTranslation().
const translate = i18next.t as unknown as (key: string, options?: Record<string, unknown>) => string
export const t = (key: string, options?: Record<string, unknown>): string => translate(key, options)
