import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EXPORTED, schemaTableNames } from '../src/db/account-export'
import * as t from '../src/db/schema'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'

describe('what a data export holds of each table', () => {
  it('every table of the schema is decided: exported with its omissions, or left out with a reason', () => {
    expect(Object.keys(EXPORTED).sort()).toEqual(schemaTableNames().sort())
    for (const [table, entry] of Object.entries(EXPORTED)) if ('none' in entry) expect(entry.none.length, table).toBeGreaterThan(10)
  })
})

describe.each(ENGINES)('downloading my data on %s', (engine) => {
  let app: FastifyInstance
  const clock = Date.UTC(2026, 11, 2, 9, 0, 0)
  let address = 0

  beforeAll(async () => {
    app = await testApp({ engine, now: () => clock })
  }, 60_000)
  afterAll(() => closeTestApp(app))

  const get = (token?: string, lang = 'en') =>
    app.inject({ method: 'GET', url: '/tarot/rest/account/export', headers: { 'tarot-lang': lang, ...(token ? { 'tarot-token': token } : {}) }, remoteAddress: '10.7.0.1' })
  const call = async (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
    (await app.inject({ method, url, payload, headers: { 'tarot-lang': 'en', 'tarot-token': token }, remoteAddress: '10.7.0.2' })).json()
  async function signIn(name: string): Promise<{ token: string; userId: string }> {
    address += 1
    const body = (await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', remoteAddress: `10.6.0.${address}`, payload: { provider: 'dev', name } })).json().data
    return { token: body.access_token, userId: body.userId }
  }

  /** A person with a saved reading and a follow-up, a note, a look-back, a share, feedback and a paid order. */
  async function lived(user: { token: string; userId: string }, words: string) {
    const { db } = app.database
    const now = new Date(clock)
    const readingId = `r_${randomUUID()}`
    await db.insert(t.readings).values({
      id: readingId,
      userId: user.userId,
      spreadId: 'cnc',
      question: `${words}: should I move to Chengdu?`,
      language: 'en',
      mode: 'physical',
      status: 'saved',
      cards: [{ id: 'Major17', orientation: 'upright' }],
      savedAt: now,
      interpretation: `${words}: the Star says go`,
      clientKey: 'ck-secret',
    })
    await db.insert(t.readings).values({
      id: `r_${randomUUID()}`,
      userId: user.userId,
      spreadId: 'cnc',
      question: `${words}: still drawing`,
      language: 'en',
      mode: 'draw',
      status: 'drawing',
      commitment: 'c0mm1t',
      serverSeed: 'SEED-NOT-YET-REVEALED',
    })
    await db.insert(t.chatExchanges).values({ id: randomUUID(), readingId, userId: user.userId, seq: 1, status: 'answered', message: `${words}: and my sister?`, answer: `${words}: she may follow` })
    await db.insert(t.journalNotes).values({ id: randomUUID(), readingId, userId: user.userId, body: `${words}: I cried at the station`, mood: 'sad', tags: ['move'], createdAt: now, updatedAt: now })
    await db.insert(t.lookBacks).values({ id: randomUUID(), readingId, userId: user.userId, resonance: 4, outcome: `${words}: I moved in July`, createdAt: now })
    await db.insert(t.shares).values({ id: `s${randomUUID().replaceAll('-', '')}`, userId: user.userId, readingId, includeQuestion: true })
    expect((await call('POST', '/tarot/rest/feedback', user.token, { content: `${words}: the app is lovely` })).code).toBe(0)
    expect((await call('POST', '/tarot/rest/account/birth-year', user.token, { birthYear: 1988 })).code).toBe(0)
    const created = await call('POST', '/tarot/rest/pay/orders', user.token, { productId: 'energy_60', platform: 'h5', clientKey: `k-${randomUUID()}` })
    const orderId = created.data.order.id as string
    expect((await call('POST', `/tarot/rest/pay/dev/${orderId}`, user.token, { outcome: 'success' })).data.order.status).toBe('paid')
    return { readingId, orderId }
  }

  it("gives the person their saved reading, its follow-up, their note, look-back, share, feedback, order and energy, as a file to keep, and nobody else's", async () => {
    const person = await signIn('export-person')
    const other = await signIn('export-other')
    const { readingId, orderId } = await lived(person, 'MINE')
    await lived(other, 'THEIRS')

    const res = await get(person.token)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toBe('attachment; filename="ai-tarot-data-2026-12-02.json"')
    expect(res.headers['cache-control']).toBe('no-store')
    const file = res.json()
    expect(file.format).toBe('ai-tarot-export/1')
    expect(file.account).toMatchObject({ id: person.userId, kind: 'user', birthYear: 1988 })
    const s = file.sections
    const saved = s.readings.find((r: { id: string }) => r.id === readingId)
    expect(saved).toMatchObject({ question: 'MINE: should I move to Chengdu?', interpretation: 'MINE: the Star says go', status: 'saved' })
    expect(s.followUps.map((x: { answer: string }) => x.answer)).toEqual(['MINE: she may follow'])
    expect(s.notes.map((x: { body: string }) => x.body)).toEqual(['MINE: I cried at the station'])
    expect(s.lookBacks.map((x: { outcome: string }) => x.outcome)).toEqual(['MINE: I moved in July'])
    expect(s.shares).toHaveLength(1)
    expect(s.feedback.map((x: { content: string }) => x.content)).toEqual(['MINE: the app is lovely'])
    expect(s.orders).toEqual([expect.objectContaining({ id: orderId, productId: 'energy_60', status: 'paid' })])
    expect(s.energyLedger.reduce((sum: number, row: { delta: number }) => sum + row.delta, 0)).toBe(s.wallet[0].energy)
    expect(s.signInMethods).toEqual([expect.objectContaining({ provider: 'dev' })])

    const text = res.body
    expect(text).not.toContain('THEIRS')
    expect(text).not.toContain(other.userId)
    // plumbing and secrets stay out: idempotency keys, the person's id repeated on every row, an unrevealed server seed
    expect(text).not.toContain('ck-secret')
    expect(text).not.toContain('SEED-NOT-YET-REVEALED')
    expect(text).not.toMatch(/"(?:userId|idempotencyKey|clientKey|externalId)"/)
  })

  it('is for signed-in people only, and says so in their language', async () => {
    const guest = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user', remoteAddress: '10.6.1.1' })).json().data.access_token as string
    const asGuest = await get(guest, 'zh-Hans')
    expect(asGuest.json()).toMatchObject({ code: 401001, message: '请先登录' })
    expect((await get(undefined, 'en')).json().code).not.toBe(0)
  })

  it('answers five downloads an hour, then refuses the sixth with 429 and no file', async () => {
    const person = await signIn('export-often')
    for (let i = 0; i < 5; i += 1) expect((await get(person.token)).statusCode).toBe(200)
    const sixth = await get(person.token)
    expect(sixth.statusCode).toBe(429)
    expect(sixth.headers['content-disposition']).toBeUndefined()
  })

  it('a deleted account has nothing left to download', async () => {
    const person = await signIn('export-deleted')
    await lived(person, 'GONE')
    expect((await call('POST', '/tarot/rest/account/delete', person.token, { agree: true })).code).toBe(0)
    const after = await get(person.token)
    expect(after.body).not.toContain('GONE')
    expect(after.headers['content-disposition']).toBeUndefined()
    const rows = await app.database.db.execute(sql`select count(*)::int as n from readings where question like 'GONE%'`)
    expect((rows as { rows: { n: number }[] }).rows[0]?.n).toBe(0)
  })
})
