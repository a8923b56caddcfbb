import type { Language } from '@tarot/core/language'
import type { ReadingFacts } from '@tarot/core/reading/facts'
import { bottomLinePhrasesFor } from './phrases/bottom-line'
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

/** The reading's first paragraph: the answer to what was asked, fitted to the question's kind. */
export function bottomLine(ctx: AnswerContext, cardCount: number): string {
  const { facts, v } = ctx
  const b = bottomLinePhrasesFor(ctx.language)
  const params = {
    lead: facts.lead.map((i) => ctx.theme(i)),
    hinge: ctx.word(facts.hinge),
    topic: ctx.topic,
    ...(facts.intent.options ? { options: facts.intent.options } : {}),
    sideA: facts.sides.a.map((i) => ctx.theme(i)),
    sideB: facts.sides.b.map((i) => ctx.theme(i)),
    cardCount,
  }
  // A question about what stands in the way gets the block named first (facts.hinge is then the block).
  const kind = facts.intent.asks === 'obstacle' ? 'obstacle' : facts.intent.kind
  const variants = kind === 'yes_no' ? b.bottomLine.yes_no[facts.leaning] : b.bottomLine[kind]
  return `${v.pick('inShort', b.inShort)}${v.pick(`bottom.${kind}.${kind === 'yes_no' ? facts.leaning : ''}`, variants)(params)}`
}
