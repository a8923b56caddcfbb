import { type DrawnCard, type Orientation } from '@tarot/core/deck'
import { commitmentOf, drawCards, isSeed, verifyDraw } from '@tarot/core/draw'
import { findSpread } from '@/lib/content/spreads'
import { currentLanguage } from '@/lib/i18n/i18n'

/** What a reading carries about its draw (the fields of `ReadingView` the proof needs). */
export interface DrawRecord {
  spreadId: string
  commitment: string | null
  serverSeed: string | null
  clientSeed: string | null
  picks: readonly number[] | null
  cards: readonly { id: string; orientation: Orientation }[] | null
}

export type DrawCheck =
  /** The seed is revealed only after the pick. */
  | { state: 'pending' }
  /** Something the proof needs is missing. */
  | { state: 'incomplete' }
  | {
      state: 'checked'
      /** sha256 of the revealed seed, as `commitmentOf` computes it. */
      computed: string
      hashOk: boolean
      /** The cards the seed and the picks give, or null when they give none (a malformed seed or picks). */
      derived: DrawnCard[] | null
      cardsOk: boolean
      /** Positions whose re-derived card or orientation differs from the reading's. */
      mismatches: number[]
      ok: boolean
    }

/**
 * Re-derives a digital draw on this device: does the revealed seed hash to the
 * commitment shown before the pick, and do the seed and the picks give exactly
 * the reading's cards and orientations? `verifyDraw` of @tarot/core decides;
 * the details are for showing the user what was checked.
 */
export function checkDraw(record: DrawRecord): DrawCheck {
  const { commitment, serverSeed, picks, cards } = record
  if (!commitment) return { state: 'incomplete' }
  if (!serverSeed) return cards ? { state: 'incomplete' } : { state: 'pending' }
  if (!picks || !cards) return { state: 'incomplete' }

  const computed = isSeed(serverSeed) ? commitmentOf(serverSeed) : ''
  const hashOk = computed !== '' && computed === commitment.toLowerCase()
  const drawn = drawCards({ serverSeed, clientSeed: record.clientSeed ?? undefined, picks })
  const derived = drawn.ok ? drawn.cards : null
  const expected = findSpread(record.spreadId, currentLanguage())?.positions.length ?? record.cards?.length ?? 0
  const mismatches: number[] = []
  const length = Math.max(derived?.length ?? 0, cards.length)
  for (let i = 0; i < length; i += 1) {
    const a = derived?.[i]
    const b = cards[i]
    if (!a || !b || a.id !== b.id || a.orientation !== b.orientation) mismatches.push(i)
  }
  const cardsOk = derived !== null && mismatches.length === 0 && (expected === 0 || cards.length === expected)
  const verdict = verifyDraw({ commitment, serverSeed, clientSeed: record.clientSeed ?? undefined, picks, cards })
  return { state: 'checked', computed, hashOk, derived, cardsOk, mismatches, ok: verdict.ok && hashOk && cardsOk }
}
