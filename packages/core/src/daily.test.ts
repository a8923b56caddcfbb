import { describe, expect, it } from 'vitest'
import { dailyCard, todaysCard } from './daily'

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

describe("today's card on a device", () => {
  const day = '2026-11-27'
  const guest = { userId: null, key: 'visitor' }

  it('keeps the card first shown today when the guest token arrives and the guest signs in', () => {
    const first = todaysCard(null, guest, day)
    expect(first).toMatchObject(dailyCard('visitor', day))
    // The keys differ, so without the pin each step would show another card (checked so the test means something).
    const later = [
      { userId: null, key: 'uken-123' },
      { userId: 'user-9', key: 'user-9' },
    ]
    expect(later.some((p) => dailyCard(p.key, day).id !== first.id || dailyCard(p.key, day).orientation !== first.orientation)).toBe(true)
    let pin = first.pin
    for (const person of later) {
      const now = todaysCard(pin, person, day)
      expect({ id: now.id, orientation: now.orientation }).toEqual({ id: first.id, orientation: first.orientation })
      pin = now.pin
    }
  })

  it("derives a new card the next day, and another person's card when someone else signs in", () => {
    const signedIn = todaysCard(null, { userId: 'user-a', key: 'user-a' }, day)
    const tomorrow = todaysCard(signedIn.pin, { userId: 'user-a', key: 'user-a' }, '2026-11-28')
    expect(tomorrow).toMatchObject(dailyCard('user-a', '2026-11-28'))
    expect(tomorrow.pin.day).toBe('2026-11-28')
    const other = todaysCard(signedIn.pin, { userId: 'user-b', key: 'user-b' }, day)
    expect(other).toMatchObject(dailyCard('user-b', day))
    expect(other.pin.owner).toBe('user-b')
    const loggedOut = todaysCard(signedIn.pin, { userId: null, key: 'uken-1' }, day)
    expect(loggedOut).toMatchObject(dailyCard('uken-1', day))
  })

  it('hands back the same pin while it applies, so nothing is stored again', () => {
    const first = todaysCard(null, guest, day)
    expect(todaysCard(first.pin, { userId: null, key: 'uken-1' }, day).pin).toBe(first.pin)
  })
})
