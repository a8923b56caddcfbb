import type { CardFact } from './facts'
import { MAJOR_SEQUENCES, valenceOf } from './facts'
import type { PairKind } from './roles'

/**
 * What one drawn card does to another, computed from the cards and where they sit, so a passage relating
 * them can say it ("the Five of Swords' quarrel is what the Six of Cups softens") instead of a frame that
 * would fit any two cards ("they echo each other").
 */
export const CARD_RELATION_KINDS = [
  /** Two Majors in an order a reader remarks on (the Tower then the Star): the first leads into the second. */
  'major_sequence',
  /** Two number cards of one number: the number's theme answering itself in two places. */
  'same_number',
  /** A hard card followed, in time or by its role, by a favourable one: the later card eases the earlier. */
  'resolves',
  /** A favourable card followed by a hard one, or two cards of opposite leaning side by side: they pull against each other. */
  'opposes',
  /** One suit carried on from one step to the next (a sequence, cause and effect, what leaves and what comes). */
  'continues',
  /** One suit in two places that are not steps of a story: the suit's concern taken up again. */
  'same_suit',
  /** Two cards leaning the same way: the second adds its weight to the first. */
  'reinforces',
  /** One of the two leans neither way: it sets the pace or the terms of the other. */
  'tempers',
] as const
export type CardRelationKind = (typeof CARD_RELATION_KINDS)[number]

export interface CardRelation {
  kind: CardRelationKind
  /** The card acted on (for a sequence or a resolution, the earlier one). */
  target: number
  /** The card that acts on it. */
  actor: number
  /** Both cards hard: reinforcing is deepening, not strengthening. */
  hard: boolean
  /** For a major sequence: its key ("16-17"). */
  sequence?: string
}

// Pair kinds where the second card comes after the first, in time or as its answer.
const FOLLOWS: ReadonlySet<PairKind> = new Set<PairKind>(['sequence', 'cause_effect', 'leaving_coming', 'obstacle_answer', 'self_outcome', 'hope_outcome', 'root_crown', 'crossing'])
// Pair kinds that are steps of one story: one suit across them is a thread carried on.
const STEPS: ReadonlySet<PairKind> = new Set<PairKind>(['sequence', 'cause_effect', 'leaving_coming'])

const sign = (valence: number) => (valence > 0.25 ? 1 : valence < -0.25 ? -1 : 0)

/**
 * Which way a card leans in a relation. A hard card reversed is, in the tradition, that hardship easing (the Five
 * of Cups reversed: acceptance; the Ten of Swords reversed: recovery), so next to another card it acts as a
 * favourable one, even though for a yes/no leaning it still weighs a little toward no.
 */
function leaning(c: CardFact): number {
  if (c.reversed && valenceOf(c.card, false) < 0) return 1
  return sign(c.valence)
}

/**
 * What `b` does to `a` (a read first), given how their positions stand (`pair`: the spread's pair kind, or
 * 'sequence' for neighbours in a row, or null when they only share the spread).
 */
export function relateCards(a: CardFact, b: CardFact, pair: PairKind | null): CardRelation {
  const base = { target: a.index, actor: b.index, hard: false }
  if (a.card.arcana === 'major' && b.card.arcana === 'major') {
    const key = `${a.card.number}-${b.card.number}`
    if ((MAJOR_SEQUENCES as readonly string[]).includes(key)) return { ...base, kind: 'major_sequence', sequence: key }
  }
  if (a.card.arcana === 'minor' && b.card.arcana === 'minor' && !a.card.court && !b.card.court && a.card.number === b.card.number) return { ...base, kind: 'same_number' }
  const sa = leaning(a)
  const sb = leaning(b)
  const follows = pair !== null && FOLLOWS.has(pair)
  if (sa < 0 && sb > 0 && follows) return { ...base, kind: 'resolves' }
  if (sa * sb < 0) return { ...base, kind: 'opposes' }
  if (a.card.suit && a.card.suit === b.card.suit) return { ...base, kind: pair !== null && STEPS.has(pair) ? 'continues' : 'same_suit', hard: sa < 0 && sb < 0 }
  if (sa !== 0 && sa === sb) return { ...base, kind: 'reinforces', hard: sa < 0 }
  // One leans neither way: that one sets the terms of the other (both neutral: the later sets the terms).
  if (sa === 0 && sb !== 0) return { kind: 'tempers', target: b.index, actor: a.index, hard: false }
  return { ...base, kind: 'tempers' }
}
