import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * Chinese copy uses full-width punctuation: "关键词：", "恋人（逆位）", never "关键词: " or "恋人 (逆位)". Checked on
 * every Chinese string in the app's locales, the shared messages, the card and reading texts, the articles, the
 * legal pages and the spreads. A URL, a time (10:30) or a Latin term with its own brackets stays as written.
 */

const root = new URL('../../../', import.meta.url)
const read = (path: string): unknown => JSON.parse(readFileSync(new URL(path, root), 'utf8'))
const jsonIn = (dir: string) =>
  readdirSync(new URL(dir, root))
    .filter((f) => f.endsWith('.json'))
    .map((f) => `${dir}${f}`)
const allStrings = (value: unknown): string[] => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(allStrings) : [])
const underLanguage = (value: unknown, language: string): string[] => {
  if (!value || typeof value !== 'object') return []
  const record = value as Record<string, unknown>
  if (language in record) return allStrings(record[language])
  return Object.values(record).flatMap((v) => underLanguage(v, language))
}

const HAN = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff'
/**
 * ASCII punctuation doing a Chinese mark's work: ": " after anything but a Latin word or digit, a colon, comma,
 * semicolon, question or exclamation mark touching a Han character, " (" or "(" opening onto Chinese, ")" closing it.
 */
const ASCII_IN_CHINESE = new RegExp([`[${HAN}》」』）{}]\\s*:`, `(?<![A-Za-z0-9/]):\\s`, `:[${HAN}]`, `[${HAN}]\\s*[,;?!]`, `\\s\\(`, `\\((?=\\s*[${HAN}{])`, `[${HAN}}]\\s*\\)`].join('|'), 'u')

function chineseTexts(language: 'zh-Hans' | 'zh-Hant'): { where: string; text: string }[] {
  const sources: [string, string[]][] = [
    ...jsonIn(`src/locales/${language}/`).map((f): [string, string[]] => [f, allStrings(read(f))]),
    [`packages/messages/locales/${language}.json`, allStrings(read(`packages/messages/locales/${language}.json`))],
    ...['packages/content/cards/', 'packages/content/reading/', 'packages/content/articles/', 'packages/content/pages/']
      .flatMap(jsonIn)
      .map((f): [string, string[]] => [f, underLanguage(read(f), language)]),
    ['packages/core/data/spreads.json', underLanguage(read('packages/core/data/spreads.json'), language)],
  ]
  return sources.flatMap(([where, texts]) => texts.filter((text) => new RegExp(`[${HAN}]`, 'u').test(text)).map((text) => ({ where, text })))
}

describe('Chinese punctuation', () => {
  it.each(['zh-Hans', 'zh-Hant'] as const)('writes full-width ：（）, never ASCII ": " or " (", in every Chinese text of %s', (language) => {
    const texts = chineseTexts(language)
    expect(texts.filter((t) => t.where.startsWith('src/locales/')).length).toBeGreaterThan(300)
    const found = texts
      .flatMap(({ where, text }) => text.split('\n').map((line) => ({ where, line })))
      .filter(({ line }) => ASCII_IN_CHINESE.test(line))
      .map(({ where, line }) => `${where}: "${line.match(ASCII_IN_CHINESE)?.[0]}" in "${line.slice(0, 60)}"`)
    expect(found).toEqual([])
  })

  it('catches the slips it is there for, and leaves URLs, times and Latin terms alone', () => {
    for (const slip of ['关键词: 希望', '你的感受: 恋人 (逆位)', '恋人(逆位)', 'sha256(种子) 与承诺值一致', '{{name}}: 你好', '好的, 我们走', '真的?'])
      expect(ASCII_IN_CHINESE.test(slip), slip).toBe(true)
    for (const fine of ['关键词：希望', '你的感受：恋人（逆位）', '其他地区可在 https://findahelpline.com 找到', '10:30 开始', '种子的 SHA-256 与承诺值一致', '{{count}} 张牌'])
      expect(ASCII_IN_CHINESE.test(fine), fine).toBe(false)
  })
})
