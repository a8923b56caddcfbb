import type { PersonRelation } from '@tarot/core/reading/question-details'
import type { CardRef } from '../types'
import type { PerKind } from '../../../question-kinds'

/*
 * The bottom line, the advice and the closing: the parts of a reading that answer the person.
 * The rules of ../types.ts hold for every variant here.
 */

/** How the cards lean on a yes/no question, computed from the cards (see core/reading/facts). */
export type Leaning = 'yes' | 'no' | 'mixed'

export interface BottomLineParams {
  /** The cards that carry the answer (outcome, focus, advice…), one to three, strongest first. */
  lead: CardRef[]
  /** The card that names what the answer depends on (an obstacle, advice or the focus). */
  hinge: CardRef
  /** The question's topic as a noun phrase: "your work", "这段感情". */
  topic: string
  /** For choice questions: the two options as the asker wrote them, when known. */
  options?: [string, string]
  /** For choice spreads: the cards of option A and of option B (otherwise empty). */
  sideA: CardRef[]
  sideB: CardRef[]
  /** How many cards were drawn: a single card is not spoken of as a set (这组牌). */
  cardCount: number
  /**
   * What the question is about in its own words, for the middle of a sentence: "your half marathon", "教资面试",
   * "your mum" — the stake, else the person, else the topic noun.
   */
  about: string
  /** The first person the question names, as the asker would be spoken to: "your mum", "妈妈", "新主管". */
  person?: string
  relation?: PersonRelation
  /** The stake in the asker's words, when the question names one ("the deposit", "教资面试"). */
  subject?: string
}

/** The advice's step in the asker's situation: the same words as the bottom line's. */
export type StepParams = Pick<BottomLineParams, 'about' | 'person' | 'relation' | 'subject'> & { from: CardRef }

export interface AdviceParams {
  /** The card the advice comes from (the advice position, else the outcome, else the focus). */
  from: CardRef
  /** That card's own advice for the topic, a full sentence or two from the card texts, to be quoted as is inside the advice. */
  cardAdvice: string
  topic: string
}

type BottomLineVariants = ((p: BottomLineParams) => string)[]

/** Variants for every kind of question (the kinds' table, question-kinds.ts); a yes/no's by the cards' leaning. */
type BottomLineBank = Omit<PerKind<BottomLineVariants>, 'yes_no'> & { yes_no: Record<Leaning, BottomLineVariants> }

export interface BottomLinePhrases {
  /**
   * The bottom line, first in every reading, fitted to the question's kind; two or three sentences.
   * yes_no: a leaning ('yes' → "more yes than no, if…"; 'no' → "more no than yes for now, unless…"; 'mixed' → "not a clear yes or no: it turns on…"), never a verdict, and what it depends on (hinge).
   * other_person: never claims to read the other's heart; what the cards show of the connection and what the asker can see and do.
   * choice: what each side's cards favour (sideA/sideB, or the options by name), the decision stays theirs.
   * timing: conditions and phases, never dates.
   * how_to: the way the cards point, in one line, then what it rests on.
   * reflection: what the spread is mostly about, then what it depends on.
   * obstacle (a how_to or reflection question asking what stands in the way): names the block first —
   * the hinge, the obstacle place or else the hardest card — then what the lead card shows beyond it;
   * with one card, the card is the block (cardCount 1).
   */
  /**
   * The bottom line when the question names its stake or a person (or, for a choice, its two options): the answer
   * in the question's own situation, using `about` (and `person`, `options`) in the first sentence.
   * yes_no: the leaning for `about` and what it depends on (hinge). choice: what the cards favour for option one
   * and for option two, each named in the asker's words in their order, and the decision left to them.
   * other_person: what the asker can see and do about `person`, never their heart, never romance for family,
   * colleagues or friends. timing, how_to, reflection: the answer to what they asked, about `about`.
   */
  situated: BottomLineBank
  /**
   * The advice's last sentence when the question names its stake or a person: one small step in that situation,
   * in the spirit of the advice card (`from`). `person` variants are picked when a person is named (by relation),
   * `subject` variants otherwise.
   */
  step: {
    person: Record<'close' | 'work' | 'other', ((p: StepParams) => string)[]>
    subject: ((p: StepParams) => string)[]
  }
  bottomLine: BottomLineBank & { obstacle: BottomLineVariants }

  /** "This week"-style advice: one small, kind, concrete step from the advice card; two or three sentences around cardAdvice (which is quoted as is). */
  advice: ((p: AdviceParams) => string)[]
  /**
   * The last line, said in about one reading in three (a line every reading ends on becomes stock): the cards describe tendencies, the person's choices move them. One sentence, naming `c`, the card
   * that carries the answer (usually the outcome), so the closing belongs to this spread and two readings of one
   * question do not end on the same stock line.
   */
  closing: ((c: CardRef, about: string) => string)[]
  /** The short bold lead of the bottom line paragraph ("In short:" / "先说结论：") — a few variants. */
  inShort: string[]
  /** Prefix of the advice paragraph ("This week:" / "这周可以试试："). */
  thisWeek: string[]
}
