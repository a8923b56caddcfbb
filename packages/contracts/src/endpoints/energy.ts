import * as z from 'zod/mini'
import { QuotaData, WalletData } from '../account'
import type { EndpointsOf } from '../endpoint'
import { energyPaths as paths } from '../paths/energy'

/** The wallet (spec §7: energy, VIP end, and with `r=products` the products on sale) and what a reading costs now. */
export const energyEndpoints = {
  wallet: { ...paths.wallet, query: z.object({ r: z.optional(z.string()) }), response: WalletData },
  quota: { ...paths.quota, response: QuotaData },
} as const satisfies EndpointsOf<typeof paths>
