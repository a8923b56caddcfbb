import type { Orientation } from '@tarot/core/deck'
import type { Language } from '@tarot/core/language'
import type { PersonRelation } from '@tarot/core/reading/question-details'
import type { QuestionKind, QuestionTopic } from '@tarot/core/reading/question-intent'

/**
 * The shapes shared by the eval's labelled sets beyond the fixed reading cases:
 * raw questions scored with the classifier in the loop, follow-ups scored for
 * what a reader in conversation would do, and the sections they add to the report.
 */

/** A question as a person would type it, labelled with what a reader would take from it. */
export interface QuestionCase {
  /** `{language}-{set}-{nn}`: stable. */
  id: string
  language: Language
  question: string
  kind: QuestionKind
  topic: QuestionTopic
  /** The people named, in the asker's words (a substring of the question) and how they stand to the asker. */
  people?: { words: string; relation: PersonRelation }[]
  /** What is at stake, in the asker's words: the extracted subject must contain it or lie inside it. */
  subject?: string
  /** For a choice: each option in the asker's words, in their order (each must lie inside the extracted option). */
  options?: [string, string]
  /** Numbers as written ("$4,000", 三天). */
  numbers?: string[]
  /** The time the question looks to, as written. */
  horizon?: string
  /** Why this case is here, when it is a known trap (教资面试 is study, not career). */
  note?: string
}

/** What a follow-up asks of the reader. */
export type FollowUpExpectation = 'decision' | 'card' | 'detail' | 'fear' | 'off_topic'

/** One follow-up in a conversation about a reading. */
export interface FollowUpCase {
  id: string
  language: Language
  /** The reading's question and draw. */
  question: string
  spreadId: string
  cards: { id: string; orientation: Orientation }[]
  /** Follow-ups asked before this one in the same conversation (answered by the engine first, in order). */
  earlier?: string[]
  message: string
  expect: FollowUpExpectation
  /** The topic the answer must stay on (a question about one's mother is never read as romance). */
  topic: QuestionTopic
  /** For 'card' and 'fear': the card id the message asks about. */
  card?: string
  /** For 'fear': the worry is about the body, so the answer suggests seeing a professional. */
  body?: boolean
  /** For 'decision': the person's own action words, any one of which the answer should use ("sign up", 报名). */
  action?: string[]
  /** For 'detail': words of the detail asked about, any one of which the answer should use. */
  detail?: string[]
}

/** A scored criterion of a section, per language. */
export interface SectionRow {
  criterion: string
  /** The least pass rate, in every language. */
  threshold: number
  /** What passing means, for the report's table. */
  explanation: string
  byLanguage: Record<Language, { passed: number; total: number }>
  /** One line per failing item: `{case id}: {why}`. */
  failures: string[]
}

/** A part of the eval beyond the reading rubric: its own cases, rows and thresholds. */
export interface EvalSection {
  id: string
  title: string
  /** A paragraph for the report: what the set is and how it was written. */
  description: string
  rows: SectionRow[]
}
