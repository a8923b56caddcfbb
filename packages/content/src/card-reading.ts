import type { Language } from '@tarot/core/language'
import type { AspectReading } from './cards'
import coins from '../reading/coins.json'
import cups from '../reading/cups.json'
import major from '../reading/major.json'
import swords from '../reading/swords.json'
import wands from '../reading/wands.json'

/**
 * What the reader needs of a card beyond its library page: a short image of what
 * it means (to weave into sentences that relate cards), and its reading for the
 * topics the library page does not cover (study, wellbeing, family and friends).
 * Server-only: the app never bundles it.
 */
export interface CardReadingText {
  /** A noun phrase, upright and reversed: "a first step taken on trust". No final punctuation. */
  essence: AspectReading
  study: AspectReading
  /** Wellbeing: rest, energy, stress, habits. Never a diagnosis or a medical direction. */
  health: AspectReading
  /** Family and friends (not romance). */
  bonds: AspectReading
  /**
   * The card in another person's place (their feelings, how they see the asker, what they need, a partner's part,
   * the people around): how it tends to show in that person, seen from outside. One sentence written as a predicate
   * the reader puts after its subject (对方 / 身边的人, "They" / "The people around you"), so it reads of them in
   * all three languages: plural agreement in English ("seem", "may be"), no 他/她/他们 in Chinese, and never the
   * asker as the one who feels it.
   */
  other: AspectReading
  /**
   * The card's keywords that can stand where a sentence needs a noun phrase, upright and reversed, with noun
   * forms written for the sides whose keywords are mostly predicates (犹豫不决 → 迟迟下不了的决心): what a
   * reader's keyword slots take, so "指向___" never gets a verb or an adjective. At least two per side.
   */
  nouns: { upright: string[]; reversed: string[] }
}

export type CardReadingTexts = Record<string, Record<Language, CardReadingText>>

export const CARD_READING_TEXTS: CardReadingTexts = { ...major, ...wands, ...cups, ...swords, ...coins }

export function cardReadingText(id: string, language: Language): CardReadingText | undefined {
  return CARD_READING_TEXTS[id]?.[language]
}
