import { type HorizonSpan, horizonSpan, questionHorizon } from './horizon'

/**
 * The free spread an ask page opens with for a question (spec §2, §4: ad_ask takes the free basic spreads), fitted
 * to the time the question names: the day's spread for today, "choice and consequence" (where a choice leads over
 * the coming hours or days) for the next few days or no time at all, the week's spread for a week, and for a month
 * or longer "energy pointer" (where to put your energy next), never one read for today.
 */
export const FREE_SPREAD_FOR_SPAN: Readonly<Record<HorizonSpan, string>> = {
  today: 'today',
  days: 'cnc',
  week: 'week',
  month: 'energy',
  season: 'energy',
  year: 'energy',
}

/** Without a time in the question. */
export const UNTIMED_FREE_SPREAD = 'cnc'

export interface SpreadFit {
  spreadId: string
  /** The time the spread was fitted to, as the question says it (三个月内, "this week"); absent when it names none. */
  horizon?: string
}

/** The free spread for `question`, and the words of the time it was fitted to. */
export function fittingFreeSpread(question: string): SpreadFit {
  // "today" is no detail the reading repeats in English, but it is a day's question all the same.
  const horizon = questionHorizon(question) ?? /\btoday\b/i.exec(question)?.[0]
  if (!horizon) return { spreadId: UNTIMED_FREE_SPREAD }
  return { spreadId: FREE_SPREAD_FOR_SPAN[horizonSpan(horizon)], horizon }
}
