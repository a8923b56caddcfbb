import type { ReadingView } from '@tarot/contracts/readings'
import { request } from '@/lib/http/client'

export interface ReadingPage {
  list: ReadingView[]
  page: number
  pageSize: number
  hasMore: boolean
}

/** The user's saved readings, newest first, 20 a page (sign-in required). */
export function listReadings(page: number): Promise<ReadingPage> {
  return request<ReadingPage>({ url: '/tarot/rest/readings', query: { page }, auth: 'user', silent: true })
}

export function deleteReading(id: string): Promise<void> {
  return request<void>({ url: `/tarot/rest/readings/${encodeURIComponent(id)}`, method: 'DELETE', auth: 'user', silent: true })
}
