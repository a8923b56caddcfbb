import type { QuotaData } from '@tarot/contracts/account'

export type CostKey = 'ai.costFree' | 'ai.costFreeLast' | 'ai.costFreeNone' | 'ai.costPro'

/** What getting the AI reading would cost now, shown before anything is spent. */
export interface Cost {
  key: CostKey
  params: Record<string, number>
  /** False when the server would refuse: no free reading left today, or too little energy. */
  affordable: boolean
  /** Why not, for the hint under the cost line. */
  short?: 'free' | 'energy'
  /**
   * A free spread past the day's free readings: it can still be read for energy, at the price the quota shows
   * (the server takes it only when asked to, `payWith: 'energy'`); `affordable` when the balance covers it.
   */
  forEnergy?: { cost: number; energy: number; affordable: boolean }
}

export function costOf(tier: 'free' | 'pro', quota: QuotaData): Cost {
  if (tier === 'free') {
    if (quota.freeLeft <= 0) {
      const forEnergy = { cost: quota.proReadingCost, energy: quota.energy, affordable: quota.energy >= quota.proReadingCost }
      return { key: 'ai.costFreeNone', params: { limit: quota.freeLimit }, affordable: false, short: 'free', forEnergy }
    }
    if (quota.freeLeft === 1) return { key: 'ai.costFreeLast', params: {}, affordable: true }
    return { key: 'ai.costFree', params: { count: quota.freeLeft }, affordable: true }
  }
  const affordable = quota.energy >= quota.proReadingCost
  return { key: 'ai.costPro', params: { cost: quota.proReadingCost, energy: quota.energy }, affordable, ...(affordable ? {} : { short: 'energy' as const }) }
}
