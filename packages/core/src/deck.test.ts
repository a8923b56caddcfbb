import { describe, expect, it } from 'vitest'
import { CARD_IDS, DECK, getCard, isCardId } from './deck'

describe('the deck (spec §3)', () => {
  it('has 78 unique cards named exactly as the spec', () => {
    expect(DECK).toHaveLength(78)
    expect(new Set(CARD_IDS).size).toBe(78)
    expect(CARD_IDS.slice(0, 22)).toEqual(Array.from({ length: 22 }, (_, i) => `Major${String(i).padStart(2, '0')}`))
    for (const suit of ['Wands', 'Cups', 'Swords', 'Coins']) {
      expect(CARD_IDS.filter((id) => id.startsWith(suit))).toEqual(Array.from({ length: 14 }, (_, i) => `${suit}${String(i + 1).padStart(2, '0')}`))
    }
  })

  it('orders the minors as ten number cards, then page, knight, queen, king', () => {
    expect(getCard('Cups10')).toMatchObject({ court: null, numerology: 10 })
    expect(getCard('Cups11')?.court).toBe('page')
    expect(getCard('Cups12')?.court).toBe('knight')
    expect(getCard('Cups13')?.court).toBe('queen')
    expect(getCard('Cups14')).toMatchObject({ court: 'king', numerology: null })
  })

  it('carries the Golden Dawn correspondences', () => {
    expect(getCard('Major00')).toMatchObject({ hebrew: 'Aleph', astrology: 'Air', element: 'air' })
    expect(getCard('Major08')).toMatchObject({ astrology: 'Leo', element: 'fire' })
    expect(getCard('Major11')).toMatchObject({ astrology: 'Libra', element: 'air' })
    expect(getCard('Swords03')?.astrology).toBe('Saturn in Libra')
    expect(getCard('Coins10')?.astrology).toBe('Mercury in Virgo')
    expect(getCard('Wands01')?.astrology).toBe('Root of fire')
    expect(DECK.filter((c) => c.suit === 'Coins').every((c) => c.element === 'earth')).toBe(true)
  })

  it('knows what is and is not a card id', () => {
    expect(isCardId('Major21')).toBe(true)
    expect(isCardId('Major22')).toBe(false)
    expect(isCardId('Pentacles01')).toBe(false)
  })
})
