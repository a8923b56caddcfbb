import { CARD_IDS, type CardId, type Orientation } from './deck'

/**
 * Today's card (the home page's one free card a day): the same card all day for
 * the same person, another the next day. Derived, not drawn, so it needs no server
 * and no storage: an FNV-1a hash of the person's key and the calendar day picks
 * the card and its orientation. The day comes in as a parameter.
 */
function fnv1a(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  // A final avalanche, so nearby days do not give nearby cards.
  h ^= h >>> 16
  h = Math.imul(h, 0x7feb352d) >>> 0
  h ^= h >>> 15
  h = Math.imul(h, 0x846ca68b) >>> 0
  h ^= h >>> 16
  return h >>> 0
}

export function dailyCard(personKey: string, day: string): { id: CardId; orientation: Orientation } {
  const h = fnv1a(`tarot-daily|${personKey}|${day}`)
  return { id: CARD_IDS[h % CARD_IDS.length]!, orientation: (h >>> 8) % 4 === 0 ? 'reversed' : 'upright' }
}
