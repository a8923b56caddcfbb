import type { Interpreter } from '../services/interpreter/interpreter'
import { followUpSection } from './follow-ups'
import { questionSection } from './questions'
import type { EvalSection } from './sets'
import { varietySection } from './variety'

/**
 * The eval's parts beyond the reading rubric, each with its own cases and thresholds: raw questions read by the
 * classifier, follow-ups answered in conversation, and variety across questions (frames, relation words, grouping,
 * keyword grammar). `npm run eval:readings` reports them beside the rubric's table; `npm test` holds each one
 * (server/test/question-eval.test.ts, follow-up-eval.test.ts, variety-eval.test.ts).
 */
export async function evalSections(interpreter: Interpreter): Promise<EvalSection[]> {
  return [questionSection(), await followUpSection(interpreter), await varietySection(interpreter)]
}
