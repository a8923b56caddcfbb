import type { CallData } from '@tarot/contracts/endpoint'
import type { readingEndpoints } from '@tarot/contracts/endpoints/readings'
import { readingPaths } from '@tarot/contracts/paths/readings'
import { client } from '@/lib/http/api'

const readings = client<typeof readingEndpoints>(readingPaths)

export type ReadingPage = CallData<typeof readingEndpoints.list>

/** The user's saved readings, newest first, 20 a page (sign-in required). */
export function listReadings(page: number): Promise<ReadingPage> {
  return readings.list({ query: { page }, auth: 'user', silent: true })
}

export async function deleteReading(id: string): Promise<void> {
  await readings.remove({ params: { id }, auth: 'user', silent: true })
}
