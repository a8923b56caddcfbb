import type { PublishedArticle, PublishedContentPage } from '@tarot/contracts/content'
import { request } from '@/lib/http/client'
import { dataUrl } from '@/lib/http/data-host'

/** The data host's files, as the contract describes them. */
export type ArticleFile = PublishedArticle
export type ContentPageFile = PublishedContentPage

/** An article from the data host, in the current language. */
export function fetchArticle(id: string): Promise<ArticleFile> {
  return fetchFile<ArticleFile>(dataUrl(`articles/${encodeURIComponent(id)}.json`))
}

/** The user agreement, privacy policy or deletion agreement, in the current language. */
export function fetchContentPage(id: string): Promise<ContentPageFile> {
  return fetchFile<ContentPageFile>(dataUrl(`pages/${encodeURIComponent(id)}.json`))
}

// Data-host files are plain JSON, not the REST envelope.
async function fetchFile<T>(url: string): Promise<T> {
  return request<T>({ url, auth: 'none', silent: true, raw: true })
}
