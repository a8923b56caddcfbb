/**
 * The question's own details, in the asker's words: who it is about, what is at
 * stake, the numbers and the time it names. The reading carries them through its
 * bottom line and advice ("your mum", "the interview", "the $4,000"), so that its
 * sentences fit this question and no other on the same topic.
 */

import { questionHorizon } from './horizon'

/** How a person named in the question stands to the asker. */
export type PersonRelation = 'partner' | 'ex' | 'crush' | 'family' | 'boss' | 'colleague' | 'friend' | 'other'

export interface NamedPerson {
  /** As the asker wrote it, ready for the middle of a sentence: 妈妈, 弟弟, 新主管, "my mum", "the new manager". */
  words: string
  relation: PersonRelation
}

export interface QuestionDetails {
  /** The people the question names, in the order written; the asker is never one of them. */
  people: NamedPerson[]
  /** What is at stake, a short noun phrase in the asker's words, when one can be picked out: 教资面试, "the half marathon", "the deposit". */
  subject?: string
  /** Amounts, counts and durations as written: "$4,000", 三天, "40". */
  numbers: string[]
  /** The time the question looks to, as written: 这个月, 三个月内, "this spring". */
  horizon?: string
}

// ───────────────────────── extraction ─────────────────────────
// Deterministic and table-driven, like the classifier. Chinese is matched on the question folded to Simplified
// (`folded`, one unit per unit of the original), and every word is cut from the original, so zh-Hant stays zh-Hant.

/** Chinese people by relation, longest first within each; 我X single-character kin are spelled out (我妈 → 妈妈). */
const ZH_PEOPLE: [PersonRelation, string[]][] = [
  ['ex', ['前男朋友', '前女朋友', '前男友', '前女友', '前任', '前夫', '前妻']],
  ['crush', ['暧昧对象', '暗恋的人', '喜欢的人', '心上人', 'crush']],
  ['partner', ['男朋友', '女朋友', '另一半', '男友', '女友', '老公', '老婆', '对象', '伴侣', '现任', '未婚夫', '未婚妻', '太太']],
  ['boss', ['老板', '主管', '领导', '上司', '经理', '组长']],
  ['colleague', ['合作对象', '合伙人', '同事', '下属']],
  ['friend', ['好朋友', '老同学', '好姐妹', '朋友', '好友', '闺蜜', '麻吉', '死党', '室友', '同学', '哥们', '学长', '学姐', '学弟', '学妹']],
  [
    'family',
    [
      '兄弟姐妹',
      '兄弟姊妹',
      '爸妈',
      '父母',
      '妈妈',
      '爸爸',
      '老妈',
      '老爸',
      '母亲',
      '父亲',
      '婆婆',
      '公公',
      '公婆',
      '岳父',
      '岳母',
      '丈母娘',
      '儿子',
      '女儿',
      '孩子',
      '小孩',
      '哥哥',
      '姐姐',
      '姊姊',
      '弟弟',
      '妹妹',
      '奶奶',
      '爷爷',
      '外婆',
      '外公',
      '阿嬷',
      '阿公',
      '表姐',
      '表姊',
      '表哥',
      '表妹',
      '表弟',
      '堂姐',
      '堂哥',
      '姑姑',
      '舅舅',
      '阿姨',
      '叔叔',
      '家人',
      '亲戚',
      '我妈',
      '我爸',
      '我哥',
      '我姐',
      '我姊',
      '我弟',
      '我妹',
    ],
  ],
  ['other', ['老师', '教授', '房东', '客户', '邻居', '导师']],
]
/** A role the asker takes, not a person: 升了主管, 当上老师, 成为店长 (promoted to, became). */
const ZH_ROLE_TAKEN = /(?:升了|升为|升成|升到|升职为|升职成|升職為|升職成|当上|當上|当了|當了|做了|成为|成為|成了|考上)$/
/** Modifiers kept with the person's word: 新来的主管, 新主管, 暗恋的学长, 前主管. */
const ZH_PERSON_LEAD = /(?:新来的|新来|新的|新|以前的|前|暗恋的|喜欢的|现在的)$/

const EN_RELATIONS: [PersonRelation, string][] = [
  ['ex', 'ex-boyfriend|ex-girlfriend|ex-husband|ex-wife|ex'],
  ['crush', 'crush'],
  ['colleague', 'business partner|co-?founder|co-?workers?|colleagues?|teammates?'],
  ['partner', 'boyfriend|girlfriend|husband|wife|partner|fianc[eé]e?|spouse|bf|gf'],
  ['boss', 'boss|manager|supervisor|team lead|line manager'],
  ['friend', 'best friend|bestie|bff|friends?|roommate|flatmate|housemate|classmate'],
  [
    'family',
    'mother-in-law|father-in-law|in-laws|step(?:mom|mum|dad|mother|father)|mum|mom|mother|dad|father|parents|brother|sister|siblings?|son|daughter|kids?|child(?:ren)?|grandma|grandpa|grandmother|grandfather|aunt|uncle|cousin|family',
  ],
  ['other', 'teacher|professor|landlord|landlady|client|neighbou?r|therapist|coach|mentor'],
]
const EN_PERSON = new RegExp(`\\b(?:my|our|the)\\s+(?:(?:new|old|former|current|best|older|younger|little|big|teenage|future|late)\\s+)*(?:${EN_RELATIONS.map(([, w]) => w).join('|')})\\b`, 'gi')
const EN_RELATION_OF = EN_RELATIONS.map(([relation, w]) => [relation, new RegExp(`(?:^|\\s)(?:${w})$`, 'i')] as const)

/** Every person word with its relation, longest first, so 前男友 claims its characters before 男友: built once, not per question. */
const ZH_PEOPLE_WORDS = ZH_PEOPLE.flatMap(([relation, words]) => words.map((w) => [relation, w] as const)).sort((a, b) => b[1].length - a[1].length)

function zhPeople(question: string, folded: string): NamedPerson[] {
  const found: { at: number; end: number; person: NamedPerson }[] = []
  const taken = new Array<boolean>(folded.length).fill(false)
  for (const [relation0, word] of ZH_PEOPLE_WORDS) {
    for (let at = folded.indexOf(word); at >= 0; at = folded.indexOf(word, at + 1)) {
      const end = at + word.length
      if (taken.slice(at, end).some(Boolean)) continue
      taken.fill(true, at, end)
      if (ZH_ROLE_TAKEN.test(folded.slice(Math.max(0, at - 3), at))) continue
      const lead = ZH_PERSON_LEAD.exec(folded.slice(Math.max(0, at - 3), at))?.[0] ?? ''
      let relation: PersonRelation = relation0
      if (lead.startsWith('暗恋') || lead.startsWith('喜欢')) relation = 'crush'
      let words = question.slice(at - lead.length, end)
      // 我妈 → 妈妈, in the asker's own script: the reader says 妈妈 mid-sentence, never 我妈.
      if (word.length === 2 && word.startsWith('我')) words = (question[at + 1] as string).repeat(2)
      found.push({ at: at - lead.length, end, person: { words, relation } })
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.person)
}

function enPeople(question: string): NamedPerson[] {
  const people: NamedPerson[] = []
  for (const m of question.matchAll(EN_PERSON)) {
    // "My coworker" at the start of the question is "my coworker" in the middle of the reader's sentence.
    const words = m[0].replace(/\s+/g, ' ').replace(/^my\b/i, 'my')
    const relation = EN_RELATION_OF.find(([, re]) => re.test(words))?.[0] ?? 'other'
    if (!people.some((p) => p.words.toLowerCase() === words.toLowerCase())) people.push({ words, relation })
  }
  return people
}

/** What is at stake in Chinese, in priority order: the event first (教资面试), then the thing (押金). */
const ZH_STAKES = [
  '复试',
  '面试',
  '口试',
  '答辩',
  '考试',
  '期末考',
  '期中考',
  '科目二',
  '科目三',
  '科目四',
  '路考',
  '笔试',
  '甄试',
  '招聘',
  '比赛',
  '演出',
  '手术',
  '半马',
  '全马',
  '马拉松',
  '雅思',
  '托福',
  '多益',
  '四六级',
  '高考',
  '学测',
  '指考',
  '会考',
  '研究生',
  '研究所',
  '考研',
  '考公',
  '考编',
  '国考',
  '公职',
  '驾照',
  '押金',
  '首付',
  '头期款',
  '房贷',
  '房子',
  '年终奖',
  '年终',
  '奖学金',
  'offer',
  '升职',
  '加薪',
  '合同',
  '签证',
  '婚礼',
  '项目',
  '新工作',
]
/** Words that name which of these it is, kept before it: 教资面试, 考公面试, 入学面试, 论文答辩, 期末考试. */
const ZH_STAKE_LEAD = /(?:教资|教甄|考公|考编|国考|入学|推甄|研究所|研究生|考研|大学|论文|毕业|期末|期中|驾照|公司|这份|那份)$/

function zhSubject(question: string, folded: string): string | undefined {
  for (const word of ZH_STAKES) {
    const at = folded.indexOf(word)
    if (at < 0) continue
    const lead = ZH_STAKE_LEAD.exec(folded.slice(Math.max(0, at - 3), at))?.[0] ?? ''
    return question.slice(at - lead.length, at + word.length)
  }
  return undefined
}

/** The event first (the interview, the race), then the thing (the deposit), as in Chinese. */
const EN_STAKES = [
  'half marathon|marathon|\\d+k|race|interview|exam|test|defen[cs]e|audition|surgery|wedding|ielts|toefl|gre|gmat|sat',
  'thesis|dissertation|application|grad school|college|university|deposit|down payment|loan|mortgage|savings|job offer|offer|job|promotion|raise|contract|visa|project|business|startup|house|flat|apartment|car',
]
/** A determiner (kept), up to three words naming which one, then the stake: "my teaching interview", "the deposit". */
const EN_SUBJECTS = EN_STAKES.map((stakes) => new RegExp(`\\b(?:(my|the|this|a|an|tomorrow'?s|today'?s|next week'?s|his|her)\\s+)?((?:[a-z]+\\s+){0,3}?)(${stakes})\\b`, 'i'))
const EN_STAKE_STOP = /\b(?:i|will|to|get|pass|finish|run|do|be|go|the|my|a|an|into|in|on|at|for|of|and|or|with|lend|keep|buy|sell|take|after|before|is|are|whole|able)\b/i

function enSubject(question: string): string | undefined {
  const m = EN_SUBJECTS.map((re) => re.exec(question)).find(Boolean)
  if (!m) return undefined
  // Only the words right before the stake that name it ("teaching", "grad school admission"), never a verb.
  const mods = (m[2] ?? '').trim().split(/\s+/).filter(Boolean)
  let keep: string[] = []
  let det = m[1] ? `${m[1]} ` : ''
  for (const w of mods) {
    if (!EN_STAKE_STOP.test(w)) keep = [...keep, w]
    else [keep, det] = [[], /^(?:my|the|this|his|her)$/i.test(w) ? `${w} ` : '']
  }
  return `${det}${[...keep, m[3]].join(' ')}`.replace(/^(?:tomorrow|today|next week)'?s /i, 'the ')
}

const ZH_NUMERAL = '[一二两兩三四五六七八九十百千万萬半几幾]'
const ZH_UNIT = '(?:块钱|塊錢|块|塊|元|万|萬|千|岁|歲|分|天|个月|個月|个礼拜|個禮拜|礼拜|禮拜|个星期|個星期|星期|周|週|年|次|公里|小时|小時)'
const ZH_NUMBER = new RegExp(`(?<!第)(?:\\d+(?:[,，.]\\d+)*\\s*(?:${ZH_UNIT.slice(3, -1)}|k|w)?|${ZH_NUMERAL}+${ZH_UNIT}(?:(?<=[千万萬百])${ZH_NUMERAL})?)`, 'g')
const EN_WORD_NUMBER = 'a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|a few|a couple of'
const EN_NUMBER = new RegExp(
  `[$£€¥]\\s?\\d[\\d,]*(?:\\.\\d+)?k?|\\b\\d[\\d,]*(?:\\.\\d+)?(?:k|am|pm|%)?(?:\\s+(?:days?|weeks?|months?|years?|hours?|dollars|pounds|euros|times|miles|km))?\\b|\\b(?:${EN_WORD_NUMBER})\\s+(?:days?|weeks?|months?|years?|hours?)\\b`,
  'gi',
)

/**
 * The question's details: the people it names (never the asker), what is at stake, the numbers and the time,
 * each in the asker's words. `folded` is the question normalised by the classifier (same length, Simplified).
 */
export function questionDetails(question: string, folded: string): QuestionDetails {
  const chinese = /[\u3400-\u9fff]/.test(question)
  const people = chinese ? zhPeople(question, folded) : enPeople(question)
  const subject = chinese ? zhSubject(question, folded) : enSubject(question)
  // 十分 and 万分 are "very", not a score.
  const numbers = Array.from(question.matchAll(chinese ? ZH_NUMBER : EN_NUMBER), (m) => m[0].trim()).filter((n) => n && !/^(?:十分|万分|萬分)$/.test(n))
  const horizon = questionHorizon(question)
  return { people, ...(subject ? { subject } : {}), numbers: [...new Set(numbers)], ...(horizon ? { horizon } : {}) }
}
