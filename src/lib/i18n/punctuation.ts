import type { Language } from '@tarot/core/language'

/**
 * Punctuation that joins words the code puts together: full-width in Chinese ("关键词：", "恋人（逆位）"), ASCII with
 * its space in English ("Keywords: ", "The Lovers (reversed)"). Texts that live in the locales write their own.
 */
const zh = (language: string) => language !== 'en'

/** "label：value" / "label: value". */
export function labelled(label: string, value: string, language: Language | string): string {
  return zh(language) ? `${label}：${value}` : `${label}: ${value}`
}

/** "text（aside）" / "text (aside)". */
export function withAside(text: string, aside: string, language: Language | string): string {
  return zh(language) ? `${text}（${aside}）` : `${text} (${aside})`
}
