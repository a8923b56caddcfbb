import { readdirSync } from 'node:fs'
import { LANGUAGES, type Language } from '@tarot/core/language'
import { describe, expect, it } from 'vitest'
import { effectiveDate } from '../src/effective-date'
import { CONTENT_PAGE_IDS, CONTENT_PAGES, contentPage, isContentPageId } from '../src/pages'
import { simplifiedOnlyChars, traditionalOnlyChars } from './script-check'

const isChinese = (language: Language) => language !== 'en'
const chars = (text: string) => Array.from(text.replace(/\s/g, '')).length
const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length
const lines = (body: string) => body.split('\n')
const headings = (body: string) => lines(body).filter((line) => line.startsWith('## '))
const listItems = (body: string) => lines(body).filter((line) => line.startsWith('- '))

/** Every way a body breaks the plain-text format the app renders ("## " headings, "- " items, blank-line paragraphs), as messages. */
function formatProblems(body: string): string[] {
  const problems: string[] = []
  if (body !== body.trim()) problems.push('leading or trailing whitespace')
  if (/\n{3,}/.test(body)) problems.push('more than one blank line in a row')
  if (/\r|\t/.test(body)) problems.push('carriage return or tab')
  if (/<\/?[a-z!][^>]*>/i.test(body)) problems.push('HTML tag')
  if (/\[[^\]\n]*\]\([^)\n]*\)/.test(body)) problems.push('markdown link')
  if (/<https?:|https?:\/\//i.test(body)) problems.push('URL')
  if (/\*\*|__|`/.test(body)) problems.push('bold or code markup')
  const all = lines(body)
  all.forEach((line, i) => {
    const where = `line ${i + 1}: ${line.slice(0, 30)}`
    if (line !== line.trimEnd()) problems.push(`trailing space, ${where}`)
    if (line === '') return
    if (/^\s/.test(line)) problems.push(`indented line, ${where}`)
    if (line.startsWith('#') && !/^## \S/.test(line)) problems.push(`heading other than "## ", ${where}`)
    if (/^(?:[*+>]|\d+[.)、])\s?/.test(line)) problems.push(`list or quote other than "- ", ${where}`)
    if (line.startsWith('-') && !/^- \S/.test(line)) problems.push(`malformed list item, ${where}`)
    if (line.startsWith('## ')) {
      if (all[i - 1] !== '' || all[i + 1] !== '') problems.push(`heading not set apart by blank lines, ${where}`)
      if (/[。.：:]$/.test(line)) problems.push(`heading ends with punctuation, ${where}`)
    }
  })
  return problems
}

describe('content pages', () => {
  it('are the user agreement, privacy policy and deletion agreement, one JSON file each', () => {
    expect([...CONTENT_PAGE_IDS]).toEqual(['user-agreement', 'privacy-policy', 'deletion-agreement'])
    expect(CONTENT_PAGES.map((p) => p.id)).toEqual([...CONTENT_PAGE_IDS])
    const files = readdirSync(new URL('../pages/', import.meta.url)).filter((f) => f.endsWith('.json'))
    expect(files.sort()).toEqual(CONTENT_PAGE_IDS.map((id) => `${id}.json`).sort())
  })

  it('carry a version and a real effective date', () => {
    for (const page of CONTENT_PAGES) {
      expect(Number.isInteger(page.version) && page.version >= 1, page.id).toBe(true)
      expect(page.effective, page.id).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(new Date(`${page.effective}T00:00:00Z`).toISOString().slice(0, 10), page.id).toBe(page.effective)
      // Nothing took effect before the product's first terms; a page changed since then carries a later version.
      expect(page.effective >= '2026-11-22', page.id).toBe(true)
      if (page.effective > '2026-11-22') expect(page.version, page.id).toBeGreaterThan(1)
    }
  })

  it('exist in all three languages and nothing else', () => {
    for (const page of CONTENT_PAGES) {
      expect(Object.keys(page).sort(), page.id).toEqual(['effective', 'id', 'version', ...LANGUAGES].sort())
      for (const language of LANGUAGES) expect(Object.keys(page[language]).sort(), `${page.id} ${language}`).toEqual(['body', 'title'])
    }
  })

  it.each(LANGUAGES)('have a title and a body of a real page in %s: 800–2000 Chinese characters or 450–1500 English words', (language) => {
    for (const page of CONTENT_PAGES) {
      const { title, body } = page[language]
      expect(title.trim(), page.id).not.toBe('')
      expect(title, page.id).toBe(title.trim())
      const size = isChinese(language) ? chars(body) : words(body)
      const [min, max] = isChinese(language) ? [800, 2000] : [450, 1500]
      expect(size, `${page.id} ${language}`).toBeGreaterThanOrEqual(min)
      expect(size, `${page.id} ${language}`).toBeLessThanOrEqual(max)
    }
  })

  it.each(LANGUAGES)('keep the plain-text body format in %s: only "## " headings, "- " lists, no HTML, links or markup', (language) => {
    for (const page of CONTENT_PAGES) {
      expect(formatProblems(page[language].body), `${page.id} ${language}`).toEqual([])
      expect(headings(page[language].body).length, `${page.id} ${language}`).toBeGreaterThanOrEqual(4)
    }
  })

  it.each(LANGUAGES)('leave the effective date to the page head in %s, so it is shown once', (language) => {
    for (const page of CONTENT_PAGES) expect(page[language].body, page.id).not.toMatch(/生效日期：\s*\d|Effective date:/)
  })

  it('write the effective date as each language does', () => {
    expect(effectiveDate('2026-11-25', 'zh-Hans')).toBe('2026 年 11 月 25 日')
    expect(effectiveDate('2026-11-05', 'zh-Hant')).toBe('2026 年 11 月 5 日')
    expect(effectiveDate('2026-11-25', 'en')).toBe('25 November 2026')
  })

  it('let every signed-in account be deleted, not only a WeChat one', () => {
    const deletion = CONTENT_PAGES.find((p) => p.id === 'deletion-agreement')!
    for (const language of LANGUAGES) expect(deletion[language].body, language).not.toMatch(/只有用微信|Only an account signed in with WeChat/)
    expect(deletion.en.body).toContain('Any signed-in account can be deleted')
  })

  it('say the same thing in every language: as many headings and list items in each', () => {
    for (const page of CONTENT_PAGES) {
      const shape = (language: Language) => [headings(page[language].body).length, listItems(page[language].body).length]
      for (const language of LANGUAGES) expect(shape(language), `${page.id} ${language}`).toEqual(shape('zh-Hans'))
    }
  })

  it('catch a body that breaks the format', () => {
    expect(formatProblems('Intro\n\n## Heading\n\n- item')).toEqual([])
    expect(formatProblems('Intro\n\n### Sub\n\nText')).toHaveLength(1)
    expect(formatProblems('Intro\n\n* item')).toHaveLength(1)
    expect(formatProblems('Intro\n\n1. item')).toHaveLength(1)
    expect(formatProblems('See <b>this</b>')).toEqual(['HTML tag'])
    expect(formatProblems('See [the policy](/pages/content/page)')).toEqual(['markdown link'])
    expect(formatProblems('A **bold** claim')).toEqual(['bold or code markup'])
    expect(formatProblems('Intro\n## Heading\n\nText')).toHaveLength(1)
  })

  it('are looked up by id and language', () => {
    const page = contentPage('privacy-policy', 'zh-Hant')
    expect(page).toEqual({
      id: 'privacy-policy',
      version: CONTENT_PAGES[1]!.version,
      effective: CONTENT_PAGES[1]!.effective,
      title: CONTENT_PAGES[1]!['zh-Hant'].title,
      body: CONTENT_PAGES[1]!['zh-Hant'].body,
    })
    for (const id of CONTENT_PAGE_IDS) for (const language of LANGUAGES) expect(contentPage(id, language)?.title).toBe(CONTENT_PAGES.find((p) => p.id === id)![language].title)
    expect(contentPage('terms', 'en')).toBeUndefined()
    expect(contentPage('toString', 'en')).toBeUndefined()
    expect(isContentPageId('deletion-agreement')).toBe(true)
    expect(isContentPageId(undefined)).toBe(false)
  })

  it('write Traditional Chinese with no Simplified-only character', () => {
    const found = CONTENT_PAGES.flatMap((p) => [p['zh-Hant'].title, p['zh-Hant'].body]).flatMap(simplifiedOnlyChars)
    expect([...new Set(found)]).toEqual([])
  })

  it('write Simplified Chinese with no Traditional-only character', () => {
    const found = CONTENT_PAGES.flatMap((p) => [p['zh-Hans'].title, p['zh-Hans'].body]).flatMap(traditionalOnlyChars)
    expect([...new Set(found)]).toEqual([])
  })
})
