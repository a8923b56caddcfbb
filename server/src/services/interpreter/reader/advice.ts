import type { AnswerContext } from './bottom-line'
import { situationOf } from './bottom-line'
import { adviceReading } from './card-words'
import { bottomLinePhrasesFor } from './phrases/bottom-line'

const CLOSE = new Set(['partner', 'ex', 'crush', 'family', 'friend'])

/** The advice paragraph: one small step from the advice card's own counsel, set in the question's situation when it names one. */
export function advice(ctx: AnswerContext, quotedByPosition: Map<number, string>): string {
  const { facts, v, language } = ctx
  const b = bottomLinePhrasesFor(language)
  const from = facts.cards[facts.adviceFrom]!
  const cardAdvice = adviceReading(from.id, language, from.reversed, quotedByPosition.get(from.index) ?? '')
  const situation = situationOf(ctx)
  // The advice is set in the stake, or in English with the person ("for your mum"); 在妈妈上 would not be Chinese, so there the topic stays.
  const said = `${v.pick('thisWeek', b.thisWeek)}${v.pick('advice', b.advice)({ from: ctx.word(from.index), cardAdvice, topic: situation.subject ?? (language === 'en' ? situation.person : undefined) ?? ctx.topic })}`
  if (!situation.person && !situation.subject) return said
  const params = { ...situation, from: ctx.refs[from.index]! }
  const group = situation.relation ? (CLOSE.has(situation.relation) ? 'close' : situation.relation === 'boss' || situation.relation === 'colleague' ? 'work' : 'other') : null
  const step = group ? v.pick(`step.${group}`, b.step.person[group])(params) : v.pick('step.subject', b.step.subject)(params)
  return `${said}${language === 'en' ? ' ' : ''}${step}`
}

/**
 * The last line, in about one reading in three: a line that ends every reading becomes stock however it is worded.
 * It names the card that carries the answer, and may name what the question is about.
 */
export function closing(ctx: AnswerContext): string {
  const b = bottomLinePhrasesFor(ctx.language)
  if (!ctx.v.pick('closing.said', [true, false, false])) return ''
  return ctx.v.pick('closing', b.closing)(ctx.refs[ctx.facts.lead[0] ?? 0]!, situationOf(ctx).about)
}
