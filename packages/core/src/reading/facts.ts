import { type Card, type DrawnCard, getCard, type Suit } from '../deck'
import { type QuestionIntent, understandQuestion } from './question-intent'
import type { PositionPair, PositionRole, PositionSubject, SpreadFamily, SpreadShape } from './roles'
import { GROUP_KEYS, POSITION_MAJOR } from './shapes'

/**
 * The facts of a reading, computed in code and never left to a model: each
 * position's role, the pairs and arcs the spread relates, what stands out in the
 * draw (only when it does), which cards carry the answer and what it hinges on,
 * and how the cards lean on a yes/no question. The built-in reader writes from
 * these; the model's prompt receives them as data.
 */

export type Leaning = 'yes' | 'no' | 'mixed'

export interface CardFact {
  /** 0-based position index. */
  index: number
  role: PositionRole
  /** Whose place it is: the asker's, one other person's or the people around (see PositionSubject). */
  about: PositionSubject
  id: string
  reversed: boolean
  card: Card
  /** How the card tends on a general question, upright −2…2, then turned by its orientation. */
  valence: number
}

export type Pattern =
  | { kind: 'dominant_suit'; suit: Suit; cards: number[] }
  | { kind: 'missing_suit'; suit: Suit }
  | { kind: 'many_majors'; cards: number[] }
  | { kind: 'repeated_number'; number: number; cards: number[] }
  | { kind: 'court_cards'; cards: number[] }
  | { kind: 'court_as_other'; cards: number[] }
  | { kind: 'many_reversed'; cards: number[] }
  | { kind: 'major_sequence'; key: string; cards: [number, number] }

export interface ReadingFacts {
  intent: QuestionIntent
  family: SpreadFamily
  cards: CardFact[]
  /** The spread's pairs that were drawn, most telling first. */
  pairs: PositionPair[]
  /** Three positions read as one story (past → present → future). */
  arcs: [number, number, number][]
  groups?: number[][]
  /** What each group is (houses: angular, succedent, cadent, centre; fool: outer, inner, awakening), when the spread's groups are named. */
  groupKeys?: readonly string[]
  /** Positions where a Major sits on its own station or house (the Empress in the Journey's third station). */
  atHome: number[]
  patterns: Pattern[]
  /** The cards that carry the answer, strongest first (one to three). */
  lead: number[]
  /** The card the answer hinges on. */
  hinge: number
  /** The card the advice comes from. */
  adviceFrom: number
  /** For choice spreads: the positions of option A and option B. */
  sides: { a: number[]; b: number[] }
  leaning: Leaning
  /** A number that picks this reading's wording: the same reading always reads the same. */
  seed: number
}

// Upright tendencies on a general question, from the public-domain tradition (Waite 1910): −2 hard … 2 favourable.
const MAJOR_VALENCE = [1, 2, 1, 2, 1, 1, 2, 2, 2, 0, 1, 1, -1, -1, 1, -2, -2, 2, -1, 2, 1, 2]
const SUIT_VALENCE: Record<Suit, number[]> = {
  Wands: [2, 1, 2, 2, -1, 2, 0, 2, 0, -1, 1, 1, 1, 1],
  Cups: [2, 2, 2, -1, -2, 1, -1, -1, 2, 2, 1, 1, 1, 1],
  Swords: [1, -1, -2, 0, -2, 0, -1, -2, -2, -2, 0, 0, 0, 1],
  Coins: [2, 0, 2, 0, -2, 1, 0, 1, 2, 2, 1, 1, 1, 2],
}

/** A reversed card is the same energy blocked or overdone: a favourable card loses its footing, a hard one eases a little. */
export function valenceOf(card: Card, reversed: boolean): number {
  const upright = card.suit ? (SUIT_VALENCE[card.suit][card.number - 1] ?? 0) : (MAJOR_VALENCE[card.number] ?? 0)
  if (!reversed) return upright
  if (upright > 0) return upright - 2
  if (upright < 0) return upright + 1
  return -0.5
}

/** Majors in an order a reader remarks on (from → to). */
export const MAJOR_SEQUENCES = ['0-1', '6-7', '9-10', '12-13', '13-14', '15-16', '16-17', '17-18', '18-19', '19-20', '20-21'] as const

// How much each role's card says about where a yes/no question tends.
const LEAN_WEIGHT: Partial<Record<PositionRole, number>> = { outcome: 2, outcome_a: 1, outcome_b: 1, future: 1.5, focus: 1.5, advice: 0.5, obstacle: 0.5, past: 0.5, root: 0.5, lesson: 0.5 }
const LEAD_ORDER: PositionRole[] = ['outcome', 'future', 'focus', 'self', 'bond', 'other', 'advice', 'phase', 'aspect', 'outcome_a', 'outcome_b', 'resource', 'hopes_fears', 'aim']
const HINGE_ORDER: PositionRole[] = ['obstacle', 'advice', 'root', 'hidden', 'lesson', 'focus', 'self']
const ADVICE_ORDER: PositionRole[] = ['advice', 'outcome', 'resource', 'lesson', 'future', 'focus']
// The suit a topic would expect to see; its absence is worth a word only then (or in a large spread).
const TOPIC_SUIT: Partial<Record<QuestionIntent['topic'], Suit>> = { love: 'Cups', family: 'Cups', friendship: 'Cups', career: 'Wands', money: 'Coins', study: 'Swords', health: 'Coins' }

/** FNV-1a over the reading: stable across processes and platforms. */
export function readingSeed(parts: readonly string[]): number {
  let hash = 0x811c9dc5
  for (let p = 0; p < parts.length; p++) {
    const part = parts[p]!
    // UTF-16 units, one pass, no intermediate string: this runs on every reading.
    for (let i = 0; i < part.length; i++) {
      hash ^= part.charCodeAt(i)
      hash = Math.imul(hash, 0x01000193) >>> 0
    }
    hash ^= 1
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash >>> 0
}

function firstByRole(cards: CardFact[], order: PositionRole[], except: number[] = []): number | undefined {
  for (const role of order) {
    const hit = cards.find((c) => c.role === role && !except.includes(c.index))
    if (hit) return hit.index
  }
  return undefined
}

function findPatterns(cards: CardFact[], intent: QuestionIntent): Pattern[] {
  const n = cards.length
  const patterns: Pattern[] = []
  if (n < 3) return patterns
  const bySuit = new Map<Suit, number[]>()
  for (const c of cards) if (c.card.suit) bySuit.set(c.card.suit, [...(bySuit.get(c.card.suit) ?? []), c.index])
  const ranked = [...bySuit.entries()].sort((a, b) => b[1].length - a[1].length)
  const [top, second] = ranked
  // Three of one suit in five stands out; two of three does not.
  if (top && top[1].length >= 3 && top[1].length >= n * 0.4 && (!second || top[1].length > second[1].length)) patterns.push({ kind: 'dominant_suit', suit: top[0], cards: top[1] })
  const majors = cards.filter((c) => c.card.arcana === 'major').map((c) => c.index)
  // Half the spread or more in majors (all of it included) is the pattern; the suits then missing are not news.
  const manyMajors = majors.length >= 3 && majors.length >= n * 0.5
  const expected = TOPIC_SUIT[intent.topic]
  for (const suit of ['Wands', 'Cups', 'Swords', 'Coins'] as const) {
    if (bySuit.has(suit) || manyMajors) continue
    if (n >= 10 || (n >= 5 && suit === expected)) patterns.push({ kind: 'missing_suit', suit })
  }
  if (manyMajors) patterns.push({ kind: 'many_majors', cards: majors })
  const byNumber = new Map<number, number[]>()
  for (const c of cards) if (c.card.arcana === 'minor' && !c.card.court) byNumber.set(c.card.number, [...(byNumber.get(c.card.number) ?? []), c.index])
  for (const [number, at] of byNumber) if (at.length >= 2 && (at.length >= 3 || n <= 7)) patterns.push({ kind: 'repeated_number', number, cards: at })
  const courts = cards.filter((c) => c.card.court)
  const courtInOtherSeat = courts.filter((c) => c.role === 'other' || c.role === 'environment').map((c) => c.index)
  if (courtInOtherSeat.length > 0) patterns.push({ kind: 'court_as_other', cards: courtInOtherSeat })
  else if (courts.length >= 2) patterns.push({ kind: 'court_cards', cards: courts.map((c) => c.index) })
  const reversed = cards.filter((c) => c.reversed).map((c) => c.index)
  if (reversed.length >= 3 && reversed.length >= n * 0.6) patterns.push({ kind: 'many_reversed', cards: reversed })
  // Majors in a telling order, wherever they fall, the earlier position first.
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const a = cards[i]!.card
      const b = cards[j]!.card
      if (a.arcana !== 'major' || b.arcana !== 'major') continue
      const key = `${a.number}-${b.number}`
      if ((MAJOR_SEQUENCES as readonly string[]).includes(key)) patterns.push({ kind: 'major_sequence', key, cards: [i, j] })
    }
  }
  return patterns
}

export interface FactsInput {
  question: string
  spreadId: string
  cards: readonly DrawnCard[]
  shape: SpreadShape
}

/**
 * For a question about what stands in the way: the spread's obstacle place when it holds a card that is
 * not a favourable one (a Magician across the way is a challenge to rise to, not the block), else the
 * hardest card drawn (lowest valence; the earlier of equals), never the card that carries the answer.
 */
function blockOf(cards: CardFact[], leadCard: number): number {
  const obstacle = firstByRole(cards, ['obstacle'], [leadCard])
  if (obstacle !== undefined && cards[obstacle]!.valence <= 0) return obstacle
  let hardest = cards.find((c) => c.index !== leadCard)!
  for (const c of cards) if (c.index !== leadCard && c.valence < hardest.valence) hardest = c
  return hardest.index
}

/** Whose place a position is: as the spread says, else one other person's for role `other`, else the asker's. */
export function subjectOf(shape: SpreadShape, index: number, role: PositionRole = shape.roles[index] ?? 'aspect'): PositionSubject {
  return shape.subjects?.[index] ?? (role === 'other' ? 'other' : 'asker')
}

export function readingFacts(input: FactsInput): ReadingFacts {
  const intent = understandQuestion(input.question)
  const { shape } = input
  const n = input.cards.length
  const cards: CardFact[] = input.cards.map((drawn, index) => {
    const card = getCard(drawn.id)
    if (!card) throw new Error(`unknown card ${drawn.id}`)
    const reversed = drawn.orientation === 'reversed'
    const role = shape.roles[index] ?? 'aspect'
    return { index, role, about: subjectOf(shape, index, role), id: drawn.id, reversed, card, valence: valenceOf(card, reversed) }
  })
  const family: SpreadFamily = n === 1 ? 'single' : shape.family
  const pairs = shape.pairs.filter((p) => p.a < n && p.b < n && p.a !== p.b)
  const arcs: [number, number, number][] = []
  if (family === 'arc' && n >= 3) arcs.push([0, 1, 2])
  else {
    const past = firstByRole(cards, ['past'])
    const now = firstByRole(cards, ['focus'])
    const next = firstByRole(cards, ['future', 'outcome'])
    if (past !== undefined && now !== undefined && next !== undefined && family !== 'timeline') arcs.push([past, now, next])
  }

  let weight = 0
  let score = 0
  for (const c of cards) {
    const w = LEAN_WEIGHT[c.role] ?? 1
    weight += w
    score += w * c.valence
  }
  const mean = weight > 0 ? score / weight : 0
  const leaning: Leaning = mean >= 0.5 ? 'yes' : mean <= -0.5 ? 'no' : 'mixed'

  const leadOrder: PositionRole[] = intent.kind === 'other_person' ? ['other', 'bond', 'outcome', 'future', 'focus', ...LEAD_ORDER] : LEAD_ORDER
  const lead: number[] = []
  for (const role of leadOrder) {
    for (const c of cards) if (c.role === role && !lead.includes(c.index) && lead.length < Math.min(n, n >= 5 ? 3 : 2)) lead.push(c.index)
  }
  for (const c of cards) if (lead.length < Math.min(n, 2) && !lead.includes(c.index)) lead.push(c.index)
  // On a yes/no question the cards said to point one way are the ones that do: the first carries the answer
  // whatever it is, the others only when they lean with the spread (a Ten of Swords is not among the cards pointing to yes).
  if (intent.kind === 'yes_no' && leaning !== 'mixed') {
    const against = (i: number) => (leaning === 'yes' ? cards[i]!.valence < 0 : cards[i]!.valence > 0)
    for (let i = lead.length - 1; i >= 1; i--) if (against(lead[i]!)) lead.splice(i, 1)
  }
  const hinge = n === 1 ? 0 : intent.asks === 'obstacle' ? blockOf(cards, lead[0]!) : (firstByRole(cards, HINGE_ORDER, [lead[0]!]) ?? (lead[0] === n - 1 ? 0 : n - 1))
  const adviceFrom = firstByRole(cards, ADVICE_ORDER) ?? n - 1
  const sides = {
    a: cards.filter((c) => c.role === 'option_a' || c.role === 'outcome_a').map((c) => c.index),
    b: cards.filter((c) => c.role === 'option_b' || c.role === 'outcome_b').map((c) => c.index),
  }
  const seed = readingSeed([input.question.trim(), input.spreadId, ...input.cards.map((c) => `${c.id}:${c.orientation}`)])
  return {
    intent,
    family,
    cards,
    pairs,
    arcs,
    ...(shape.groups ? { groups: shape.groups.map((g) => g.filter((i) => i < n)).filter((g) => g.length > 0) } : {}),
    ...(shape.groups && GROUP_KEYS[input.spreadId]?.length === shape.groups.length ? { groupKeys: GROUP_KEYS[input.spreadId] } : {}),
    atHome: cards.filter((c) => c.card.arcana === 'major' && POSITION_MAJOR[input.spreadId]?.[c.index] === c.card.number).map((c) => c.index),
    patterns: findPatterns(cards, intent),
    lead,
    hinge,
    adviceFrom,
    sides,
    leaning,
    seed,
  }
}
