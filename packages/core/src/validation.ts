import { type CardId, type Orientation, isCardId } from './deck'
import { type Language, questionLimit } from './language'

/**
 * Input validation with the spec's messages as keys (spec §5). Texts for each
 * key live in the app's locales and the server's messages, in all three languages.
 */
export type QuestionError = 'question.empty' | 'question.tooShort' | 'question.tooLong'
export type CardInputError = 'cards.repeated' | 'cards.incomplete' | 'cards.orientation' | 'cards.unknown'

/**
 * Shortest question we accept, counted in visible characters: four in Chinese
 * (「我该换工作吗」 is six; 「工作？」 says too little), ten in English ("Love life?").
 */
export function questionMinimum(language: Language): number {
  return language === 'en' ? 10 : 4
}

const hasSegmenter = typeof Intl !== 'undefined' && typeof (Intl as { Segmenter?: unknown }).Segmenter === 'function'

/**
 * Characters as a person sees them: an emoji, a flag or a family emoji is one.
 * Uses Intl.Segmenter where the engine has it, else a fallback that joins
 * combining marks, variation selectors, skin tones, ZWJ sequences and flag pairs.
 */
export function visibleLength(text: string): number {
  if (hasSegmenter) {
    const segmenter = new (Intl as unknown as { Segmenter: new (l?: string, o?: { granularity: string }) => { segment(t: string): Iterable<unknown> } }).Segmenter(undefined, {
      granularity: 'grapheme',
    })
    let n = 0
    for (const _ of segmenter.segment(text)) n += 1
    return n
  }
  return fallbackGraphemeCount(text)
}

export function fallbackGraphemeCount(text: string): number {
  const points = Array.from(text)
  let count = 0
  let joinNext = false
  let regionalOpen = false
  for (const ch of points) {
    const cp = ch.codePointAt(0) ?? 0
    const extends_ =
      (cp >= 0x0300 && cp <= 0x036f) || // combining marks
      (cp >= 0xfe00 && cp <= 0xfe0f) || // variation selectors
      (cp >= 0x1f3fb && cp <= 0x1f3ff) || // skin tones
      (cp >= 0xe0020 && cp <= 0xe007f) || // tag characters
      cp === 0x20e3
    if (cp === 0x200d) {
      joinNext = true
      continue
    }
    const regional = cp >= 0x1f1e6 && cp <= 0x1f1ff
    if (extends_ || joinNext || (regional && regionalOpen)) {
      joinNext = false
      if (regional) regionalOpen = false
      continue
    }
    regionalOpen = regional
    count += 1
  }
  return count
}

export function validateQuestion(raw: string, language: Language): QuestionError | null {
  const text = raw.trim()
  if (text === '') return 'question.empty'
  const length = visibleLength(text)
  if (length < questionMinimum(language)) return 'question.tooShort'
  if (length > questionLimit(language)) return 'question.tooLong'
  return null
}

export interface CardChoice {
  id: CardId | null
  orientation: Orientation | null
}

/** Physical-card input: every position filled, no card twice, each upright or reversed. */
export function validateCardInput(choices: readonly CardChoice[], positions: number): CardInputError | null {
  if (choices.length !== positions || choices.some((c) => !c.id)) return 'cards.incomplete'
  if (choices.some((c) => !isCardId(c.id))) return 'cards.unknown'
  const ids = choices.map((c) => c.id)
  if (new Set(ids).size !== ids.length) return 'cards.repeated'
  if (choices.some((c) => c.orientation !== 'upright' && c.orientation !== 'reversed')) return 'cards.orientation'
  return null
}

/** The card that would be a repeat if chosen for `position` (for refusing it at the moment of choosing). */
export function isRepeatChoice(choices: readonly CardChoice[], position: number, id: CardId): boolean {
  return choices.some((c, i) => i !== position && c.id === id)
}

/** The English texts of spec §5 for each key; the locales carry these and their Chinese versions. */
export const VALIDATION_MESSAGES_EN: Record<QuestionError | CardInputError, string> = {
  'question.empty': 'Please enter your question',
  'question.tooShort': 'The question is too short',
  'question.tooLong': 'The question is too long',
  'cards.repeated': 'Cannot Select Repeatedly',
  'cards.incomplete': 'Please select a card for all positions',
  'cards.orientation': 'Please mark each card upright or reversed',
  'cards.unknown': 'That card is not in the deck',
}
