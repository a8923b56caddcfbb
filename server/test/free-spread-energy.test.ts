import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offlineInterpreter } from '../src/services/interpreter/offline'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'

// Issue 15 item 6: past the day's free readings, a free spread can be read for energy, when the person asks for it.
describe.each(ENGINES)('a free spread read for energy once the free readings are used (%s)', (engine) => {
  let app: FastifyInstance
  let nothingDelivers = false
  // The engine and its fallback both fail on demand, to see a reading paid with energy refunded when nothing arrives.
  const failing = (input: Parameters<typeof offlineInterpreter.interpret>[0], signal: AbortSignal) => {
    if (nothingDelivers) throw new Error('no engine can write now')
    return offlineInterpreter.interpret(input, signal)
  }
  const interpreter = { name: 'offline', interpret: failing, followUp: (...args: Parameters<typeof offlineInterpreter.followUp>) => offlineInterpreter.followUp(...args) }
  beforeAll(async () => {
    app = await testApp({ engine, interpreter, fallbackInterpreter: interpreter, env: { DAILY_FREE_READINGS: '1' } })
  })
  afterAll(() => closeTestApp(app))

  async function guest() {
    const token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string
    const verified = await app.tokens.verify(token)
    if (!verified.ok) throw new Error('no token')
    return { userId: verified.token.userId, headers: { 'tarot-token': token, 'tarot-lang': 'en' } }
  }
  async function oneCard(headers: Record<string, string>) {
    const payload = { spreadId: 'one', question: 'What should I focus on this week?', cards: [{ id: 'Major17', orientation: 'upright' }] }
    return (await app.inject({ method: 'POST', url: '/tarot/rest/readings/physical', headers, payload })).json().data.id as string
  }
  const interpret = (headers: Record<string, string>, id: string, payload?: object) =>
    app.inject({ method: 'POST', url: `/tarot/rest/readings/${id}/interpretation`, headers, ...(payload ? { payload } : {}) })
  const quota = async (headers: Record<string, string>) => (await app.inject({ method: 'GET', url: '/tarot/rest/energy/quota', headers })).json().data

  it('refuses without the explicit choice, then reads for the price shown and keeps the hold', async () => {
    const { userId, headers } = await guest()
    expect((await interpret(headers, await oneCard(headers))).payload).toContain('event: done')
    const id = await oneCard(headers)
    // No free reading left and no choice made: refused as before, nothing taken.
    expect((await interpret(headers, id)).json()).toEqual({ code: 402001, message: "Today's free readings are used up. They renew tomorrow, or you can continue with energy." })
    // Chosen, with no energy: refused with the price, nothing taken.
    expect((await interpret(headers, id, { payWith: 'energy' })).json()).toEqual({ code: 402000, message: 'Not enough energy: this advanced reading needs 10 energy.' })
    expect(await app.holds.get(`reading:${id}:0`)).toBeNull()
    // Energy makes a VIP (spec §6): the VIP's free readings come first, then the energy.
    await app.ledger.apply(userId, 12, 'grant', `grant-${userId}`)
    for (let i = 0; i < 2; i++) expect((await interpret(headers, await oneCard(headers), { payWith: 'energy' })).payload).toContain('"charged":{"free":true}')
    // The built-in reader is in force here, and the price says so before it is paid.
    expect(await quota(headers)).toMatchObject({ freeLeft: 0, energy: 12, proReadingCost: 10, writer: 'offline' })
    const paid = await interpret(headers, id, { payWith: 'energy' })
    expect(paid.payload).toContain('event: meta\ndata: {"engine":"offline","stored":false,"charged":{"energy":10}}')
    expect(paid.payload).toMatch(/event: done\ndata: \{[^\n]*"charged":\{"energy":10\}\}/)
    expect(await app.holds.get(`reading:${id}:0`)).toMatchObject({ kind: 'energy', cost: 10, outcome: 'kept' })
    expect(await app.ledger.balance(userId)).toBe(2)
    expect(await app.ledger.ledgerSum(userId)).toBe(2)
    // The stored reading again: no second charge.
    expect((await interpret(headers, id, { payWith: 'energy' })).payload).toContain('"stored":true')
    expect(await app.ledger.balance(userId)).toBe(2)
  })

  it('refunds the energy through its hold when nothing is delivered, and charges the retry once', async () => {
    const { userId, headers } = await guest()
    await app.ledger.apply(userId, 40, 'grant', `grant-${userId}`)
    for (let i = 0; i < 3; i++) expect((await interpret(headers, await oneCard(headers))).payload).toContain('event: done')
    const id = await oneCard(headers)
    nothingDelivers = true
    const broken = await interpret(headers, id, { payWith: 'energy' })
    nothingDelivers = false
    expect(broken.payload).toContain('"refunded":true')
    expect(await app.holds.get(`reading:${id}:0`)).toMatchObject({ kind: 'energy', cost: 10, outcome: 'refunded' })
    expect(await app.ledger.balance(userId)).toBe(40)
    expect((await interpret(headers, id, { payWith: 'energy' })).payload).toContain('"charged":{"energy":10}')
    expect(await app.holds.get(`reading:${id}:1`)).toMatchObject({ kind: 'energy', outcome: 'kept' })
    expect(await app.ledger.balance(userId)).toBe(30)
    expect(await app.ledger.ledgerSum(userId)).toBe(30)
  })

  it('rejects a payment choice the contract does not know', async () => {
    const { headers } = await guest()
    const id = await oneCard(headers)
    expect((await interpret(headers, id, { payWith: 'wechat' })).statusCode).toBe(400)
  })
})
