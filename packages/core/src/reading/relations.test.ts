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

  it('reads a hard card reversed as that hardship easing (the Five of Cups reversed after Temperance reversed softens it, not deepens it)', () => {
    const [temperance, fiveCups] = cardsOf(['Major14', 'reversed'], ['Cups05', 'reversed'])
    expect(relateCards(temperance!, fiveCups!, 'sequence')).toMatchObject({ kind: 'resolves', target: 0, actor: 1 })
  })

  it('lets a card that leans neither way set the terms of the other, whichever comes first', () => {
    const [hermit, sun] = cardsOf(['Major09', 'upright'], ['Major19', 'upright'])
    expect(relateCards(hermit!, sun!, 'sequence')).toMatchObject({ kind: 'tempers', actor: 0, target: 1 })
  })
})

describe('large spreads grouped by meaning', () => {
  const majors = (n: number, first: number) => Array.from({ length: n }, (_, i) => ({ id: `Major${String((first + i) % 22).padStart(2, '0')}`, orientation: 'upright' as const }))

  it('reads the twelve houses as angular, succedent and cadent, then the centre', () => {
    const facts = readingFacts({ question: 'Where is my life asking for attention?', spreadId: 'houses', cards: majors(13, 0), shape: spreadShape('houses', 13) })
    expect(facts.groupKeys).toEqual(['angular', 'succedent', 'cadent', 'centre'])
    expect(facts.groups).toEqual([[0, 3, 6, 9], [1, 4, 7, 10], [2, 5, 8, 11], [12]])
  })

  it("notices a Major on its own station of the Fool's Journey or in its own house, and nowhere else", () => {
    // The Magician to the World in order: every one of them is at home.
    const inOrder = readingFacts({ question: 'What is my path?', spreadId: 'fool', cards: majors(21, 1), shape: spreadShape('fool', 21) })
    expect(inOrder.atHome).toHaveLength(21)
    const shifted = readingFacts({ question: 'What is my path?', spreadId: 'fool', cards: majors(21, 2), shape: spreadShape('fool', 21) })
    expect(shifted.atHome).toEqual([])
    // The Emperor (Aries) in the first house, Justice (Libra) in the seventh.
    const cards = majors(13, 5).map((c, i) => (i === 0 ? { ...c, id: 'Major04' } : i === 6 ? { ...c, id: 'Major11' } : c))
    const houses = readingFacts({
      question: 'Where is my life asking for attention?',
      spreadId: 'houses',
      cards: cards.map((c, i) => (i !== 0 && i !== 6 && (c.id === 'Major04' || c.id === 'Major11') ? { ...c, id: 'Major00' } : c)),
      shape: spreadShape('houses', 13),
    })
    expect(houses.atHome).toEqual([0, 6])
  })
})
