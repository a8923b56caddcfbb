import type { Language } from '@tarot/core/language'
import titles from '../articles/titles.json'

/**
 * Article titles and summaries alone, in the three languages: what the app
 * bundles for the article list. The bodies stay on the data host
 * (`/local/{lang}/articles/{id}.json`). `articles/titles.json` is derived from
 * the article files; a test keeps the two in step.
 */
type Entry = { id: string } & Record<Language, { title: string; summary: string }>

export const ARTICLE_TITLES: { version: number; list: Entry[] } = titles

export function bundledArticleList(language: Language): { version: number; list: { id: string; title: string; summary: string }[] } {
  return { version: ARTICLE_TITLES.version, list: ARTICLE_TITLES.list.map((a) => ({ id: a.id, ...a[language] })) }
}
