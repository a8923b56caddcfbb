/**
 * Deterministic choice of wording. Each slot gets its own starting point from the
 * reading's seed, and a slot used twice in one reading moves on to its next variant,
 * so one reading does not repeat itself and two readings rarely start alike.
 */
export interface Variation {
  pick<T>(slot: string, variants: readonly T[]): T
}

// Slot names are a small fixed set: hash each once.
const slotHashes = new Map<string, number>()

function slotHash(slot: string): number {
  let hash = slotHashes.get(slot)
  if (hash === undefined) {
    hash = 0x811c9dc5
    for (let i = 0; i < slot.length; i++) {
      hash ^= slot.charCodeAt(i)
      hash = Math.imul(hash, 0x01000193) >>> 0
    }
    slotHashes.set(slot, hash)
  }
  return hash
}

function mix(seed: number, slot: string): number {
  let hash = (seed ^ 0x9e3779b9 ^ slotHash(slot)) >>> 0
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b) >>> 0
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35) >>> 0
  return (hash ^ (hash >>> 16)) >>> 0
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
