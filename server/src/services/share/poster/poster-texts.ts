import type { Language } from '@tarot/core/language'

/**
 * The words a poster prints besides the reading itself. WeChat refuses posters that promise to tell fortunes,
 * so they speak of reflection only; poster.test.ts checks them, and every rendered poster, against the reading's
 * certainty words and the platform's own list.
 */
export const POSTER_TEXTS: Record<
  Language,
  {
    appName: string
    tagline: string
    scan: string
    todayTitle: string
    upright: string
    reversed: string
    question: string
    /** The explicit label of a reading a model wrote (GB 45438-2025), printed on its poster; docs/ai-labels.md. */
    aiLabel: string
    /** Who wrote a reading the built-in reader composed: the app's own program, not an AI model. */
    builtInLabel: string
  }
> = {
  'zh-Hans': {
    appName: 'AI塔罗',
    tagline: '以牌为镜，照见自己',
    scan: '扫码，抽一张属于你的牌',
    todayTitle: '今日一牌',
    upright: '正位',
    reversed: '逆位',
    question: '问题',
    aiLabel: '内容由 AI 生成',
    builtInLabel: '解读由应用内置程序根据牌义写成',
  },
  'zh-Hant': {
    appName: 'AI塔羅',
    tagline: '以牌為鏡，看見自己',
    scan: '掃描條碼，抽一張屬於你的牌',
    todayTitle: '今日一牌',
    upright: '正位',
    reversed: '逆位',
    question: '問題',
    aiLabel: '內容由 AI 生成',
    builtInLabel: '解讀由 App 內建程式根據牌義寫成',
  },
  en: {
    appName: 'AI Tarot',
    tagline: 'The cards as a mirror for reflection',
    scan: 'Scan to draw a card of your own',
    todayTitle: "Today's card",
    upright: 'Upright',
    reversed: 'Reversed',
    question: 'Question',
    aiLabel: 'AI-generated',
    builtInLabel: "Written by the app's built-in reader",
  },
}

/** The date as people write it: 2026年11月27日 / Nov 27, 2026. */
export function posterDate(day: string, language: Language): string {
  const [year, month, date] = day.split('-').map(Number)
  if (language !== 'en') return `${year}年${month}月${date}日`
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
  return `${months[(month ?? 1) - 1]} ${date}, ${year}`
}

/** The Noto Sans CJK face for the script: Simplified and Traditional Chinese differ in glyphs. */
export function fontFamily(language: Language): string {
  return language === 'zh-Hant' ? 'Noto Sans CJK TC' : 'Noto Sans CJK SC'
}

/** What WeChat refuses on a shared picture, beside the reading's own certainty words (`lib/certainty-words.ts`). */
export const PLATFORM_WORDS = ['算命', '预测命运', '預測命運', '注定', 'guaranteed', 'fortune-telling', 'fortune telling']

/** The refused words in `text` (none: the poster may print it). */
export function refusedWords(text: string, certainty: { en: RegExp; zh: RegExp }): string[] {
  const found = [...text.matchAll(new RegExp(certainty.en.source, 'gi')), ...text.matchAll(new RegExp(certainty.zh.source, 'g'))].map((m) => m[0])
  return [...found, ...PLATFORM_WORDS.filter((w) => text.toLowerCase().includes(w))]
}
