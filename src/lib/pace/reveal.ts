/**
 * How far text can be revealed at a reading pace: whole Chinese characters and
 * whole words, a Markdown marker ("## ", "- ") always with what follows it, a
 * surrogate pair never split, and nothing that may still be growing (a word or
 * a marker at the very end of text that is still arriving).
 */

/** Chinese (and other CJK) characters revealed per second. */
export const CJK_PER_SECOND = 32
/** Words (of languages written with spaces) revealed per second. */
export const WORDS_PER_SECOND = 16

const CJK_MS = 1000 / CJK_PER_SECOND
const WORD_MS = 1000 / WORDS_PER_SECOND

/** Unified ideographs, kana, hangul, bopomofo, CJK punctuation and full-width forms, and the supplementary ideograph planes. */
function isCjk(cp: number): boolean {
  return (
    (cp >= 0x2e80 && cp <= 0x2fdf) ||
    (cp >= 0x3000 && cp <= 0x31ff) ||
    (cp >= 0x3400 && cp <= 0x4dbf) ||
    (cp >= 0x4e00 && cp <= 0x9fff) ||
    (cp >= 0xac00 && cp <= 0xd7af) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xffef) ||
    (cp >= 0x20000 && cp <= 0x3ffff)
  )
}

const isSpace = (ch: string) => ch === ' ' || ch === '\t' || ch === '\n' || ch === '\r' || ch === '\u00a0'
const isHighSurrogate = (unit: number) => unit >= 0xd800 && unit <= 0xdbff
/** Punctuation alone ("—", "…", "**") takes no reading time of its own. */
const PUNCTUATION_ONLY = /^[!-/:-@[-`{-~\u2010-\u2027\u00b7]+$/
/** A heading or list marker at the start of a line, as the text document reads them. */
const MARKER = /^(?:#{1,6}|[-•])[ \t]+/
/** What could still become a marker once more text arrives. */
const MARKER_PREFIX = /^(?:#{1,6}|[-•])[ \t]*$/

export interface RevealOptions {
  /** Nothing more will arrive: whatever is at the end is whole. */
  final: boolean
  /** Text has been quiet for a while: a word at the end may be shown (a marker still waits for `final` or its first word). */
  settled?: boolean
}

interface Token {
  end: number
  cost: number
}

/** True when only spaces or tabs stand between `at` and the start of its line. */
function atLineStart(text: string, at: number): boolean {
  for (let i = at - 1; i >= 0; i -= 1) {
    const ch = text[i]!
    if (ch === '\n') return true
    if (ch !== ' ' && ch !== '\t') return false
  }
  return true
}

/** One code point from `at`: its end, or null for half a surrogate pair whose other half has not arrived. */
function codePointEnd(text: string, at: number, final: boolean): number | null {
  if (isHighSurrogate(text.charCodeAt(at))) {
    if (at + 1 < text.length) return at + 2
    return final ? at + 1 : null
  }
  return at + 1
}

/** A word or a CJK character from `at` (no spaces): its end and cost, or null when it may still grow. */
function content(text: string, at: number, options: RevealOptions): Token | null {
  const first = text.codePointAt(at)!
  if (isCjk(first)) {
    const end = codePointEnd(text, at, options.final)
    return end === null ? null : { end, cost: CJK_MS }
  }
  let end = at
  while (end < text.length) {
    const ch = text[end]!
    if (isSpace(ch) || (end > at && isCjk(text.codePointAt(end)!))) break
    const next = codePointEnd(text, end, options.final)
    if (next === null) return null
    end = next
  }
  if (end === text.length && !options.final && !options.settled) return null
  return { end, cost: PUNCTUATION_ONLY.test(text.slice(at, end)) ? 0 : WORD_MS }
}

/** The next unit to reveal from `at`, or null when there is none yet. */
export function nextToken(text: string, at: number, options: RevealOptions): Token | null {
  if (at >= text.length) return null
  if (isSpace(text[at]!)) {
    let end = at
    while (end < text.length && isSpace(text[end]!)) end += 1
    return { end, cost: 0 }
  }
  if (atLineStart(text, at)) {
    const rest = text.slice(at, at + 12)
    const marker = MARKER.exec(rest)
    if (marker) {
      // The marker goes out with the first word after it, so no empty heading or bullet ever shows.
      const after = at + marker[0].length
      if (after >= text.length) return options.final ? { end: text.length, cost: 0 } : null
      const word = content(text, after, options)
      return word ? { end: word.end, cost: word.cost } : null
    }
    const lineEnd = text.indexOf('\n', at)
    if (lineEnd === -1 && !options.final && MARKER_PREFIX.test(text.slice(at))) return null
  }
  return content(text, at, options)
}

export interface Step {
  /** Where the revealed text now ends. */
  end: number
  /** Reading time used, in ms. */
  spent: number
  /** Stopped because nothing more can be shown yet (not because the time ran out). */
  blocked: boolean
}

/** Reveals from `from` as much as `budgetMs` of reading time allows. */
export function advance(text: string, from: number, budgetMs: number, options: RevealOptions): Step {
  let end = from
  let spent = 0
  for (;;) {
    const token = nextToken(text, end, options)
    if (!token) return { end, spent, blocked: true }
    if (spent + token.cost > budgetMs) return { end, spent, blocked: false }
    end = token.end
    spent += token.cost
  }
}
