import { chacha20 } from '@noble/ciphers/chacha.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex } from '@noble/hashes/utils.js'
import { CARD_IDS, type CardId, DECK_SIZE, type DrawnCard } from './deck'
import { utf8Bytes } from './utf8'

/**
 * A fair, replayable and verifiable draw.
 *
 * Commit–reveal: the server draws a secret 32-byte seed and shows only its
 * commitment `sha256("tarot-draw-v1|" + seedHex)` before the user picks. The
 * shuffled deck is fixed by the seed (and the optional client seed); the user
 * then picks positions in the face-down fan, which neither side can steer: the
 * server committed before seeing the picks, and the user picks blind. After the
 * reading the seed is revealed and anyone can run `verifyDraw` to re-derive the
 * cards from the commitment, the seed, the client seed and the picks.
 *
 * Randomness: a ChaCha20 key stream keyed by sha256(domain | seed | client seed)
 * drives an unbiased Fisher–Yates shuffle (rejection sampling, no modulo bias)
 * and the reversals. Each card is reversed with probability REVERSAL_PROBABILITY.
 */

export const DRAW_VERSION = 'tarot-draw-v1'
/** Probability that a drawn card lies reversed: one in two, as with a deck shuffled without regard to orientation. */
export const REVERSAL_PROBABILITY = 0.5
const REVERSAL_THRESHOLD = Math.floor(REVERSAL_PROBABILITY * 2 ** 32)

export interface DrawInput {
  /** 64 hex characters (32 bytes) of server randomness. */
  serverSeed: string
  /** Optional randomness from the client, mixed in. */
  clientSeed?: string
  /** Positions picked in the 78-card fan, one per spread position, in order. */
  picks: readonly number[]
}

export type DrawError = 'bad-seed' | 'bad-picks'

/** A deterministic stream of 32-bit words from a ChaCha20 key stream. */
export class SeededStream {
  private buffer: Uint8Array = new Uint8Array(0)
  private offset = 0
  private counter = 0
  constructor(private readonly key: Uint8Array) {}

  private refill(): void {
    // 1 KiB of key stream per refill; the counter makes every block fresh.
    const nonce = new Uint8Array(12)
    this.buffer = chacha20(this.key, nonce, new Uint8Array(1024), undefined, this.counter)
    this.counter += 16
    this.offset = 0
  }

  nextUint32(): number {
    if (this.offset + 4 > this.buffer.length) this.refill()
    const b = this.buffer
    const o = this.offset
    this.offset += 4
    return ((b[o]! << 24) | (b[o + 1]! << 16) | (b[o + 2]! << 8) | b[o + 3]!) >>> 0
  }

  /** Uniform integer in [0, n) by rejection sampling: no modulo bias. */
  nextBelow(n: number): number {
    const limit = Math.floor(2 ** 32 / n) * n
    for (;;) {
      const x = this.nextUint32()
      if (x < limit) return x % n
    }
  }
}

export function isSeed(value: unknown): value is string {
  return typeof value === 'string' && /^[0-9a-f]{64}$/.test(value)
}

export function commitmentOf(serverSeed: string): string {
  return bytesToHex(sha256(utf8Bytes(`${DRAW_VERSION}|${serverSeed}`)))
}

function streamFor(serverSeed: string, clientSeed: string): SeededStream {
  const material = utf8Bytes(`${DRAW_VERSION}|${serverSeed}|${clientSeed}`)
  return new SeededStream(sha256(material))
}

/** The face-down order of the fan and the orientation each fan slot would show, fixed by the seeds. */
export function shuffledFan(serverSeed: string, clientSeed = ''): { cards: CardId[]; reversed: boolean[] } {
  const stream = streamFor(serverSeed, clientSeed)
  const cards = [...CARD_IDS]
  for (let i = cards.length - 1; i > 0; i -= 1) {
    const j = stream.nextBelow(i + 1)
    const tmp = cards[i]!
    cards[i] = cards[j]!
    cards[j] = tmp
  }
  const reversed = cards.map(() => stream.nextUint32() < REVERSAL_THRESHOLD)
  return { cards, reversed }
}

export function checkPicks(picks: readonly number[], positions?: number): boolean {
  if (positions !== undefined && picks.length !== positions) return false
  if (picks.length === 0 || picks.length > DECK_SIZE) return false
  const seen = new Set<number>()
  for (const p of picks) {
    if (!Number.isInteger(p) || p < 0 || p >= DECK_SIZE || seen.has(p)) return false
    seen.add(p)
  }
  return true
}

/** The cards the picks reveal. Errors are values: a bad seed or bad picks draw nothing. */
export function drawCards(input: DrawInput): { ok: true; cards: DrawnCard[] } | { ok: false; error: DrawError } {
  if (!isSeed(input.serverSeed)) return { ok: false, error: 'bad-seed' }
  if (!checkPicks(input.picks)) return { ok: false, error: 'bad-picks' }
  const fan = shuffledFan(input.serverSeed, input.clientSeed ?? '')
  const cards = input.picks.map((p): DrawnCard => ({ id: fan.cards[p]!, orientation: fan.reversed[p] ? 'reversed' : 'upright' }))
  return { ok: true, cards }
}

export interface DrawProof extends DrawInput {
  commitment: string
  cards: readonly DrawnCard[]
}

export type VerifyResult = { ok: true } | { ok: false; reason: 'commitment-mismatch' | 'cards-mismatch' | DrawError }

/** Anyone can run this: does the revealed seed match the commitment, and do seed and picks give these cards? */
export function verifyDraw(proof: DrawProof): VerifyResult {
  if (!isSeed(proof.serverSeed)) return { ok: false, reason: 'bad-seed' }
  if (commitmentOf(proof.serverSeed) !== proof.commitment.toLowerCase()) return { ok: false, reason: 'commitment-mismatch' }
  const drawn = drawCards(proof)
  if (!drawn.ok) return { ok: false, reason: drawn.error }
  const same = drawn.cards.length === proof.cards.length && drawn.cards.every((c, i) => c.id === proof.cards[i]?.id && c.orientation === proof.cards[i]?.orientation)
  return same ? { ok: true } : { ok: false, reason: 'cards-mismatch' }
}

/** Turns caller-supplied random bytes (crypto.getRandomValues, crypto.randomBytes) into a seed. */
export function seedFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== 32) throw new RangeError('a seed needs 32 random bytes')
  return bytesToHex(bytes)
}
