import type { Language } from '@tarot/core/language'
import { en } from './en'
import type { BottomLinePhrases } from './types'
import { zhHans } from './zh-hans'
import { zhHant } from './zh-hant'

const BANKS: Record<Language, BottomLinePhrases> = { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en }

export function bottomLinePhrasesFor(language: Language): BottomLinePhrases {
  return BANKS[language]
}
