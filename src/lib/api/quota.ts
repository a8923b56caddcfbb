import type { QuotaData } from '@tarot/contracts/account'
import { request } from '@/lib/http/client'

/**
 * What a reading costs the caller today (free uses left, energy, prices). Apart
 * from the reading calls so the home page's summary loads without the stream client.
 */
export function fetchQuota(): Promise<QuotaData> {
  return request<QuotaData>({ url: '/tarot/rest/energy/quota', silent: true })
}
