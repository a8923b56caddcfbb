/**
 * The 78-card deck (spec §3): 22 major arcana `Major00`–`Major21` and four suits
 * `Wands`, `Cups`, `Swords`, `Coins` numbered `01`–`14` (ten number cards, then
 * page, knight, queen, king), with the public-domain correspondences of the
 * Golden Dawn tradition (elements, astrology, Hebrew letters, numerology).
 */

export const SUITS = ['Wands', 'Cups', 'Swords', 'Coins'] as const
export type Suit = (typeof SUITS)[number]
export type Element = 'fire' | 'water' | 'air' | 'earth'
export type CourtRank = 'page' | 'knight' | 'queen' | 'king'
export type MajorId = `Major${string}`
export type CardId = string

export interface Card {
  id: CardId
  arcana: 'major' | 'minor'
  /** Majors: 0–21. Minors: 1 (ace) … 10, then 11 page, 12 knight, 13 queen, 14 king. */
  number: number
  suit: Suit | null
  court: CourtRank | null
  /** The card's element: the suit's for minors; from the sign, planet or element attributed to a major. */
  element: Element
  /** Golden Dawn astrological attribution: a sign, a planet in a sign (number cards 2–10), a planet, or an element. */
  astrology: string | null
  /** Hebrew letter of a major arcanum (Golden Dawn). */
  hebrew: string | null
  /** Numerological value: the number for majors and for aces to tens; none for court cards. */
  numerology: number | null
}

export const SUIT_ELEMENT: Record<Suit, Element> = { Wands: 'fire', Cups: 'water', Swords: 'air', Coins: 'earth' }

const COURTS: readonly CourtRank[] = ['page', 'knight', 'queen', 'king']

/**
 * Court cards as elemental sub-aspects of their suit, in the Golden Dawn scheme
 * mapped onto Rider–Waite–Smith names: page earth, knight fire, queen water, king air.
 */
export const COURT_ELEMENT: Record<CourtRank, Element> = { page: 'earth', knight: 'fire', queen: 'water', king: 'air' }

// [Hebrew letter, attribution, element] for each major, Waite's order (8 Strength, 11 Justice).
const MAJOR_CORRESPONDENCES: ReadonlyArray<readonly [string, string, Element]> = [
  ['Aleph', 'Air', 'air'],
  ['Beth', 'Mercury', 'air'],
  ['Gimel', 'Moon', 'water'],
  ['Daleth', 'Venus', 'earth'],
  ['Heh', 'Aries', 'fire'],
  ['Vav', 'Taurus', 'earth'],
  ['Zayin', 'Gemini', 'air'],
  ['Cheth', 'Cancer', 'water'],
  ['Teth', 'Leo', 'fire'],
  ['Yod', 'Virgo', 'earth'],
  ['Kaph', 'Jupiter', 'fire'],
  ['Lamed', 'Libra', 'air'],
  ['Mem', 'Water', 'water'],
  ['Nun', 'Scorpio', 'water'],
  ['Samekh', 'Sagittarius', 'fire'],
  ['Ayin', 'Capricorn', 'earth'],
  ['Peh', 'Mars', 'fire'],
  ['Tzaddi', 'Aquarius', 'air'],
  ['Qoph', 'Pisces', 'water'],
  ['Resh', 'Sun', 'fire'],
  ['Shin', 'Fire', 'fire'],
  ['Tau', 'Saturn', 'earth'],
]

// Decans of the number cards 2–10 (Golden Dawn, "Book T").
const DECANS: Record<Suit, readonly string[]> = {
  Wands: ['Mars in Aries', 'Sun in Aries', 'Venus in Aries', 'Saturn in Leo', 'Jupiter in Leo', 'Mars in Leo', 'Mercury in Sagittarius', 'Moon in Sagittarius', 'Saturn in Sagittarius'],
  Cups: ['Venus in Cancer', 'Mercury in Cancer', 'Moon in Cancer', 'Mars in Scorpio', 'Sun in Scorpio', 'Venus in Scorpio', 'Saturn in Pisces', 'Jupiter in Pisces', 'Mars in Pisces'],
  Swords: ['Moon in Libra', 'Saturn in Libra', 'Jupiter in Libra', 'Venus in Aquarius', 'Mercury in Aquarius', 'Moon in Aquarius', 'Jupiter in Gemini', 'Mars in Gemini', 'Sun in Gemini'],
  Coins: ['Jupiter in Capricorn', 'Mars in Capricorn', 'Sun in Capricorn', 'Mercury in Taurus', 'Moon in Taurus', 'Saturn in Taurus', 'Sun in Virgo', 'Venus in Virgo', 'Mercury in Virgo'],
}

const pad = (n: number) => String(n).padStart(2, '0')

export function majorId(number: number): CardId {
  return `Major${pad(number)}`
}

export function minorId(suit: Suit, number: number): CardId {
  return `${suit}${pad(number)}`
}

function buildDeck(): Card[] {
  const majors: Card[] = MAJOR_CORRESPONDENCES.map(([hebrew, astrology, element], number) => ({
    id: majorId(number),
    arcana: 'major',
    number,
    suit: null,
    court: null,
    element,
    astrology,
    hebrew,
    numerology: number,
  }))
  const minors: Card[] = SUITS.flatMap((suit) =>
    Array.from({ length: 14 }, (_, i): Card => {
      const number = i + 1
      const court = number > 10 ? (COURTS[number - 11] ?? null) : null
      return {
        id: minorId(suit, number),
        arcana: 'minor',
        number,
        suit,
        court,
        element: SUIT_ELEMENT[suit],
        astrology: number === 1 ? `Root of ${SUIT_ELEMENT[suit]}` : court ? `${COURT_ELEMENT[court]} of ${SUIT_ELEMENT[suit]}` : (DECANS[suit][number - 2] ?? null),
        hebrew: null,
        numerology: court ? null : number,
      }
    }),
  )
  return [...majors, ...minors]
}

/** The deck in its canonical order: majors 0–21, then Wands, Cups, Swords, Coins, ace to king. */
export const DECK: readonly Card[] = Object.freeze(buildDeck())
export const DECK_SIZE = 78
export const CARD_IDS: readonly CardId[] = DECK.map((c) => c.id)

const BY_ID = new Map(DECK.map((card) => [card.id, card]))

export function isCardId(value: unknown): value is CardId {
  return typeof value === 'string' && BY_ID.has(value)
}

export function getCard(id: CardId): Card | undefined {
  return BY_ID.get(id)
}

export type Orientation = 'upright' | 'reversed'
export const ORIENTATIONS: readonly Orientation[] = ['upright', 'reversed']

export interface DrawnCard {
  id: CardId
  orientation: Orientation
}
