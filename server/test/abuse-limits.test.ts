import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { rateCounters } from '../src/db/schema'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'

/** Issue 14 item 4: guest tokens are limited per address (a minute and a day); starting readings is limited per user. */
describe('abuse limits', () => {
  let app: FastifyInstance | undefined
  afterEach(async () => {
    await closeTestApp(app)
    app = undefined
  })

  const guestLogin = (from: string, lang = 'en') => app!.inject({ method: 'POST', url: '/tarot/rest/login/user', remoteAddress: from, headers: { 'tarot-lang': lang } })
  const statuses = async (count: number, from: string) => {
    const codes: number[] = []
    for (let i = 0; i < count; i += 1) codes.push((await guestLogin(from)).statusCode)
    return codes
  }

  it('limits guest tokens per address a minute, in the caller language, without touching another address', async () => {
    app = await testApp({ env: { GUEST_TOKENS_PER_MINUTE: '10', GUEST_TOKENS_PER_DAY: '1000' } })
    expect(await statuses(10, '203.0.113.5')).toEqual(Array(10).fill(200))
    const limited = await guestLogin('203.0.113.5', 'zh-Hans')
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ code: 429000, message: '操作太频繁，请稍后再试' })
    expect((await guestLogin('203.0.113.5')).json()).toEqual({ code: 429000, message: 'Too many requests, please try again later' })
    // A token sent along does not make a new bucket: the address is what counts.
    const token = (await guestLogin('198.51.100.7')).json().data.access_token as string
    expect((await app.inject({ method: 'POST', url: '/tarot/rest/login/user', remoteAddress: '203.0.113.5', headers: { 'tarot-token': token } })).statusCode).toBe(429)
    expect((await guestLogin('198.51.100.7')).statusCode).toBe(200)
  })

  it('caps guest tokens per address a day, under the per-minute limit', async () => {
    app = await testApp({ env: { GUEST_TOKENS_PER_MINUTE: '1000', GUEST_TOKENS_PER_DAY: '5' } })
    expect(await statuses(7, '203.0.113.9')).toEqual([200, 200, 200, 200, 200, 429, 429])
    expect((await guestLogin('203.0.113.10')).statusCode).toBe(200)
  })

  it('limits guests by default to 10 a minute per address', async () => {
    app = await testApp({ env: { GUEST_TOKENS_PER_MINUTE: '', GUEST_TOKENS_PER_DAY: '', READINGS_PER_MINUTE: '' } })
    expect(app.config.limits).toMatchObject({ guestTokensPerMinute: 10, guestTokensPerDay: 50, readingsPerMinute: 30 })
    expect((await statuses(11, '203.0.113.20')).slice(9)).toEqual([200, 429])
  })

  it("limits readings started per user (draws and physical cards together), and one user's limit does not touch another's", async () => {
    app = await testApp({ env: { DEV_SIGN_IN: 'true', READINGS_PER_MINUTE: '4' } })
    const signIn = async (name: string) => (await app!.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'dev', name } })).json().data.access_token as string
    const draw = (token: string, lang = 'en') =>
      app!.inject({ method: 'POST', url: '/tarot/rest/readings/draw', headers: { 'tarot-token': token, 'tarot-lang': lang }, payload: { spreadId: 'ppf', question: 'What can I learn this season?' } })
    const physical = (token: string) =>
      app!.inject({
        method: 'POST',
        url: '/tarot/rest/readings/physical',
        headers: { 'tarot-token': token, 'tarot-lang': 'en' },
        payload: {
          spreadId: 'ppf',
          question: 'What can I learn this season?',
          cards: [
            { id: 'Cups01', orientation: 'upright' },
            { id: 'Swords09', orientation: 'reversed' },
            { id: 'Major00', orientation: 'upright' },
          ],
        },
      })
    const heavy = await signIn('heavy-drawer')
    const other = await signIn('quiet-drawer')
    const codes = [(await draw(heavy)).statusCode, (await physical(heavy)).statusCode, (await draw(heavy)).statusCode, (await physical(heavy)).statusCode]
    expect(codes).toEqual([200, 200, 200, 200])
    const limited = await draw(heavy, 'zh-Hant')
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ code: 429000, message: '操作太頻繁，請稍後再試' })
    expect((await physical(heavy)).statusCode).toBe(429)
    // Another user from the same address still starts readings.
    expect((await draw(other)).statusCode).toBe(200)
    expect((await physical(other)).statusCode).toBe(200)
  })
})

/**
 * Issue 31 item 5: a limit cannot be switched off by the client. Before, a 5 KB `X-Forwarded-For` behind TRUST_PROXY=true
 * made every count fail (PostgreSQL 54000, the key too long for its index), the store let each request through and
 * logged a 6 KB warning per request; a store that failed for any reason did the same.
 */
describe.each(ENGINES)('limits that hold when the shared counter fails (%s)', (engine) => {
  let app: FastifyInstance | undefined
  afterEach(async () => {
    await closeTestApp(app)
    app = undefined
  })

  let clock = 0
  let logged: { level: number; msg: string; suppressed?: number }[] = []
  async function limitedApp(env: Record<string, string>) {
    clock = Date.UTC(2026, 5, 1, 9, 0, 5)
    logged = []
    const stream = { write: (line: string) => void logged.push(JSON.parse(line) as (typeof logged)[number]) }
    app = await testApp({ engine, now: () => clock, env: { GUEST_TOKENS_PER_MINUTE: '3', GUEST_TOKENS_PER_DAY: '1000', ...env }, logger: { level: 'warn', stream } })
    return app
  }
  const guestLogin = (headers: Record<string, string> = {}) =>
    app!.inject({ method: 'POST', url: '/tarot/rest/login/user', remoteAddress: '203.0.113.60', headers: { 'tarot-lang': 'en', ...headers } })
  const statuses = async (count: number, headers: Record<string, string> = {}) => {
    const codes: number[] = []
    for (let i = 0; i < count; i += 1) codes.push((await guestLogin(headers)).statusCode)
    return codes
  }
  const storeWarnings = () => logged.filter((line) => line.level === 40 && line.msg.includes('rate limit'))

  it('still answers 429 past the limit to a client sending a 5 KB X-Forwarded-For behind TRUST_PROXY=true, and logs nothing', async () => {
    await limitedApp({ TRUST_PROXY: 'true' })
    // Random text (as an attacker sends), which the database cannot compress under its index's row limit.
    const forged = { 'x-forwarded-for': randomBytes(3_840).toString('base64url') }
    expect(forged['x-forwarded-for']).toHaveLength(5 * 1024)
    expect(await statuses(5, forged)).toEqual([200, 200, 200, 429, 429])
    // The same address sent again is the same bucket; a real address beside it is another.
    expect((await guestLogin({ 'x-forwarded-for': '198.51.100.23' })).statusCode).toBe(200)
    expect(storeWarnings()).toEqual([])
    const keys = (await app!.database.db.select({ key: rateCounters.key }).from(rateCounters)).map((row) => row.key)
    expect(keys.length).toBeGreaterThan(0)
    for (const key of keys) expect(key.length).toBeLessThanOrEqual(150)
  })

  it('counts in the process when the database cannot count: 429 after the limit, one warning a minute with the failures it did not log', async () => {
    await limitedApp({})
    await app!.database.db.execute(sql.raw('ALTER TABLE rate_counters RENAME TO rate_counters_gone'))
    expect(await statuses(5)).toEqual([200, 200, 200, 429, 429])
    const limited = await guestLogin()
    expect(limited.json()).toEqual({ code: 429000, message: 'Too many requests, please try again later' })
    expect(limited.headers['retry-after']).toBe('55')
    // Six requests, each counted by the minute's limit and the three let in by the day's too: nine failures, one warning.
    expect(storeWarnings()).toHaveLength(1)
    expect(storeWarnings()[0]).toMatchObject({ suppressed: 0 })
    expect(JSON.stringify(storeWarnings()[0]).length).toBeLessThan(1_500)
    // A new window starts afresh, as it would in the database; the next warning comes a minute later and counts the rest.
    clock += 60_000
    expect(await statuses(4)).toEqual([200, 200, 200, 429])
    expect(storeWarnings()).toHaveLength(2)
    expect(storeWarnings()[1]).toMatchObject({ suppressed: 8 })
  })
})
