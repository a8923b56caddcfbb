import type { Language } from '@tarot/core/language'
import { en } from './en'
import type { FollowUpPhrases } from './types'
import { zhHans } from './zh-hans'
import { zhHant } from './zh-hant'

const BANKS: Record<Language, FollowUpPhrases> = { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en }

export function followUpPhrasesFor(language: Language): FollowUpPhrases {
  return BANKS[language]
}
