import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { closeTestApp, testApp } from './support/app'

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
        payload: { spreadId: 'ppf', question: 'What can I learn this season?', cards: [{ id: 'Cups01', orientation: 'upright' }, { id: 'Swords09', orientation: 'reversed' }, { id: 'Major00', orientation: 'upright' }] },
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
