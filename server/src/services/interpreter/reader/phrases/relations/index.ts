import type { Language } from '@tarot/core/language'
import { en } from './en'
import type { RelationPhrases } from './types'
import { zhHans } from './zh-hans'
import { zhHant } from './zh-hant'

const BANKS: Record<Language, RelationPhrases> = { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en }

export function relationPhrasesFor(language: Language): RelationPhrases {
  return BANKS[language]
}
