import { bundledArticleList } from '@tarot/content/article-titles'
import type { Language } from '@tarot/core/language'

export const ARTICLES_VERSION_BUNDLED = bundledArticleList('en').version

/** The bundled article list (titles and summaries only; bodies come from the data host). */
export function bundledArticleIndex(language: Language): { version: number; list: { id: string; title: string; summary?: string }[] } {
  return bundledArticleList(language)
}
