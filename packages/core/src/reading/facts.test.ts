import { describe, expect, it } from 'vitest'
import { CARD_IDS } from '../deck'
import { type FactsInput, readingFacts } from './facts'
import { spreadShape } from './shapes'

/** A seeded draw of n distinct cards, so every run reads the same spreads. */
function draw(n: number, seed: number): FactsInput['cards'] {
  let state = seed >>> 0
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
  const ids = [...CARD_IDS]
  return Array.from({ length: n }, () => ({ id: ids.splice(Math.floor(next() * ids.length), 1)[0]!, orientation: next() < 0.35 ? ('reversed' as const) : ('upright' as const) }))
}

const factsOf = (question: string, spreadId: string, cards: FactsInput['cards']) => readingFacts({ question, spreadId, cards, shape: spreadShape(spreadId, cards.length) })

describe('the facts a reading is written from', () => {
  it('reads a spread of all majors as many majors, not as four missing suits (a 13-card spread of majors was sent four missing_suit patterns)', () => {
    const majors = CARD_IDS.filter((id) => id.startsWith('Major'))
      .slice(0, 13)
      .map((id) => ({ id, orientation: 'upright' as const }))
    const kinds = factsOf('What is this year about for me?', 'houses', majors).patterns.map((p) => p.kind)
    expect(kinds).toContain('many_majors')
    expect(kinds).not.toContain('missing_suit')
  })

  it('on a yes/no question, counts among the cards pointing the way it leans only those that lean that way (zh-Hans named the Ten of Swords among the cards showing love and harmony)', () => {
    let checked = 0
    for (let seed = 1; seed <= 200; seed++) {
      const facts = factsOf('Will we get back together?', 'star', draw(6, seed))
      if (facts.leaning === 'mixed') continue
      checked += 1
      for (const i of facts.lead.slice(1)) {
        const valence = facts.cards[i]!.valence
        expect(facts.leaning === 'yes' ? valence : -valence, `seed ${seed}`).toBeGreaterThanOrEqual(0)
      }
    }
    expect(checked).toBeGreaterThan(20)
  })

  it('asked what stands in the way, hinges on the obstacle place when its card is not a favourable one, else on the hardest card, never on the card that carries the answer', () => {
    for (let seed = 1; seed <= 100; seed++) {
      const cards = draw(10, seed)
      const facts = factsOf('What is holding me back at work?', 'celtic', cards)
      expect(facts.intent.asks).toBe('obstacle')
      expect(facts.hinge, `seed ${seed}`).not.toBe(facts.lead[0])
      const crossing = facts.cards[1]!
      if (crossing.valence <= 0) expect(facts.hinge, `seed ${seed}`).toBe(1)
      else {
        const others = facts.cards.filter((c) => c.index !== facts.lead[0])
        expect(facts.cards[facts.hinge]!.valence, `seed ${seed}`).toBe(Math.min(...others.map((c) => c.valence)))
      }
    }
  })
})
