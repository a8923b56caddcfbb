import type { Language } from '@tarot/core/language'
import type { Pattern, ReadingFacts } from '@tarot/core/reading/facts'
import { relateCards } from '@tarot/core/reading/relations'
import type { PairKind } from '@tarot/core/reading/roles'
import { relationPhrasesFor } from './phrases/relations'
import type { PatternParams, RelationExtra, RelationPhrases } from './phrases/relations/types'
import type { CardRef, ReaderPhrases } from './phrases/types'
import type { Variation } from './variation'

/** What the passages relating cards need from the composer's context. */
export interface RelationContext {
  language: Language
  p: ReaderPhrases
  v: Variation
  facts: ReadingFacts
  /** Each card with its image (the essence). */
  refs: CardRef[]
  /** Later mentions of a card: its noun forms instead of the image, rotating. */
  word: (index: number) => CardRef
}

const PATTERN_ORDER: Pattern['kind'][] = ['major_sequence', 'court_as_other', 'dominant_suit', 'many_majors', 'repeated_number', 'many_reversed', 'missing_suit', 'court_cards']

function patternParams(ctx: RelationContext, r: RelationPhrases, pattern: Pattern): PatternParams | null {
  const { facts } = ctx
  const total = facts.cards.length
  const cardsOf = (at: number[]) => at.map((i) => ctx.word(i))
  switch (pattern.kind) {
    case 'dominant_suit':
      return { cards: cardsOf(pattern.cards), count: pattern.cards.length, total, suit: r.suit[pattern.suit].name, theme: r.suit[pattern.suit].theme }
    case 'missing_suit':
      return { cards: [], count: 0, total, suit: r.suit[pattern.suit].name, theme: r.suit[pattern.suit].theme }
    case 'repeated_number': {
      const number = r.number[pattern.number]
      return number ? { cards: cardsOf(pattern.cards), count: pattern.cards.length, total, number: number.name, numberTheme: number.theme } : null
    }
    case 'major_sequence': {
      const theme = r.sequenceTheme[pattern.key]
      return theme ? { cards: cardsOf(pattern.cards), count: 2, total, theme } : null
    }
    default:
      return { cards: cardsOf(pattern.cards), count: pattern.cards.length, total }
  }
}

const PATTERN_SLOT: Record<Pattern['kind'], keyof RelationPhrases['pattern']> = {
  dominant_suit: 'dominantSuit',
  missing_suit: 'missingSuit',
  many_majors: 'manyMajors',
  repeated_number: 'repeatedNumber',
  court_cards: 'courtCards',
  court_as_other: 'courtAsOther',
  many_reversed: 'manyReversed',
  major_sequence: 'majorSequence',
}

/** What stands out in the draw, at most `limit` notes, the most telling first. */
export function patternNotes(ctx: RelationContext, limit: number): string[] {
  const r = relationPhrasesFor(ctx.language)
  const sorted = [...ctx.facts.patterns].sort((a, b) => PATTERN_ORDER.indexOf(a.kind) - PATTERN_ORDER.indexOf(b.kind))
  const notes: string[] = []
  for (const pattern of sorted) {
    if (notes.length >= limit) break
    const params = patternParams(ctx, r, pattern)
    if (params) notes.push(ctx.v.pick(`pattern.${pattern.kind}`, r.pattern[PATTERN_SLOT[pattern.kind]])(params))
  }
  return notes
}

/**
 * One passage saying what one card does to the other (core decides: resolves, opposes, reinforces…), led in by
 * how their positions stand when the spread pairs them. `pair` null: the two only share the spread.
 */
export function relationPassage(ctx: RelationContext, a: number, b: number, pair: PairKind | null, lead = true): string {
  const { facts, v, p } = ctx
  const r = relationPhrasesFor(ctx.language)
  const rel = relateCards(facts.cards[a]!, facts.cards[b]!, pair)
  const target = facts.cards[rel.target]!.card
  const extra: RelationExtra & { hard: boolean } = { hard: rel.hard }
  if (target.suit) Object.assign(extra, { suit: r.suit[target.suit].name, suitTheme: r.suit[target.suit].theme })
  if (rel.kind === 'same_number') Object.assign(extra, { number: r.number[target.number]?.name ?? String(target.number), numberTheme: r.number[target.number]?.theme ?? '' })
  if (rel.sequence) extra.theme = r.sequenceTheme[rel.sequence] ?? ''
  const text = v.pick(`relation.${rel.kind}`, r.relation[rel.kind])(ctx.word(rel.target), ctx.word(rel.actor), extra)
  const setting = pair && lead ? v.pick(`setting.${pair}`, r.setting[pair])(ctx.refs[a]!, ctx.refs[b]!) : ''
  return p.capitalize(`${setting}${text}`)
}

/** Passages relating cards: the spread's arcs and pairs first, then neighbours, until every three cards have one. */
export function relations(ctx: RelationContext): string[] {
  const { facts, p, v } = ctx
  const r = relationPhrasesFor(ctx.language)
  const n = facts.cards.length
  // Every three cards get a passage; a short spread gets at least two, so its cards are read as one picture.
  const wanted = Math.max(n >= 3 ? 2 : 1, Math.ceil(n / 3))
  const passages: string[] = []
  const related = new Set<string>()
  for (const [a, b, c] of facts.arcs) {
    // The story named once, then what each step does to the one before it.
    const opening = v.pick('arc', r.arc)(ctx.word(a), ctx.word(b), ctx.word(c))
    passages.push([opening, relationPassage(ctx, a, b, 'sequence', false), relationPassage(ctx, b, c, 'sequence', false)].join(p.join))
    related.add(`${a}-${b}`).add(`${b}-${c}`)
  }
  const maxPairs = Math.max(wanted, Math.min(facts.pairs.length, n >= 7 ? 5 : 3))
  for (const pair of facts.pairs) {
    if (passages.length >= maxPairs + facts.arcs.length - (facts.arcs.length > 0 ? 1 : 0)) break
    const key = `${pair.a}-${pair.b}`
    if (related.has(key)) continue
    related.add(key)
    passages.push(relationPassage(ctx, pair.a, pair.b, pair.kind))
  }
  // Where the spread starts and where it ends read as cause and effect; other neighbours only share the spread.
  const candidates: [number, number, PairKind | null][] = [[0, n - 1, 'cause_effect']]
  for (let i = 0; i + 1 < n; i++) candidates.push([i, i + 1, null])
  for (const [a, b, kind] of candidates) {
    if (passages.length >= wanted) break
    if (a === b || related.has(`${a}-${b}`)) continue
    related.add(`${a}-${b}`)
    passages.push(relationPassage(ctx, a, b, kind))
  }
  return passages
}
