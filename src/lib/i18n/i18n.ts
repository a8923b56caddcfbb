import Taro from '@tarojs/taro'
import { type Language, dataPathSegment, deriveLanguage } from '@tarot/core/language'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import 'dayjs/locale/zh-tw'
import i18next, { type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { VALIDATION_TEXTS } from '@tarot/messages/validation'
import { pageTranslations } from './page-translations'
import en from '@/locales/en/common.json'
import enHistory from '@/locales/en/history.json'
import enHome from '@/locales/en/home.json'
import enLibrary from '@/locales/en/library.json'
import enSpreads from '@/locales/en/spreads.json'
import zhHans from '@/locales/zh-Hans/common.json'
import zhHansHistory from '@/locales/zh-Hans/history.json'
import zhHansHome from '@/locales/zh-Hans/home.json'
import zhHansLibrary from '@/locales/zh-Hans/library.json'
import zhHansSpreads from '@/locales/zh-Hans/spreads.json'
import zhHant from '@/locales/zh-Hant/common.json'
import zhHantHistory from '@/locales/zh-Hant/history.json'
import zhHantHome from '@/locales/zh-Hant/home.json'
import zhHantLibrary from '@/locales/zh-Hant/library.json'
import zhHantSpreads from '@/locales/zh-Hant/spreads.json'

// Resources are bundled: the mini-program has no HTTP backend for translations.
// `common` is shared (its `validation` texts come from @tarot/messages, which the server shows too). Only what the first screen
// shows is here (common, home, spreads, history, library); the reading journey's namespaces (ask, draw, reading, account, content,
// feedback) register with the modules that show them (`addPageTranslations`), to keep the first load small.
export const resources = {
  'zh-Hans': { common: { ...zhHans, validation: VALIDATION_TEXTS['zh-Hans'] }, history: zhHansHistory, spreads: zhHansSpreads, library: zhHansLibrary, home: zhHansHome },
  'zh-Hant': { common: { ...zhHant, validation: VALIDATION_TEXTS['zh-Hant'] }, history: zhHantHistory, spreads: zhHantSpreads, library: zhHantLibrary, home: zhHantHome },
  en: { common: { ...en, validation: VALIDATION_TEXTS.en }, history: enHistory, spreads: enSpreads, library: enLibrary, home: enHome },
} as const

export const NAMESPACES = ['common', 'history', 'spreads', 'library', 'home'] as const

const DAYJS_LOCALE: Record<Language, string> = { 'zh-Hans': 'zh-cn', 'zh-Hant': 'zh-tw', en: 'en' }

function systemLanguage(): string {
  try {
    return Taro.getSystemInfoSync().language ?? ''
  } catch {
    return ''
  }
}

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

export async function setAppLanguage(language: Language): Promise<void> {
  dayjs.locale(DAYJS_LOCALE[language])
  await i18next.changeLanguage(language)
}

export function initI18n(language: Language): typeof i18next {
  dayjs.locale(DAYJS_LOCALE[language])
  if (!i18next.isInitialized) {
    // Bundled namespaces, plus any page namespace whose module loaded before the app started i18next.
    const all: Resource = { 'zh-Hans': { ...resources['zh-Hans'] }, 'zh-Hant': { ...resources['zh-Hant'] }, en: { ...resources.en } }
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
