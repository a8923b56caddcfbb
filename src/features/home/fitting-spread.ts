import { fittingFreeSpread } from '@tarot/core/reading/fitting-spread'

/**
 * The free spread the home page's question box opens with, fitted to the time the question names
 * (packages/core fitting-spread: today's spread for today, the week's for a week, "energy pointer" for a month
 * or longer, "choice and consequence" otherwise). The ask page lets the user change it; a configured model may suggest another.
 */
export function fittingSpread(question: string): string {
  return fittingFreeSpread(question).spreadId
}
