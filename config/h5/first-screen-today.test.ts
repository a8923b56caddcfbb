import { todaysCard } from '@tarot/core/daily'
import { describe, expect, it } from 'vitest'
import { firstScreenToday } from './first-screen-today'

// The page runs the function's text, not the module: test that text, as config/index.ts hands it over.
const inPage = new Function(`return ${firstScreenToday.toString()}`)() as typeof firstScreenToday

/** localStorage as Taro's H5 storage and zustand's persist fill it. */
function storageWith(records: Record<string, unknown>) {
  const stored = Object.fromEntries(Object.entries(records).map(([name, state]) => [name, JSON.stringify({ data: JSON.stringify({ state, version: 1 }) })]))
  return { getItem: (name: string) => stored[name] ?? null }
}

const pad = (n: number) => String(n).padStart(2, '0')
const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`

describe("the H5 first screen's today's card", () => {
  it('is the card the app will show, for a first visit, a guest and a signed-in person, over many days', () => {
    const people = [
      { session: null, userId: null, key: 'visitor' },
      { session: { uken: 'g-1f3a', userId: '' }, userId: null, key: 'g-1f3a' },
      { session: { uken: 'g-1f3a', userId: 'u-42' }, userId: 'u-42', key: 'u-42' },
    ]
    const seen = new Set<string>()
    for (let d = 0; d < 120; d += 1) {
      const now = new Date(2026, 10, 1 + d, 9, 30)
      for (const person of people) {
        const app = todaysCard(null, { userId: person.userId, key: person.key }, dayOf(now))
        const page = inPage(storageWith(person.session ? { 'user-info': person.session } : {}), now)
        expect(page).toEqual({ id: app.id, orientation: app.orientation })
        seen.add(app.id)
      }
    }
    expect(seen.size).toBeGreaterThan(60)
  })

  it('shows the pinned card while the app would keep it, and derives a new one when it would not', () => {
    const now = new Date(2026, 10, 27, 23, 50)
    const day = dayOf(now)
    const pin = { day, id: 'Major16', orientation: 'reversed', owner: null }
    const cases = [
      { session: { uken: 'g-2', userId: 'u-7' }, pin },
      { session: { uken: 'g-2', userId: 'u-7' }, pin: { ...pin, owner: 'u-8' } },
      { session: { uken: 'g-2', userId: '' }, pin: { ...pin, day: '2026-11-26' } },
    ]
    for (const { session, pin: stored } of cases) {
      const app = todaysCard(stored as never, { userId: session.userId || null, key: session.userId || session.uken }, day)
      expect(inPage(storageWith({ 'user-info': session, 'tarot-today': { pin: stored } }), now)).toEqual({ id: app.id, orientation: app.orientation })
    }
    expect(inPage(storageWith({ 'user-info': { uken: 'g-2', userId: 'u-7' }, 'tarot-today': { pin } }), now)).toEqual({ id: 'Major16', orientation: 'reversed' })
  })

  it('falls back to deriving the card when the stored records are not what it expects', () => {
    const now = new Date(2026, 10, 27, 8)
    const junk = { getItem: (name: string) => (name === 'tarot-today' ? '{"data":"not json' : 'null') }
    const app = todaysCard(null, { userId: null, key: 'visitor' }, dayOf(now))
    expect(inPage(junk, now)).toEqual({ id: app.id, orientation: app.orientation })
  })
})
