import { describe, expect, it } from 'vitest'
import type { Orientation } from '../deck'
import { readingFacts } from './facts'
import { relateCards } from './relations'
import { spreadShape } from './shapes'

const cardsOf = (...drawn: [string, Orientation][]) => {
  const cards = drawn.map(([id, orientation]) => ({ id, orientation }))
  return readingFacts({ question: 'What is this about?', spreadId: 'ppf', cards, shape: spreadShape('ppf', cards.length) }).cards
}

describe('what one card does to another', () => {
  it('reads a hard card followed by a favourable one as resolved by it (the Five of Swords, then the Six of Cups)', () => {
    const [a, b] = cardsOf(['Swords05', 'upright'], ['Cups06', 'upright'])
    expect(relateCards(a!, b!, 'sequence')).toMatchObject({ kind: 'resolves', target: 0, actor: 1 })
  })

  it('reads the same two side by side, not in sequence, as pulling against each other', () => {
    const [a, b] = cardsOf(['Swords05', 'upright'], ['Cups06', 'upright'])
    expect(relateCards(a!, b!, 'versus').kind).toBe('opposes')
    expect(relateCards(b!, a!, 'sequence').kind).toBe('opposes')
  })

  it('notices a telling order of Majors before anything else (the Tower, then the Star)', () => {
    const [a, b] = cardsOf(['Major16', 'upright'], ['Major17', 'upright'])
    expect(relateCards(a!, b!, 'sequence')).toMatchObject({ kind: 'major_sequence', sequence: '16-17' })
  })

  it('hears one number in two suits as the number answering itself', () => {
    const [a, b] = cardsOf(['Wands07', 'upright'], ['Cups07', 'reversed'])
    expect(relateCards(a!, b!, null).kind).toBe('same_number')
  })

  it('carries one suit on through the steps of a story, and only there', () => {
    const [a, b] = cardsOf(['Cups02', 'upright'], ['Cups10', 'upright'])
    expect(relateCards(a!, b!, 'sequence').kind).toBe('continues')
    expect(relateCards(a!, b!, 'balance').kind).toBe('same_suit')
  })

  it('reads two cards leaning the same way as reinforcing, and two hard ones as deepening', () => {
    const [sun, world, tenSwords, threeSwords] = cardsOf(['Major19', 'upright'], ['Major21', 'upright'], ['Swords10', 'upright'], ['Coins05', 'upright'])
    expect(relateCards(sun!, world!, 'balance')).toMatchObject({ kind: 'reinforces', hard: false })
    expect(relateCards(tenSwords!, threeSwords!, 'balance')).toMatchObject({ kind: 'reinforces', hard: true })
  })

  it('lets a card that leans neither way set the terms of the other, whichever comes first', () => {
    const [hermit, sun] = cardsOf(['Major09', 'upright'], ['Major19', 'upright'])
    expect(relateCards(hermit!, sun!, 'sequence')).toMatchObject({ kind: 'tempers', actor: 0, target: 1 })
  })
})
