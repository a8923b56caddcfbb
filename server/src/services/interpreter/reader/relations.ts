import type { Language } from '@tarot/core/language'
import type { Pattern, ReadingFacts } from '@tarot/core/reading/facts'
import type { CardRef, PatternParams, ReaderPhrases } from './phrases/types'
import type { Variation } from './variation'

/** What the passages relating cards need from the composer's context. */
export interface RelationContext {
  language: Language
  p: ReaderPhrases
  v: Variation
  facts: ReadingFacts
  /** Each card with its image (the essence). */
  refs: CardRef[]
  /** Later mentions of a card: its keywords instead of the image, rotating. */
  word: (index: number) => CardRef
}

const PATTERN_ORDER: Pattern['kind'][] = ['major_sequence', 'court_as_other', 'dominant_suit', 'many_majors', 'repeated_number', 'many_reversed', 'missing_suit', 'court_cards']

function patternParams(ctx: RelationContext, pattern: Pattern): PatternParams | null {
  const { p, facts } = ctx
  const total = facts.cards.length
  const cardsOf = (at: number[]) => at.map((i) => ctx.word(i))
  switch (pattern.kind) {
    case 'dominant_suit':
      return { cards: cardsOf(pattern.cards), count: pattern.cards.length, total, suit: p.suit[pattern.suit].name, theme: p.suit[pattern.suit].theme }
    case 'missing_suit':
      return { cards: [], count: 0, total, suit: p.suit[pattern.suit].name, theme: p.suit[pattern.suit].theme }
    case 'repeated_number': {
      const number = p.number[pattern.number]
      return number ? { cards: cardsOf(pattern.cards), count: pattern.cards.length, total, number: number.name, numberTheme: number.theme } : null
    }
    case 'major_sequence': {
      const theme = p.sequenceTheme[pattern.key]
      return theme ? { cards: cardsOf(pattern.cards), count: 2, total, theme } : null
    }
    default:
      return { cards: cardsOf(pattern.cards), count: pattern.cards.length, total }
  }
}

const PATTERN_SLOT: Record<Pattern['kind'], keyof ReaderPhrases['pattern']> = {
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
  const sorted = [...ctx.facts.patterns].sort((a, b) => PATTERN_ORDER.indexOf(a.kind) - PATTERN_ORDER.indexOf(b.kind))
  const notes: string[] = []
  for (const pattern of sorted) {
    if (notes.length >= limit) break
    const params = patternParams(ctx, pattern)
    if (params) notes.push(ctx.v.pick(`pattern.${pattern.kind}`, ctx.p.pattern[PATTERN_SLOT[pattern.kind]])(params))
  }
  return notes
}

/** Passages relating cards: the spread's arcs and pairs first, then neighbours, until every three cards have one. */
export function relations(ctx: RelationContext): string[] {
  const { facts, p, v } = ctx
  const refs = { at: (i: number) => ctx.word(i) }
  const n = facts.cards.length
  // Every three cards get a passage; a short spread gets at least two, so its cards are read as one picture.
  const wanted = Math.max(n >= 3 ? 2 : 1, Math.ceil(n / 3))
  const passages: string[] = []
  const related = new Set<string>()
  for (const [a, b, c] of facts.arcs) {
    passages.push(v.pick('arc', p.arc)(refs.at(a), refs.at(b), refs.at(c)))
    related.add(`${a}-${b}`).add(`${b}-${c}`)
  }
  const maxPairs = Math.max(wanted, Math.min(facts.pairs.length, n >= 7 ? 5 : 3))
  for (const pair of facts.pairs) {
    if (passages.length >= maxPairs + facts.arcs.length - (facts.arcs.length > 0 ? 1 : 0)) break
    const key = `${pair.a}-${pair.b}`
    if (related.has(key)) continue
    related.add(key)
    passages.push(v.pick(`pair.${pair.kind}`, p.pair[pair.kind])(refs.at(pair.a), refs.at(pair.b)))
  }
  const candidates: [number, number][] = [[0, n - 1]]
  for (let i = 0; i + 1 < n; i++) candidates.push([i, i + 1])
  for (const [a, b] of candidates) {
    if (passages.length >= wanted) break
    if (a === b || related.has(`${a}-${b}`)) continue
    related.add(`${a}-${b}`)
    passages.push(v.pick('neighbours', p.neighbours)(refs.at(a), refs.at(b)))
  }
  return passages
}
