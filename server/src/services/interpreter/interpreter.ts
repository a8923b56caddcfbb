import type { Orientation } from '@tarot/core/deck'
import type { Language } from '@tarot/core/language'

export interface InterpretationInput {
  question: string
  language: Language
  spreadId: string
  cards: readonly { id: string; orientation: Orientation }[]
}

/** One way of writing a reading: the offline interpreter, or an OpenAI-compatible model. Text arrives in pieces. */
export interface Interpreter {
  readonly name: string
  interpret(input: InterpretationInput, signal: AbortSignal): AsyncIterable<string>
}
