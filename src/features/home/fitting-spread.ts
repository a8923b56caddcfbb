/**
 * The free spread the home page's question box opens with: a day's question gets
 * the day's spread, a week's the week's, anything else the three-card "choice and
 * consequence". (The ask page lets the user change it; a configured model may suggest another.)
 */
export function fittingSpread(question: string): string {
  if (/今天|今日|\btoday\b|\btonight\b/i.test(question)) return 'today'
  if (/这周|這週|本周|本週|这一周|這一週|\bthis week\b|\bnext week\b/i.test(question)) return 'week'
  return 'cnc'
}
