import type { CardRelationKind } from '@tarot/core/reading/relations'
import type { PairKind } from '@tarot/core/reading/roles'
import type { CardRef } from '../types'

/**
 * The words for relating cards and for reading a large spread by groups, in one language (the composer's
 * ../../relations.ts and ../../groups.ts decide what to say). Same rules as ../types.ts, and two more:
 * - Every passage says what one card does to the other, with a verb that says it (softens, pulls against,
 *   deepens, carries on, 消解, 拉扯, 加深, 延续…); never a frame that would fit any two cards ("they echo
 *   each other", 彼此牵动).
 * - Every sentence carries something of this draw (a card's essence, a house's domain), so no sentence reads
 *   the same in readings of different questions once the card and position names are taken out.
 * `essence` in a CardRef here is a noun phrase (the card's noun forms): it may follow 的/of/with.
 */

export interface PatternParams {
  /** The cards the pattern is made of. */
  cards: CardRef[]
  /** How many cards show it, and of how many drawn. */
  count: number
  total: number
  /** The suit's reader name (for suit patterns): "Cups", "圣杯". */
  suit?: string
  /** What the suit or element is about, as a noun phrase: "feelings and relationships", "情感与关系". */
  theme?: string
  /** The repeated number as a word (for repeated numbers): "Sevens", "七". */
  number?: string
  /** What that number stands for: "assessment and staying power", "评估与坚持". */
  numberTheme?: string
}

/** What a relation passage may add beyond the two cards. */
export interface RelationExtra {
  /** Same suit: the suit's name and its concern ("Cups", "feelings, closeness and what you long for"). */
  suit?: string
  suitTheme?: string
  /** Same number: the number as a word and what it stands for. */
  number?: string
  numberTheme?: string
  /** Major sequence: what the move means ("hope returning after a shake-up"). */
  theme?: string
}

export type HouseGroup = 'angular' | 'succedent' | 'cadent' | 'centre'
export type JourneyRow = 'outer' | 'inner' | 'awakening'

export interface RelationPhrases {
  /**
   * One sentence (two at most) saying what `actor` does to `target`, by the kind computed in core
   * (../../../../../../../packages/core/src/reading/relations.ts). `hard`: both cards are hard, so reinforcing
   * is deepening. Starts with a card name or a word that can follow a lead-in clause (see `setting`).
   */
  relation: Record<CardRelationKind, ((target: CardRef, actor: CardRef, extra: RelationExtra & { hard: boolean }) => string)[]>
  /**
   * A lead-in clause for a relation passage, saying how the two positions stand ("Across the centre, ",
   * "在交叉的位置上，"); may be '' for some variants. English ends with ", "; the relation sentence follows
   * it in lower case.
   */
  setting: Record<PairKind, ((a: CardRef, b: CardRef) => string)[]>
  /** Opens a three-card story before its two steps are related: names the three cards with their essences, one sentence. */
  arc: ((a: CardRef, b: CardRef, c: CardRef) => string)[]

  /** Notes on what stands out; each is said only when the pattern is there. A note naming two or more cards says what they do together. */
  pattern: {
    dominantSuit: ((p: PatternParams) => string)[]
    missingSuit: ((p: PatternParams) => string)[]
    manyMajors: ((p: PatternParams) => string)[]
    repeatedNumber: ((p: PatternParams) => string)[]
    courtCards: ((p: PatternParams) => string)[]
    /** A court card in a seat about another person: it may be that person, or a role someone plays. */
    courtAsOther: ((p: PatternParams) => string)[]
    manyReversed: ((p: PatternParams) => string)[]
    /** Two majors in a telling order (the Tower then the Star): cards[0] then cards[1]; theme is what the move means. */
    majorSequence: ((p: PatternParams) => string)[]
  }
  /** Suit names and what each is about. */
  suit: Record<'Wands' | 'Cups' | 'Swords' | 'Coins', { name: string; theme: string }>
  /** Numbers 1–10 as a reader says them in the plural ("Aces", "Sevens" / "王牌", "七"), and what each stands for. */
  number: Record<number, { name: string; theme: string }>
  /** What a notable major sequence means, keyed "16-17" (Tower → Star). */
  sequenceTheme: Record<string, string>

  /** A heading for one group of a large spread: "{label}" is the group's label. */
  groupHeading: ((label: string) => string)[]
  /** A label for a group when nothing better names it: "First row", "第一组" (index from 0). */
  groupLabel(index: number): string

  houses: {
    /** Each group's label, naming its houses' domains ("The angular houses: self, home, partnership, career"). */
    label: Record<HouseGroup, string>
    /** One sentence opening a group: what houses of this kind do in a life, naming the group's cards' essences (`cards`, in house order). */
    intro: Record<HouseGroup, (cards: CardRef[]) => string>
    /** Each house's domain as a noun phrase, houses 1–12 (index 0–11): "how you meet the world", "你给人的第一印象与自我". */
    domain: string[]
    /** How a card opens in a house: it reads the house's domain through the card. One sentence naming c.card, c.position, the domain and c.essence. */
    card: ((c: CardRef, domain: string) => string)[]
    /** The card at the centre, tying the houses together. */
    centre: ((c: CardRef) => string)[]
  }
  journey: {
    /** Each row's label ("The first row: the outer world"). */
    label: Record<JourneyRow, string>
    /** One sentence opening a row, naming its first and last cards' essences. */
    intro: Record<JourneyRow, (first: CardRef, last: CardRef) => string>
    /** How a card opens on a station: the station's lesson (the position) met by the card. */
    card: ((c: CardRef) => string)[]
  }
  /** A Major on its own station or house (the Empress on the Empress's station): one sentence, naming the card and the position. */
  atHome: ((c: CardRef) => string)[]
}
