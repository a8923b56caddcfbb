import type { Language } from '@tarot/core/language'

/**
 * The hotlines a crisis answer gives, ordered for the person: by their language first (Simplified Chinese:
 * mainland China first; Traditional Chinese: Taiwan, then Hong Kong; English: the US and Canada, the UK and
 * Ireland, Australia, then the Chinese-speaking places), and the line of their own region, when the request
 * tells it, moved to the front. findahelpline.com always closes the list, for everywhere else.
 *
 * The region is the one the browser's language tag carries (`Accept-Language: en-GB` → GB): on H5 the
 * browser sends it with every request; the mini-program and the app do not, and get the language's order.
 * The numbers (checked November 2026): mainland China 12356, the national mental health line (since
 * 1 January 2025, nationwide from 1 May 2025), and the Beijing Psychological Crisis Research and
 * Intervention Centre 010-82951332 (24 hours); Taiwan 1925 安心專線 (Ministry of Health and Welfare,
 * 24 hours) and 1995 生命線; Hong Kong 2389 2222, the Samaritan Befrienders (24 hours); the US and Canada
 * 988, the Suicide and Crisis Lifeline (call or text; Canada since November 2023); the UK and Ireland
 * 116 123, Samaritans (free, 24 hours); Australia 13 11 14, Lifeline (24 hours).
 */

type Group = 'cn' | 'tw' | 'hk' | 'usca' | 'ukie' | 'au'

const LINES: Record<Group, Record<Language, string>> = {
  cn: {
    'zh-Hans': '全国心理援助热线 12356，北京心理危机研究与干预中心 010-82951332（24小时）',
    'zh-Hant': '中國大陸心理援助熱線 12356、北京心理危機研究與干預中心 010-82951332（24小時）',
    en: 'Mainland China: 12356 (national mental health line) or 010-82951332 (Beijing, 24 hours)',
  },
  tw: {
    'zh-Hans': '台湾安心专线 1925（24小时）、生命线 1995',
    'zh-Hant': '台灣安心專線 1925（24小時）、生命線 1995',
    en: 'Taiwan: 1925 (24 hours) or Lifeline 1995',
  },
  hk: {
    'zh-Hans': '香港撒玛利亚防止自杀会 2389 2222（24小时）',
    'zh-Hant': '香港撒瑪利亞防止自殺會 2389 2222（24小時）',
    en: 'Hong Kong: 2389 2222 (Samaritan Befrienders, 24 hours)',
  },
  usca: {
    'zh-Hans': '美国和加拿大：拨打或发短信至 988',
    'zh-Hant': '美國和加拿大：撥打或傳簡訊至 988',
    en: 'US and Canada: call or text 988',
  },
  ukie: {
    'zh-Hans': '英国和爱尔兰：撒玛利亚会 116 123（免费，24小时）',
    'zh-Hant': '英國和愛爾蘭：撒瑪利亞會 116 123（免費，24小時）',
    en: 'UK and Ireland: Samaritans 116 123 (free, 24 hours)',
  },
  au: {
    'zh-Hans': '澳大利亚：Lifeline 13 11 14',
    'zh-Hant': '澳洲：Lifeline 13 11 14',
    en: 'Australia: Lifeline 13 11 14',
  },
}

const BY_LANGUAGE: Record<Language, Group[]> = {
  'zh-Hans': ['cn', 'tw', 'hk'],
  'zh-Hant': ['tw', 'hk', 'cn'],
  en: ['usca', 'ukie', 'au', 'cn', 'tw', 'hk'],
}

const REGION_GROUP: Record<string, Group> = { CN: 'cn', TW: 'tw', HK: 'hk', US: 'usca', CA: 'usca', GB: 'ukie', IE: 'ukie', AU: 'au' }

const ELSEWHERE: Record<Language, string> = {
  'zh-Hans': '其他地区可在 findahelpline.com 找到当地热线',
  'zh-Hant': '其他地區可在 findahelpline.com 找到當地熱線',
  en: 'Anywhere else: findahelpline.com lists local lines',
}

/** The hotline groups in the order this person sees them. */
export function crisisLineOrder(language: Language, region: string | null): Group[] {
  const own = region ? REGION_GROUP[region.toUpperCase()] : undefined
  const base = BY_LANGUAGE[language]
  return own ? [own, ...base.filter((g) => g !== own)] : base
}

/** The list of hotlines in the person's language, one a line (each after a new line and a bullet), ending with findahelpline.com. */
export function crisisLines(language: Language, region: string | null): string {
  return [...crisisLineOrder(language, region).map((g) => LINES[g][language]), ELSEWHERE[language]].map((line) => `\n• ${line}`).join('')
}
