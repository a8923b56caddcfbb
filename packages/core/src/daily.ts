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

/** Today's card as this device first showed it, kept for the rest of that day. */
export interface PinnedDailyCard {
  day: string
  id: CardId
  orientation: Orientation
  /** The signed-in person it was shown to; null for a guest. */
  owner: string | null
}

/**
 * Today's card on this device. The key a card is derived from changes during a first visit (no key, then the guest
 * token the server hands out, then the account after signing in), so the card first shown today is pinned and kept
 * all day: a guest's pin carries over to the account the guest signs in to (the same person at the same screen); a
 * signed-in person's pin is theirs only, so someone else signing in on the device gets their own card. Returns the
 * card and the pin to keep, the given one when it still applies.
 */
export function todaysCard(pin: PinnedDailyCard | null, person: { userId: string | null; key: string }, day: string): { id: CardId; orientation: Orientation; pin: PinnedDailyCard } {
  const owner = person.userId || null
  if (pin && pin.day === day && (pin.owner === null || pin.owner === owner)) {
    return { id: pin.id, orientation: pin.orientation, pin }
  }
  const card = dailyCard(person.key, day)
  return { ...card, pin: { ...card, day, owner } }
}
