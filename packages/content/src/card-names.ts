import type { Language } from '@tarot/core/language'
import names from '../cards/names.json'

/**
 * Card names alone, in the three languages: what the app bundles (the card picker's
 * search, the board's labels). The full meanings stay on the data host
 * (`/local/{lang}/cards/{id}.json`), too large for a mini-program package.
 * `cards/names.json` is derived from the card files; a test keeps the two in step.
 */
export const CARD_NAMES = names as Record<string, Record<Language, string>>

export function cardName(id: string, language: Language): string {
  return CARD_NAMES[id]?.[language] ?? id
}
