import type { FollowUpInput, InterpretationInput, Interpreter } from './interpreter'
import { composeFollowUp as composeFollowUpParagraphs } from './reader/compose-follow-up'
import { composeReading as composeReadingWithFacts } from './reader/compose-reading'

/**
 * The built-in reader (engine name `offline`): no keys, no network, the default
 * and the fallback. It composes a reading from the facts of the draw in the
 * asker's language (reader/compose-reading.ts) and answers follow-ups from the
 * same facts (reader/compose-follow-up.ts). The server streams its text as soon
 * as it is written, a paragraph at a time; the app paces what the reader sees.
 */

/** The whole reading as paragraphs, in order. */
export function composeReading(input: InterpretationInput): string[] {
  return composeReadingWithFacts(input).paragraphs
}

/** The answer to a follow-up as paragraphs, in order. */
export function composeFollowUp(input: FollowUpInput): string[] {
  return composeFollowUpParagraphs(input)
}

/** A paragraph at a time: the app paces what the reader sees, so smaller pieces would only cost writes. */
function* pieces(paragraphs: string[]): Generator<string> {
  for (const [i, p] of paragraphs.entries()) yield i < paragraphs.length - 1 ? `${p}\n\n` : p
}

/** Yields each piece after a turn of the event loop, so the pieces leave as separate network writes and the reading really streams. */
async function* streamPieces(paragraphs: string[], signal: AbortSignal): AsyncGenerator<string> {
  for (const piece of pieces(paragraphs)) {
    if (signal.aborted) return
    yield piece
    await new Promise<void>((resolve) => setImmediate(resolve))
  }
}

export const offlineInterpreter: Interpreter = {
  name: 'offline',
  interpret: (input, signal) => streamPieces(composeReading(input), signal),
  followUp: (input, signal) => streamPieces(composeFollowUp(input), signal),
}
