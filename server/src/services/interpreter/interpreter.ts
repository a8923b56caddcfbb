import type { Orientation } from '@tarot/core/deck'
import type { Language } from '@tarot/core/language'
import type { Catalogue } from '@tarot/core/spreads'

export interface InterpretationInput {
  question: string
  language: Language
  spreadId: string
  cards: readonly { id: string; orientation: Orientation }[]
  /** The spread catalogue in force (a published one, or the bundled one when left out). */
  catalogue?: Catalogue
}

export interface ChatTurn {
  message: string
  answer: string
}

/** A follow-up on a reading: the reading itself, its interpretation, the last turns and the new message. */
export interface FollowUpInput extends InterpretationInput {
  interpretation: string
  history: readonly ChatTurn[]
  message: string
}

/** Token counts a provider reports for one call. */
export interface Usage {
  promptTokens: number
  completionTokens: number
}

/** What an engine tells the caller beside the text: the model it used and the tokens it spent. */
export interface CallReport {
  model?: string
  usage?: Usage
}

/**
 * One way of writing a reading: the offline interpreter, or an OpenAI-compatible model.
 * Text arrives in pieces; an engine that cannot deliver throws, and the caller falls back.
 */
export interface Interpreter {
  readonly name: string
  interpret(input: InterpretationInput, signal: AbortSignal, report?: CallReport): AsyncIterable<string>
  followUp(input: FollowUpInput, signal: AbortSignal, report?: CallReport): AsyncIterable<string>
}
