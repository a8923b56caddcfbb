import type { ContentCheck, ContentCheckRequest, ContentCheckResult } from './content-check'

/**
 * The local rule set (docs/content-security.md), for people WeChat cannot check for (H5 and app users without a
 * mini-program openid) and for `npm start` without WeChat keys. Deliberately small: it is not a filter of topics —
 * someone may ask about a partner's drinking or a debt — but of solicitation and of taking people off the platform.
 * - `risky`: clearly illegal or sexual solicitation in any of the three languages (below);
 * - `review`: contact details and advertising — a phone number, a long run of digits, a WeChat / QQ / Telegram id, a
 *   link, an e-mail address — which an operator clears when they are harmless.
 * Texts are compared after NFKC, lower-casing and taking out spaces and punctuation between characters, so "裸 聊"
 * or "c.a.s.i.n.o" match too.
 */

/** Phrases that are refused outright. Kept to solicitation, so a question about one's own trouble is never refused. */
export const RISKY_TERMS: readonly string[] = [
  // zh-Hans
  '裸聊',
  '约炮',
  '包夜服务',
  '上门服务',
  '卖淫',
  '嫖娼',
  '代孕',
  '卖卵',
  '办假证',
  '代办证件',
  '代开发票',
  '洗钱服务',
  '网赌平台',
  '博彩网站',
  '出售枪支',
  '买卖枪支',
  '出售毒品',
  '冰毒出售',
  '迷药出售',
  '黑客接单',
  // zh-Hant
  '約炮',
  '包夜服務',
  '上門服務',
  '賣淫',
  '代孕',
  '賣卵',
  '辦假證',
  '代辦證件',
  '代開發票',
  '洗錢服務',
  '網賭平台',
  '博彩網站',
  '出售槍枝',
  '買賣槍枝',
  '出售毒品',
  '迷藥出售',
  '駭客接單',
  // en
  'escortservice',
  'nudechat',
  'sexchat',
  'buycocaine',
  'sellingcocaine',
  'buymeth',
  'fakepassport',
  'fakeid',
  'fakediploma',
  'moneylaundering',
  'onlinecasino',
  'bettingsite',
  'gunsforsale',
  'hitmanforhire',
]

/** A contact or ad pattern, matched on the text as written (after NFKC). */
const REVIEW_PATTERNS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'link', pattern: /(https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(com|cn|net|org|top|xyz|vip|cc|me|io|app|shop)\b/i },
  { name: 'e-mail', pattern: /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/i },
  { name: 'messenger id', pattern: /(微信|薇信|威信|v信|vx|wx|weixin|wechat|qq|扣扣|企鹅|telegram|tg|whatsapp|line|skype)\s*(号|號|id)?\s*[:：]?\s*[a-z0-9][-_a-z0-9]{4,}/i },
  { name: 'add me', pattern: /(加我|加微|加v|私我|私聊我|联系我|聯繫我|聯絡我|add me on|contact me on|dm me on)/i },
  // A mainland mobile number (spaces or dashes allowed between its groups), or any unbroken run of 7 or more digits (a QQ number, a landline).
  { name: 'phone number', pattern: /(?<![0-9])(1[3-9][0-9][ -]?[0-9]{4}[ -]?[0-9]{4}|[0-9]{7,})(?![0-9])/ },
]

/** The text as the risky terms are compared: NFKC, lower case, letters and digits only (CJK kept). */
export function squeezed(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')
}

export function localVerdict(text: string): ContentCheckResult {
  const flat = squeezed(text)
  const term = RISKY_TERMS.find((candidate) => flat.includes(candidate))
  if (term) return { verdict: 'risky', by: 'local', note: `local: risky term` }
  const normal = text.normalize('NFKC')
  const pattern = REVIEW_PATTERNS.find((rule) => rule.pattern.test(normal))
  if (pattern) return { verdict: 'review', by: 'local', note: `local: ${pattern.name}` }
  return { verdict: 'pass', by: 'local', note: 'local: no rule matched' }
}

export class LocalContentCheck implements ContentCheck {
  readonly name = 'local' as const

  async check(request: ContentCheckRequest): Promise<ContentCheckResult> {
    return localVerdict(request.text)
  }
}
