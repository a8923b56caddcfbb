import type { FastifyInstance } from 'fastify'
import { count } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../src/db/client'
import { RateCounterRepository } from '../src/db/rate-counters'
import { rateCounters } from '../src/db/schema'
import { LocalRateCounter, SharedRateCounter, counterKey, sharedRateLimitStore } from '../src/services/rate-limit-store'
import { instancesOn } from './support/app'
import { ENGINES, testDatabase } from './support/database'

/**
 * Issue 14 item 6: two server instances on one database count every rate limit and the refused-question
 * counter together (before, each process counted alone: 40 interpretations a minute got through instead of 20).
 */
describe.each(ENGINES)('limits shared by every instance (%s)', (engine) => {
  const instances = instancesOn(engine)
  afterEach(() => instances.close())

  // One clock for both instances, so a test can end a window.
  let clock = 0
  /** Two apps ("instances") on one database, sharing the token secret as a deployment would. */
  async function twoInstances(env: Record<string, string> = {}): Promise<[FastifyInstance, FastifyInstance]> {
    clock = Date.UTC(2026, 5, 1, 9, 0, 5)
    const options = { now: () => clock, env: { TOKEN_SECRET: 'one-secret-for-both-instances-0123456789', ...env } }
    return [await instances.add(options), await instances.add(options)]
  }

  const guestLogin = (app: FastifyInstance, from = '203.0.113.40') => app.inject({ method: 'POST', url: '/tarot/rest/login/user', remoteAddress: from })
  const guestToken = async (app: FastifyInstance) => (await guestLogin(app)).json().data.access_token as string
  const check = (app: FastifyInstance, token: string, question: string) =>
    app.inject({ method: 'POST', url: '/tarot/rest/question/check', payload: { question }, headers: { 'tarot-token': token, 'tarot-lang': 'en' } })
  const checks = async (app: FastifyInstance, token: string, times: number) => {
    const codes: number[] = []
    for (let i = 0; i < times; i += 1) codes.push((await check(app, token, 'What can I learn from this relationship?')).statusCode)
    return codes
  }

  it("counts a route's limit across both instances (question check, 30 a minute: 20 on one and 11 on the other make the 31st refused)", async () => {
    const [a, b] = await twoInstances()
    const token = await guestToken(a)
    expect(await checks(a, token, 20)).toEqual(Array(20).fill(200))
    expect(await checks(b, token, 10)).toEqual(Array(10).fill(200))
    const limited = await check(b, token, 'What can I learn from this relationship?')
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ code: 429000, message: 'Too many requests, please try again later' })
    expect((await check(a, token, 'What can I learn from this relationship?')).statusCode).toBe(429)
    // Another user's count is their own.
    expect((await check(a, await guestToken(b), 'What can I learn from this relationship?')).statusCode).toBe(200)
  })

  it('counts readings started per user across both instances (app.rateLimit)', async () => {
    const [a, b] = await twoInstances({ READINGS_PER_MINUTE: '4' })
    const token = await guestToken(a)
    const draw = (app: FastifyInstance) =>
      app.inject({ method: 'POST', url: '/tarot/rest/readings/draw', headers: { 'tarot-token': token, 'tarot-lang': 'en' }, payload: { spreadId: 'ppf', question: 'What can I learn this season?' } })
    const codes = [(await draw(a)).statusCode, (await draw(b)).statusCode, (await draw(a)).statusCode, (await draw(b)).statusCode]
    expect(codes).toEqual([200, 200, 200, 200])
    expect((await draw(a)).statusCode).toBe(429)
    expect((await draw(b)).statusCode).toBe(429)
  })

  it('counts guest tokens per address a day across both instances (app.createRateLimit), and a new day starts afresh', async () => {
    const [a, b] = await twoInstances({ GUEST_TOKENS_PER_MINUTE: '1000', GUEST_TOKENS_PER_DAY: '5' })
    const codes: number[] = []
    for (const app of [a, a, a, b, b, a, b]) codes.push((await guestLogin(app)).statusCode)
    expect(codes).toEqual([200, 200, 200, 200, 200, 429, 429])
    expect((await guestLogin(b, '203.0.113.41')).statusCode).toBe(200)
    clock += 24 * 60 * 60 * 1000
    expect((await guestLogin(b)).statusCode).toBe(200)
  })

  it('counts refused questions across both instances: 3 on one and 2 on the other make "too many attempts", until thirty minutes pass', async () => {
    const [a, b] = await twoInstances()
    const token = await guestToken(a)
    for (const app of [a, a, a, b, b]) expect((await check(app, token, 'hello there everyone')).json().data.verdict).toBe('not_a_question')
    expect((await check(a, token, 'What can I learn from this?')).json().data).toEqual({
      verdict: 'too_many_attempts',
      message: 'Too many error attempts. You can ask again in 30 minutes; meanwhile, the article on asking may help.',
      article: 'art-of-asking',
      retryAt: new Date(clock + 30 * 60 * 1000).toISOString(),
    })
    expect((await check(b, token, 'What can I learn from this?')).json().data.verdict).toBe('too_many_attempts')
    // Another user is not affected.
    expect((await check(b, await guestToken(b), 'What can I learn from this?')).json().data.verdict).toBe('ok')
    clock += 30 * 60 * 1000 + 1
    expect((await check(a, token, 'What can I learn from this?')).json().data.verdict).toBe('ok')
  })

  it('starts counting again when the window ends', async () => {
    const [a, b] = await twoInstances()
    const token = await guestToken(a)
    expect(await checks(a, token, 15)).toEqual(Array(15).fill(200))
    expect(await checks(b, token, 16)).toEqual([...Array(15).fill(200), 429])
    const limited = await check(a, token, 'What can I learn from this relationship?')
    expect(limited.statusCode).toBe(429)
    // The window is a minute from 09:00:00; the caller is told to come back when it ends.
    expect(limited.headers['retry-after']).toBe('55')
    clock += 55_000
    expect(await checks(b, token, 2)).toEqual([200, 200])
  })
})

describe.each(ENGINES)('the shared rate-limit store (%s)', (engine) => {
  let database: DatabaseHandle | undefined
  afterEach(async () => {
    await database?.close()
    database = undefined
  })

  it('deletes windows that have ended, so the table holds only live ones', async () => {
    database = await testDatabase(engine)
    let clock = Date.UTC(2026, 5, 1, 9, 0, 0)
    const counter = new SharedRateCounter(new RateCounterRepository(database.db), () => clock)
    expect(await counter.hit('a', 60_000)).toEqual({ current: 1, ttl: 60_000 })
    expect(await counter.hit('a', 60_000)).toEqual({ current: 2, ttl: 60_000 })
    await counter.hit('b', 3_600_000)
    clock += 60_000
    await counter.prune()
    const [rows] = await database.db.select({ n: count() }).from(rateCounters)
    expect(rows!.n).toBe(1)
    expect(await counter.hit('a', 60_000)).toEqual({ current: 1, ttl: 60_000 })
  })

  it('turns a day window at midnight in Asia/Shanghai (16:00 UTC), not at midnight UTC', async () => {
    database = await testDatabase(engine)
    let clock = Date.UTC(2026, 5, 1, 15, 0, 0) // 23:00 in Shanghai
    const counter = new SharedRateCounter(new RateCounterRepository(database.db), () => clock)
    const day = 24 * 3_600_000
    expect(await counter.hit('guest-day:x', day)).toEqual({ current: 1, ttl: 3_600_000 })
    clock += 59 * 60_000 // 23:59
    expect((await counter.hit('guest-day:x', day)).current).toBe(2)
    clock += 2 * 60_000 // 00:01 the next day there, still 16:01 UTC on the same UTC day
    expect(await counter.hit('guest-day:x', day)).toEqual({ current: 1, ttl: day - 60_000 })
  })

  it('counts in this process when the database cannot count (never lets the request through uncounted), warning once', async () => {
    const warnings: unknown[] = []
    const failing = { increment: () => Promise.reject(new Error('connection refused')) } as unknown as RateCounterRepository
    const log = { warn: (...args: unknown[]) => warnings.push(args) } as never
    const clock = Date.UTC(2026, 5, 1, 9, 0, 0)
    const Store = sharedRateLimitStore(new SharedRateCounter(failing, () => clock), log)
    const store = new Store({ timeWindow: 60_000 }).child({ timeWindow: 60_000, routeInfo: { method: 'POST', url: '/x' } } as never)
    const incr = () => new Promise((resolve, reject) => store.incr('u1', (error, value) => (error ? reject(error) : resolve(value))))
    expect(await incr()).toEqual({ current: 1, ttl: 60_000 })
    expect(await incr()).toEqual({ current: 2, ttl: 60_000 })
    expect(warnings).toHaveLength(1)
  })

  it('keeps the per-process fallback counter to a bounded number of keys, dropping ended windows first, then the oldest', () => {
    const local = new LocalRateCounter(3)
    let now = Date.UTC(2026, 5, 1, 9, 0, 0)
    local.hit('minute-a', 60_000, now)
    local.hit('day-b', 86_400_000, now)
    now += 60_000
    local.hit('day-c', 86_400_000, now)
    local.hit('day-d', 86_400_000, now)
    expect(local.size).toBe(3)
    // minute-a's window had ended: it went, and day-b still counts.
    expect(local.hit('day-b', 86_400_000, now).current).toBe(2)
    for (let i = 0; i < 10_000; i += 1) local.hit(`flood-${i}`, 60_000, now)
    expect(local.size).toBe(3)
    expect(local.hit('flood-9999', 60_000, now).current).toBe(2)
  })

  it('stores a key of any length under a fixed-length key, with a readable head, two keys never sharing a count', () => {
    const long = 'x'.repeat(5_000)
    const a = counterKey({ scope: 'POST /tarot/rest/login/user', windowMs: 60_000, key: `guest-minute:${long}` })
    const b = counterKey({ scope: 'POST /tarot/rest/login/user', windowMs: 60_000, key: `guest-minute:${long}y` })
    expect(a).toMatch(/^POST \/tarot\/rest\/login\/user 60000 guest-minute [\w-]{43}$/)
    expect(b).toHaveLength(a.length)
    expect(b).not.toBe(a)
    expect(counterKey({ scope: '', windowMs: 60_000, key: 'u_123' })).toMatch(/^60000 [\w-]{43}$/)
  })
})
