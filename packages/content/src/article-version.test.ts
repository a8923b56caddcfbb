import { describe, expect, it } from 'vitest'
import { ARTICLE_TITLES } from './article-titles'
import { ARTICLES_VERSION } from './article-version'

describe('the bundled article version', () => {
  it("is the titles file's version (bump both when the article set changes)", () => {
    expect(ARTICLES_VERSION).toBe(ARTICLE_TITLES.version)
  })
})
