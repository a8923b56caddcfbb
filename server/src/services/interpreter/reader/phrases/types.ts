import type { PositionRole } from '@tarot/core/reading/roles'
import type { QuestionTopic } from '@tarot/core/reading/question-intent'

/**
 * The built-in reader's words in one language. The composer (../compose-reading.ts)
 * decides what to say from the reading's facts; this bank says it. Every list holds
 * interchangeable variants: the composer picks one from the reading's seed, so two
 * draws on the same question share little wording. Write each language natively —
 * the three banks say the same things, not the same sentences.
 *
 * Rules for every variant:
 * - One to three sentences, complete, ending in the language's punctuation, unless
 *   the slot says it is a fragment. No Markdown inside except where a slot says so.
 * - Speak to the asker as "you" (你); warm, plain, specific; no certainty or fate
 *   words (一定会, 注定, 必然, 绝对, "will definitely", "destined", "guaranteed").
 * - Use every parameter the slot passes in its doc comment, and no other card names.
 * - Variants of one slot differ in their wording and structure, not only one word.
 */

/** A drawn card as a sentence uses it. */
export interface CardRef {
  /** The card's name with its orientation, ready for the middle of a sentence: "the Three of Cups reversed", "圣杯三逆位". */
  card: string
  /** A short noun phrase for what the card shows in this orientation: "a celebration with an empty chair", "少了一个人的聚会". */
  essence: string
  /** The position's name: "The Recent Past", "过去". */
  position: string
}

/** Another person as the sentences of their place name them. */
export interface Person {
  /** At the start of a sentence, before the card's line: "They", 对方. */
  start: string
  /** As a subject inside a sentence: "they", "the people around you", 对方. */
  they: string
  /** As an object: "them", "the people around you", 对方. */
  them: string
}

export interface ReaderPhrases {
  /** Joins sentences: ' ' in English, '' in Chinese. */
  join: string
  /** "a, b and c" / "a、b 和 c". */
  list(items: string[]): string
  /** A card with its orientation for use mid-sentence: "the Fool reversed" / "愚人（逆位）". */
  cardName(name: string, reversed: boolean): string
  /** The same, at the start of a sentence ("The Fool reversed"); Chinese returns it unchanged. */
  capitalize(text: string): string

  /** Topic nouns for sentences: "love" → "your love life" / "感情". */
  topic: Record<QuestionTopic, string>

  /** Section headings (without "## "), a few variants each. */
  headings: {
    bottomLine: string[]
    positions: string[]
    relations: string[]
    advice: string[]
  }

  /**
   * How a position opens, in its role's voice: one sentence naming the position and the card and
   * weaving in the essence. A past card in the past tense ("you have been carrying…"), an obstacle as
   * what stands across the way, advice as something to try, an outcome as where things tend if nothing changes.
   * The card's topic reading follows it, so do not add advice here.
   */
  role: Record<PositionRole, ((c: CardRef) => string)[]>

  /**
   * A one-card reading's extra sentence after the card's topic reading: what to notice about it this week.
   * `about` is what the question is about (its stake, the person asked about, or the topic noun), so the
   * sentence differs with the question; `c.essence` is one of the card's keyword nouns.
   */
  single: ((c: CardRef, about: string) => string)[]

  /**
   * How a reversed card is meant here, one short sentence: energy turned inward, blocked, delayed or overdone — never "the opposite".
   * `c.essence` is one of the card's keyword nouns and `about` what the question is about (as in `single`): a
   * note that names neither reads the same in every reading, so use at least one. Said of some reversed cards, not all.
   */
  reversedNote: ((c: CardRef, about: string) => string)[]
  /**
   * The same note for a card whose reversal is itself a release (the Devil, the Eight of Swords, the Five of Cups…:
   * see card-words.ts): the upright card's weight easing, the release begun but not finished. Never "overdone" or
   * "stuck", which would contradict it. `c.essence` is the card's first reversed keyword ("breaking free", "释放").
   */
  releaseNote: ((c: CardRef, about: string) => string)[]

  /**
   * Whom a card in another's place speaks of (see PositionSubject): one other person, or the people around the
   * asker. `start` opens the sentence the card's own line (`other` in packages/content/reading) completes as its
   * predicate ("They" + "seem…", 对方 + 看起来…); `they` and `them` are the same person inside a sentence as subject and
   * as object ("they", "them"; 对方 both). English subjects take plural verbs ("they are", "the people around you are").
   */
  person: Record<'other' | 'others', Person>
  /** Joins `person.start` to the card's line: ' ' in English, '' in Chinese. */
  personJoin: string
  /**
   * The reversed note for a card in another's place: the same reading as `reversedNote`, said of `who` (`person`)
   * in the third person. Never the asker as the one who feels it (你心里, "you feel"): the asker only sees and asks.
   */
  reversedNoteOther: ((c: CardRef, who: Person, about: string) => string)[]
  /** The release note (see `releaseNote`) for a card in another's place, said of `who`. */
  releaseNoteOther: ((c: CardRef, who: Person, about: string) => string)[]
  /**
   * The sentence that ends a card in another's place: what the card shows is a tendency seen from outside, and what
   * the asker can do is watch and ask rather than decide for `who`. `c.essence` is one of the card's keyword nouns,
   * `about` what the question is about. The asker is the one who looks and asks, never the one who feels.
   */
  otherAsk: ((c: CardRef, who: Person, about: string) => string)[]
}
