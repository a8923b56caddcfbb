import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'
import { type TestOperator, addOperator, consoleToken } from './support/operators'

describe.each(ENGINES)('the back office desk: feedback, corrections, people, moderation (%s)', (engine) => {
  let app: FastifyInstance
  let support: TestOperator
  let token: string
  let moderatorToken: string
  const desk = (method: 'GET' | 'POST', url: string, payload?: object, as = token) =>
    app.inject({ method, url: `/tarot/rest/console${url}`, headers: { authorization: `Bearer ${as}`, 'tarot-lang': 'en' }, ...(payload && { payload }) })
  const person = async (name: string) => {
    const userToken = (await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'dev', name } })).json().data.access_token as string
    const verified = await app.tokens.verify(userToken)
    if (!verified.ok) throw new Error('no token')
    return { userToken, userId: verified.token.userId, headers: { 'tarot-token': userToken, 'tarot-lang': 'en' } }
  }

  beforeAll(async () => {
    app = await testApp({ engine, env: { CONSOLE_SIGN_INS_PER_15_MINUTES: '1000', SESSION_CHECK_MS: '0' } })
    support = await addOperator(app, 'sam', 'support')
    token = await consoleToken(app, support)
    moderatorToken = await consoleToken(app, await addOperator(app, 'mo', 'moderator'))
  })
  afterAll(() => closeTestApp(app))

  it('answers feedback: the person reads the reply in the app, with a badge until they open it', async () => {
    const { headers } = await person('feedback-person')
    const sent = (await app.inject({ method: 'POST', url: '/tarot/rest/feedback', headers, payload: { content: 'My reading stopped halfway', contact: 'me@example.com' } })).json().data.id
    const inbox = (await desk('GET', '/feedback?status=open')).json().data.list
    expect(inbox.map((item: { id: string }) => item.id)).toContain(sent)
    expect((await desk('POST', `/feedback/${sent}/assign`, { operatorId: support.id })).json().data.assignedTo).toBe(support.id)
    expect((await desk('GET', '/feedback?assignedTo=me')).json().data.list.map((item: { id: string }) => item.id)).toEqual([sent])
    const replied = (await desk('POST', `/feedback/${sent}/reply`, { reply: 'Sorry about that: the energy for it went back to you.' })).json().data
    expect(replied).toMatchObject({ status: 'answered', replySeen: false })
    expect((await desk('POST', `/feedback/${sent}/reply`, { reply: 'again' })).json()).toEqual({ code: 409002, message: 'This feedback has been answered already' })
    const mine = (await app.inject({ method: 'GET', url: '/tarot/rest/feedback/mine', headers })).json().data
    expect(mine).toMatchObject({ unread: 1, list: [{ content: 'My reading stopped halfway', reply: 'Sorry about that: the energy for it went back to you.', seen: false }] })
    expect((await app.inject({ method: 'POST', url: '/tarot/rest/feedback/replies/seen', headers })).json().data.unread).toBe(0)
    expect((await desk('GET', `/feedback/${sent}`)).json().data.replySeen).toBe(true)
    const audit = (await desk('GET', `/audit?targetId=${sent}`)).json().data.list.map((entry: { action: string }) => entry.action)
    expect(audit).toEqual(['feedback.reply', 'feedback.assign'])
  })

  it('applies a birth-year correction from the feedback item, so the under-18 refusal ends for a real adult', async () => {
    const { headers, userId } = await person('young-by-mistake')
    const year = new Date().getUTCFullYear()
    await app.inject({ method: 'POST', url: '/tarot/rest/account/birth-year', headers, payload: { birthYear: year - 10 } })
    await app.inject({ method: 'POST', url: '/tarot/rest/account/birth-year/correction', headers, payload: { birthYear: 1990, contact: 'wx: adult1990' } })
    const sent = (await app.inject({ method: 'POST', url: '/tarot/rest/feedback', headers, payload: { content: 'I typed my birth year wrong, I am 36' } })).json().data.id
    const item = (await desk('GET', `/feedback/${sent}`)).json().data
    expect(item.correction).toMatchObject({ requestedYear: 1990, contact: 'wx: adult1990' })
    const order = () => app.inject({ method: 'POST', url: '/tarot/rest/pay/orders', headers, payload: { productId: 'energy_60', platform: 'h5', clientKey: `k-${randomUUID()}` } })
    expect((await order()).json().code).toBe(403003)
    expect((await desk('POST', `/birth-year-corrections/${userId}`, { decision: 'approve', reason: 'checked ID over video' })).json().data.requestedYear).toBe(1990)
    expect((await order()).json().code).toBe(0)
    expect((await desk('POST', `/birth-year-corrections/${userId}`, { decision: 'approve', reason: 'again' })).json().code).toBe(409002)
  })

  it('finds a person, gives and takes energy with a reason, never below zero, once per key', async () => {
    const { headers, userId } = await person('energy-person')
    expect((await desk('GET', '/people?q=energy-person')).json().data.list).toMatchObject([{ id: userId, names: ['energy-person'], blocked: false }])
    const grant = { delta: 20, reason: 'sorry for the outage', adjustmentKey: 'grant-energy-1' }
    expect((await desk('POST', `/people/${userId}/energy`, grant)).json().data.delta).toBe(20)
    expect((await desk('POST', `/people/${userId}/energy`, grant)).json().data.delta).toBe(20)
    expect((await app.inject({ method: 'GET', url: '/tarot/rest/energy/amount', headers })).json().data.total).toBe(20)
    expect((await desk('POST', `/people/${userId}/energy`, { delta: -21, reason: 'too much', adjustmentKey: 'take-energy-1' })).json()).toEqual({
      code: 402000,
      message: 'That would take the balance below zero; nothing was taken',
    })
    const detail = (await desk('GET', `/people/${userId}`)).json().data
    expect(detail.wallet.energy).toBe(20)
    expect(detail.ledger).toMatchObject([{ delta: 20, reason: 'adjustment' }])
    expect((await desk('GET', `/audit?targetId=${userId}`)).json().data.list).toMatchObject([{ action: 'energy.grant', reason: 'sorry for the outage', after: { energy: 20 } }])
    // A moderator may look people up but not change their wallet.
    expect((await desk('POST', `/people/${userId}/energy`, { ...grant, adjustmentKey: 'grant-energy-2' }, moderatorToken)).json().code).toBe(403000)
  })

  it('blocks sign-in: the session stops at once and signing in again is refused, until unblocked', async () => {
    const { headers, userId } = await person('blocked-person')
    expect((await app.inject({ method: 'GET', url: '/tarot/rest/energy/amount', headers })).json().code).toBe(0)
    expect((await desk('POST', `/people/${userId}/block`, { blocked: true, reason: 'payment fraud' })).json().data.blocked).toBe(true)
    expect((await app.inject({ method: 'GET', url: '/tarot/rest/energy/amount', headers })).json().code).toBe(401000)
    const again = await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', headers: { 'tarot-lang': 'en' }, payload: { provider: 'dev', name: 'blocked-person' } })
    expect(again.json()).toEqual({ code: 401002, message: 'This account cannot sign in for now. If you think this is a mistake, tell us through Feedback.' })
    await desk('POST', `/people/${userId}/block`, { blocked: false, reason: 'cleared' })
    expect((await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'dev', name: 'blocked-person' } })).json().code).toBe(0)
  })

  it('keeps the moderation queue to moderators, and says when an item is no longer held', async () => {
    expect((await desk('GET', '/moderation')).json().code).toBe(403000)
    expect((await desk('GET', '/moderation', undefined, moderatorToken)).json()).toEqual({ code: 0, data: { list: [] } })
    expect((await desk('POST', '/moderation/s:unknown-share', { decision: 'pass', reason: 'looks fine' }, moderatorToken)).json()).toMatchObject({ code: 409002 })
  })
})
