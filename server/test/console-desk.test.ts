import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
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

  it('takes a reported shared page down from the moderation queue, with the reporters’ reasons shown', async () => {
    const { headers } = await person('sharer')
    const cards = [
      { id: 'Major00', orientation: 'upright' },
      { id: 'Cups04', orientation: 'reversed' },
      { id: 'Coins08', orientation: 'upright' },
    ]
    const reading = (await app.inject({ method: 'POST', url: '/tarot/rest/readings/physical', headers, payload: { spreadId: 'cnc', question: 'What should I focus on this spring?', cards } })).json()
      .data
    await app.inject({ method: 'POST', url: `/tarot/rest/readings/${reading.id}/interpretation`, headers })
    const shared = (await app.inject({ method: 'POST', url: '/tarot/rest/shares', headers, payload: { readingId: reading.id, includeQuestion: true } })).json().data
    const report = (payload: object, remoteAddress: string) => app.inject({ method: 'POST', url: `/tarot/rest/shared/${shared.id}/report`, remoteAddress, payload })
    expect((await report({ reason: 'personal', note: 'has my name in it' }, '10.9.0.1')).json()).toEqual({ code: 0, data: null })
    await report({ reason: 'personal', note: 'has my name in it' }, '10.9.0.1')
    await report({ reason: 'spam' }, '10.9.0.2')
    expect((await app.inject({ method: 'POST', url: '/tarot/rest/shared/AAAAAAAAAAAAAAAAAAAAAA/report', payload: { reason: 'spam' } })).statusCode).toBe(404)
    const queue = (await desk('GET', '/moderation', undefined, moderatorToken)).json().data.list
    expect(queue).toMatchObject([{ id: `p:${shared.id}`, kind: 'reported share', text: 'What should I focus on this spring?', note: 'personal: has my name in it | spam' }])
    expect((await desk('POST', `/moderation/p:${shared.id}`, { decision: 'reject', reason: 'names a third person' }, moderatorToken)).json().code).toBe(0)
    expect((await app.inject({ method: 'GET', url: `/tarot/rest/shared/${shared.id}` })).statusCode).toBe(410)
    expect((await desk('GET', '/moderation', undefined, moderatorToken)).json().data.list).toEqual([])
    expect((await desk('GET', `/audit?targetId=p:${shared.id}`)).json().data.list).toMatchObject([{ action: 'moderation.reject', operatorName: 'mo', reason: 'names a third person' }])
  })

  it('publishes a catalogue through the running server: checked, previewed as a diff, in force at once, rolled back and withdrawn, audited', async () => {
    const contentToken = await consoleToken(app, await addOperator(app, 'cora', 'content'))
    const fixture = (name: string) => JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8')) as unknown
    const upload = { spreads: fixture('spreads-v40.json'), layouts: fixture('layouts-v40.json') }
    const served = async () => (await app.inject({ method: 'GET', url: '/local/spreadsApp.json' })).json().version as number
    expect((await desk('GET', '/content', undefined, contentToken)).json().data.spreads).toEqual({ version: '39', source: 'bundled', publishedAt: null })
    expect((await desk('POST', '/content/preview', upload)).json().code).toBe(403000)
    const preview = (await desk('POST', '/content/preview', upload, contentToken)).json().data
    expect(preview).toMatchObject({ ok: true, error: null, notes: ['spread catalogue version 40 (38 spreads)'] })
    expect(preview.spreads.added).toEqual([{ id: 'moon', name: expect.any(String) }])
    expect(preview.spreads.removed).toEqual([])
    const broken = (await desk('POST', '/content/preview', { spreads: { version: 41, categories: [], spreads: {} } }, contentToken)).json().data
    expect(broken).toMatchObject({ ok: false, notes: [] })
    expect((await desk('POST', '/content/publish', { spreads: { version: 41, categories: [], spreads: {} }, reason: 'try' }, contentToken)).statusCode).toBe(400)
    const published = (await desk('POST', '/content/publish', { ...upload, reason: 'the moon spread for the festival' }, contentToken)).json().data
    expect(await served()).toBe(40)
    expect((await desk('GET', '/content', undefined, contentToken)).json().data.spreads).toMatchObject({ version: '40', source: 'published' })
    await desk('POST', '/content/withdraw', { reason: 'the festival is over' }, contentToken)
    expect(await served()).toBe(39)
    await desk('POST', `/content/history/${published.historyId}/rollback`, { reason: 'asked to bring it back' }, contentToken)
    expect(await served()).toBe(40)
    const history = (await desk('GET', '/content', undefined, contentToken)).json().data.history
    expect(history.map((h: { action: string }) => h.action)).toEqual(['rollback', 'withdraw', 'publish'])
    const actions = (await app.operatorService.audit({}, 1, 50)).list.filter((e) => e.targetType === 'content').map((e) => [e.action, e.reason])
    expect(actions).toEqual([
      ['content.rollback', 'asked to bring it back'],
      ['content.withdraw', 'the festival is over'],
      ['content.publish', 'the moon spread for the festival'],
    ])
    await desk('POST', '/content/withdraw', { reason: 'leave the rest of the tests on the release' }, contentToken)
  })

  it('counts crisis and sensitive questions per day for moderators, without their words or who asked', async () => {
    const { headers } = await person('asker-in-trouble')
    const ask = (question: string) => app.inject({ method: 'POST', url: '/tarot/rest/question/check', headers, payload: { question } })
    expect((await ask('I want to end my life, is there any point going on?')).json().data.verdict).toBe('crisis')
    expect((await ask('Should I stop taking my antidepressants?')).json().data.verdict).toBe('unsuitable')
    await ask('Will my career grow this year?')
    const days = (await desk('GET', '/safety-flags', undefined, moderatorToken)).json().data.days
    expect(days).toHaveLength(30)
    const today = days.at(-1)
    expect(today.counts).toMatchObject({ crisis: 1, 'unsuitable:medical': 1 })
    expect(JSON.stringify(days)).not.toMatch(/life|antidepressant|asker/)
    expect((await desk('GET', '/safety-flags')).json().code).toBe(403000)
  })

  it('keeps the moderation queue to moderators, and says when an item is no longer held', async () => {
    expect((await desk('GET', '/moderation')).json().code).toBe(403000)
    expect((await desk('POST', '/moderation/s:unknown-share', { decision: 'pass', reason: 'looks fine' }, moderatorToken)).json()).toMatchObject({ code: 409002 })
  })
})
