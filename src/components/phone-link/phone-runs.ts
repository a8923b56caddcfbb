/** A piece of a line of the crisis answer: words as they are, or a phone number to call. */
export type LineRun = { kind: 'text'; text: string } | { kind: 'phone'; text: string }

/**
 * Digits, possibly grouped by single spaces or hyphens ("116 123", "010-82951332", "13 11 14"). Written without a
 * look-behind, which older iOS engines (and the mini-program on them) cannot parse.
 */
const DIGIT_RUN = /\d+(?:[ -]\d+)*/g
/** A phone number has at least three digits; "24" of "24 hours" / "24小时" is a time, not a number to call. */
const MIN_DIGITS = 3

/**
 * The line split into words and the phone numbers in it, in order, nothing left out: joined again they give the line.
 * The server writes the crisis answer (its hotlines, and the emergency numbers after them) as text; the app finds
 * the numbers in it so each can be tapped to call.
 */
export function phoneRuns(line: string): LineRun[] {
  const runs: LineRun[] = []
  let at = 0
  const digits = new RegExp(DIGIT_RUN.source, 'g')
  for (let match = digits.exec(line); match; match = digits.exec(line)) {
    const text = match[0]
    if (text.replace(/\D/g, '').length < MIN_DIGITS) continue
    const start = match.index
    if (start > at) runs.push({ kind: 'text', text: line.slice(at, start) })
    runs.push({ kind: 'phone', text })
    at = start + text.length
  }
  if (at < line.length) runs.push({ kind: 'text', text: line.slice(at) })
  return runs
}
