import TestUtils from '@tarojs/test-utils-react'
import { commitmentOf, drawCards, seedFromBytes } from '@tarot/core/draw'
import { initI18n, setAppLanguage } from '@/lib/i18n/i18n'
import { screen } from '../../../__tests__/support/screen'
import { type DrawRecord, checkDraw } from './check-draw'
import { VerifyDraw } from './verify-draw'

initI18n('en')

/** A real three-card draw made with the core's own functions, as the server makes it. */
function realDraw(): DrawRecord {
  const serverSeed = seedFromBytes(Uint8Array.from({ length: 32 }, (_, i) => (i * 37 + 11) % 256))
  const picks = [3, 41, 70]
  const drawn = drawCards({ serverSeed, clientSeed: 'my-own-seed', picks })
  if (!drawn.ok) throw new Error('the fixture draw failed')
  return { spreadId: 'cnc', commitment: commitmentOf(serverSeed), serverSeed, clientSeed: 'my-own-seed', picks, cards: drawn.cards }
}

describe('checkDraw', () => {
  it('accepts a real draw: the seed hashes to the commitment and re-derives the same cards', () => {
    const record = realDraw()
    const check = checkDraw(record)
    expect(check).toMatchObject({ state: 'checked', hashOk: true, cardsOk: true, ok: true, mismatches: [] })
    expect(check.state === 'checked' && check.derived).toEqual(record.cards)
  })

  it('catches a swapped card, a flipped orientation and a seed that is not the committed one', () => {
    const record = realDraw()
    const cards = record.cards!
    const swapped = { ...record, cards: [cards[0]!, { id: cards[1]!.id === 'Major00' ? 'Major01' : 'Major00', orientation: cards[1]!.orientation }, cards[2]!] }
    expect(checkDraw(swapped)).toMatchObject({ hashOk: true, cardsOk: false, ok: false, mismatches: [1] })
    const flipped = { ...record, cards: [cards[0]!, cards[1]!, { ...cards[2]!, orientation: cards[2]!.orientation === 'upright' ? ('reversed' as const) : ('upright' as const) }] }
    expect(checkDraw(flipped)).toMatchObject({ cardsOk: false, ok: false, mismatches: [2] })
    const otherSeed = { ...record, serverSeed: 'f'.repeat(64) }
    expect(checkDraw(otherSeed)).toMatchObject({ hashOk: false, ok: false })
  })

  it('waits for the seed before the pick, and says when the proof is incomplete', () => {
    const record = realDraw()
    expect(checkDraw({ ...record, serverSeed: null, picks: null, cards: null })).toEqual({ state: 'pending' })
    expect(checkDraw({ ...record, commitment: null })).toEqual({ state: 'incomplete' })
  })
})

describe('VerifyDraw', () => {
  let testUtils: TestUtils
  beforeEach(async () => {
    await setAppLanguage('en')
    testUtils = new TestUtils()
  })
  afterEach(() => testUtils.unmout())

  const VERIFIED = 'Verified: these are exactly the cards the seed fixed before you picked.'
  const MISMATCH = 'Mismatch: this draw does not match its commitment. Do not trust these cards.'
  /** The "Verify this draw" row that opens and folds the proof, as a screen reader finds it: by what it says. */
  const toggle = () => screen.getByText('Verify this draw').closest<HTMLElement>('[aria-expanded]')!
  const openProof = async () => {
    await testUtils.act(async () => {
      toggle().click()
      await Promise.resolve()
    })
  }
  const text = () => document.body.textContent ?? ''
  /** What a proof field shows under its label. */
  const field = (label: string) => screen.getByText(label).parentElement!.textContent

  it('folds the 64-character hashes behind "Verify this draw" with the verdict in sight, and opens and folds them on a tap', async () => {
    const record = realDraw()
    await testUtils.mount(VerifyDraw, { props: { reading: record } })
    expect(screen.getByText(VERIFIED)).toBeTruthy()
    expect(text()).not.toContain(record.commitment!)
    expect(text()).not.toContain(record.serverSeed!)
    expect(toggle().getAttribute('aria-expanded')).toBe('false')
    expect(toggle().textContent).toContain('Show the proof')
    await openProof()
    expect(field('Commitment (shown before your pick)')).toContain(record.commitment!)
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    expect(toggle().textContent).toContain('Hide the proof')
    await openProof()
    expect(text()).not.toContain(record.commitment!)
  })

  it('shows the commitment, the revealed seed and a ✓ for a fair draw', async () => {
    const record = realDraw()
    await testUtils.mount(VerifyDraw, { props: { reading: record } })
    await openProof()
    expect(screen.getByText('Verify this draw')).toBeTruthy()
    expect(field('Commitment (shown before your pick)')).toBe(`Commitment (shown before your pick)${record.commitment!}`)
    expect(field('Revealed seed')).toBe(`Revealed seed${record.serverSeed!}`)
    expect(screen.getByText('sha256(seed) matches the commitment')).toBeTruthy()
    expect(screen.getByText('The re-derived cards and orientations match this reading')).toBeTruthy()
    // The verdict's mark sits beside its sentence.
    expect(screen.getByText(VERIFIED).parentElement!.textContent).toBe(`✓${VERIFIED}`)
    expect(screen.queryByText(MISMATCH)).toBeNull()
  })

  it('warns clearly when the reading’s cards are not the ones the seed gives, with the proof open at once', async () => {
    const record = realDraw()
    const tampered = { ...record, cards: [...record.cards!].reverse() }
    await testUtils.mount(VerifyDraw, { props: { reading: tampered } })
    expect(toggle().getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByText(MISMATCH).parentElement!.textContent).toBe(`⚠${MISMATCH}`)
    expect(screen.queryByText(VERIFIED)).toBeNull()
    expect(screen.getByText('The re-derived cards differ from this reading')).toBeTruthy()
    expect(screen.getAllByText(/^This reading shows /).length).toBeGreaterThan(0)
  })
})
