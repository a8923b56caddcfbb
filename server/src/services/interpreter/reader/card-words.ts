import { cardReadingText } from '@tarot/content/card-reading'
import { cardText } from '@tarot/content/cards'
import type { Language } from '@tarot/core/language'
import type { QuestionTopic } from '@tarot/core/reading/question-intent'

/** The sentences of a text, with their closing punctuation. */
export function sentences(text: string): string[] {
  return (text.match(/[^。！？.!?]+[。！？.!?]+[”」"']?/g) ?? [text]).map((s) => s.trim()).filter(Boolean)
}

/** Where a card's library text turns from the picture to the person: its first sentence spoken to "you". */
export function appliedSentence(text: string): string {
  return appliedSentences(text, 1)[0]!
}

/**
 * A sentence that opens by leaning on the one before it ("Or your picture…", "But…", 这种本能…, 这并不是…): quoted on its
 * own, its first word points at nothing.
 */
const LEANS_BACK = /^(?:(?:Or|But|And|So|Yet|These|Those|Such)\b|或者|或是|但|而|所以|因此|这种|這種|这样|這樣|这并|這並|这也|這也|那些|那种|那種)/

/** That sentence and the ones after it, up to count; one that leans on the sentence before it is passed over when another will do. */
export function appliedSentences(text: string, count: number): string[] {
  const all = sentences(text)
  const speaksToYou = (s: string, i: number) => i > 0 && /你|\byou(?:r)?\b/i.test(s)
  const standsAlone = all.findIndex((s, i) => speaksToYou(s, i) && !LEANS_BACK.test(s))
  const at = standsAlone >= 0 ? standsAlone : all.findIndex(speaksToYou)
  const start = at >= 0 ? at : all.length - 1
  return all.slice(start, start + count)
}

/** The card's reading for the question's topic, in the orientation drawn. */
export function topicReading(id: string, language: Language, topic: QuestionTopic, reversed: boolean): string {
  const side = reversed ? 'reversed' : 'upright'
  const text = cardText(id, language)!
  const reader = cardReadingText(id, language)
  switch (topic) {
    case 'love':
      return text.love[side]
    case 'career':
      return text.career[side]
    case 'money':
      return text.wealth[side]
    case 'study':
      return reader?.study[side] ?? text.career[side]
    case 'health':
      return reader?.health[side] ?? text.advice[side]
    case 'family':
    case 'friendship':
      return reader?.bonds[side] ?? text.advice[side]
    case 'self':
      return appliedSentence(text[side])
  }
}

/**
 * The card in another person's place: how it tends to show in that person, a predicate for its subject (对方 /
 * "They"). Until a card has its line, its keywords stand in, said as a tendency.
 */
export function otherReading(id: string, language: Language, reversed: boolean): string {
  const side = reversed ? 'reversed' : 'upright'
  const line = cardReadingText(id, language)?.other?.[side]
  if (line) return line
  const words = cardText(id, language)!.keywords[side].slice(0, 2)
  if (language === 'en') return `may be showing ${words.join(' and ')} at the moment.`
  return language === 'zh-Hant' ? `此刻可能帶著${words.join('與')}。` : `此刻可能带着${words.join('与')}。`
}

/** The card's own advice, not repeating what its position already quoted. */
export function adviceReading(id: string, language: Language, reversed: boolean, alreadyQuoted: string): string {
  const side = reversed ? 'reversed' : 'upright'
  const text = cardText(id, language)!
  const advice = text.advice[side]
  if (advice !== alreadyQuoted) return advice
  const closing = sentences(text[side])
  return closing[closing.length - 1]!
}

/**
 * Cards whose reversal is itself a release: the upright card's weight lifting (the Devil's chain, the Eight of
 * Swords' blindfold, the Five of Cups' grief) rather than its energy blocked or overdone. Reading them as "too much
 * of the same force" would say the opposite of what they mean, so the reader gives them their own note. Each one's
 * first reversed keyword, in every language, names that release ("breaking free", "释放", "解脫"…).
 */
const RELEASING_REVERSALS: ReadonlySet<string> = new Set([
  'Major15', // the Devil: breaking free
  'Major18', // the Moon: the fog lifting
  'Wands10', // unloading the bundle
  'Cups04', // reawakening, the offered cup taken
  'Cups05', // acceptance, turning to the cups still standing
  'Cups07', // clarity, fantasies released
  'Swords03', // healing
  'Swords05', // reconciliation, letting go
  'Swords07', // coming clean
  'Swords08', // release from the binding
  'Swords09', // worry easing
  'Swords10', // recovery, rising again
  'Coins05', // recovery, shelter found
])

export function reversalIsRelease(id: string): boolean {
  return RELEASING_REVERSALS.has(id)
}

export function essenceOf(id: string, language: Language, reversed: boolean): string {
  const reader = cardReadingText(id, language)
  const text = cardText(id, language)!
  const side = reversed ? 'reversed' : 'upright'
  // Until every card has its essence, its first keywords stand in.
  return reader?.essence[side] ?? text.keywords[side].slice(0, 2).join(language === 'en' ? ' and ' : '与')
}
