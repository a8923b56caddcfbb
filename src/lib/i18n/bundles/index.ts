import type { Language } from '@tarot/core/language'
import en from './en'
import zhHans from './zh-Hans'
import zhHant from './zh-Hant'

/** One language's bundled namespaces (common, history, spreads, library, home). */
export type LanguageBundle = typeof zhHans

/** All three languages at once: the mini-program, RN and the tests (H5 loads the other two on demand: ../languages.h5.ts). */
export const resources: Record<Language, LanguageBundle> = { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en }
