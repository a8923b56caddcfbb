import type { PairKind, PositionPair, PositionRole, SpreadFamily, SpreadShape } from './roles'

/**
 * How each spread of the catalogue is read: the role of every position (from its meaning, not
 * only its name), the family that decides how the reading is walked, the pairs a reader relates
 * (most telling first; `a` and `b` in the order the relation is voiced: cause before effect,
 * obstacle before its answer, root before crown), and for large or naturally grouped spreads
 * the rows or phases it is read by.
 *
 * A spread published after this release has no entry; `spreadShape` then infers one from its
 * position count and English position names.
 */

function pair(a: number, b: number, kind: PairKind): PositionPair {
  return { a, b, kind }
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, i) => from + i)
}

/** Each position related to the next: the thread of a story or of a stretch of time. */
function chain(indices: readonly number[], kind: PairKind = 'sequence'): PositionPair[] {
  return indices.slice(1).map((b, i) => pair(indices[i]!, b, kind))
}

function repeat<T>(value: T, count: number): T[] {
  return Array.from({ length: count }, () => value)
}

const MONTHS = 12
/** Twelve-Month Calendar: each month is Theme, Challenge, Support, Lesson. */
const MONTH_ROLES: PositionRole[] = ['phase', 'obstacle', 'resource', 'lesson']

const TABLE: Record<string, SpreadShape> = {
  // ── Daily Tarot ────────────────────────────────────────────────────────────
  one: { family: 'single', roles: ['focus'], pairs: [] },
  cnc: {
    // What's at Stake (what truly matters to you), The Choice as it looks now, Where It Leads.
    family: 'arc',
    roles: ['hopes_fears', 'focus', 'outcome'],
    pairs: [...chain([0, 1, 2]), pair(0, 2, 'hope_outcome')],
  },
  today: {
    family: 'timeline',
    roles: ['focus', 'phase', 'phase', 'phase'],
    pairs: chain([1, 2, 3]),
  },
  week: {
    family: 'timeline',
    roles: repeat<PositionRole>('phase', 7),
    pairs: chain(range(0, 7)),
    // The layout's two rows: the working days, then Friday's close into the weekend.
    groups: [
      [0, 1, 2, 3],
      [4, 5, 6],
    ],
  },
  energy: {
    // Your energy now, what drains it, where to point it.
    family: 'arc',
    roles: ['focus', 'obstacle', 'advice'],
    pairs: [pair(0, 1, 'sequence'), pair(1, 2, 'obstacle_answer')],
  },

  // ── Future Prediction ──────────────────────────────────────────────────────
  ppf: { family: 'arc', roles: ['past', 'focus', 'future'], pairs: chain([0, 1, 2]) },
  celtic: {
    family: 'cross',
    // The crown (4) is what is in view and aimed at; the staff reads self, surroundings, hopes and fears, outcome.
    roles: ['focus', 'obstacle', 'root', 'past', 'aim', 'future', 'self', 'environment', 'hopes_fears', 'outcome'],
    pairs: [pair(0, 1, 'crossing'), pair(2, 4, 'root_crown'), pair(3, 5, 'leaving_coming'), pair(6, 9, 'self_outcome'), pair(8, 9, 'hope_outcome')],
    groups: [range(0, 6), range(6, 10)],
  },
  horse: {
    family: 'general',
    roles: ['past', 'focus', 'future', 'advice', 'environment', 'obstacle', 'outcome'],
    // Obstacles (5) are answered by the Best Approach at the turning point (3).
    pairs: [pair(5, 3, 'obstacle_answer'), ...chain([0, 1, 2, 6])],
  },
  star: {
    family: 'general',
    // Wish, gifts, the path opening, the lesson (the challenge on the way), support around you, your future self.
    roles: ['hopes_fears', 'resource', 'future', 'lesson', 'resource', 'outcome'],
    pairs: [pair(0, 5, 'hope_outcome'), pair(3, 1, 'obstacle_answer'), pair(2, 5, 'sequence')],
  },
  grand: {
    family: 'cross',
    // The line of time runs Deeper Past, Recent Past, Heart, Near Future, Further Future; the upright line runs
    // Highest Aim, What You See, Heart, Beneath the Surface, The Root.
    roles: ['focus', 'past', 'past', 'future', 'outcome', 'self', 'aim', 'hidden', 'root'],
    pairs: [pair(1, 3, 'leaving_coming'), pair(8, 6, 'root_crown'), pair(7, 5, 'root_crown'), pair(2, 1, 'sequence'), pair(3, 4, 'sequence')],
    groups: [[0], [2, 1, 3, 4], [6, 5, 7, 8]],
  },
  diamond: {
    family: 'general',
    roles: ['focus', 'obstacle', 'resource', 'outcome'],
    pairs: [pair(1, 2, 'obstacle_answer'), pair(0, 3, 'sequence')],
  },

  // ── Decision Guidance ──────────────────────────────────────────────────────
  two: {
    family: 'choice',
    roles: ['focus', 'option_a', 'option_b', 'outcome_a', 'outcome_b'],
    pairs: [pair(3, 4, 'versus'), pair(1, 2, 'versus'), pair(1, 3, 'sequence'), pair(2, 4, 'sequence')],
    groups: [[0], [1, 3], [2, 4]],
  },
  paths: {
    family: 'choice',
    // Each path: Offers and Asks (what it is), then Becoming (where it leads).
    roles: ['focus', 'option_a', 'option_a', 'outcome_a', 'option_b', 'option_b', 'outcome_b'],
    pairs: [pair(3, 6, 'versus'), pair(1, 4, 'versus'), pair(2, 5, 'versus')],
    groups: [[0], [1, 2, 3], [4, 5, 6]],
  },
  holy: {
    family: 'arc',
    roles: ['root', 'focus', 'advice'],
    pairs: [pair(0, 1, 'cause_effect'), pair(1, 2, 'sequence')],
  },
  obst: {
    family: 'general',
    roles: ['focus', 'obstacle', 'root', 'resource', 'advice'],
    pairs: [pair(1, 4, 'obstacle_answer'), pair(2, 1, 'cause_effect'), pair(0, 1, 'crossing')],
  },

  // ── Love & Relationship ────────────────────────────────────────────────────
  pyramid: {
    family: 'relationship',
    roles: ['self', 'other', 'bond', 'outcome'],
    pairs: [pair(0, 1, 'mirror'), pair(2, 3, 'sequence')],
  },
  seek: {
    // No partner yet: your readiness, what you truly want, what holds you back, where love may appear, the next open door.
    family: 'general',
    roles: ['self', 'hopes_fears', 'obstacle', 'environment', 'advice'],
    pairs: [pair(2, 4, 'obstacle_answer')],
  },
  tree: {
    family: 'relationship',
    // Roots, trunk (the relationship's present strength), your branch, their branch, the blossom between you, the fruit.
    roles: ['root', 'bond', 'self', 'other', 'bond', 'outcome'],
    pairs: [pair(2, 3, 'mirror'), pair(0, 5, 'cause_effect'), pair(4, 5, 'sequence')],
    groups: [
      [0, 1],
      [2, 3],
      [4, 5],
    ],
  },
  rel: {
    family: 'relationship',
    // Your column (feelings, how you see them, what you need), theirs, then the bond and the next step.
    roles: ['self', 'self', 'self', 'other', 'other', 'other', 'bond', 'advice'],
    pairs: [pair(0, 3, 'mirror'), pair(1, 4, 'mirror'), pair(2, 5, 'mirror'), pair(6, 7, 'sequence')],
    groups: [
      [0, 1, 2],
      [3, 4, 5],
      [6, 7],
    ],
  },
  marriage: {
    family: 'relationship',
    // The house: foundation, your part and your partner's, the life between you (rhythm, talk, closeness), the horizon.
    roles: ['root', 'self', 'other', 'bond', 'bond', 'bond', 'outcome'],
    pairs: [pair(1, 2, 'mirror'), pair(0, 6, 'root_crown')],
    groups: [[0], [1, 2], [3, 4, 5], [6]],
  },
  breakup: {
    family: 'general',
    roles: ['past', 'root', 'self', 'bond', 'lesson', 'future'],
    // What you still carry is answered by what to release; what is released makes way for the road ahead.
    pairs: [pair(4, 5, 'leaving_coming'), pair(2, 4, 'obstacle_answer'), pair(1, 3, 'cause_effect')],
  },
  fade: {
    family: 'general',
    roles: ['past', 'focus', 'root', 'bond', 'hopes_fears'],
    pairs: [pair(1, 3, 'balance'), pair(2, 1, 'cause_effect'), pair(0, 3, 'sequence')],
  },

  // ── Career & Wealth ────────────────────────────────────────────────────────
  career: {
    family: 'general',
    roles: ['focus', 'resource', 'obstacle', 'future', 'advice', 'outcome'],
    pairs: [pair(2, 4, 'obstacle_answer'), pair(0, 5, 'sequence')],
  },
  wdec: {
    family: 'choice',
    // What you need from work; staying offers and costs (A); changing offers and costs (B); guidance.
    roles: ['self', 'option_a', 'option_a', 'option_b', 'option_b', 'advice'],
    pairs: [pair(1, 3, 'versus'), pair(2, 4, 'versus')],
    groups: [[0], [1, 2], [3, 4], [5]],
  },
  money: {
    family: 'general',
    roles: ['focus', 'resource', 'obstacle', 'obstacle', 'advice'],
    pairs: [pair(1, 2, 'balance'), pair(3, 4, 'obstacle_answer')],
  },
  interview: {
    family: 'general',
    roles: ['self', 'other', 'advice', 'outcome'],
    pairs: [pair(0, 1, 'mirror'), pair(2, 3, 'cause_effect')],
  },
  venture: {
    family: 'general',
    roles: ['focus', 'resource', 'obstacle', 'resource', 'advice', 'future', 'obstacle', 'outcome'],
    pairs: [pair(0, 7, 'cause_effect'), pair(2, 1, 'obstacle_answer'), ...chain([4, 5, 7])],
  },

  // ── Fortune Prediction ─────────────────────────────────────────────────────
  gypsy: {
    family: 'cross',
    // Centre, left (what shaped this), top (hope), bottom (what stands in the way), right (the likely direction).
    roles: ['focus', 'past', 'hopes_fears', 'obstacle', 'outcome'],
    pairs: [pair(1, 4, 'leaving_coming'), pair(0, 3, 'crossing'), pair(2, 4, 'hope_outcome')],
  },
  houses: {
    family: 'map',
    roles: [...repeat<PositionRole>('aspect', 12), 'focus'],
    // Opposite houses balance each other, the angular axes first (self and partner, home and career).
    pairs: [pair(0, 6, 'balance'), pair(3, 9, 'balance'), pair(1, 7, 'balance'), pair(4, 10, 'balance'), pair(2, 8, 'balance'), pair(5, 11, 'balance')],
    // By what the houses do: the angular houses (self, home, partner, career) where life acts, the succedent ones
    // (resources, joy, depth, community) where it gathers and holds, the cadent ones (communication, routines,
    // horizons, retreat) where it is learnt and let go; then the centre that ties them.
    groups: [[0, 3, 6, 9], [1, 4, 7, 10], [2, 5, 8, 11], [12]],
  },
  months: {
    family: 'timeline',
    roles: range(0, MONTHS).flatMap(() => MONTH_ROLES),
    // Within each month the challenge meets its support; across the year each theme leads to the next.
    pairs: [...range(0, MONTHS).map((m) => pair(4 * m + 1, 4 * m + 2, 'obstacle_answer')), ...chain(range(0, MONTHS).map((m) => 4 * m))],
    groups: range(0, MONTHS).map((m) => range(4 * m, 4 * m + 4)),
  },
  lny: {
    family: 'map',
    roles: ['focus', 'aspect', 'aspect', 'aspect', 'aspect', 'resource'],
    pairs: [],
  },

  // ── Self-Exploration ───────────────────────────────────────────────────────
  elem: {
    family: 'map',
    roles: ['aspect', 'aspect', 'aspect', 'aspect', 'self'],
    // The elemental opposites: Fire and Water, Air and Earth.
    pairs: [pair(0, 1, 'balance'), pair(2, 3, 'balance')],
  },
  tol: {
    family: 'map',
    // Tiphareth is the heart of the tree and of you.
    roles: ['aspect', 'aspect', 'aspect', 'aspect', 'aspect', 'self', 'aspect', 'aspect', 'aspect', 'aspect'],
    // Malkuth to Kether, then the pillars of mercy and severity pair by pair.
    pairs: [pair(9, 0, 'root_crown'), pair(1, 2, 'balance'), pair(3, 4, 'balance'), pair(6, 7, 'balance')],
    // The supernal, ethical and astral triads, then the kingdom.
    groups: [[0, 1, 2], [3, 4, 5], [6, 7, 8], [9]],
  },
  chakra: {
    family: 'map',
    roles: repeat<PositionRole>('aspect', 7),
    pairs: [pair(0, 6, 'root_crown')],
    // The three lower centres, the heart that bridges, the three upper centres.
    groups: [[0, 1, 2], [3], [4, 5, 6]],
  },
  shadow: {
    family: 'general',
    roles: ['self', 'resource', 'hidden', 'hidden', 'resource'],
    // The face shown against what is hidden; what you admire against what irritates you; the gift drawn from the hidden.
    pairs: [pair(0, 2, 'balance'), pair(1, 3, 'balance'), pair(2, 4, 'cause_effect')],
  },
  child: {
    family: 'general',
    roles: ['self', 'past', 'root', 'advice'],
    // What it still carries is met by the care now; what it needed then explains what it still carries.
    pairs: [pair(2, 3, 'obstacle_answer'), pair(1, 0, 'sequence'), pair(1, 2, 'cause_effect')],
  },
  fool: {
    family: 'map',
    roles: repeat<PositionRole>('aspect', 21),
    // Tower to Star and Moon to Sun are the journey's turning points; the Chariot's drive meets Strength's
    // gentle courage, and the Devil's attachments mirror the Lovers' choice.
    pairs: [pair(15, 16, 'sequence'), pair(17, 18, 'sequence'), pair(6, 7, 'balance'), pair(5, 14, 'balance')],
    // The three stages of seven: the outer world, the inner search, the great awakening.
    groups: [range(0, 7), range(7, 14), range(14, 21)],
  },
}

/**
 * What each group of a grouped spread is, for the reader's headings: the houses by angular, succedent and
 * cadent, the Fool's Journey by its three rows. Keyed by spread id, in the order of the spread's groups.
 */
export const GROUP_KEYS: Readonly<Record<string, readonly string[]>> = {
  houses: ['angular', 'succedent', 'cadent', 'centre'],
  fool: ['outer', 'inner', 'awakening'],
}

/**
 * The Major that belongs to a position of a map spread, when one does: the Fool's Journey's stations are the
 * Magician (1) to the World (21) in order; the houses follow the signs from Aries, each with its Major in the
 * Golden Dawn attribution (the Emperor in the first, the Hierophant in the second … the Moon in the twelfth).
 */
export const POSITION_MAJOR: Readonly<Record<string, readonly (number | null)[]>> = {
  fool: range(1, 22),
  houses: [4, 5, 6, 7, 8, 9, 11, 13, 14, 15, 17, 18, null],
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner)
    Object.freeze(value)
  }
  return value
}

/** How each bundled spread is read, by spread id. Frozen: copy before changing. */
export const SPREAD_SHAPES: Readonly<Record<string, SpreadShape>> = deepFreeze(TABLE)

// ── Inference for spreads published after this release ────────────────────────

const OPTION_A = String.raw`\b(?:(?:option|path|choice) (?:a|1|one)|(?:first|1st) (?:option|path|choice))\b`
const OPTION_B = String.raw`\b(?:(?:option|path|choice) (?:b|2|two)|(?:second|2nd) (?:option|path|choice))\b`
const LEADS = String.raw`.*\b(?:outcome|result|leads?|becoming)\b`
const MONTH = String.raw`\b(?:january|february|march|april|june|july|august|september|october|november|december)\b|^may\b|\bmay$|\bmay\s*[·:–—-]`

/** Keywords in English position names, tried in order (the most specific first); the first match gives the role. */
const ROLE_KEYWORDS: readonly (readonly [PositionRole, RegExp])[] = [
  ['outcome_a', new RegExp(`${OPTION_A}${LEADS}|\\bwhere a leads\\b`)],
  ['outcome_b', new RegExp(`${OPTION_B}${LEADS}|\\bwhere b leads\\b`)],
  ['option_a', new RegExp(OPTION_A)],
  ['option_b', new RegExp(OPTION_B)],
  ['hidden', /\bhidden\b|\bunconscious\b|\bsecret\b|\bshadow\b|\bbeneath the surface\b|\bunseen\b/],
  ['aim', /\bcrown\b|\baims?\b|\bideal\b/],
  ['hopes_fears', /\bhopes?\b|\bfears?\b|\bwish(es)?\b|\bwants?\b|\bdesires?\b/],
  ['obstacle', /\bobstacles?\b|\bchallenges?\b|\bblock(s|ed|ing)?\b|\bhurdles?\b|\bcrossing\b|\bin the way\b|\bholds? you back\b|\bslows?\b|\bdrains?\b|\bproblem\b|\brisks?\b/],
  ['advice', /\badvice\b|\bguidance\b|\bway (through|forward)\b|\b(first|next) (step|move)\b|\bbest approach\b|\baction\b|\bwhat to (do|try|develop)\b|\b(how|where) to\b|\bapproach\b/],
  ['outcome', /\boutcome\b|\bresults?\b|\bresolution\b|\bleads?\b|\bfinal\b|\bheading\b|\blikely\b|\bpotential\b|\bdevelops\b|\bfruit\b|\bhorizon\b/],
  ['future', /\bfuture\b|\bcoming\b|\bnext\b|\bahead\b|\btomorrow\b|\bopening\b|\bopportunit(y|ies)\b/],
  ['past', /\bpast\b|\bbefore\b|\bbehind\b|\bwhat was\b|\bhistory\b|\byesterday\b|\bthen\b|\bwas\b|\bshaped\b/],
  ['root', /\broots?\b|\bfoundation\b|\bcause\b|\bbeneath\b|\bwhy\b|\bbasis\b/],
  ['lesson', /\blessons?\b|\blearn\b|\brelease\b|\blet(ting)? go\b/],
  ['environment', /\benvironment\b|\bsurround(ing|ings)?\b|\bother people\b|\bothers\b|\bpeople around\b|\bexternal\b/],
  ['other', /\bother\b|\btheir\b|\bthey\b|\bthem\b|\bpartner('s)?\b|\blover\b/],
  ['bond', /\bbond\b|\brelationship\b|\bbetween\b|\bconnection\b|\bus\b/],
  ['resource', /\bstrengths?\b|\bresources?\b|\bsupport\b|\ball(y|ies)\b|\bgifts?\b|\bhelps?\b|\btalents?\b/],
  [
    'phase',
    new RegExp(
      String.raw`\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\b(?:morning|afternoon|evening|night)\b|\b(?:day|week|month|quarter|season) ?\d+\b|\b(?:spring|summer|autumn|fall|winter)\b|` + MONTH,
    ),
  ],
  ['focus', /\bpresent\b|\bnow\b|\bcurrent\b|\bsituation\b|\bfocus\b|\bheart\b|\bcore\b|\bcent(er|re)\b|\btoday\b|\btheme\b|\bthread\b/],
  ['self', /\byou\b|\byour\b|\byourself\b|\bself\b|\bme\b|\bmy\b/],
]

/** The role of a position from its English name, `aspect` when nothing fits. */
export function inferRole(englishName: string | undefined): PositionRole {
  if (!englishName) return 'aspect'
  const name = englishName.toLowerCase().replace(/[’‘]/g, "'")
  for (const [role, pattern] of ROLE_KEYWORDS) if (pattern.test(name)) return role
  return 'aspect'
}

function inferFamily(count: number): SpreadFamily {
  if (count === 1) return 'single'
  if (count === 3) return 'arc'
  return 'general'
}

/** The kind that relates two positions read one after the other in a short story. */
function stepKind(from: PositionRole, to: PositionRole): PairKind {
  if (from === 'obstacle' && (to === 'advice' || to === 'resource')) return 'obstacle_answer'
  if (from === 'root') return 'cause_effect'
  return 'sequence'
}

function inferPairs(family: SpreadFamily, roles: readonly PositionRole[], namesGiven: boolean): PositionPair[] {
  const n = roles.length
  if (n < 2) return []
  if (family === 'arc') return range(1, n).map((b) => pair(b - 1, b, stepKind(roles[b - 1]!, roles[b]!)))

  const pairs: PositionPair[] = []
  const taken = new Set<string>()
  const add = (a: number | undefined, b: number | undefined, kind: PairKind) => {
    if (a === undefined || b === undefined || a < 0 || b < 0 || a === b) return
    const key = a < b ? `${a}:${b}` : `${b}:${a}`
    if (taken.has(key)) return
    taken.add(key)
    pairs.push(pair(a, b, kind))
  }
  const all = (role: PositionRole) => roles.flatMap((r, i) => (r === role ? [i] : []))
  const first = (role: PositionRole) => all(role)[0]
  const last = (role: PositionRole) => {
    const found = all(role)
    return found[found.length - 1]
  }
  const counterparts = (x: PositionRole, y: PositionRole, kind: PairKind) => {
    const xs = all(x)
    const ys = all(y)
    for (let i = 0; i < Math.min(xs.length, ys.length); i++) add(xs[i], ys[i], kind)
  }

  counterparts('outcome_a', 'outcome_b', 'versus')
  counterparts('option_a', 'option_b', 'versus')
  counterparts('self', 'other', 'mirror')
  add(first('obstacle'), first('advice') ?? first('resource'), 'obstacle_answer')
  add(first('root'), first('focus') ?? first('obstacle'), 'cause_effect')
  add(first('focus'), first('obstacle'), 'crossing')
  add(last('past'), first('future'), 'leaving_coming')
  add(first('hopes_fears'), last('outcome'), 'hope_outcome')
  add(first('self'), last('outcome'), 'self_outcome')
  // A run of time slices (days, months) reads as a thread.
  const phases = all('phase')
  for (const p of chain(phases)) add(p.a, p.b, 'sequence')

  // Nothing recognised: where the spread starts and where it ends, unless both ends are areas of a map.
  if (pairs.length === 0 && !(namesGiven && roles[0] === 'aspect' && roles[n - 1] === 'aspect')) add(0, n - 1, 'cause_effect')
  return pairs.slice(0, 8)
}

/** Positions named "Month · Aspect" (or "Part: …", "Part - …") grouped by their shared first part, when that splits the spread. */
function groupsByPrefix(names: readonly (string | undefined)[], count: number): number[][] | undefined {
  if (names.length < count) return undefined
  const prefixes = names.slice(0, count).map((name) =>
    name
      ?.split(/\s+·\s+|:\s+|\s+[-–—]\s+/)[0]
      ?.trim()
      .toLowerCase(),
  )
  if (prefixes.some((p, i) => !p || p === names[i]?.trim().toLowerCase())) return undefined
  const groups: number[][] = []
  prefixes.forEach((p, i) => {
    if (i > 0 && p === prefixes[i - 1]) groups[groups.length - 1]!.push(i)
    else groups.push([i])
  })
  const seen = new Set(prefixes)
  // Each part must be one contiguous run, and the runs must be real groups, not one per card or one for all.
  if (seen.size !== groups.length || groups.length < 2 || groups.length >= count) return undefined
  if (groups.some((g) => g.length > 8)) return undefined
  return groups
}

/** Consecutive rows of about five to seven positions. */
function evenRows(count: number): number[][] {
  const rows = Math.ceil(count / 7)
  const groups: number[][] = []
  let start = 0
  for (let r = 0; r < rows; r++) {
    const size = Math.floor(count / rows) + (r < count % rows ? 1 : 0)
    groups.push(range(start, start + size))
    start += size
  }
  return groups
}

/**
 * How to read a spread: the bundled entry when the id is known and its position count still
 * matches, otherwise a shape inferred from the count and the English position names (a spread
 * published after this release, or one republished with other positions).
 */
export function spreadShape(spreadId: string, positionCount: number, englishPositionNames?: readonly string[]): SpreadShape {
  const known = Object.prototype.hasOwnProperty.call(SPREAD_SHAPES, spreadId) ? SPREAD_SHAPES[spreadId] : undefined
  if (known && known.roles.length === positionCount) return known

  const count = Number.isFinite(positionCount) ? Math.max(0, Math.floor(positionCount)) : 0
  const names = englishPositionNames ?? []
  const family = inferFamily(count)
  const roles = range(0, count).map((i) => inferRole(names[i]))
  if (family === 'single' && roles[0] === 'aspect') roles[0] = 'focus'
  const namesGiven = names.some((name) => name.trim() !== '')
  const shape: SpreadShape = { family, roles, pairs: inferPairs(family, roles, namesGiven) }
  if (count > 10) shape.groups = groupsByPrefix(names, count) ?? evenRows(count)
  return shape
}
