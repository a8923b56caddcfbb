/**
 * Views of a text for the safety rules, so that a phrase written to slip past a word list still
 * matches it: "k1ll mys3lf", "k i l l myself", "kiiill myself", "ｋｉｌｌ", "kіll" (a Cyrillic і),
 * "自 杀", "自*殺". Each view is for matching only; nothing here is shown or stored.
 *
 * - `spaced`: words kept apart (for English and romanised Chinese, matched with word boundaries).
 * - `compact`: every space, mark and symbol removed (for Chinese, where "自 杀" and "自.杀" are "自杀").
 *
 * Both views squeeze repeated letters to one ("kiiill" → "kil", "diie" → "die"), so the phrases they are
 * matched against are squeezed the same way (`squeeze`), which also catches "kil myself".
 */

/** Letters from other scripts that look like Latin ones, used to dodge filters. */
const LOOKALIKES: Record<string, string> = {
  а: 'a',
  е: 'e',
  о: 'o',
  р: 'p',
  с: 'c',
  у: 'y',
  х: 'x',
  і: 'i',
  ј: 'j',
  ѕ: 's',
  к: 'k',
  м: 'm',
  т: 't',
  н: 'h',
  в: 'b',
  ӏ: 'l',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  ν: 'v',
  ł: 'l',
  ø: 'o',
  ß: 'ss',
}

/** Digits and symbols standing for letters inside a word ("k1ll", "su1c1de", "$elf", "d!e"). */
const LEET: Record<string, string> = { '0': 'o', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '@': 'a', $: 's', '!': 'i', '|': 'l', '€': 'e', '£': 'l' }

const ZERO_WIDTH = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\ufeff]|\u115f|\u1160/g
const MARKS = /\p{M}+/gu
const CJK = '\\u3400-\\u9fff\\uf900-\\ufaff'

/** Collapses runs of one repeated character ("kiiill" → "kil", "想死死死" → "想死"). */
export function squeeze(text: string): string {
  return text.replace(/(.)\1+/gu, '$1')
}

/** A word that mixes letters with digits or symbols gets its letters back; a plain number stays a number. */
function unLeet(word: string, one: 'i' | 'l'): string {
  if (!/[a-z]/.test(word)) return word
  return [...word].map((c) => (c === '1' ? one : (LEET[c] ?? c))).join('')
}

/** Lower case, compatibility forms folded (full-width, ligatures), accents and zero-width characters removed, look-alikes mapped. */
function fold(raw: string): string {
  const text = raw.normalize('NFKC').replace(ZERO_WIDTH, '').toLowerCase().normalize('NFKD').replace(MARKS, '').normalize('NFC')
  return [...text]
    .map((c) => LOOKALIKES[c] ?? c)
    .join('')
    .replace(/[’‘`´ʼ]/g, "'")
}

export interface TextViews {
  /** Words apart, single spaces, squeezed; one per reading of "1" (as i, and as l). */
  spaced: string[]
  /** No spaces, marks or symbols, squeezed. */
  compact: string[]
  /** Folded, symbols as spaces, apostrophes dropped ("mum's" → "mums"), not squeezed: for rules about ordinary words. */
  plain: string
  /** `plain` without spaces, for Chinese. */
  plainCompact: string
}

const WORD = /[a-z0-9@$!|€£]+/g

function spacedView(folded: string, one: 'i' | 'l'): string {
  // Dots and dashes inside a word ("sui.ci.dal", "k-i-l-l") and "s/h" (self-harm) do not part it.
  const words = folded
    .replace(/\bs\/h\b/g, 'selfharm')
    .replace(/(?<=[a-z0-9])[.\-_·•]+(?=[a-z0-9])/g, '')
    .replace(WORD, (w) => unLeet(w, one))
  // Symbols other than the apostrophe part words; "2" and "4" alone read as "to" and "for" ("want 2 die").
  let text = words
    .replace(new RegExp(`[^a-z0-9'*${CJK}]+`, 'g'), ' ')
    .replace(/\b2\b/g, 'to')
    .replace(/\b4\b/g, 'for')
  // Letters typed apart ("k i l l", "s.u.i.c.i.d.e") are one word.
  text = text.replace(/\b(?:[a-z] ){2,}[a-z]\b/g, (run) => run.replace(/ /g, ''))
  return squeeze(text.replace(/'/g, '')).replace(/\s+/g, ' ').trim()
}

/**
 * Pinyin and zhuyin written among characters to dodge a filter ("想去tiao楼", "燒ㄊㄢ", "我想ㄗㄕ"), read back
 * as the characters they stand for. Only the syllables of the crisis phrases, and only a run that is
 * wholly made of them and touches a Chinese character, so "wifi信号" or "ok了" stay as they are.
 */
const PINYIN: Record<string, string> = {
  zi: '自',
  zih: '自',
  sha: '杀',
  si: '死',
  s: '死',
  tiao: '跳',
  tiau: '跳',
  lou: '楼',
  tan: '炭',
  wan: '腕',
  can: '残',
  sheng: '生',
  huo: '活',
  qing: '轻',
  ge: '割',
  xiang: '想',
  siang: '想',
  bu: '不',
  le: '了',
  qu: '去',
  sei: '死',
  sat: '杀',
  saat: '杀',
  ji: '自',
}
const ZHUYIN: Record<string, string> = { ㄗ: '自', ㄕ: '杀', ㄕㄚ: '杀', ㄙ: '死', ㄙˇ: '死', ㄊㄢ: '炭', ㄌㄡ: '楼', ㄨㄢ: '腕', ㄊㄧㄠ: '跳', ㄘㄢ: '残', ㄕㄥ: '生', ㄏㄨㄛ: '活' }
const ZHUYIN_TONES = /[\u02c7\u02c9-\u02cb\u02d9]/g

function parseSyllables(run: string, table: Record<string, string>): string | null {
  const keys = Object.keys(table).sort((a, b) => b.length - a.length)
  let out = ''
  for (let i = 0; i < run.length;) {
    const key = keys.find((k) => run.startsWith(k, i))
    if (!key) return null
    out += table[key]
    i += key.length
  }
  return out
}

function readBackSyllables(compact: string): string {
  const cjk = new RegExp(`[${CJK}]`)
  const touches = (text: string, start: number, end: number) => cjk.test(text.charAt(start - 1)) || cjk.test(text.charAt(end))
  return compact
    .replace(/[\u3105-\u312f]+/g, (run) => parseSyllables(run, ZHUYIN) ?? run)
    .replace(/[a-z]+/g, (run, start: number, text: string) => (touches(text, start, start + run.length) ? (parseSyllables(run, PINYIN) ?? run) : run))
}

function compactView(folded: string, one: 'i' | 'l'): string {
  const words = folded.replace(WORD, (w) => unLeet(w, one)).replace(ZHUYIN_TONES, '')
  return squeeze(readBackSyllables(words.replace(/[^\p{L}\p{N}]+/gu, '')))
}

/** The views the safety rules match against. */
export function textViews(raw: string): TextViews {
  // A title in 《》 names a book, a film or a song ("《自殺突擊隊》"), not the person's own words.
  const folded = fold(raw.replace(/《[^》]{1,40}》/g, ' '))
  const ones = /1/.test(folded) ? (['i', 'l'] as const) : (['i'] as const)
  const plain = folded
    .replace(/'/g, '')
    .replace(new RegExp(`[^a-z0-9${CJK}]+`, 'g'), ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return {
    spaced: [...new Set(ones.map((one) => spacedView(folded, one)))],
    compact: [...new Set(ones.map((one) => compactView(folded, one)))],
    plain,
    plainCompact: folded.replace(/[^\p{L}\p{N}]+/gu, ''),
  }
}

/**
 * An English or romanised phrase as a pattern on the spaced view: squeezed like the text, each space
 * optional ("killmyself"), a masked letter allowed ("k*ll", "su*cide"), whole words only.
 */
export function phrasePattern(phrases: readonly string[]): RegExp {
  const one = (phrase: string) => [...squeeze(phrase.toLowerCase().replace(/'/g, ''))].map((c) => (c === ' ' ? ' ?' : /[a-z]/.test(c) ? `[${c}*]` : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('')
  return new RegExp(`(?<![a-z0-9*])(?:${phrases.map(one).join('|')})(?![a-z0-9*])`)
}

/** Chinese patterns (regex sources) on the compact view; their characters are squeezed like the text. */
export function compactPattern(sources: readonly string[]): RegExp {
  return new RegExp(sources.join('|'))
}
