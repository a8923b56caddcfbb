import { cardReadingText } from '@tarot/content/card-reading'
import { cardText } from '@tarot/content/cards'
import { CARD_IDS } from '@tarot/core/deck'
import type { Language } from '@tarot/core/language'
import { type CardFact, type ReadingFacts, readingFacts } from '@tarot/core/reading/facts'
import type { SpreadShape } from '@tarot/core/reading/roles'
import { spreadShape } from '@tarot/core/reading/shapes'
import { BUNDLED_CATALOGUE, type Catalogue, localizeSpread, positionSubjects, type Spread, spreadSource } from '@tarot/core/spreads'
import type { InterpretationInput } from '../interpreter'
import { advice, closing } from './advice'
import { bottomLine, situationOf } from './bottom-line'
import { appliedSentences, essenceOf, otherReading, reversalIsRelease, topicReading } from './card-words'
import { groupedPositions } from './groups'
import { phrasesFor } from './phrases'
import type { CardRef, ReaderPhrases } from './phrases/types'
import { patternNotes, relations } from './relations'
import { type Variation, variation } from './variation'

/**
 * The built-in reader: a reading composed from the facts of the draw (roles,
 * pairs, patterns, the question's kind and topic) in the asker's language. It
 * opens with a bottom line fitted to the question, reads each position in its
 * role's voice with the card's reading for the topic, relates the cards through
 * the spread's own pairs and arcs, says what stands out only when it does, and
 * ends with one small step and the asker's agency. Wording varies with the
 * reading's seed; the same reading always reads the same.
 */

export interface ComposedReading {
  facts: ReadingFacts
  paragraphs: string[]
}

interface Context {
  language: Language
  p: ReaderPhrases
  v: Variation
  facts: ReadingFacts
  /** Each card with its image (the essence), for the sentence that introduces it. */
  refs: CardRef[]
  /** Later mentions of a card: its keywords instead of the image, rotating, so no phrase is said three times. */
  word: (index: number) => CardRef
  /** The first two keywords together, for the bottom line. */
  theme: (index: number) => CardRef
  /** The card's first keyword (its main sense), for a note that depends on that sense; later mentions move past it. */
  first: (index: number) => CardRef
  topic: string
}

/**
 * A paragraph whose length can grow: `depth` says how much of each card's own text
 * to add (0 none, 1 how it shows up in a life, 2 a sentence more). Everything else in
 * it was chosen once, so growing a reading never changes its wording.
 */
type Part = string | ((depth: number) => string)

// A catalogue is a value: what is derived from one of its spreads can be kept as long as the catalogue lives.
const shapes = new WeakMap<Catalogue, Map<string, SpreadShape>>()
const localized = new WeakMap<Catalogue, Map<string, Spread>>()

function shapeOf(catalogue: Catalogue, spreadId: string): SpreadShape {
  let byId = shapes.get(catalogue)
  if (!byId) shapes.set(catalogue, (byId = new Map<string, SpreadShape>()))
  let shape = byId.get(spreadId)
  if (!shape) {
    const source = spreadSource(catalogue, spreadId)
    if (!source) throw new Error(`unknown spread ${spreadId}`)
    shape = spreadShape(
      spreadId,
      source.positions.length,
      source.positions.map((p) => p.name.en),
    )
    // Whose place each position is, as the spread says (a card in another's place is read of that person).
    const subjects = positionSubjects(catalogue, spreadId)
    if (subjects) shape = { ...shape, subjects }
    byId.set(spreadId, shape)
  }
  return shape
}

/** The spread in one language, from the catalogue the reading was drawn on. */
export function spreadIn(catalogue: Catalogue, spreadId: string, language: Language): Spread | undefined {
  let byKey = localized.get(catalogue)
  if (!byKey) localized.set(catalogue, (byKey = new Map<string, Spread>()))
  const key = `${language}:${spreadId}`
  let spread = byKey.get(key)
  if (!spread) {
    spread = localizeSpread(catalogue, spreadId, language)
    if (spread) byKey.set(key, spread)
  }
  return spread
}

/** The reading's facts in one place, for the composer and the model's prompt alike. */
export function factsFor(input: InterpretationInput): ReadingFacts {
  const shape = shapeOf(input.catalogue ?? BUNDLED_CATALOGUE, input.spreadId)
  return readingFacts({ question: input.question, spreadId: input.spreadId, cards: input.cards, shape })
}

function heading(text: string): string {
  return `## ${text}`
}

function sentence(ctx: Context, ...parts: string[]): string {
  return parts.filter(Boolean).join(ctx.p.join)
}

function keywordMentions(input: InterpretationInput, language: Language, refs: CardRef[]) {
  const and = language === 'en' ? ' and ' : language === 'zh-Hant' ? '與' : '与'
  // Keyword slots are noun slots: the card's noun forms, never a keyword that is a verb or an adjective (指向犹豫不决).
  const keywords = input.cards.map((c) => cardReadingText(c.id, language)?.nouns[c.orientation] ?? cardText(c.id, language)!.keywords[c.orientation])
  const turns = new Map<number, number>()
  return {
    word: (i: number): CardRef => {
      const turn = turns.get(i) ?? 0
      turns.set(i, turn + 1)
      const list = keywords[i]!
      return { ...refs[i]!, essence: list[turn % list.length] ?? refs[i]!.essence }
    },
    theme: (i: number): CardRef => ({ ...refs[i]!, essence: keywords[i]!.slice(0, 2).join(and) || refs[i]!.essence }),
    first: (i: number): CardRef => {
      if (!turns.get(i)) turns.set(i, 1)
      return { ...refs[i]!, essence: keywords[i]![0] ?? refs[i]!.essence }
    },
  }
}

function cardRefs(input: InterpretationInput, language: Language, p: ReaderPhrases): CardRef[] {
  const spread = spreadIn(input.catalogue ?? BUNDLED_CATALOGUE, input.spreadId, language)!
  return input.cards.map((c, i) => {
    const reversed = c.orientation === 'reversed'
    return { card: p.cardName(cardText(c.id, language)!.name, reversed), essence: essenceOf(c.id, language, reversed), position: spread.positions[i]?.name ?? '' }
  })
}

/** How a reversed card is meant here: held in, blocked or overdone — or, for a card whose reversal is a release, the release under way. */
function reversalNote(ctx: Context, card: CardFact): string {
  const { p, v } = ctx
  // The note names the question's stake, so the same reversal reads differently for a job offer and for a sister.
  const about = situationOf(ctx).about
  if (reversalIsRelease(card.id)) return v.pick('releaseNote', p.releaseNote)(ctx.first(card.index), about)
  return v.pick('reversedNote', p.reversedNote)(ctx.word(card.index), about)
}

const namesByLanguage = new Map<Language, { id: string; name: string }[]>()
/** Whether a sentence of a card's own text names a card not in the draw (its astrology's "the Moon in Cancer"). */
function namesUndrawn(text: string, language: Language, drawn: readonly CardFact[]): boolean {
  let names = namesByLanguage.get(language)
  if (!names) namesByLanguage.set(language, (names = CARD_IDS.map((id) => ({ id, name: cardText(id, language)!.name.replace(/^The /, '') }))))
  return names.some((n) => text.includes(n.name) && !drawn.some((c) => c.id === n.id))
}

/**
 * A card in another person's place, read of that person (issue 34: 对方的感受 said 关系失衡先发生在你心里): the role's
 * lead, a reversed note said of them, the card's own line for another's place completed by its subject (对方 /
 * "They"), and what the asker can do — watch and ask. No sentence of the card's text written to the asker.
 */
function otherBody(ctx: Context, card: CardFact, about: 'other' | 'others', reversedNotes: { left: number }): { text: Part; quoted: string } {
  const { language, p, v, refs } = ctx
  const ref = refs[card.index]!
  const who = p.person[about]
  const stake = situationOf(ctx).about
  const lead = v.pick(`role.${card.role}`, p.role[card.role])(ref)
  const noted = card.reversed && (reversalIsRelease(card.id) || v.pick(`reversedNote.say.${card.index}`, [true, false, true]))
  const note =
    noted && reversedNotes.left-- > 0
      ? reversalIsRelease(card.id)
        ? v.pick('releaseNoteOther', p.releaseNoteOther)(ctx.first(card.index), who, stake)
        : v.pick('reversedNoteOther', p.reversedNoteOther)(ctx.word(card.index), who, stake)
      : ''
  const quoted = `${who.start}${p.personJoin}${otherReading(card.id, language, card.reversed)}`
  const ask = v.pick('otherAsk', p.otherAsk)(ctx.word(card.index), who, stake)
  const text = `${ref.position} · ${p.capitalize(ref.card)}\n${sentence(ctx, lead, note, quoted, ask)}`
  return { text, quoted }
}

function positionBody(ctx: Context, card: CardFact, reversedNotes: { left: number }): { text: Part; quoted: string } {
  if (card.about !== 'asker') return otherBody(ctx, card, card.about, reversedNotes)
  const { language, p, v, refs, facts } = ctx
  const ref = refs[card.index]!
  const lead = v.pick(`role.${card.role}`, p.role[card.role])(ref)
  // A note on some reversed cards, not every one: a release always (it reads against the card's usual sense), others when the seed says so.
  const noted = card.reversed && (reversalIsRelease(card.id) || v.pick(`reversedNote.say.${card.index}`, [true, false, true]))
  const note = noted && reversedNotes.left-- > 0 ? reversalNote(ctx, card) : ''
  const quoted = card.role === 'advice' ? cardText(card.id, language)!.advice[card.reversed ? 'reversed' : 'upright'] : topicReading(card.id, language, facts.intent.topic, card.reversed)
  const extra = facts.cards.length === 1 ? v.pick('single', p.single)(ctx.word(card.index), situationOf(ctx).about) : ''
  // When the reading is short for its spread: how the card shows up in a life, beyond its reading for the topic.
  const general = cardText(card.id, language)![card.reversed ? 'reversed' : 'upright']
  const head = `${ref.position} · ${p.capitalize(ref.card)}`
  return {
    text: (depth) => {
      const life = depth > 0 ? appliedSentences(general, depth).filter((s) => !quoted.includes(s) && !namesUndrawn(s, language, facts.cards)) : []
      return `${head}\n${sentence(ctx, lead, note, ...life, quoted, extra)}`
    },
    quoted,
  }
}

/** The shortest a reading of n cards should be, from the reading guide: words in English, characters in Chinese. */
export function minimumLength(n: number, language: Language): number {
  const [one, three, ten, perCard] = language === 'en' ? [150, 350, 700, 25] : [250, 550, 1100, 40]
  if (n <= 1) return one
  if (n <= 3) return one + ((three - one) * (n - 1)) / 2
  if (n <= 10) return three + ((ten - three) * (n - 3)) / 7
  return ten + perCard * (n - 10)
}

/** Words in English, CJK characters in Chinese; counted in one pass, since it runs on every reading. */
export function readingLength(text: string, language: Language): number {
  let count = 0
  if (language === 'en') {
    let inWord = false
    for (let i = 0; i < text.length; i++) {
      const space = text.charCodeAt(i) <= 32
      if (!space && !inWord) count++
      inWord = !space
    }
    return count
  }
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code >= 0x3400 && code <= 0x9fff) count++
  }
  return count
}

function composeParts(input: InterpretationInput, facts: ReadingFacts): Part[] {
  const { language } = input
  const p = phrasesFor(language)
  const refs = cardRefs(input, language, p)
  const ctx: Context = { language, p, v: variation(facts.seed), facts, refs, ...keywordMentions(input, language, refs), topic: p.topic[facts.intent.topic] }
  const n = facts.cards.length
  const paragraphs: Part[] = [bottomLine(ctx, input.cards.length)]
  const quoted = new Map<number, string>()

  const grouped = facts.groups && n > 10 ? facts.groups : null
  if (grouped) {
    paragraphs.push(...groupedPositions(ctx, grouped))
  } else {
    if (n > 1) paragraphs.push(heading(ctx.v.pick('heading.positions', p.headings.positions)))
    const notes = { left: 2 }
    for (const card of facts.cards) {
      const body = positionBody(ctx, card, notes)
      quoted.set(card.index, body.quoted)
      paragraphs.push(body.text)
    }
  }

  if (n > 1) {
    const passages = grouped ? [] : relations(ctx)
    const notes = patternNotes(ctx, n >= 7 ? 3 : 2)
    if (passages.length + notes.length > 0) {
      paragraphs.push(heading(ctx.v.pick('heading.relations', p.headings.relations)))
      paragraphs.push(...passages, ...(notes.length > 0 ? [sentence(ctx, ...notes)] : []))
    }
    paragraphs.push(heading(ctx.v.pick('heading.advice', p.headings.advice)))
  }
  paragraphs.push(advice(ctx, quoted))
  const last = closing(ctx)
  if (last) paragraphs.push(last)
  return paragraphs
}

export function composeReading(input: InterpretationInput): ComposedReading {
  const facts = factsFor(input)
  // A little above the guide's minimum, so a reading never lands on the edge of its band.
  const target = minimumLength(facts.cards.length, input.language) * 1.05
  const parts = composeParts(input, facts)
  const render = (depth: number) => parts.map((part) => (typeof part === 'string' ? part : part(depth)))
  let paragraphs = render(0)
  for (let depth = 1; depth <= 2 && readingLength(paragraphs.join('\n'), input.language) < target; depth++) paragraphs = render(depth)
  return { facts, paragraphs }
}
