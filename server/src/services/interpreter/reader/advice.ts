import { adviceReading } from './card-words'
import type { AnswerContext } from './bottom-line'
import { bottomLinePhrasesFor } from './phrases/bottom-line'

/** The advice paragraph: one small step, drawn from the advice card's own counsel. */
export function advice(ctx: AnswerContext, quotedByPosition: Map<number, string>): string {
  const { facts, v, language } = ctx
  const b = bottomLinePhrasesFor(language)
  const from = facts.cards[facts.adviceFrom]!
  const cardAdvice = adviceReading(from.id, language, from.reversed, quotedByPosition.get(from.index) ?? '')
  return `${v.pick('thisWeek', b.thisWeek)}${v.pick('advice', b.advice)({ from: ctx.word(from.index), cardAdvice, topic: ctx.topic })}`
}

/** The last line. The closing names the card that carries the answer: a stock last line would end every draw of a question alike. */
export function closing(ctx: AnswerContext): string {
  return ctx.v.pick('closing', bottomLinePhrasesFor(ctx.language).closing)(ctx.refs[ctx.facts.lead[0] ?? 0]!)
}
