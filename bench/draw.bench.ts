import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { CARD_IDS } from '@tarot/core/deck'
import { drawCards } from '@tarot/core/draw'
import { bench, describe } from 'vitest'

/**
 * Draws per second of the fair, verifiable draw (ChaCha20 stream, rejection
 * sampling, commit–reveal friendly) against the naive baseline most apps use:
 * a Math.random Fisher–Yates shuffle with modulo-free float scaling. Vitest
 * prints the ratio between the two in its summary ("x times faster than").
 */
const seeds = Array.from({ length: 1024 }, (_, i) => bytesToHex(sha256(new TextEncoder().encode(`bench-${i}`))))
const picks = [0, 7, 14, 21, 28, 35, 42, 49, 56, 63] // a ten-card spread
let i = 0

describe('ten-card draw', () => {
  bench('verifiable draw (core)', () => {
    drawCards({ serverSeed: seeds[i++ & 1023]!, picks })
  })

  bench('naive Math.random shuffle (baseline)', () => {
    const deck = [...CARD_IDS]
    for (let k = deck.length - 1; k > 0; k -= 1) {
      const j = Math.floor(Math.random() * (k + 1))
      const t = deck[k]!
      deck[k] = deck[j]!
      deck[j] = t
    }
    picks.map((p) => ({ id: deck[p]!, orientation: Math.random() < 0.5 ? 'reversed' : 'upright' }))
  })
})
