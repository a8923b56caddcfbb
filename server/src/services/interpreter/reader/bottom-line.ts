import type { Language } from '@tarot/core/language'
import type { ReadingFacts } from '@tarot/core/reading/facts'
import type { PersonRelation } from '@tarot/core/reading/question-details'
import { bottomLinePhrasesFor } from './phrases/bottom-line'
import type { BottomLineParams } from './phrases/bottom-line/types'
import type { CardRef } from './phrases/types'
import type { Variation } from './variation'

/** What the bottom line and the advice need from the composer's context. */
export interface AnswerContext {
  language: Language
  v: Variation
  facts: ReadingFacts
  /** Each card with its image (the essence). */
  refs: CardRef[]
  /** Later mentions of a card: its noun forms instead of the image, rotating. */
  word: (index: number) => CardRef
  /** The first two keywords together, for the bottom line. */
  theme: (index: number) => CardRef
  /** The question's topic as a noun phrase. */
  topic: string
}

/** The asker's words as the reading speaks them back: "my mum" → "your mum", "I" → "you" (English only). */
export function spokenBack(words: string, language: Language): string {
  if (language !== 'en') return words.trim()
  return words
    .trim()
    .replace(/\b(my|our)\b/gi, 'your')
    .replace(/\bmine\b/gi, 'yours')
    .replace(/\bmyself\b/gi, 'yourself')
    .replace(/\b(I|me)\b/g, 'you')
    .replace(/[?.!]+$/, '')
}

/** An English stake without a determiner gets "the" ("deposit" → "the deposit"); a number or a name keeps its own. */
function withArticle(words: string, language: Language): string {
  if (language !== 'en' || /^(the|a|an|your|his|her|their|this|that|these|those|\$?\d)\b/i.test(words) || /^[A-Z]/.test(words)) return words
  return `the ${words}`
}

/** The question's own situation, in the words the bottom line and the advice use for it. */
export interface Situation {
  about: string
  person?: string
  relation?: PersonRelation
  subject?: string
  options?: [string, string]
}

export function situationOf(ctx: AnswerContext): Situation {
  const { language, facts } = ctx
  const details = facts.intent.details
  const first = details?.people[0]
  const person = first ? spokenBack(first.words, language) : undefined
  const subject = details?.subject ? withArticle(spokenBack(details.subject, language), language) : undefined
  const options = facts.intent.options?.map((o) => spokenBack(o, language)) as [string, string] | undefined
  return {
    about: subject ?? person ?? ctx.topic,
    ...(person ? { person, relation: first!.relation } : {}),
    ...(subject ? { subject } : {}),
    ...(options ? { options } : {}),
  }
}

/** The reading's first paragraph: the answer to what was asked, fitted to the question's kind and, when it names them, its stake, people and options. */
export function bottomLine(ctx: AnswerContext, cardCount: number): string {
  const { facts, v } = ctx
  const b = bottomLinePhrasesFor(ctx.language)
  const situation = situationOf(ctx)
  // "More yes than no for your boss" answers nothing: in English a yes/no, timing or how-to question about a person is about what was asked of them.
  const questionKind = facts.intent.kind
  if (ctx.language === 'en' && !situation.subject && situation.person && questionKind !== 'other_person' && questionKind !== 'reflection' && questionKind !== 'choice')
    situation.about = `what you asked about ${situation.person}`
  const params: BottomLineParams = {
    lead: facts.lead.map((i) => ctx.theme(i)),
    hinge: ctx.word(facts.hinge),
    topic: ctx.topic,
    sideA: facts.sides.a.map((i) => ctx.theme(i)),
    sideB: facts.sides.b.map((i) => ctx.theme(i)),
    cardCount,
    ...situation,
  }
  const kind = facts.intent.asks === 'obstacle' ? 'obstacle' : facts.intent.kind
  const lead = v.pick('inShort', b.inShort)
  // A question about what stands in the way gets the block named first (facts.hinge is then the block).
  if (kind === 'obstacle') return `${lead}${v.pick('bottom.obstacle', b.bottomLine.obstacle)(params)}`
  // A question about someone ("what does my new manager think…") is read as one about that person, whatever its grammar.
  const asked = kind === 'reflection' && situation.person && !situation.subject ? 'other_person' : kind
  const situated = asked === 'choice' ? Boolean(situation.options) : Boolean(situation.subject ?? situation.person)
  if (situated) {
    const variants = asked === 'yes_no' ? b.situated.yes_no[facts.leaning] : b.situated[asked]
    return `${lead}${v.pick(`situated.${asked}.${asked === 'yes_no' ? facts.leaning : ''}`, variants)(params)}`
  }
  const variants = kind === 'yes_no' ? b.bottomLine.yes_no[facts.leaning] : b.bottomLine[kind]
  return `${lead}${v.pick(`bottom.${kind}.${kind === 'yes_no' ? facts.leaning : ''}`, variants)(params)}`
}
