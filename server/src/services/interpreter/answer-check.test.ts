import { describe, expect, it } from 'vitest'
import { readingProblem } from './answer-check'

const input = {
  question: 'What should I focus on next?',
  language: 'en' as const,
  spreadId: 'holy',
  cards: [
    { id: 'Major01', orientation: 'upright' as const },
    { id: 'Cups02', orientation: 'upright' as const },
    { id: 'Coins03', orientation: 'reversed' as const },
  ],
}
const reading = (extra: string) =>
  `In The Root Cause, The Current State and The Way Forward, The Magician, the Two of Cups and the Three of Pentacles ask you to look at what is moving already. ${extra} ` +
  'Meet each part with one honest, patient step, and see what it shows you before you decide. '.repeat(10)

describe('the answer check', () => {
  it('keeps a reading that uses "lead", "hinge" and "arcs" as the English words they are', () => {
    expect(readingProblem(input, reading('Let your curiosity lead; the matter may hinge on trust, and the story arcs toward rest.'))).toBeNull()
  })

  it('names what is wrong with each kind of bad answer', () => {
    expect(readingProblem(input, "I can't help with that.")).toBe('refusal')
    expect(readingProblem(input, reading('The Tower warns of upheaval.'))).toBe('foreign_card')
    expect(readingProblem(input, reading('You will definitely get the job.'))).toBe('certainty')
    expect(readingProblem(input, reading('').replace(/The Current State and /, ''))).toBe('missing_positions')
    expect(readingProblem(input, 'The Magician, the Two of Cups and the Three of Pentacles: go for it. The Root Cause, The Current State, The Way Forward.')).toBe('too_short')
  })

  it('discards a reading that shows the data’s field names', () => {
    expect(readingProblem(input, reading('The hinge: 2 and lead: [1, 3] say so.'))).toBe('leak')
    expect(readingProblem(input, reading('By adviceFrom and the many_majors pattern, act.'))).toBe('leak')
  })
})
