import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runBirthYearAdmin } from '../src/birth-year-admin'
import { BirthYearCorrectionRepository } from '../src/db/birth-year-corrections'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'

const NOW = Date.UTC(2026, 5, 1, 4, 0, 0)

describe.each(ENGINES)('correcting a birth year given wrongly on %s', (engine) => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await testApp({ engine, now: () => NOW })
  }, 60_000)
  afterAll(() => closeTestApp(app))

  const call = async (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    (await app.inject({ method, url, headers: { 'tarot-token': token, 'tarot-lang': 'en' }, ...(payload ? { payload } : {}) })).json()
  async function person(name: string, birthYear: number) {
    const signedIn = (await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'dev', name } })).json().data
    expect((await call('POST', '/tarot/rest/account/birth-year', signedIn.access_token, { birthYear })).code).toBe(0)
    return { token: signedIn.access_token as string, userId: signedIn.userId as string }
  }
  const buy = (token: string) => call('POST', '/tarot/rest/pay/orders', token, { productId: 'energy_60', platform: 'h5', clientKey: `k-${Math.random().toString(36).slice(2, 12)}` })
  const admin = (argv: string[]) => runBirthYearAdmin(argv, { corrections: new BirthYearCorrectionRepository(app.database.db), now: () => NOW })

  it('lets a person correct their year themselves when the protection stays: an adult year to another, or to a year under 18', async () => {
    const { token } = await person('adult-typo', 1990)
    expect((await call('POST', '/tarot/rest/account/birth-year/correction', token, { birthYear: 1985 })).data).toEqual({ birthYear: 1985, adult: true, correction: null })
    expect((await call('POST', '/tarot/rest/account/birth-year/correction', token, { birthYear: 2012 })).data).toEqual({ birthYear: 2012, adult: false, correction: null })
    expect((await buy(token)).code).toBe(403003)
  })

  it('does not let a minor lift the protection: a correction to an adult year waits, with a contact, for the operator', async () => {
    const { token, userId } = await person('minor', 2012)
    // No contact, no request.
    expect((await call('POST', '/tarot/rest/account/birth-year/correction', token, { birthYear: 1990 })).code).toBe(400000)
    const asked = await call('POST', '/tarot/rest/account/birth-year/correction', token, { birthYear: 1990, contact: 'minor@example.com' })
    expect(asked.data).toMatchObject({ birthYear: 2012, adult: false, correction: { birthYear: 1990, status: 'pending' } })
    // Still refused, and the status says the request is waiting.
    expect((await buy(token)).code).toBe(403003)
    expect((await call('GET', '/tarot/rest/account/birth-year', token)).data).toMatchObject({ birthYear: 2012, adult: false, correction: { birthYear: 1990, status: 'pending' } })
    // The first answer cannot be overwritten either.
    expect((await call('POST', '/tarot/rest/account/birth-year', token, { birthYear: 1990 })).data).toEqual({ birthYear: 2012, adult: false })

    const listed = await admin(['list'])
    expect(listed.lines.join('\n')).toContain(`${userId}  2012 → 1990`)
    expect(listed.lines.join('\n')).toContain('minor@example.com')
    expect((await admin(['decline', '--user', userId])).ok).toBe(true)
    expect((await call('GET', '/tarot/rest/account/birth-year', token)).data).toMatchObject({ birthYear: 2012, correction: { status: 'declined' } })
    expect((await buy(token)).code).toBe(403003)
    // Declined requests keep no contact; deciding twice finds nothing waiting.
    expect((await new BirthYearCorrectionRepository(app.database.db).latest(userId))?.contact).toBeNull()
    expect((await admin(['approve', '--user', userId])).ok).toBe(false)
  })

  it('applies a correction the operator approved: the year changes and purchasing opens, also after the account is deleted and made again', async () => {
    const { token, userId } = await person('typo-2012', 2012)
    await call('POST', '/tarot/rest/account/birth-year/correction', token, { birthYear: 2002, contact: 'wechat: typo2012' })
    const approved = await admin(['approve', '--user', userId])
    expect(approved).toEqual({ ok: true, lines: [`approved: ${userId} is now born in 2002 (was 2012); the contact is erased`] })
    expect((await call('GET', '/tarot/rest/account/birth-year', token)).data).toEqual({ birthYear: 2002, adult: true, correction: null })
    expect((await buy(token)).code).toBe(0)
    // The under-18 answer remembered against the sign-in was the mistake: a new account with the same sign-in is not held to it.
    expect((await call('POST', '/tarot/rest/account/delete', token, { agree: true })).code).toBe(0)
    const again = await person('typo-2012', 2002)
    expect((await buy(again.token)).code).toBe(0)
  })

  it('refuses a correction before any year was given, and a year out of range', async () => {
    const signedIn = (await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'dev', name: 'no-year' } })).json().data
    expect((await call('POST', '/tarot/rest/account/birth-year/correction', signedIn.access_token, { birthYear: 1990 })).code).toBe(400000)
    const { token } = await person('range', 1990)
    expect((await call('POST', '/tarot/rest/account/birth-year/correction', token, { birthYear: 2030 })).code).toBe(400000)
  })
})
