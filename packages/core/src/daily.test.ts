import { describe, expect, it } from 'vitest'
import { dailyCard } from './daily'

describe("today's card", () => {
  it('is the same all day for the same person, and changes with the day and the person', () => {
    expect(dailyCard('user-1', '2026-11-22')).toEqual(dailyCard('user-1', '2026-11-22'))
    const days = Array.from({ length: 30 }, (_, i) => dailyCard('user-1', `2026-11-${String(i + 1).padStart(2, '0')}`).id)
    expect(new Set(days).size).toBeGreaterThan(15)
    const people = Array.from({ length: 30 }, (_, i) => dailyCard(`user-${i}`, '2026-11-22').id)
    expect(new Set(people).size).toBeGreaterThan(15)
  })

  it('spreads over the whole deck and shows some cards reversed', () => {
    const cards = Array.from({ length: 2000 }, (_, i) => dailyCard(`p${i}`, '2026-11-22'))
    expect(new Set(cards.map((c) => c.id)).size).toBe(78)
    const reversed = cards.filter((c) => c.orientation === 'reversed').length
    expect(reversed).toBeGreaterThan(300)
    expect(reversed).toBeLessThan(700)
  })
})
