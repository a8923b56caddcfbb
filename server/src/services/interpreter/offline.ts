import { type Aspect, cardText } from '@tarot/content/cards'
import { type Element, getCard } from '@tarot/core/deck'
import type { Language } from '@tarot/core/language'
import { localizeSpread, spreadSource } from '@tarot/core/spreads'
import type { FollowUpInput, InterpretationInput, Interpreter } from './interpreter'

/**
 * The offline interpreter: deterministic, in all three languages, composed from
 * each position's meaning, the card's meaning in its orientation and the aspect
 * that fits the question (love, career, wealth, or general advice), then how the
 * cards relate (elements, majors and minors, reversals) and concrete advice.
 * It needs no keys and no network; it is the default and the fallback.
 */

const ELEMENT_NAMES: Record<Language, Record<Element, string>> = {
  'zh-Hans': { fire: '火', water: '水', air: '风', earth: '土' },
  'zh-Hant': { fire: '火', water: '水', air: '風', earth: '土' },
  en: { fire: 'Fire', water: 'Water', air: 'Air', earth: 'Earth' },
}

const ELEMENT_THEMES: Record<Language, Record<Element, string>> = {
  'zh-Hans': { fire: '行动、热情与意志', water: '情感、关系与直觉', air: '思考、沟通与抉择', earth: '现实、身体、金钱与日常' },
  'zh-Hant': { fire: '行動、熱情與意志', water: '情感、關係與直覺', air: '思考、溝通與抉擇', earth: '現實、身體、金錢與日常' },
  en: { fire: 'action, drive and will', water: 'feelings, relationships and intuition', air: 'thinking, talking and deciding', earth: 'practical life, the body, money and routine' },
}

const T = {
  'zh-Hans': {
    asked: (q: string) => `你问的是：“${q}”`,
    laid: (spread: string, n: number) => `这次使用「${spread}」，共 ${n} 张牌。下面先看整体，再逐一看每个位置，最后把它们连起来。`,
    overview: '## 整体印象',
    positions: '## 逐张解读',
    relations: '## 牌与牌之间',
    advice: '## 给你的建议',
    reversed: '（逆位）',
    upright: '（正位）',
    asks: '这个位置在问：',
    keywords: (k: string[]) => `关键词：${k.join('、')}。`,
    dominant: (el: string, theme: string) => `牌面中「${el}」元素最多，这件事的重心多半落在${theme}上。`,
    balanced: '四种元素分布得比较均匀，这件事牵动的面向不止一个，值得从几个角度一起看。',
    majors: (n: number, total: number) => `${total} 张牌里有 ${n} 张大阿尔克那，这说明它触及的是人生层面的课题，而不只是日常琐事。`,
    minors: '牌面以小阿尔克那为主，重点在日常里的具体做法，你手上可调整的空间不小。',
    reversals: (n: number) => `有 ${n} 张逆位牌：一部分能量还卡在内心或尚未展开，先理清它们，事情会顺很多。`,
    noReversals: '全部是正位，能量比较外显，适合直接行动。',
    closing: '牌面描绘的是此刻的趋势，而不是定局。你怎么理解、怎么选择，会改变接下来的走向。',
  },
  'zh-Hant': {
    asked: (q: string) => `你問的是：「${q}」`,
    laid: (spread: string, n: number) => `這次使用「${spread}」，共 ${n} 張牌。下面先看整體，再逐一看每個位置，最後把它們串起來。`,
    overview: '## 整體印象',
    positions: '## 逐張解讀',
    relations: '## 牌與牌之間',
    advice: '## 給你的建議',
    reversed: '（逆位）',
    upright: '（正位）',
    asks: '這個位置在問：',
    keywords: (k: string[]) => `關鍵詞：${k.join('、')}。`,
    dominant: (el: string, theme: string) => `牌面中「${el}」元素最多，這件事的重心多半落在${theme}上。`,
    balanced: '四種元素分布得相當平均，這件事牽動的面向不只一個，值得從幾個角度一起看。',
    majors: (n: number, total: number) => `${total} 張牌裡有 ${n} 張大阿爾克那，代表它觸及的是人生層面的課題，而不只是日常瑣事。`,
    minors: '牌面以小阿爾克那為主，重點在日常裡的具體做法，你手上可以調整的空間不小。',
    reversals: (n: number) => `有 ${n} 張逆位牌：一部分能量還卡在內心或尚未展開，先理清它們，事情會順很多。`,
    noReversals: '全部是正位，能量比較外顯，適合直接行動。',
    closing: '牌面描繪的是此刻的趨勢，而不是定局。你怎麼理解、怎麼選擇，會改變接下來的走向。',
  },
  en: {
    asked: (q: string) => `You asked: "${q}"`,
    laid: (spread: string, n: number) => `The spread: ${spread}, with ${n} card${n === 1 ? '' : 's'}. First the whole picture, then each position, then how they connect.`,
    overview: '## The whole picture',
    positions: '## Card by card',
    relations: '## How the cards relate',
    advice: '## What you can do',
    reversed: ' (reversed)',
    upright: ' (upright)',
    asks: 'This position asks: ',
    keywords: (k: string[]) => `Keywords: ${k.join(', ')}.`,
    dominant: (el: string, theme: string) => `${el} is the strongest element here, so the heart of the matter is likely ${theme}.`,
    balanced: 'The four elements are fairly evenly spread: this touches more than one part of your life, so look at it from several sides.',
    majors: (n: number, total: number) => `${n} of the ${total} cards are major arcana: this is about a larger chapter of your life, not only day-to-day details.`,
    minors: 'Minor arcana lead this spread: the focus is on everyday choices, and you have plenty of room to adjust.',
    reversals: (n: number) => `${n} card${n === 1 ? ' is' : 's are'} reversed: some of this energy is still held inside or not yet unfolded. Untangling that first will make the rest easier.`,
    noReversals: 'Every card is upright: the energy is outward and ready for action.',
    closing: 'The cards describe where things are heading now, not a fixed outcome. How you understand them and what you choose will shape what comes next.',
  },
} as const

const MONEY = /钱|錢|财|財|收入|存款|理财|理財|债|債|\b(?:money|income|savings|finances?|salary|debt|budget)\b/i
const WORK = /工作|事业|事業|职|職|老板|老闆|上司|同事|面试|面試|升迁|升遷|创业|創業|\b(?:job|work|career|boss|colleague|interview|promotion|business|office)\b/i
const LOVE = /爱|愛|恋|戀|感情|伴侣|伴侶|对象|對象|喜欢|喜歡|前任|复合|復合|婚|\b(?:love|relationship|partner|crush|ex|marriage|dating|boyfriend|girlfriend|husband|wife)\b/i

/** Which short reading fits the question: what it is about first, else the spread's category, else general advice. */
export function aspectFor(spreadId: string, question: string): Aspect {
  if (MONEY.test(question)) return 'wealth'
  if (LOVE.test(question)) return 'love'
  if (WORK.test(question)) return 'career'
  const category = spreadSource(spreadId)?.category
  if (category === 'love') return 'love'
  if (category === 'career') return 'career'
  return 'advice'
}

/** The last sentence of a meaning: where each card's text turns to what the person can do. */
function closingSentence(text: string): string {
  const sentences = text.match(/[^。！？.!?]+[。！？.!?]+/g) ?? [text]
  return sentences[sentences.length - 1]!.trim()
}

/** The whole reading as paragraphs, in order. */
export function composeReading(input: InterpretationInput): string[] {
  const { language, cards } = input
  const t = T[language]
  const spread = localizeSpread(input.spreadId, language)
  if (!spread) throw new Error(`unknown spread ${input.spreadId}`)
  const aspect = aspectFor(input.spreadId, input.question)
  const details = cards.map((c) => ({ ...c, card: getCard(c.id)!, text: cardText(c.id, language)! }))

  const counts = new Map<Element, number>()
  for (const d of details) counts.set(d.card.element, (counts.get(d.card.element) ?? 0) + 1)
  const sorted = [...counts.entries()].sort((a, b) => b[1] - a[1])
  const [top, second] = sorted
  const majors = details.filter((d) => d.card.arcana === 'major').length
  const reversed = details.filter((d) => d.orientation === 'reversed').length

  const paragraphs: string[] = [t.overview, `${t.asked(input.question.trim())}\n${t.laid(spread.name, details.length)}`]
  const elementLine = top && (!second || top[1] > second[1]) ? t.dominant(ELEMENT_NAMES[language][top[0]], ELEMENT_THEMES[language][top[0]]) : t.balanced
  paragraphs.push(elementLine)

  paragraphs.push(t.positions)
  details.forEach((d, i) => {
    const position = spread.positions[i]
    const side = d.orientation
    const header = `${i + 1}. ${position?.name ?? ''} · ${d.text.name}${side === 'reversed' ? t.reversed : t.upright}`
    const body = [position ? `${t.asks}${position.meaning}` : '', d.text[aspect][side], t.keywords(d.text.keywords[side])].filter(Boolean).join(language === 'en' ? ' ' : '')
    paragraphs.push(`${header}\n${body}`)
  })

  paragraphs.push(t.relations)
  paragraphs.push(majors * 2 >= details.length ? t.majors(majors, details.length) : t.minors)
  paragraphs.push(reversed > 0 ? t.reversals(reversed) : t.noReversals)

  paragraphs.push(t.advice)
  const last = details[details.length - 1]!
  const first = details[0]!
  // When the positions already used the advice readings, close with each card's own turn toward action instead.
  const adviceOf = (d: (typeof details)[number]) => (aspect === 'advice' ? closingSentence(d.text[d.orientation]) : d.text.advice[d.orientation])
  const joiner = language === 'en' ? ' ' : ''
  paragraphs.push(details.length > 1 ? `${adviceOf(first)}${joiner}${adviceOf(last)}` : adviceOf(last))
  paragraphs.push(t.closing)
  return paragraphs
}

/** Pieces small enough to stream like written text: a sentence-ish run at a time. */
function* pieces(paragraphs: string[]): Generator<string> {
  for (const [i, p] of paragraphs.entries()) {
    const parts = p.match(/[^。！？.!?\n]+[。！？.!?]?\s*|\n/g) ?? [p]
    for (const part of parts) yield part
    if (i < paragraphs.length - 1) yield '\n\n'
  }
}

const FOLLOW_UP = {
  'zh-Hans': {
    about: (m: string) => `关于你追问的“${m}”，我们回到牌面上看。`,
    focus: '你问到的这张牌：',
    all: '把这个追问放回整组牌里看：',
    advice: '落到行动上：',
    closing: '如果还想从别的角度看，可以继续问我，比如某一张牌、某个位置，或者感情、工作、金钱中的某一面。',
  },
  'zh-Hant': {
    about: (m: string) => `關於你追問的「${m}」，我們回到牌面上看。`,
    focus: '你問到的這張牌：',
    all: '把這個追問放回整組牌裡看：',
    advice: '落到行動上：',
    closing: '如果還想從別的角度看，可以繼續問我，例如某一張牌、某個位置，或是感情、工作、金錢中的某一面。',
  },
  en: {
    about: (m: string) => `You asked: "${m}". Let's go back to the cards.`,
    focus: 'The card you asked about:',
    all: 'Putting your follow-up back into the whole spread:',
    advice: 'In practice:',
    closing: 'If you want to look from another side, ask me about a single card, a position, or love, work or money.',
  },
} as const

const ADVICE = /怎么办|怎麼辦|怎么做|怎麼做|该做|該做|建议|建議|\b(?:what (?:should|can) i do|advice|how (?:do|can|should) i)\b/i
const ORDINALS_EN = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth']
const ORDINALS_CN = '一二三四五六七八九十'

/** Which cards a follow-up is about: named by card, by position name, or by number ("第2张", "card 3", "the second card"). */
function focusedCards(input: FollowUpInput, names: string[], positions: string[]): number[] {
  const m = input.message.toLowerCase()
  const picked = new Set<number>()
  names.forEach((name, i) => {
    if (name && m.includes(name.toLowerCase())) picked.add(i)
  })
  positions.forEach((name, i) => {
    if (name && name.length >= 2 && m.includes(name.toLowerCase())) picked.add(i)
  })
  for (const match of m.matchAll(/第\s*([0-9]{1,2}|[一二三四五六七八九十])\s*[张張个個]|\bcard\s*#?([0-9]{1,2})\b|\b(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+card\b/g)) {
    const raw = match[1] ?? match[2]
    const n = match[3] ? ORDINALS_EN.indexOf(match[3]) + 1 : raw && /[0-9]/.test(raw) ? Number(raw) : ORDINALS_CN.indexOf(raw ?? '') + 1
    if (n >= 1 && n <= names.length) picked.add(n - 1)
  }
  return [...picked].sort((a, b) => a - b)
}

/** The offline answer to a follow-up: the cards it is about, read for the aspect it asks about, and a step to take. */
export function composeFollowUp(input: FollowUpInput): string[] {
  const { language } = input
  const t = FOLLOW_UP[language]
  const spread = localizeSpread(input.spreadId, language)
  if (!spread) throw new Error(`unknown spread ${input.spreadId}`)
  const details = input.cards.map((c, i) => ({ ...c, text: cardText(c.id, language)!, position: spread.positions[i]?.name ?? '' }))
  const asksAdvice = ADVICE.test(input.message)
  const fromMessage = aspectFor('', input.message)
  const aspect: Aspect = asksAdvice ? 'advice' : fromMessage !== 'advice' ? fromMessage : aspectFor(input.spreadId, input.question)
  const focus = focusedCards(input, details.map((d) => d.text.name), details.map((d) => d.position))
  // Without a named card, speak to at most three: the first, the middle and the last carry a spread's arc.
  const chosen = focus.length > 0 ? focus : [...new Set([0, Math.floor((details.length - 1) / 2), details.length - 1])]
  const side = (d: (typeof details)[number]) => (d.orientation === 'reversed' ? T[language].reversed : T[language].upright)
  const paragraphs: string[] = [t.about(input.message.trim()), focus.length > 0 ? t.focus : t.all]
  for (const i of chosen) {
    const d = details[i]!
    // With no particular area asked about, the card speaks in its own meaning; the advice closes the answer.
    const body = aspect === 'advice' ? d.text[d.orientation] : d.text[aspect][d.orientation]
    paragraphs.push(`${i + 1}. ${d.position} · ${d.text.name}${side(d)}\n${body}`)
  }
  const last = details[chosen[chosen.length - 1]!]!
  paragraphs.push(`${t.advice}${language === 'en' ? ' ' : ''}${last.text.advice[last.orientation]}`)
  paragraphs.push(t.closing)
  return paragraphs
}

/** Yields each piece after a turn of the event loop, so the pieces leave as separate network writes and the reading really streams. */
async function* streamPieces(paragraphs: string[], signal: AbortSignal): AsyncGenerator<string> {
  for (const piece of pieces(paragraphs)) {
    if (signal.aborted) return
    yield piece
    await new Promise<void>((resolve) => setImmediate(resolve))
  }
}

export const offlineInterpreter: Interpreter = {
  name: 'offline',
  interpret: (input, signal) => streamPieces(composeReading(input), signal),
  followUp: (input, signal) => streamPieces(composeFollowUp(input), signal),
}
