import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import { beforeAll, describe, expect, it } from 'vitest'
import { CARD_IDS } from './deck'
import { REVERSAL_PROBABILITY, SeededStream, commitmentOf, drawCards, seedFromBytes, shuffledFan, verifyDraw } from './draw'

const seedOf = (n: number) => bytesToHex(sha256(utf8ToBytes(`test-seed-${n}`)))

describe('the draw', () => {
  it('is deterministic for the same seeds and picks, and differs with the client seed', () => {
    const a = drawCards({ serverSeed: seedOf(1), picks: [3, 40, 77] })
    const b = drawCards({ serverSeed: seedOf(1), picks: [3, 40, 77] })
    const c = drawCards({ serverSeed: seedOf(1), clientSeed: 'mine', picks: [3, 40, 77] })
    expect(a).toEqual(b)
    expect(a).not.toEqual(c)
  })

  it('shuffles a permutation of the whole deck', () => {
    const { cards } = shuffledFan(seedOf(2))
    expect([...cards].sort()).toEqual([...CARD_IDS].sort())
    expect(cards).not.toEqual(CARD_IDS)
  })

  it('refuses a malformed seed and repeated or out-of-range picks', () => {
    expect(drawCards({ serverSeed: 'xyz', picks: [1] })).toEqual({ ok: false, error: 'bad-seed' })
    expect(drawCards({ serverSeed: seedOf(3), picks: [1, 1] })).toEqual({ ok: false, error: 'bad-picks' })
    expect(drawCards({ serverSeed: seedOf(3), picks: [78] })).toEqual({ ok: false, error: 'bad-picks' })
    expect(drawCards({ serverSeed: seedOf(3), picks: [] })).toEqual({ ok: false, error: 'bad-picks' })
  })

  it('samples below n without bias (rejection sampling)', () => {
    const stream = new SeededStream(sha256(utf8ToBytes('bias')))
    const counts = new Array(3).fill(0)
    for (let i = 0; i < 30_000; i += 1) counts[stream.nextBelow(3)] += 1
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(600)
  })

  it('takes a seed only from 32 bytes', () => {
    expect(seedFromBytes(new Uint8Array(32).fill(255))).toBe('f'.repeat(64))
    expect(() => seedFromBytes(new Uint8Array(16))).toThrow(RangeError)
  })
})

describe('commit–reveal verification', () => {
  const serverSeed = seedOf(9)
  const commitment = commitmentOf(serverSeed)
  const drawn = drawCards({ serverSeed, clientSeed: 'c', picks: [0, 10, 20] })
  if (!drawn.ok) throw new Error('draw failed')
  const proof = { commitment, serverSeed, clientSeed: 'c', picks: [0, 10, 20], cards: drawn.cards }

  it('accepts an honest draw', () => {
    expect(verifyDraw(proof)).toEqual({ ok: true })
  })
  it('rejects a seed that does not match the commitment', () => {
    expect(verifyDraw({ ...proof, serverSeed: seedOf(10) })).toEqual({ ok: false, reason: 'commitment-mismatch' })
  })
  it('rejects a tampered card list', () => {
    const flipped = proof.cards.map((c, i) => (i === 1 ? { ...c, orientation: c.orientation === 'upright' ? ('reversed' as const) : ('upright' as const) } : c))
    expect(verifyDraw({ ...proof, cards: flipped })).toEqual({ ok: false, reason: 'cards-mismatch' })
    const swapped = [proof.cards[1]!, proof.cards[0]!, proof.cards[2]!]
    expect(verifyDraw({ ...proof, cards: swapped })).toEqual({ ok: false, reason: 'cards-mismatch' })
  })
  it('rejects tampered picks or client seed', () => {
    expect(verifyDraw({ ...proof, picks: [0, 10, 21] })).toEqual({ ok: false, reason: 'cards-mismatch' })
    expect(verifyDraw({ ...proof, clientSeed: 'd' })).toEqual({ ok: false, reason: 'cards-mismatch' })
  })
})

describe('fairness over 200,000 seeded draws', () => {
  // Chi-square critical value for 77 degrees of freedom at p = 0.001 is about 122.1.
  const CRITICAL_77_DF = 122.1
  const DRAWS = 200_000
  const picks = [0, 39, 77]
  const counts = picks.map(() => new Map<string, number>())
  let reversed = 0
  beforeAll(() => {
    for (let i = 0; i < DRAWS; i += 1) {
      const result = drawCards({ serverSeed: seedOf(i), picks })
      if (!result.ok) throw new Error('draw failed')
      result.cards.forEach((card, position) => {
        const m = counts[position]!
        m.set(card.id, (m.get(card.id) ?? 0) + 1)
        if (card.orientation === 'reversed') reversed += 1
      })
    }
  }, 60_000)

  it.each(picks.map((p, i) => [p, i]))('gives every card the same chance at fan position %i', (_pick, index) => {
    const expected = DRAWS / 78
    let chi = 0
    for (const id of CARD_IDS) chi += ((counts[index]!.get(id) ?? 0) - expected) ** 2 / expected
    expect(chi).toBeLessThan(CRITICAL_77_DF)
  })

  it('reverses cards at the documented rate', () => {
    const n = DRAWS * picks.length
    const rate = reversed / n
    const sd = Math.sqrt((REVERSAL_PROBABILITY * (1 - REVERSAL_PROBABILITY)) / n)
    expect(Math.abs(rate - REVERSAL_PROBABILITY)).toBeLessThan(4 * sd)
  })
})
