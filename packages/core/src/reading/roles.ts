/**
 * What each position of a spread is for, in words the composer and the model
 * prompt can both use: its role (a Past card is told in the past, an Obstacle as
 * what stands across the way), the spread's family (how a reader walks it), the
 * pairs a reader relates (Celtic Cross 1×2, option against option…), and for
 * large spreads the rows or phases it is read by.
 */

export const POSITION_ROLES = [
  /** The heart of the matter now: the present situation, your focus, where you stand. */
  'focus',
  /** What has been: recent or deeper past, what it was, the spark then. */
  'past',
  /** What is coming next: the near future, what's coming, the path opening. */
  'future',
  /** Where things tend if nothing changes: the likely outcome, where it leads, the fruit. */
  'outcome',
  /** What stands across the way: the crossing, the challenge, what slows, drains or blocks. */
  'obstacle',
  /** What lies beneath: the foundation, the root cause, why it happened. */
  'root',
  /** Something to try: guidance, the way through, best approach, the next step, a habit that helps. */
  'advice',
  /** What you can lean on: strengths, gifts, support, allies, an overlooked resource. */
  'resource',
  /** The asker: yourself, your feelings, your part, how you see them, what you need. */
  'self',
  /** Another person: their feelings, how they see you, their part, what they need. */
  'other',
  /** What lies between two people: the bond now, communication, what remains between you. */
  'bond',
  /** What is hoped for or feared: hopes and fears, your wish, what you truly want. */
  'hopes_fears',
  /** What crowns the matter: what is uppermost in the mind, the aim held in view (the Celtic Cross's crown, a highest aim). */
  'aim',
  /** The world around: your surroundings, other people, the environment. */
  'environment',
  /** What is out of sight: beneath the surface, what you keep hidden, the shadow. */
  'hidden',
  /** Option A of a choice: what it offers, asks or how it unfolds. */
  'option_a',
  /** Option B of a choice. */
  'option_b',
  /** Where option A leads. */
  'outcome_a',
  /** Where option B leads. */
  'outcome_b',
  /** What to learn or to let go: the lesson, what to release. */
  'lesson',
  /** One area of life among several (an element, a chakra, a house, a sephira, a theme of the year). */
  'aspect',
  /** A stretch of time in a sequence (morning, Monday, January). */
  'phase',
] as const
export type PositionRole = (typeof POSITION_ROLES)[number]

/**
 * Whose place a position is: the asker's own (the default), one other person's (their feelings, how they see
 * the asker, what they need, a partner's part, what an interviewer looks for), or the people around the asker
 * (how others see the matter). A card in another's place is read of that person, in the third person: never as
 * what the asker feels. Spreads carry it per position (`about` in packages/core/data/spreads.json); a published
 * spread without it is read by its role (`other` is one other person's place).
 */
export const POSITION_SUBJECTS = ['asker', 'other', 'others'] as const
export type PositionSubject = (typeof POSITION_SUBJECTS)[number]

/** How a reader walks a spread. */
export const SPREAD_FAMILIES = [
  /** One card: short and whole. */
  'single',
  /** Three or so cards read as one story (past → present → future, situation → action → outcome). */
  'arc',
  /** The Celtic Cross and its cousins: the cross, then the staff. */
  'cross',
  /** Two options weighed against each other. */
  'choice',
  /** Two people and what lies between them. */
  'relationship',
  /** A sequence of time slices (a day, a week, a year). */
  'timeline',
  /** A map of life areas read side by side (elements, chakras, houses, the Tree of Life, the Fool's journey). */
  'map',
  /** Any other spread of several positions. */
  'general',
] as const
export type SpreadFamily = (typeof SPREAD_FAMILIES)[number]

/** Why two positions are read together; the composer and the prompt phrase each kind differently. */
export const PAIR_KINDS = [
  /** A situation and what crosses it (Celtic Cross 1×2). */
  'crossing',
  /** A root and what is hoped or in view (Celtic Cross 3↔5). */
  'root_crown',
  /** What is leaving and what is coming (Celtic Cross 4↔6). */
  'leaving_coming',
  /** The asker and where things tend (Celtic Cross 7↔10). */
  'self_outcome',
  /** One step of a story to the next (past → present, present → future). */
  'sequence',
  /** A cause and what it produces (root → situation, obstacle → way through). */
  'cause_effect',
  /** An obstacle and the way through or the advice that answers it. */
  'obstacle_answer',
  /** Option A against option B (or A's outcome against B's). */
  'versus',
  /** Two people side by side (your feelings and theirs). */
  'mirror',
  /** What is hoped for or feared against where things tend. */
  'hope_outcome',
  /**
   * Two sides held against each other that together make a whole: the Tree of Life's pillars
   * (Chesed's mercy and Geburah's strength), opposite houses (home and career), Fire and Water,
   * the face you show and what you keep hidden, what flows in and what slips away.
   */
  'balance',
] as const
export type PairKind = (typeof PAIR_KINDS)[number]

export interface PositionPair {
  /** 0-based position indices, in reading order. */
  a: number
  b: number
  kind: PairKind
}

/** How one spread is read. */
export interface SpreadShape {
  family: SpreadFamily
  /** One role per position, in position order. */
  roles: PositionRole[]
  /** Whose place each position is, in position order, when the spread says; else the asker's, or one other person's for role `other`. */
  subjects?: PositionSubject[]
  /** The pairs a reader relates, most telling first. */
  pairs: PositionPair[]
  /** For spreads read by rows or phases (above ten cards, or naturally grouped): position indices per group. */
  groups?: number[][]
}
