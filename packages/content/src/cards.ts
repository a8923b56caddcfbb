import type { Language } from '@tarot/core/language'
import coins from '../cards/coins.json'
import cups from '../cards/cups.json'
import major from '../cards/major.json'
import swords from '../cards/swords.json'
import wands from '../cards/wands.json'

/** A short reading for one life area, upright and reversed. */
export interface AspectReading {
  upright: string
  reversed: string
}

export const ASPECTS = ['love', 'career', 'wealth', 'advice'] as const
export type Aspect = (typeof ASPECTS)[number]

/** One card's text in one language. */
export interface CardText {
  name: string
  keywords: { upright: string[]; reversed: string[] }
  upright: string
  reversed: string
  love: AspectReading
  career: AspectReading
  wealth: AspectReading
  advice: AspectReading
}

export type CardTexts = Record<string, Record<Language, CardText>>

/** Every card's meanings, keyed by card id, in deck order (majors, Wands, Cups, Swords, Coins). */
export const CARD_TEXTS: CardTexts = { ...major, ...wands, ...cups, ...swords, ...coins }

export function cardText(id: string, language: Language): CardText | undefined {
  return CARD_TEXTS[id]?.[language]
}
