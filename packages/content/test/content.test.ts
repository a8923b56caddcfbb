import { CARD_IDS } from '@tarot/core/deck'
import { BUNDLED_CATALOGUE } from '@tarot/core/spreads'
import { LANGUAGES, type Language } from '@tarot/core/language'
import { describe, expect, it } from 'vitest'
import { ARTICLES, ASKING_ARTICLE_ID, articleIndex } from '../src/articles'
import { ASPECTS, CARD_TEXTS } from '../src/cards'
import { simplifiedOnlyChars, traditionalOnlyChars } from './script-check'

const CATALOGUE_SOURCE = BUNDLED_CATALOGUE.source

const isChinese = (language: Language) => language !== 'en'
const chars = (text: string) => Array.from(text.replace(/\s/g, '')).length
const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
const allStrings = (value: unknown): string[] => (typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(allStrings) : [])

/** The `language` member of every three-language text object inside `value`. */
const textsIn = (value: unknown, language: Language): string[] => {
  if (!value || typeof value !== 'object') return []
  const record = value as Record<string, unknown>
  if (typeof record[language] === 'string') return [record[language]]
  return Object.values(record).flatMap((v) => textsIn(v, language))
}

describe('card meanings', () => {
  it('cover exactly the 78 cards of the deck, each in all three languages', () => {
    expect(Object.keys(CARD_TEXTS)).toEqual([...CARD_IDS])
    for (const id of CARD_IDS) expect(Object.keys(CARD_TEXTS[id]!).sort()).toEqual([...LANGUAGES].sort())
  })

  it.each(LANGUAGES)('have every field within bounds in %s', (language) => {
    for (const id of CARD_IDS) {
      const text = CARD_TEXTS[id]![language]
      const where = `${id} ${language}`
      expect(text.name.trim(), where).not.toBe('')
      for (const side of ['upright', 'reversed'] as const) {
        expect(text.keywords[side].length, `${where} keywords ${side}`).toBeGreaterThanOrEqual(3)
        expect(text.keywords[side].length, `${where} keywords ${side}`).toBeLessThanOrEqual(6)
        if (isChinese(language)) expect(chars(text[side]), `${where} ${side}`).toBeGreaterThanOrEqual(120)
        else expect(words(text[side]), `${where} ${side}`).toBeGreaterThanOrEqual(80)
        for (const aspect of ASPECTS) {
          const reading = text[aspect][side]
          if (isChinese(language)) expect(chars(reading), `${where} ${aspect} ${side}`).toBeGreaterThanOrEqual(15)
          else expect(words(reading), `${where} ${aspect} ${side}`).toBeGreaterThanOrEqual(8)
        }
      }
    }
  })

  it('never list a keyword beside its own negation (decision and indecision, 决定 and 不决定)', () => {
    const negations = (keyword: string, language: Language) =>
      isChinese(language) ? ['不', '无', '無', '没有', '沒有'].map((no) => no + keyword) : ['in', 'un', 'non', 'non-', 'dis', 'im', 'ir', 'il'].map((no) => no + keyword)
    for (const id of CARD_IDS) {
      for (const language of LANGUAGES) {
        for (const side of ['upright', 'reversed'] as const) {
          const keywords = CARD_TEXTS[id]![language].keywords[side].map((k) => k.toLowerCase())
          for (const keyword of keywords) {
            expect(
              keywords.filter((k) => negations(keyword, language).includes(k)),
              `${id} ${language} ${side}: ${keyword}`,
            ).toEqual([])
          }
        }
      }
    }
  })

  it('never share a meaning text between cards', () => {
    for (const language of LANGUAGES) {
      const seen = new Map<string, string>()
      for (const id of CARD_IDS) {
        for (const side of ['upright', 'reversed'] as const) {
          const text = CARD_TEXTS[id]![language][side]
          expect(seen.get(text), `${id} ${language} ${side}`).toBeUndefined()
          seen.set(text, id)
        }
      }
    }
  })
})

describe('articles', () => {
  it('are the ten of spec §3, each in all three languages', () => {
    expect(ARTICLES.map((a) => a.id)).toEqual([
      'what-is-tarot',
      'can-tarot-predict',
      'online-accuracy',
      'how-tarot-helps',
      'misconceptions',
      'art-of-asking',
      'steps-to-use',
      'same-question-again',
      'why-many-spreads',
      'finding-the-right-spread',
    ])
    expect(ARTICLES.some((a) => a.id === ASKING_ARTICLE_ID)).toBe(true)
  })

  it.each(LANGUAGES)('are real articles in %s: a title and a body of at least 600 Chinese characters or 400 English words', (language) => {
    for (const article of ARTICLES) {
      const text = article[language]
      expect(text.title.trim(), article.id).not.toBe('')
      if (isChinese(language)) expect(chars(text.body), article.id).toBeGreaterThanOrEqual(600)
      else expect(words(text.body), article.id).toBeGreaterThanOrEqual(400)
      expect(text.body, article.id).not.toMatch(/<[a-z]/i)
    }
  })

  it('publish a versioned index of id and title per language', () => {
    const index = articleIndex('zh-Hant')
    expect(index.version).toBe(7)
    expect(index.list[0]).toEqual({ id: 'what-is-tarot', title: ARTICLES[0]!['zh-Hant'].title })
  })
})

describe('Chinese scripts', () => {
  const texts = (language: Language) => [
    ...Object.values(CARD_TEXTS).flatMap((card) => allStrings(card[language])),
    ...ARTICLES.flatMap((article) => allStrings(article[language])),
    // The spread catalogue's names, descriptions and positions are checked here too.
    ...[...CATALOGUE_SOURCE.categories, ...Object.values(CATALOGUE_SOURCE.spreads)].flatMap((item) => textsIn(item, language)),
  ]

  it('write Traditional Chinese with no Simplified-only character', () => {
    const found = texts('zh-Hant').flatMap(simplifiedOnlyChars)
    expect([...new Set(found)]).toEqual([])
  })

  it('write Simplified Chinese with no Traditional-only character', () => {
    const found = texts('zh-Hans').flatMap(traditionalOnlyChars)
    expect([...new Set(found)]).toEqual([])
  })

  it('catch a wrong-script character when there is one', () => {
    expect(simplifiedOnlyChars('這是测试')).toEqual(['测', '试'])
    expect(traditionalOnlyChars('这是測試')).toEqual(['測', '試'])
  })
})

describe('the bundled card names', () => {
  it('match the names in the card files, for every card and language', async () => {
    const { CARD_NAMES } = await import('../src/card-names')
    const { CARD_TEXTS } = await import('../src/cards')
    expect(Object.keys(CARD_NAMES).sort()).toEqual(Object.keys(CARD_TEXTS).sort())
    for (const [id, texts] of Object.entries(CARD_TEXTS)) {
      for (const language of ['zh-Hans', 'zh-Hant', 'en'] as const) expect(CARD_NAMES[id]?.[language]).toBe(texts[language].name)
    }
  })
})

describe('the bundled article titles', () => {
  it('match the article files, in order, with the index version', async () => {
    const { ARTICLE_TITLES } = await import('../src/article-titles')
    const { ARTICLES, ARTICLES_VERSION } = await import('../src/articles')
    expect(ARTICLE_TITLES.version).toBe(ARTICLES_VERSION)
    expect(ARTICLE_TITLES.list.map((a) => a.id)).toEqual(ARTICLES.map((a) => a.id))
    for (const [i, article] of ARTICLES.entries()) {
      for (const language of ['zh-Hans', 'zh-Hant', 'en'] as const) {
        expect(ARTICLE_TITLES.list[i]![language]).toEqual({ title: article[language].title, summary: article[language].summary })
      }
    }
  })
})

describe('publishing articles without a release', () => {
  const article = (id: string) => ({
    id,
    'zh-Hans': { title: '新文章', summary: '摘要', body: '正文。' },
    'zh-Hant': { title: '新文章', summary: '摘要', body: '正文。' },
    en: { title: 'New article', summary: 'Summary', body: 'Body.' },
  })

  it('puts a newer set in force for the index, and can go back to the bundled one', async () => {
    const { activeArticlesVersion, articleIndex, installArticles, resetArticles, ARTICLES_VERSION } = await import('../src/articles')
    expect(installArticles({ version: ARTICLES_VERSION + 1, articles: [article('moon-notes')] })).toEqual({ ok: true, version: ARTICLES_VERSION + 1 })
    expect(articleIndex('en')).toEqual({ version: ARTICLES_VERSION + 1, list: [{ id: 'moon-notes', title: 'New article' }] })
    resetArticles()
    expect(activeArticlesVersion()).toBe(ARTICLES_VERSION)
  })

  it('refuses an older version, repeated ids and HTML', async () => {
    const { checkArticles, ARTICLES_VERSION } = await import('../src/articles')
    expect(checkArticles({ version: ARTICLES_VERSION, articles: [article('a1')] })).toMatchObject({ ok: false })
    expect(checkArticles({ version: ARTICLES_VERSION + 1, articles: [article('a1'), article('a1')] })).toEqual({ ok: false, error: 'article ids repeat' })
    const html = article('a2')
    html.en.body = 'Hello <script>x</script>'
    expect(checkArticles({ version: ARTICLES_VERSION + 1, articles: [html] })).toMatchObject({ ok: false, error: expect.stringContaining('HTML') })
  })
})
