import type { Language } from './language'
import { type QuestionError, validateQuestion } from './validation'

/**
 * The local question check (spec §4 "Ask flow", §8 "Ask"): runs before anything
 * is spent, with no network. Order matters: a crisis is answered with care
 * first, whatever else the text says; then sensitive topics; then questions an
 * AI tarot reading must not answer; then whether it is a question at all.
 * Word lists are per script and tested against everyday idioms ("笑死了",
 * "dying to know") so ordinary questions are not refused.
 */

export type UnsuitableReason = 'medical' | 'legal' | 'lottery' | 'investment' | 'privacy'

export type QuestionVerdict =
  | { kind: 'ok' }
  | { kind: 'invalid'; error: QuestionError }
  | { kind: 'crisis' }
  | { kind: 'sensitive' }
  | { kind: 'unsuitable'; reason: UnsuitableReason }
  | { kind: 'not_a_question' }

interface Rule {
  /** Patterns that match the topic. */
  match: RegExp[]
  /** Everyday phrases that look like a match but are not (checked on the same text first). */
  except?: RegExp[]
}

const cn = (words: string[]) => new RegExp(words.join('|'))
const en = (words: string[]) => new RegExp(`\\b(?:${words.join('|')})\\b`, 'i')

const CRISIS: Rule = {
  match: [
    cn(['自杀', '自殺', '轻生', '輕生', '不想活', '活不下去', '结束(?:自己的)?生命', '結束(?:自己的)?生命', '想死', '去死', '割腕', '跳楼', '跳樓', '自残', '自殘', '寻死', '尋死', '了结自己', '了結自己', '死了算了', '活着没意思', '活著沒意思']),
    en(['suicide', 'suicidal', 'kill myself', 'killing myself', 'end my life', 'ending my life', 'want to die', 'wanna die', 'self[- ]harm', 'hurt myself', 'cut myself', "don'?t want to (?:live|be alive)", 'no reason to live', 'better off dead']),
  ],
  // "想死你了" means "I miss you so much"; "笑死/累死/饿死/热死/气死" are exaggerations.
  except: [/想死你|想死我了|想死他|想死她/],
}

const SENSITIVE: Rule = {
  match: [
    cn(['政治', '政权', '政權', '共产党', '共產黨', '国家领导人', '國家領導人', '习近平', '習近平', '台独', '台獨', '港独', '港獨', '游行示威', '遊行示威', '颠覆', '顛覆', '恐怖袭击', '恐怖攻擊', '炸弹', '炸彈', '枪支', '槍枝', '杀人', '殺人', '杀了他', '殺了他', '杀了她', '殺了她', '报复他', '報復他', '报复她', '報復她', '毒品', '贩毒', '販毒', '吸毒', '诈骗', '詐騙', '洗钱', '洗錢', '偷东西', '偷東西', '逃税', '逃稅', '赌博', '賭博', '下毒']),
    en(['politics', 'political', 'election', 'communist party', 'protest', 'terroris[mt]', 'bomb', 'gun', 'weapon', 'murder', 'kill (?:him|her|them|someone)', 'revenge', 'poison (?:him|her|them|someone)', '(?:take|sell|buy|deal) (?:illegal )?drugs', 'illegal drugs', 'launder(?:ing)? money', 'commit fraud', 'scam (?:someone|people)', 'steal from', '(?:how|where) (?:to|can i) steal', 'tax evasion']),
  ],
  except: [/\bkill(?:ing)? time\b|\bkiller app\b|\bdrug ?store\b/i],
}

const UNSUITABLE: Record<UnsuitableReason, Rule> = {
  medical: {
    match: [
      cn(['癌症?', '肿瘤', '腫瘤', '诊断', '診斷', '确诊', '確診', '吃什么药', '吃什麼藥', '药量', '藥量', '病情', '手术', '手術', '怀孕了吗', '懷孕了嗎', '是不是怀孕', '是不是懷孕', '得了什么病', '得了什麼病', '会不会死', '會不會死', '能活多久']),
      en(['cancer', 'tumou?r', 'diagnos(?:is|e)', 'what medicine', 'dosage', 'am i pregnant', 'is it cancer', 'what disease', 'will (?:i|he|she) die', 'how long will (?:i|he|she) live', 'surgery']),
    ],
  },
  legal: {
    match: [
      cn(['官司', '诉讼', '訴訟', '判几年', '判幾年', '判决', '判決', '坐牢', '会被判', '會被判', '法院会', '法院會']),
      en(['lawsuit', 'verdict', 'will i win (?:the|my) case', 'go to (?:jail|prison)', 'sentenced', 'court (?:rule|decide)']),
    ],
  },
  lottery: {
    match: [cn(['彩票', '乐透', '樂透', '中奖号码', '中獎號碼', '双色球', '雙色球', '大乐透', '大樂透', '六合彩', '开奖', '開獎']), en(['lottery', 'lotto', 'powerball', 'winning numbers', 'jackpot numbers'])],
  },
  investment: {
    match: [
      cn(['买哪只股', '買哪支股', '哪只股票', '哪支股票', '股票代码', '股票代碼', '哪个币', '哪個幣', '比特币会涨', '比特幣會漲', '会涨还是会跌', '會漲還是會跌', '明天涨', '明天漲', '买入还是卖出', '買進還是賣出']),
      en(['which stock', 'what stock', 'stock pick', 'which (?:coin|crypto)', 'will bitcoin', 'buy or sell', 'price (?:go|going) up']),
    ],
  },
  privacy: {
    match: [
      cn(['他的手机号', '她的手機號', '她的手机号', '他的手機號', '手机号码是', '手機號碼是', '他住在哪', '她住在哪', '住址是', '身份证号', '身分證字號', '密码是', '密碼是', '银行卡号', '銀行卡號']),
      en(["(?:his|her|their) (?:phone number|address|password)", 'where does (?:he|she) live', 'social security number', "someone'?s password"]),
    ],
  },
}

const QUESTION_CN = /[?？]|吗|嗎|呢|什么|什麼|怎么|怎麼|怎样|怎樣|如何|为什么|為什麼|为何|為何|哪|是否|会不会|會不會|能不能|该不该|該不該|要不要|可不可以|有没有|有沒有|几|幾|多少|何时|何時|什么时候|什麼時候|是不是|好不好|行不行|适合|適合|应该|應該|能否/
const QUESTION_EN = /\?|^(?:what|how|will|would|should|shall|can|could|is|are|am|do|does|did|why|when|where|which|who|whom|whose|may|might|have|has)\b|\b(?:what|how|whether|should i|will i|can i)\b/i

function hits(rule: Rule, text: string): boolean {
  const stripped = (rule.except ?? []).reduce((t, re) => t.replace(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`), ' '), text)
  return rule.match.some((re) => re.test(stripped))
}

function looksLikeQuestion(text: string, language: Language): boolean {
  const hasCjk = /[\u3400-\u9fff]/.test(text)
  if (language !== 'en' || hasCjk) return QUESTION_CN.test(text) || QUESTION_EN.test(text)
  return QUESTION_EN.test(text.trim())
}

/** The local verdict for a question in the user's language. */
export function checkQuestion(raw: string, language: Language): QuestionVerdict {
  const invalid = validateQuestion(raw, language)
  if (invalid) return { kind: 'invalid', error: invalid }
  const text = raw.trim()
  if (hits(CRISIS, text)) return { kind: 'crisis' }
  if (hits(SENSITIVE, text)) return { kind: 'sensitive' }
  for (const reason of Object.keys(UNSUITABLE) as UnsuitableReason[]) {
    if (hits(UNSUITABLE[reason], text)) return { kind: 'unsuitable', reason }
  }
  if (!looksLikeQuestion(text, language)) return { kind: 'not_a_question' }
  return { kind: 'ok' }
}

export type ScreenVerdict = Extract<QuestionVerdict, { kind: 'ok' | 'crisis' | 'sensitive' | 'unsuitable' }>

/**
 * The topic rules alone, for follow-up messages in the chat: a follow-up may be
 * short or not phrased as a question ("tell me more"), but crisis language,
 * sensitive topics and questions unsuitable for AI are answered the same way.
 */
export function screenMessage(raw: string): ScreenVerdict {
  const text = raw.trim()
  if (hits(CRISIS, text)) return { kind: 'crisis' }
  if (hits(SENSITIVE, text)) return { kind: 'sensitive' }
  for (const reason of Object.keys(UNSUITABLE) as UnsuitableReason[]) {
    if (hits(UNSUITABLE[reason], text)) return { kind: 'unsuitable', reason }
  }
  return { kind: 'ok' }
}

/** Spec §8 "Too many error attempts": after this many refused questions in the window, point to the article on asking. */
export const MAX_REJECTED_QUESTIONS = 5
export const REJECTION_WINDOW_MS = 30 * 60 * 1000

/** Rejections that count toward "Too many error attempts" (a crisis never does: it gets care, not a lecture). */
export function countsAsRejection(verdict: QuestionVerdict): boolean {
  return verdict.kind === 'sensitive' || verdict.kind === 'unsuitable' || verdict.kind === 'not_a_question'
}

/** Pure rule for the attempt counter: rejections within the window, newest last. */
export function tooManyAttempts(rejectedAt: readonly number[], now: number): boolean {
  return rejectedAt.filter((t) => now - t <= REJECTION_WINDOW_MS).length >= MAX_REJECTED_QUESTIONS
}
