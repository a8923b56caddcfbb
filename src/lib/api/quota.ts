import type { QuotaData } from '@tarot/contracts/account'
import type { energyEndpoints } from '@tarot/contracts/endpoints/energy'
import { energyPaths } from '@tarot/contracts/paths/energy'
import { client } from '@/lib/http/api'

const energy = client<typeof energyEndpoints>(energyPaths)

/**
 * What a reading costs the caller today (free uses left, energy, prices). Apart
 * from the reading calls so the home page's summary loads without the stream client.
 */
export function fetchQuota(): Promise<QuotaData> {
  return energy.quota({ silent: true })
}
