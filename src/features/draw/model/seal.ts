import type { ReadingView } from '@tarot/contracts/readings'
import { verifyDraw } from '@tarot/core/draw'

/** The first 16 hex characters: enough to recognise the seal at a glance. */
export function shortHash(hex: string): string {
  return hex.length > 16 ? `${hex.slice(0, 16)}…` : hex
}

/**
 * Checks the revealed seed on this device: it must hash to the seal shown before
 * the pick, and with the picks give exactly these cards. Null when there is
 * nothing to check yet, or the platform lacks what hashing needs.
 */
export function checkSeal(reading: ReadingView): boolean | null {
  const { commitment, serverSeed, picks, cards } = reading
  if (!commitment || !serverSeed || !picks || !cards) return null
  try {
    return verifyDraw({ commitment, serverSeed, clientSeed: reading.clientSeed ?? undefined, picks, cards }).ok
  } catch {
    return null
  }
}
