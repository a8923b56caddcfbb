/**
 * The question's own details, in the asker's words: who it is about, what is at
 * stake, the numbers and the time it names. The reading carries them through its
 * bottom line and advice ("your mum", "the interview", "the $4,000"), so that its
 * sentences fit this question and no other on the same topic.
 */

/** How a person named in the question stands to the asker. */
export type PersonRelation = 'partner' | 'ex' | 'crush' | 'family' | 'boss' | 'colleague' | 'friend' | 'other'

export interface NamedPerson {
  /** As the asker wrote it, ready for the middle of a sentence: 妈妈, 弟弟, 新主管, "my mum", "the new manager". */
  words: string
  relation: PersonRelation
}

export interface QuestionDetails {
  /** The people the question names, in the order written; the asker is never one of them. */
  people: NamedPerson[]
  /** What is at stake, a short noun phrase in the asker's words, when one can be picked out: 教资面试, "the half marathon", "the deposit". */
  subject?: string
  /** Amounts, counts and durations as written: "$4,000", 三天, "40". */
  numbers: string[]
  /** The time the question looks to, as written: 这个月, 三个月内, "this spring". */
  horizon?: string
}
