import type { PublishedCard } from '@tarot/contracts/content'
import { request } from '@/lib/http/client'
import { dataUrl } from '@/lib/http/data-host'

/**
 * One card's meanings from the data host (`GET /local/{lang}/cards/{id}.json`,
 * a plain file, not the REST envelope). Not bundled: all 78 are too large for
 * the mini-program's main package.
 */
export type CardMeaning = PublishedCard

// One fetch per card and language while the app runs; a failure is forgotten so a retry asks again.
const loaded = new Map<string, Promise<CardMeaning>>()

export function fetchCardMeaning(id: string): Promise<CardMeaning> {
  const url = dataUrl(`cards/${encodeURIComponent(id)}.json`)
  const known = loaded.get(url)
  if (known) return known
  const pending = request<CardMeaning>({ url, auth: 'none', silent: true, raw: true })
  loaded.set(url, pending)
  pending.catch(() => loaded.delete(url))
  return pending
}
