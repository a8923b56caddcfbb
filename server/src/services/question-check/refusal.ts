import type { QuestionCheckData } from '@tarot/contracts/question'
import type { Language } from '@tarot/core/language'
import { screenMessage } from '@tarot/core/question-check'
import { verdictAnswer } from '../../lib/question-messages'

/**
 * Why no reading may be made or read on this question, in the question check's words (`language`):
 * the local rules' crisis (its caring message with the hotlines), sensitive and unsuitable verdicts,
 * the topic rules `checkQuestion` applies after the length check. Null when they let it through
 * ("not a question" included: the ask page only advises on it). `region` orders a crisis answer's hotlines.
 */
export function questionRefusal(question: string, language: Language, region: string | null = null): QuestionCheckData | null {
  const verdict = screenMessage(question)
  if (verdict.kind === 'ok') return null
  return verdictAnswer(verdict, language, region)
}
