import fp from 'fastify-plugin'
import type { Interpreter } from '../services/interpreter/interpreter'
import { offlineInterpreter } from '../services/interpreter/offline'
import { llmClient, llmSettingsFrom, openAiInterpreter } from '../services/interpreter/openai'
import { openAiClassifier, type QuestionClassifier } from '../services/question-check/classifier'

declare module 'fastify' {
  interface FastifyInstance {
    interpreter: Interpreter
    /** What the app falls back to when the interpreter fails: always the offline one. */
    fallbackInterpreter: Interpreter
    classifier: QuestionClassifier | null
  }
}

export interface InterpretersOptions {
  /** The interpretation engine; by default the OpenAI-compatible model when LLM_* is set, else the offline interpreter. */
  interpreter?: Interpreter | undefined
  /** What a failed interpreter falls back to; the offline interpreter (tests replace it to see total failure). */
  fallbackInterpreter?: Interpreter | undefined
  /** The second-stage question classifier; by default the model's when LLM_* is set, else none (rules only). */
  classifier?: QuestionClassifier | null | undefined
}

/** Who writes readings and checks questions: the model when LLM_* is set, else the built-in reader and the rules alone. */
export const interpretersPlugin = fp<InterpretersOptions>(
  async (app, { interpreter, fallbackInterpreter, classifier }) => {
    const { llm: llmConfig } = app.config
    const llm = llmSettingsFrom(llmConfig)
    const client = llm ? llmClient(llm) : null
    const fallback = fallbackInterpreter ?? offlineInterpreter
    app.decorate('interpreter', interpreter ?? (llm && client ? openAiInterpreter(llm, client) : fallback))
    app.decorate('fallbackInterpreter', fallback)
    app.decorate(
      'classifier',
      classifier !== undefined
        ? classifier
        : llm && llmConfig.classifier
          ? // Its own client: a 429's Retry-After is waited out only within the classifier's time-out.
            openAiClassifier(llmClient(llm, { waitWithinMs: llmConfig.classifierTimeoutMs }), llm.model, llmConfig.classifierTimeoutMs)
          : null,
    )
  },
  { name: 'interpreters' },
)
