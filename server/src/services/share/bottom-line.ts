import { type Language, isLanguage } from '@tarot/core/language'
import { type QuestionKind, understandQuestion } from '@tarot/core/reading/question-intent'
import type { Catalogue } from '@tarot/core/spreads'
import { composeReading } from '../interpreter/reader/compose-reading'

/**
 * The reading's bottom line for a share: the first sentence or two of the stored interpretation. The text is
 * paragraphs split by blank lines and may carry Markdown from the model (headings, emphasis, lists), which a
 * poster or a stranger's page shows as plain text, so the marks go and headings are skipped. Sentences are kept
 * whole: a line cut in the middle reads as if the reading itself broke off.
 */
const MAX_CHARS = { zh: 90, en: 220 }
/** A first sentence longer than this is no bottom line at all (the page and the poster show none). */
const MAX_FIRST = { zh: 160, en: 380 }

function plain(paragraph: string): string {
  return paragraph
    .replace(/^\s*(?:[-*+>]|\d+[.)])\s+/gm, '')
    .replace(/[*_`#]+/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
}

// A sentence ends at a Chinese mark anywhere, or at a Latin one followed by a space or the end ("3.5" and "e.g.x"
// go on); closing quotes and brackets stay with the sentence they close.
const SENTENCE_END = /(?:[。！？]+|[!?.]+(?=["'”’」』)]*(?:\s|$)))["'”’」』)]*/g

/** The sentences of a plain paragraph, each with its closing mark; a last one without a mark is kept too. */
export function sentences(text: string): string[] {
  const found: string[] = []
  let start = 0
  for (const end of text.matchAll(SENTENCE_END)) {
    const stop = end.index + end[0].length
    found.push(text.slice(start, stop).trim())
    start = stop
  }
  found.push(text.slice(start).trim())
  return found.filter(Boolean)
}

const join = (parts: string[], language: string) => parts.join(language === 'en' ? ' ' : '')

/**
 * The first sentence of `text`, with the second when both still `fit` — never part of one. Null when the first
 * sentence alone does not fit: the caller leaves the line off rather than show it broken.
 */
export function wholeSentences(text: string, language: string, fits: (line: string) => boolean): string | null {
  const parts = sentences(text)
  if (parts.length === 0 || !fits(parts[0]!)) return null
  const two = parts.length > 1 ? join(parts.slice(0, 2), language) : null
  return two && fits(two) ? two : parts[0]!
}

/**
 * Whether a sentence speaks of this reading: it names one of its cards (as the reading writes them: "the Tower",
 * 高塔). "The cards lean no more to yes than to no." names none and, alone, tells a stranger nothing of the cards.
 */
export function namesACard(sentence: string, cardNames: readonly string[]): boolean {
  const text = sentence.toLowerCase()
  return cardNames.some((name) => {
    const bare = name.toLowerCase().replace(/^the\s+/, '')
    return bare.length > 0 && text.includes(bare)
  })
}

/**
 * The share's bottom line. With `cardNames` (the reading's cards in its language), a first sentence that names none of
 * them keeps the next one, which does, even past the usual limit (within the longest a line may be): the page and the
 * poster then have something of the reading to show, not only which way it leans.
 */
export function bottomLine(interpretation: string | null, language: string, cardNames: readonly string[] = []): string | null {
  if (!interpretation) return null
  const paragraph = interpretation
    .split(/\n\s*\n/)
    .filter((p) => !/^\s*#/.test(p))
    .map(plain)
    .find((p) => p.length > 0)
  if (!paragraph) return null
  const en = language === 'en'
  const limit = en ? MAX_CHARS.en : MAX_CHARS.zh
  const first = sentences(paragraph)[0] ?? paragraph
  // A long first sentence stays whole (the page has room; the poster fits it or leaves it off); a second one joins only within the limit.
  const longest = en ? MAX_FIRST.en : MAX_FIRST.zh
  if (first.length > limit) return first.length <= longest ? first : null
  const line = wholeSentences(paragraph, language, (candidate) => candidate.length <= limit)
  if (line && cardNames.length > 0 && !namesACard(line, cardNames)) {
    const next = sentences(paragraph)[1]
    const both = next && namesACard(next, cardNames) ? join([first, next], language) : null
    if (both && both.length <= longest) return both
  }
  return line
}

// ───────────────────────── a bottom line that keeps the question to itself ─────────────────────────

/**
 * The frame of a question, not its content: pronouns, particles and the words that make it a question, in both
 * scripts. What is left between them (options, names, places, what it is about) is what a share must not repeat.
 */
const ZH_FRAME = [
  '应不应该',
  '應不應該',
  '要不要',
  '会不会',
  '會不會',
  '能不能',
  '可不可以',
  '是不是',
  '有没有',
  '有沒有',
  '为什么',
  '為什麼',
  '接下来',
  '接下來',
  '应该',
  '應該',
  '还是',
  '還是',
  '或者',
  '或是',
  '是否',
  '怎么',
  '怎麼',
  '怎样',
  '怎樣',
  '如何',
  '什么',
  '什麼',
  '哪个',
  '哪個',
  '现在',
  '現在',
  '这个',
  '這個',
  '那个',
  '那個',
  '我们',
  '我們',
  '他们',
  '他們',
  '她们',
  '她們',
  '自己',
  '一下',
  '可以',
  ...'我你妳您他她它的地得了吗嗎呢吧啊呀么麼该該哪这這那和跟与與或及是在去到把被对對给給让讓会會能要想有不没沒很都也就还還再又个個们們',
].sort((a, b) => b.length - a.length)
const ZH_FRAME_PATTERN = new RegExp(ZH_FRAME.join('|'), 'g')

const EN_FRAME = new Set(
  (
    'i me my mine myself you your he him his she her hers they them their we us our it its a an the and or but if of to in on at by for with from into ' +
    'about as is am are was were be been being do does did doing have has had should would could can will shall may might must what which who whom ' +
    'whose when where why how this that these those there here not no yes any some all so than then too very just now next get know need want really still ' +
    "out up off over back going i'm i’m it's it’s don't don’t"
  ).split(' '),
)

const HAN = /[\u3400-\u9fff\uf900-\ufaff]/
const LATIN_WORD = /[A-Za-z0-9][A-Za-z0-9'’-]*/g

/**
 * What a question says, as pieces to look for in a text: every pair of neighbouring Chinese characters of its
 * content (names and places need no dictionary: 腾讯 is caught as the pair it is), every number, and every Latin
 * word but the question's frame (a name of two letters counts when it is capitalised).
 */
export function questionWords(question: string): string[] {
  const found = new Set<string>()
  // Full-width forms (３２岁, Ｔｏｍ) count as what they stand for, and as written.
  if (question.normalize('NFKC') !== question) for (const word of questionWords(question.normalize('NFKC'))) found.add(word)
  const chinese = question.replace(/[^\u3400-\u9fff\uf900-\ufaff]+/g, ' ').replace(ZH_FRAME_PATTERN, ' ')
  for (const run of chinese.split(/\s+/)) for (let i = 0; i + 1 < run.length; i += 1) found.add(run.slice(i, i + 2))
  for (const digits of question.match(/[0-9０-９]+/g) ?? []) found.add(digits)
  for (const [word] of question.matchAll(LATIN_WORD)) {
    const lower = word.toLowerCase().replace(/['’]s$/, '')
    if (/\d/.test(lower)) continue
    if (EN_FRAME.has(lower)) continue
    if (lower.length >= 3 || (lower.length === 2 && /^[A-Z]/.test(word))) found.add(lower)
  }
  return [...found]
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Where the question's pieces occur in `text`: Chinese pairs anywhere, numbers and Latin words as whole words (with a plural or -ed/-ing). */
function occurrences(text: string, words: readonly string[]): { start: number; end: number }[] {
  const spans: { start: number; end: number }[] = []
  for (const word of words) {
    const pattern = HAN.test(word)
      ? new RegExp(escape(word), 'g')
      : /^[0-9０-９]+$/.test(word)
        ? new RegExp(`(?<![0-9０-９])${word}(?![0-9０-９])`, 'g')
        : new RegExp(`(?<![A-Za-z0-9])${escape(word)}(?:['’]s|s|es|ed|d|ing)?(?![A-Za-z0-9])`, 'gi')
    for (const match of text.matchAll(pattern)) spans.push({ start: match.index, end: match.index + match[0].length })
  }
  return spans
}

/** Whether `text` repeats anything the question said (see questionWords). */
export function echoesQuestion(text: string, words: readonly string[]): boolean {
  return occurrences(text, words).length > 0 || occurrences(text.normalize('NFKC'), words).length > 0
}

/**
 * The last guard on a text that leaves with the question hidden: every run of the question's own words and numbers
 * taken out, and the quotation marks left empty by it. The lines chosen before it already avoid them.
 */
export function withoutQuestionWords(text: string, words: readonly string[]): string {
  const spans = occurrences(text, words)
  if (spans.length === 0) return text
  const cut = new Array<boolean>(text.length).fill(false)
  for (const { start, end } of spans) for (let i = start; i < end; i += 1) cut[i] = true
  return Array.from(text, (ch, i) => (cut[i] ? '' : ch))
    .join('')
    .replace(/[“"「『‘'](\s*)[”"」』’']/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([,.;:!?，。；：！？、])/g, '$1')
    .trim()
}

/**
 * Questions that ask in the same way and say nothing: the built-in reader, given one of them and the reading's cards,
 * writes a bottom line of the cards alone. Each is read as the kind it stands for (question-intent's tests cover the
 * kinds; bottom-line.test.ts checks these).
 */
export const NEUTRAL_QUESTIONS: Record<Language, Record<QuestionKind, string>> = {
  'zh-Hans': {
    yes_no: '这件事会顺利吗？',
    choice: '我该选哪一个？',
    other_person: '对方心里怎么看我？',
    timing: '这件事什么时候会有进展？',
    how_to: '我该怎么做？',
    reflection: '这组牌想对我说什么？',
  },
  'zh-Hant': {
    yes_no: '這件事會順利嗎？',
    choice: '我該選哪一個？',
    other_person: '對方心裡怎麼看我？',
    timing: '這件事什麼時候會有進展？',
    how_to: '我該怎麼做？',
    reflection: '這組牌想對我說什麼？',
  },
  en: {
    yes_no: 'Will this go well?',
    choice: 'Which path should I choose?',
    other_person: 'What does he really think of me?',
    timing: 'When will this move forward?',
    how_to: 'How should I go about this?',
    reflection: 'What do the cards want me to see?',
  },
}

export interface SharedLineInput {
  interpretation: string | null
  question: string
  language: string
  spreadId: string
  cards: readonly { id: string; orientation: 'upright' | 'reversed' }[]
  catalogue?: Catalogue
  /** The cards' names in the reading's language (see bottomLine). */
  cardNames?: readonly string[]
}

/**
 * The bottom line a share shows when the question stays private. The reading's own line when it repeats nothing of
 * the question; else the built-in reader's line for the same cards, asked the same kind of question in no one's words
 * (a choice between “去字节” and “留在腾讯” becomes a choice between two paths); else none. The words of the question
 * are taken out of whatever is left, as a last guard.
 */
export function questionFreeBottomLine(input: SharedLineInput): string | null {
  const names = input.cardNames ?? []
  const own = bottomLine(input.interpretation, input.language, names)
  if (own === null) return null
  const words = questionWords(input.question)
  if (!echoesQuestion(own, words)) return own
  const language: Language = isLanguage(input.language) ? input.language : 'zh-Hans'
  const kind = understandQuestion(input.question).kind
  let neutral: string | null
  try {
    const composed = composeReading({ question: NEUTRAL_QUESTIONS[language][kind], language, spreadId: input.spreadId, cards: input.cards, ...(input.catalogue ? { catalogue: input.catalogue } : {}) })
    neutral = bottomLine(composed.paragraphs.join('\n\n'), language, names)
  } catch {
    // A spread the catalogue no longer has: no line rather than the asker's words.
    neutral = null
  }
  return neutral && !echoesQuestion(neutral, words) ? neutral : null
}
