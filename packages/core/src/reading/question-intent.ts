/**
 * What a question is asking, shared by the built-in reader and the model's prompt:
 * its kind (how the reading should answer) and its topic (which card reading fits).
 * Placeholder signature; the lexicon lands next.
 */

export const QUESTION_KINDS = ['yes_no', 'choice', 'other_person', 'timing', 'how_to', 'reflection'] as const
export type QuestionKind = (typeof QUESTION_KINDS)[number]

export const QUESTION_TOPICS = ['love', 'career', 'money', 'study', 'health', 'family', 'friendship', 'self'] as const
export type QuestionTopic = (typeof QUESTION_TOPICS)[number]

export interface QuestionIntent {
  kind: QuestionKind
  topic: QuestionTopic
  /** For a choice, the two options as the asker wrote them, when they can be picked out ("stay" / "leave"). */
  options?: [string, string]
}
