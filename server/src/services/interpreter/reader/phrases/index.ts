import type { Language } from '@tarot/core/language'
import { en } from './en'
import type { ReaderPhrases } from './types'
import { zhHans } from './zh-hans'
import { zhHant } from './zh-hant'

const BANKS: Record<Language, ReaderPhrases> = { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en }

export function phrasesFor(language: Language): ReaderPhrases {
  return BANKS[language]
}
