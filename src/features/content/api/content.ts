import { request } from '@/lib/http/client'
import { dataUrl } from '@/lib/http/data-host'

export interface ArticleFile {
  id: string
  title: string
  summary: string
  body: string
}

export interface ContentPageFile {
  id: string
  version: number
  effective: string
  title: string
  body: string
}

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
