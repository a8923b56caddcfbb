import { readdirSync, readFileSync } from 'node:fs'
import { LANGUAGES, type Language } from '@tarot/core/language'
import { describe, expect, it } from 'vitest'

/**
 * One glossary: each term is written one way per language across the interface, the card texts,
 * the spreads and the articles, and Chinese text keeps one space between Han characters and Latin
 * letters or digits ("AI 解读", "78 张牌", "选项 A"), the rule most of our texts already followed.
 */

const root = new URL('../../../', import.meta.url)
const read = (path: string): unknown => JSON.parse(readFileSync(new URL(path, root), 'utf8'))
const jsonIn = (dir: string) =>
  readdirSync(new URL(dir, root))
    .filter((f) => f.endsWith('.json'))
    .map((f) => `${dir}${f}`)

const allStrings = (value: unknown): string[] => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(allStrings) : [])

/** Every string kept under a `language` key anywhere in `value` (content files hold the three languages side by side). */
const underLanguage = (value: unknown, language: Language): string[] => {
  if (!value || typeof value !== 'object') return []
  const record = value as Record<string, unknown>
  if (language in record) return allStrings(record[language])
  return Object.values(record).flatMap((v) => underLanguage(v, language))
}

/** Every text a person reads in `language`, named by where it lives. */
function textsOf(language: Language): { where: string; text: string }[] {
  const sources: [string, string[]][] = [
    ...jsonIn(`src/locales/${language}/`).map((f): [string, string[]] => [f, allStrings(read(f))]),
    [`packages/messages/locales/${language}.json`, allStrings(read(`packages/messages/locales/${language}.json`))],
    ...['packages/content/cards/', 'packages/content/reading/', 'packages/content/articles/', 'packages/content/pages/']
      .flatMap(jsonIn)
      .map((f): [string, string[]] => [f, underLanguage(read(f), language)]),
    ['packages/core/data/spreads.json', underLanguage(read('packages/core/data/spreads.json'), language)],
  ]
  return sources.flatMap(([where, texts]) => texts.map((text) => ({ where, text })))
}

/** Preferred form → forms that must not appear, per language. */
const GLOSSARY: Record<Language, Record<string, string[]>> = {
  'zh-Hans': {
    大阿尔卡那: ['大阿尔克那', '大阿卡纳'],
    小阿尔卡那: ['小阿尔克那', '小阿卡纳'],
    圣杯王后: ['圣杯皇后'],
    宝剑王后: ['宝剑皇后'],
    权杖王后: ['权杖皇后'],
    星币王后: ['星币皇后'],
    在线抽牌: ['屏幕抽牌', '在屏幕上抽牌', '线上抽牌'],
    能量: ['能量值'],
    会员: ['會員'],
  },
  'zh-Hant': {
    大阿爾克那: ['大阿爾卡那', '大阿卡納'],
    小阿爾克那: ['小阿爾卡那', '小阿卡納'],
    聖杯王后: ['聖杯皇后'],
    寶劍王后: ['寶劍皇后'],
    權杖王后: ['權杖皇后'],
    星幣王后: ['星幣皇后'],
    線上抽牌: ['螢幕抽牌', '在螢幕上抽牌', '在線抽牌'],
    能量: ['能量值'],
    會員: ['会员'],
  },
  en: {
    'Major Arcana': ['major arcanas', 'Major Arcanas'],
    'Minor Arcana': ['minor arcanas', 'Minor Arcanas'],
    'Queen of Cups': ['Queen of Chalices'],
    Pentacles: ['Queen of Coins', 'King of Coins', 'Knight of Coins', 'Page of Coins'],
  },
}

const HAN = '\\u3400-\\u4dbf\\u4e00-\\u9fff\\uf900-\\ufaff'
/** A Han character touching a Latin letter or a digit, either way round. */
const UNSPACED = new RegExp(`[${HAN}][A-Za-z0-9]|[A-Za-z0-9][${HAN}]`, 'u')
/** A placeholder that is filled with a number, touching a Han character. */
const UNSPACED_NUMBER = new RegExp(`[${HAN}]\\{\\{(?:count|limit|left|energy|total|days|price)\\}\\}|\\{\\{(?:count|limit|left|energy|total|days|price)\\}\\}[${HAN}]`, 'u')

describe('the glossary', () => {
  it.each(LANGUAGES)('finds texts to check in %s (interface, messages, cards, readings, articles, pages, spreads)', (language) => {
    const places = new Set(textsOf(language).map((t) => t.where.split('/').slice(0, -1).join('/')))
    for (const dir of [
      'src/locales/' + language,
      'packages/messages/locales',
      'packages/content/cards',
      'packages/content/reading',
      'packages/content/articles',
      'packages/content/pages',
      'packages/core/data',
    ])
      expect(places, dir).toContain(dir)
  })

  it.each(LANGUAGES)('writes every term one way in %s', (language) => {
    const texts = textsOf(language)
    const found: string[] = []
    for (const [preferred, forbidden] of Object.entries(GLOSSARY[language])) {
      for (const variant of forbidden) for (const { where, text } of texts) if (text.includes(variant)) found.push(`${where}: "${variant}" (write "${preferred}")`)
    }
    expect(found).toEqual([])
  })

  it('uses each preferred Chinese term somewhere, so the table follows the texts', () => {
    for (const language of ['zh-Hans', 'zh-Hant'] as const) {
      const all = textsOf(language)
        .map((t) => t.text)
        .join('\n')
      for (const preferred of Object.keys(GLOSSARY[language])) expect(all, `${language} ${preferred}`).toContain(preferred)
    }
  })

  it('names the Queen of Cups apart from the Empress in every language', () => {
    const names = read('packages/content/cards/names.json') as Record<string, Record<Language, string>>
    for (const language of LANGUAGES) expect(names.Cups13![language], language).not.toBe(names.Major03![language])
    expect(names.Cups13!['zh-Hant']).toBe('聖杯王后')
  })

  it.each(['zh-Hans', 'zh-Hant'] as const)('keeps one space between Han and Latin letters or digits in %s', (language) => {
    const found = textsOf(language)
      .flatMap(({ where, text }) => text.split('\n').map((line) => ({ where, line })))
      .filter(({ line }) => UNSPACED.test(line) || UNSPACED_NUMBER.test(line))
      .map(({ where, line }) => `${where}: ${line.match(UNSPACED)?.[0] ?? line.match(UNSPACED_NUMBER)?.[0]} in "${line.slice(0, 40)}"`)
    expect(found).toEqual([])
  })

  it('catches the slips it is there for', () => {
    expect(UNSPACED.test('AI解读')).toBe(true)
    expect(UNSPACED.test('共78张')).toBe(true)
    expect(UNSPACED.test('AI 解读，共 78 张')).toBe(false)
    expect(UNSPACED_NUMBER.test('请在{{limit}}字以内')).toBe(true)
    expect(UNSPACED_NUMBER.test('{{position}}的')).toBe(false)
  })
})
