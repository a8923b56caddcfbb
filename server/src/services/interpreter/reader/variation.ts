/**
 * Deterministic choice of wording. Each slot gets its own starting point from the
 * reading's seed, and a slot used twice in one reading moves on to its next variant,
 * so one reading does not repeat itself and two readings rarely start alike.
 */
export interface Variation {
  pick<T>(slot: string, variants: readonly T[]): T
}

function mix(seed: number, text: string): number {
  let hash = seed ^ 0x9e3779b9
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  hash ^= hash >>> 15
  hash = Math.imul(hash, 0x2c1b3c6d) >>> 0
  return (hash ^ (hash >>> 12)) >>> 0
}

export function variation(seed: number): Variation {
  const used = new Map<string, number>()
  return {
    pick<T>(slot: string, variants: readonly T[]): T {
      if (variants.length === 0) throw new Error(`no variants for ${slot}`)
      const turn = used.get(slot) ?? 0
      used.set(slot, turn + 1)
      return variants[(mix(seed, slot) + turn) % variants.length]!
    },
  }
}
