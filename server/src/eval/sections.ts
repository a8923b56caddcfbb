import type { Interpreter } from '../services/interpreter/interpreter'
import { followUpSection } from './follow-ups'
import { perspectiveSection } from './perspective'
import { questionSection } from './questions'
import type { EvalSection } from './sets'
import { varietySection } from './variety'

/**
 * The eval's parts beyond the reading rubric, each with its own cases and thresholds: raw questions read by the
 * classifier, follow-ups answered in conversation, variety across questions (frames, relation words, grouping,
 * keyword grammar), and another person's place read of that person. `npm run eval:readings` reports them beside the rubric's table; `npm test` holds each one
 * (server/test/question-eval.test.ts, follow-up-eval.test.ts, variety-eval.test.ts, perspective-eval.test.ts).
 */
export async function evalSections(interpreter: Interpreter): Promise<EvalSection[]> {
  return [questionSection(), await followUpSection(interpreter), await varietySection(interpreter), await perspectiveSection(interpreter)]
}
