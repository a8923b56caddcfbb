import en from '../locales/en.json'
import zhHans from '../locales/zh-Hans.json'
import zhHant from '../locales/zh-Hant.json'

/**
 * What the journal says about input it refuses (a note too long, a resonance out of 1–5…), one home for the app
 * (checking before it sends) and the server (the envelope's `message`), so both say the same words.
 */
export type JournalTexts = (typeof zhHans)['journal']
export type JournalProblem = keyof JournalTexts

export const JOURNAL_TEXTS: Record<'zh-Hans' | 'zh-Hant' | 'en', JournalTexts> = {
  'zh-Hans': zhHans.journal,
  'zh-Hant': zhHant.journal,
  en: en.journal,
}
