import { CARD_NAMES } from '@tarot/content/card-names'
import { type CardId, DECK, SUITS, type Suit } from '@tarot/core/deck'
import type { Language } from '@tarot/core/language'

export type GroupKey = 'major' | Suit

export interface CardGroup {
  key: GroupKey
  ids: CardId[]
}

const GROUP_KEYS: readonly GroupKey[] = ['major', ...SUITS]

/** The deck as the picker shows it: Major Arcana, then Wands, Cups, Swords, Coins, each in deck order. */
export const CARD_GROUPS: readonly CardGroup[] = GROUP_KEYS.map((key) => ({
  key,
  ids: DECK.filter((card) => (key === 'major' ? card.arcana === 'major' : card.suit === key)).map((card) => card.id),
}))

const normalize = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim()

/**
 * The groups with the cards whose name contains `query`, in the current language or
 * in English (so "fool" finds 愚人 too); groups left empty are dropped.
 */
export function searchCards(query: string, language: Language): CardGroup[] {
  const q = normalize(query)
  if (!q) return [...CARD_GROUPS]
  const matches = (id: CardId) => {
    const names = CARD_NAMES[id]
    if (!names) return normalize(id).includes(q)
    return normalize(names[language] ?? '').includes(q) || normalize(names.en).includes(q)
  }
  return CARD_GROUPS.map((group) => ({ key: group.key, ids: group.ids.filter(matches) })).filter((group) => group.ids.length > 0)
}
