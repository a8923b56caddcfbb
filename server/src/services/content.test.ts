import { PublishedArticle, PublishedCard, PublishedContentPage, PublishedLayout, PublishedSpreadCatalogue } from '@tarot/contracts/content'
import { ARTICLES } from '@tarot/content/articles'
import { CONTENT_PAGES } from '@tarot/content/pages'
import { CARD_IDS } from '@tarot/core/deck'
import { LANGUAGES } from '@tarot/core/language'
import { spreadIds, BUNDLED_CATALOGUE } from '@tarot/core/spreads'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { ContentFiles } from './content'

const files = new ContentFiles()
const parsed = <S extends z.ZodMiniType>(schema: S, language: (typeof LANGUAGES)[number], path: string) => {
  const found = files.get(language, path)
  expect(found, `${language}/${path}`).toBeDefined()
  return z.safeParse(schema, JSON.parse(found!.body))
}

// The app reads these files by the contract's types; every file the data host serves must be what they say.
describe('the data host files, read by the contract', () => {
  it.each(LANGUAGES)('every card, article, page and the catalogue in %s fit their schemas', (language) => {
    for (const id of CARD_IDS) expect(parsed(PublishedCard, language, `cards/${id}.json`).success, id).toBe(true)
    for (const { id } of ARTICLES) expect(parsed(PublishedArticle, language, `articles/${id}.json`).success, id).toBe(true)
    for (const { id } of CONTENT_PAGES) expect(parsed(PublishedContentPage, language, `pages/${id}.json`).success, id).toBe(true)
    expect(parsed(PublishedSpreadCatalogue, language, 'spreadsApp.json').success).toBe(true)
  })

  it('every spread has a layout that fits its schema', () => {
    for (const id of spreadIds(BUNDLED_CATALOGUE)) expect(z.safeParse(PublishedLayout, JSON.parse(files.layout(id)!.body)).success, id).toBe(true)
  })
})
