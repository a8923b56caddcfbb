import polyglotI18nProvider from 'ra-i18n-polyglot'
import englishMessages from 'ra-language-english'
import type { TranslationMessages } from 'react-admin'
import { setApiLanguage } from '../api/session'
import { resources } from '../resources'
import { consoleEn, consoleZhHans } from './console-messages'
import { raZhHans } from './ra-zh-Hans'

export type Locale = 'zh-Hans' | 'en'

function merge(...sets: object[]): TranslationMessages {
  const out: Record<string, unknown> = {}
  for (const set of sets) {
    for (const [key, value] of Object.entries(set)) {
      const here = out[key]
      out[key] = here && typeof here === 'object' && value && typeof value === 'object' ? merge(here, value) : value
    }
  }
  return out as TranslationMessages
}

/** Every message of a language: react-admin's, the console's, then each resource's (its folder's messages.ts). */
export const messages: Record<Locale, TranslationMessages> = {
  'zh-Hans': merge(raZhHans, consoleZhHans, ...resources.map((r) => r.messages['zh-Hans'])),
  en: merge(englishMessages, consoleEn, ...resources.map((r) => r.messages.en)),
}

/** Simplified Chinese by default; the operator's choice is kept by react-admin's store (localStorage) and sent to the server as `tarot-lang`. */
export const i18nProvider = polyglotI18nProvider(
  (locale) => {
    const chosen: Locale = locale === 'en' ? 'en' : 'zh-Hans'
    setApiLanguage(chosen)
    return messages[chosen]
  },
  'zh-Hans',
  [
    { locale: 'zh-Hans', name: '简体中文' },
    { locale: 'en', name: 'English' },
  ],
  { allowMissing: false },
)
