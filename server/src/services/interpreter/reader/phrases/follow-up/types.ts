import type { Suit } from '@tarot/core/deck'

/**
 * The built-in reader's words for a follow-up, one bank per language. Each list holds a few ways of
 * saying the same move; the composer picks one that does not open the way an earlier answer did.
 * Card names arrive ready for mid-sentence use ("the Tower reversed", 高塔（逆位）).
 */

/** What a fear follow-up is afraid of, so that the answer can say which forecast the card is not. */
export type FearKind = 'body' | 'fail' | 'leave' | 'money' | 'general'

export interface LeanSide {
  /** A card, mid-sentence. */
  card: string
  /** What the card favours or guards, a short noun phrase (one of its keywords). */
  want: string
  /** Whether the card, as drawn, tends toward going ahead. */
  forward: boolean
}

export interface DecisionParams {
  /** The asker's own action words, rewritten to speak to them: "sign up", "lend your brother the money", 报名, 借给他. */
  action: string
  /** English only: the same as a gerund ("signing up"); Chinese repeats `action`. */
  doing: string
  /** The second option in their words, when the follow-up names two ("A or B?"). */
  alternative?: string
  alternativeDoing?: string
}

export interface FollowUpPhrases {
  /** Two cards (the outcome and the advice) weighed as a conditional lean: "if what you want is X, … ; if it is Y, …". */
  decisionPair: ((d: DecisionParams, a: LeanSide, b: LeanSide) => string)[]
  /** One card: what it favours and what it warns, never "both sides". */
  decisionSingle: ((d: DecisionParams, c: LeanSide, warns: string) => string)[]
  /** Leaves the choice with the asker, one short sentence. */
  yourCall: string[]
  /** Opens an answer about one card (position: where it lies, when the reader knows; topic: the reading's side of life). */
  aboutCard: ((card: string, position: string, topic: string) => string)[]
  /** Opens an answer about a detail of the asker's situation ("the interview", 那四千块). */
  aboutDetail: ((detail: string, card: string) => string)[]
  /** Carries a card's reading to the person the reading is about ("your mum", 妈妈). */
  towardPerson: ((person: string, card: string) => string)[]
  /** Fear: what the card is and is not. `is` comes from majorIs / suitIs, `isNot` from isNot. */
  fear: ((card: string, is: string, isNot: string) => string)[]
  /** Fear, continued: leads into what the card does point to (a sentence of the card's own reading follows). */
  pointsTo: ((card: string, topic: string) => string)[]
  /** Anything about the body: see a doctor or a physiotherapist (part: "your knee", 膝盖, when the message names it). */
  body: ((part: string | null) => string)[]
  /**
   * A chest or heart symptom (a tight chest, palpitations, 心悸): see a doctor soon, and the signs that need emergency
   * help now. Said instead of `body`, in any kind of answer, never left to a card.
   */
  urgent: string[]
  /** "What should I do next?": the advice card's step. */
  nextStep: ((card: string) => string)[]
  /** Timing: a phase and its condition, never a date. */
  timing: ((card: string, essence: string) => string)[]
  /** A yes/no follow-up ("will I get the job?"): how the cards lean, and the card it depends on (essence: that card's image). */
  lean: Record<'yes' | 'no' | 'mixed', ((card: string, essence: string) => string)[]>
  /** The other person: what the asker can see and do, never their mind read (person: "your mum", else a neutral "them"). */
  otherPerson: ((person: string, card: string, essence: string) => string)[]
  /** Anything else about the reading. */
  general: ((card: string, essence: string, topic: string) => string)[]
  /** Declines, in one short paragraph, a request that is not about this reading, and offers to go on with it. */
  unrelated: string[]
  /** A short pointer back to a phrase of the reading (fragment: a few words of it, never a whole sentence). */
  recall: ((fragment: string) => string)[]
  /** An occasional invitation to go on. */
  invite: string[]
  /** A short line on two of a card's keywords, for when every sentence of its texts has been said (under 8 words / 20 characters). */
  themes: ((a: string, b: string) => string)[]
  /** The other person when the reading names nobody: "them", 对方. */
  someone: string
  /** What each major is, plainly, a short noun phrase: index = the card's number ("a shake-up of plans"). */
  majorIs: string[]
  /** A reversed card's `is`: the same meaning held back or out of balance for now. */
  heldBack: (is: string) => string
  /** A reversed card whose reversal is a release (the Devil, the Five of Cups…): the same meaning, easing. */
  easing: (is: string) => string
  /** What a minor of each suit is about, a noun phrase ("a card about drive and effort", 干劲、行动和势头上的事). */
  suitIs: Record<Suit, string>
  /** The forecast a card is not, by the fear ("a forecast of injury"). */
  isNot: Record<FearKind, string>
}
