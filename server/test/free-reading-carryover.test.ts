import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { quotaDay } from '../src/services/charging'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'

/** Issue 14 item 4: one person's free reading a day counts once, whether taken as a guest or after signing in. */
describe.each(ENGINES)('the free reading across sign-in on %s', (engine) => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await testApp({ engine, env: { DEV_SIGN_IN: 'true', DAILY_FREE_READINGS: '1' } })
  }, 60_000)
  afterAll(() => closeTestApp(app))

  const guest = async () => {
    const token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string
    const userId = (await app.inject({ method: 'POST', url: '/tarot/rest/login/tarot', headers: { 'tarot-token': token } })).json().data.userId as string
    return { token, userId }
  }
  const signIn = async (name: string, guestToken?: string) =>
    (await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'dev', name }, ...(guestToken ? { headers: { 'tarot-token': guestToken } } : {}) })).json().data
      .userId as string
  const today = () => quotaDay(app.now())

  it("carries a guest's free reading of the day over to the account they sign in to, once", async () => {
    const visitor = await guest()
    expect(await app.ledger.takeFreeUse(visitor.userId, today(), 1)).toBe(true)
    const userId = await signIn('free-once', visitor.token)
    expect(await app.charging.freeLeft(userId, app.now())).toBe(0)
    expect(await app.ledger.takeFreeUse(userId, today(), 1)).toBe(false)
    // Signing in again with the same guest token does not count it twice, and the guest keeps no free use to give back.
    await signIn('free-once', visitor.token)
    expect(await app.ledger.freeUsesOn(userId, today())).toBe(1)
    expect(await app.ledger.freeUsesOn(visitor.userId, today())).toBe(0)
  })

  it("adds a guest's use to what the account already took that day, and leaves other accounts alone", async () => {
    const userId = await signIn('signed-in-first')
    expect(await app.ledger.takeFreeUse(userId, today(), 3)).toBe(true)
    const visitor = await guest()
    expect(await app.ledger.takeFreeUse(visitor.userId, today(), 1)).toBe(true)
    await signIn('signed-in-first', visitor.token)
    expect(await app.ledger.freeUsesOn(userId, today())).toBe(2)
    const other = await signIn('never-a-guest')
    expect(await app.charging.freeLeft(other, app.now())).toBe(1)
  })
})
