/**
 * The time a question looks to, as the asker wrote it (这个月, 三个月内, "over the next three months"), and how far
 * that is. The reading carries the words (question-details.ts); the ask page fits its spread to the span
 * (fitting-spread.ts): a day's question gets the day's spread, a week's the week's, a season's none made for today.
 * Its own module, small, so the ask page takes it without the rest of the question's details.
 */

/** How far the question looks: the day itself, the next few days, a week, a month, a season (several months), a year. */
export type HorizonSpan = 'today' | 'days' | 'week' | 'month' | 'season' | 'year'

const ZH_NUMERAL = '[一二两兩三四五六七八九十百千万萬半几幾]'
const ZH_COUNTED_UNIT = '(?:个|個)?(?:月|周|週|天|年|礼拜|禮拜|星期)'

const ZH_HORIZON = new RegExp(
  // Counted, with the word that says it is ahead: 接下来三个月, 未来半年, 三个月内, 半年后 (not 最近三个月: that looks back).
  `(?:接下来的?|接下來的?|未来的?|未來的?|往后|往後|之后|之後|这|這)${ZH_NUMERAL}+${ZH_COUNTED_UNIT}(?:之内|之內|内|內)?|` +
    `${ZH_NUMERAL}+${ZH_COUNTED_UNIT}(?:之内|之內|内|內|以内|以內|之后|之後|后|後)|` +
    '(?:这个|這個|这|這|下个|下個|下|上个|上個|本|今|明)(?:春天|夏天|秋天|冬天|学期|學期|季度|月|周|週|礼拜|禮拜|星期|年)|' +
    '下半年|上半年|今年|明年|今天|今晚|明天|后天|後天|年底前|年底|年前|过年前|過年前',
)
const EN_COUNT = '(?:a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\\d+|few|couple of|several)'
const EN_HORIZON = new RegExp(
  `\\b(?:(?:this|next|by|before|within|in the next|over the next|in the coming|over the coming|for the next|the next|in)\\s+(?:${EN_COUNT}\\s+)?(?:days?|weeks?|months?|years?|spring|summer|autumn|fall|winter|christmas|weekend|semester|term|(?:the )?end of (?:the|this) (?:year|month))|in (?:${EN_COUNT}) (?:days?|weeks?|months?|years?)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|tomorrow|tonight|this year|next year|(?:the )?(?:coming|next) (?:season|half[- ]year))\\b`,
  'i',
)

/** The time the question looks to, as written, or undefined when it names none. */
export function questionHorizon(question: string): string | undefined {
  const chinese = /[\u3400-\u9fff]/.test(question)
  return (chinese ? ZH_HORIZON : EN_HORIZON).exec(question)?.[0]
}

const ZH_NUMBER_VALUE: Record<string, number> = { 一: 1, 二: 2, 两: 2, 兩: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10, 半: 0.5, 几: 3, 幾: 3 }
const EN_NUMBER_VALUE: Record<string, number> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  few: 3,
  'couple of': 2,
  several: 3,
}

/** The count in a horizon (三个月 → 3, 十二个月 → 12, "two weeks" → 2), 1 when there is none. */
function countIn(horizon: string): number {
  const digits = /\d+/.exec(horizon)
  if (digits) return Number(digits[0])
  const zh = new RegExp(`${ZH_NUMERAL}+`).exec(horizon)?.[0]
  if (zh) {
    // 十二 = 12, 二十 = 20, 十 = 10; 半 = ½.
    const [tens, ones] = zh.includes('十') ? zh.split('十') : ['', zh]
    const value = zh.includes('十') ? (tens ? (ZH_NUMBER_VALUE[tens] ?? 1) : 1) * 10 + (ones ? (ZH_NUMBER_VALUE[ones] ?? 0) : 0) : (ZH_NUMBER_VALUE[ones ?? ''] ?? 1)
    return value
  }
  const en = new RegExp(`\\b(${Object.keys(EN_NUMBER_VALUE).join('|')})\\b`, 'i').exec(horizon)?.[1]
  return en ? (EN_NUMBER_VALUE[en.toLowerCase()] ?? 1) : 1
}

/** How many days a horizon's unit stands for; undefined for words with no unit of their own. */
function unitDays(horizon: string): number | undefined {
  const h = horizon.toLowerCase()
  if (/年|year/.test(h)) return 365
  if (/季度|学期|學期|semester|term|春天|夏天|秋天|冬天|spring|summer|autumn|fall|winter|season/.test(h)) return 90
  if (/月|month/.test(h)) return 30
  if (/周|週|礼拜|禮拜|星期|week/.test(h)) return 7
  if (/天|day/.test(h)) return 1
  return undefined
}

/** How far a horizon (as `questionHorizon` found it) looks. */
export function horizonSpan(horizon: string): HorizonSpan {
  const h = horizon.toLowerCase()
  if (/今天|今晚|\btoday\b|\btonight\b/.test(h)) return 'today'
  if (/明天|后天|後天|tomorrow|weekend|\bon (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/.test(h)) return 'days'
  if (/年底|年前|过年前|過年前|christmas|end of (?:the|this) year|half[- ]?year|半年/.test(h)) return 'season'
  if (/end of (?:the|this) month/.test(h)) return 'month'
  // 今年, 明年, this year: the whole year; 下半年 is half of one.
  if (/上半年|下半年/.test(h)) return 'season'
  const unit = unitDays(h)
  if (unit === undefined) return 'month'
  const days = unit * countIn(h)
  if (days <= 1) return /之后|之後|后|後|\bin\b/.test(h) ? 'days' : 'today'
  if (days < 7) return 'days'
  if (days < 28) return 'week'
  if (days < 60) return 'month'
  if (days < 300) return 'season'
  return 'year'
}
