import { randomUUID } from 'node:crypto'
import { verifyDraw } from '@tarot/core/draw'
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readings } from '../src/db/schema'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'

describe.each(ENGINES)('readings on %s', (engine) => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await testApp({ engine, env: { DEV_SIGN_IN: 'true' } })
  }, 60_000)
  afterAll(() => closeTestApp(app))

  const user = async (name: string) => (await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'dev', name } })).json().data.access_token as string
  const guest = async () => (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object, lang = 'en') =>
    app.inject({ method, url, headers: { 'tarot-token': token, 'tarot-lang': lang }, ...(payload ? { payload } : {}) })

  it('draws fairly: commitment first, seed revealed after the pick, and anyone can verify', async () => {
    const token = await user('reader-one')
    const started = (await call('POST', '/tarot/rest/readings/draw', token, { spreadId: 'ppf', question: 'What can I learn this season?' })).json().data
    expect(started).toMatchObject({ status: 'drawing', serverSeed: null, cards: null, positions: 3 })
    expect(started.commitment).toMatch(/^[0-9a-f]{64}$/)
    const picked = (await call('POST', `/tarot/rest/readings/${started.id}/pick`, token, { picks: [5, 40, 71], clientSeed: 'my-luck' })).json().data
    expect(picked.status).toBe('drawn')
    expect(picked.cards).toHaveLength(3)
    expect(verifyDraw({ commitment: started.commitment, serverSeed: picked.serverSeed, clientSeed: 'my-luck', picks: [5, 40, 71], cards: picked.cards })).toEqual({ ok: true })
    // A second pick cannot redraw.
    const again = (await call('POST', `/tarot/rest/readings/${started.id}/pick`, token, { picks: [1, 2, 3] })).json().data
    expect(again.cards).toEqual(picked.cards)
  })

  it('keeps the picks made so far with the sealed draw: a reload gets them back, and a card once picked stays picked', async () => {
    const token = await user('reader-keeps-picks')
    const keep = (id: string, picks: number[]) => app.inject({ method: 'PUT', url: `/tarot/rest/readings/${id}/picks`, headers: { 'tarot-token': token }, payload: { picks } })
    const started = (await call('POST', '/tarot/rest/readings/draw', token, { spreadId: 'ppf', question: 'What should I focus on this season?' })).json().data
    expect(started.picks).toBeNull()
    expect((await keep(started.id, [12])).json().data).toMatchObject({ status: 'drawing', picks: [12], cards: null, serverSeed: null })
    expect((await keep(started.id, [12, 40])).json().data.picks).toEqual([12, 40])
    // What a reload reads: the same seal, the same picks.
    expect((await call('GET', `/tarot/rest/readings/${started.id}`, token)).json().data).toMatchObject({ commitment: started.commitment, picks: [12, 40], serverSeed: null })
    // An older request arriving late changes nothing; another card in a kept place, a repeat or every position at once is refused.
    expect((await keep(started.id, [12])).json().data.picks).toEqual([12, 40])
    expect((await keep(started.id, [13])).statusCode).toBe(400)
    expect((await keep(started.id, [12, 12])).statusCode).toBe(400)
    expect((await keep(started.id, [12, 40, 70])).statusCode).toBe(400)
    // The last pick goes on from the kept ones.
    expect((await call('POST', `/tarot/rest/readings/${started.id}/pick`, token, { picks: [1, 40, 70] })).statusCode).toBe(400)
    const drawn = (await call('POST', `/tarot/rest/readings/${started.id}/pick`, token, { picks: [12, 40, 70] })).json().data
    expect(drawn).toMatchObject({ status: 'drawn', picks: [12, 40, 70] })
    expect(verifyDraw({ commitment: started.commitment, serverSeed: drawn.serverSeed, clientSeed: '', picks: [12, 40, 70], cards: drawn.cards })).toEqual({ ok: true })
    // Once drawn, a late request changes nothing; another person's draw is not found.
    expect((await keep(started.id, [12, 40])).json().data.picks).toEqual([12, 40, 70])
    const other = await user('someone-else-picks')
    expect((await app.inject({ method: 'PUT', url: `/tarot/rest/readings/${started.id}/picks`, headers: { 'tarot-token': other }, payload: { picks: [12] } })).statusCode).toBe(404)
  })

  it('refuses the wrong number of picks and a bad spread or question, in the user language', async () => {
    const token = await user('reader-two')
    const started = (await call('POST', '/tarot/rest/readings/draw', token, { spreadId: 'ppf', question: 'Where is this going?' })).json().data
    expect((await call('POST', `/tarot/rest/readings/${started.id}/pick`, token, { picks: [1, 2] })).statusCode).toBe(400)
    expect((await call('POST', '/tarot/rest/readings/draw', token, { spreadId: 'nope', question: 'Where is this going?' })).statusCode).toBe(400)
    const empty = await call('POST', '/tarot/rest/readings/draw', token, { spreadId: 'ppf', question: ' ' }, 'zh-Hant')
    expect(empty.json()).toEqual({ code: 400000, message: '請輸入你的問題' })
  })

  it('takes physical cards with the spec messages for a repeated card or an empty position', async () => {
    const token = await user('reader-three')
    const repeated = await call('POST', '/tarot/rest/readings/physical', token, {
      spreadId: 'ppf',
      question: 'What helps me now?',
      cards: [
        { id: 'Cups01', orientation: 'upright' },
        { id: 'Cups01', orientation: 'reversed' },
        { id: 'Major00', orientation: 'upright' },
      ],
    })
    expect(repeated.json().message).toBe('Cannot Select Repeatedly')
    const empty = await call('POST', '/tarot/rest/readings/physical', token, {
      spreadId: 'ppf',
      question: 'What helps me now?',
      cards: [
        { id: 'Cups01', orientation: 'upright' },
        { id: null, orientation: null },
        { id: 'Major00', orientation: 'upright' },
      ],
    })
    expect(empty.json().message).toBe('Please select a card for all positions')
    const good = (
      await call('POST', '/tarot/rest/readings/physical', token, {
        spreadId: 'ppf',
        question: 'What helps me now?',
        cards: [
          { id: 'Cups01', orientation: 'upright' },
          { id: 'Swords09', orientation: 'reversed' },
          { id: 'Major00', orientation: 'upright' },
        ],
      })
    ).json().data
    expect(good).toMatchObject({ mode: 'physical', status: 'drawn', commitment: null })
  })

  it('saves without ever duplicating: retried creates and saves give the same record', async () => {
    const token = await user('reader-four')
    const body = { spreadId: 'one', question: 'What do I need to hear today?', cards: [{ id: 'Major17', orientation: 'upright' }], clientKey: 'retry-key-0001' }
    const first = (await call('POST', '/tarot/rest/readings/physical', token, body)).json().data
    const second = (await call('POST', '/tarot/rest/readings/physical', token, body)).json().data
    expect(second.id).toBe(first.id)
    const saves = await Promise.all([1, 2, 3].map(() => call('POST', `/tarot/rest/readings/${first.id}/save`, token)))
    expect(new Set(saves.map((r) => r.json().data.savedAt)).size).toBe(1)
    const list = (await call('GET', '/tarot/rest/readings', token)).json().data
    expect(list.list.filter((r: { id: string }) => r.id === first.id)).toHaveLength(1)
  })

  it('lists saved readings newest first, 20 a page', async () => {
    const token = await user('reader-five')
    for (let i = 0; i < 22; i += 1) {
      const r = (
        await call('POST', '/tarot/rest/readings/physical', token, { spreadId: 'one', question: `Question number ${i} for today?`, cards: [{ id: 'Major01', orientation: 'upright' }] })
      ).json().data
      await call('POST', `/tarot/rest/readings/${r.id}/save`, token)
    }
    const page1 = (await call('GET', '/tarot/rest/readings?page=1', token)).json().data
    expect(page1).toMatchObject({ page: 1, pageSize: 20, hasMore: true })
    expect(page1.list).toHaveLength(20)
    expect(page1.list[0].question).toBe('Question number 21 for today?')
    const page2 = (await call('GET', '/tarot/rest/readings?page=2', token)).json().data
    expect(page2.list.map((r: { question: string }) => r.question)).toEqual(['Question number 1 for today?', 'Question number 0 for today?'])
    expect(page2.hasMore).toBe(false)
  })

  it('lists each saved reading with its cards in order and which are reversed, for the history thumbnails', async () => {
    const token = await user('reader-thumbnails')
    const cards = [
      { id: 'Cups12', orientation: 'upright' },
      { id: 'Swords03', orientation: 'reversed' },
      { id: 'Major16', orientation: 'upright' },
    ]
    const r = (await call('POST', '/tarot/rest/readings/physical', token, { spreadId: 'ppf', question: 'Where is my work heading?\nAnd what helps?', cards })).json().data
    await call('POST', `/tarot/rest/readings/${r.id}/save`, token)
    const [row] = (await call('GET', '/tarot/rest/readings?page=1', token)).json().data.list
    expect(row).toMatchObject({ id: r.id, spreadId: 'ppf', question: 'Where is my work heading?\nAnd what helps?', cards })
    expect(row.savedAt).toEqual(expect.any(String))
  })

  it('needs sign-in to save or list records', async () => {
    const token = await guest()
    const r = (await call('POST', '/tarot/rest/readings/physical', token, { spreadId: 'one', question: 'What do I need today?', cards: [{ id: 'Major02', orientation: 'upright' }] })).json().data
    expect((await call('POST', `/tarot/rest/readings/${r.id}/save`, token)).json()).toEqual({ code: 401001, message: 'Please Sign in to view and save records' })
    expect((await call('GET', '/tarot/rest/readings', token)).json().code).toBe(401001)
  })

  it('never lets one user read, save or delete another user reading', async () => {
    const owner = await user('owner')
    const other = await user('intruder')
    const r = (await call('POST', '/tarot/rest/readings/physical', owner, { spreadId: 'one', question: 'Is this mine alone?', cards: [{ id: 'Major03', orientation: 'upright' }] })).json().data
    expect((await call('GET', `/tarot/rest/readings/${r.id}`, other)).statusCode).toBe(404)
    expect((await call('POST', `/tarot/rest/readings/${r.id}/save`, other)).statusCode).toBe(404)
    expect((await call('POST', `/tarot/rest/readings/${r.id}/pick`, other, { picks: [1] })).statusCode).toBe(404)
    expect((await call('DELETE', `/tarot/rest/readings/${r.id}`, other)).statusCode).toBe(404)
    expect((await call('GET', `/tarot/rest/readings/${r.id}`, owner)).statusCode).toBe(200)
    expect((await call('DELETE', `/tarot/rest/readings/${r.id}`, owner)).json()).toEqual({ code: 0, data: null })
    expect((await call('GET', `/tarot/rest/readings/${r.id}`, owner)).statusCode).toBe(404)
  })

  it("refuses a crisis, sensitive or unsuitable question on every route that makes a reading, with the question check's words, creating and charging nothing", async () => {
    const token = await user('asks-anything')
    const verified = await app.tokens.verify(token)
    if (!verified.ok) throw new Error('no token')
    const { userId } = verified.token
    await app.ledger.apply(userId, 30, 'grant', `grant-${randomUUID()}`)
    const quota = async () => (await call('GET', '/tarot/rest/energy/quota', token)).json().data as { energy: number; freeLeft: number }
    const before = await quota()
    const holy = [
      { id: 'Major01', orientation: 'upright' },
      { id: 'Cups02', orientation: 'upright' },
      { id: 'Coins03', orientation: 'reversed' },
    ]
    const asked = [
      { question: 'I want to end my life, what do the cards say?', lang: 'en', verdict: 'crisis', says: /findahelpline\.com/ },
      { question: '我不想活了，接下来会怎样？', lang: 'zh-Hans', verdict: 'crisis', says: /12356/ },
      { question: 'How do I get revenge on my boss?', lang: 'en', verdict: 'sensitive', says: /sensitive topic/ },
      { question: 'Which stock should I buy tomorrow?', lang: 'en', verdict: 'unsuitable', says: /professional advice/ },
    ]
    for (const { question, lang, verdict, says } of asked) {
      for (const [url, payload] of [
        ['/tarot/rest/readings/draw', { spreadId: 'holy', question, clientKey: `k-${randomUUID()}` }],
        ['/tarot/rest/readings/physical', { spreadId: 'holy', question, cards: holy }],
      ] as const) {
        const res = await call('POST', url, token, payload, lang)
        expect(res.statusCode, `${url} ${question}`).toBe(400)
        const body = res.json()
        expect(body).toMatchObject({ code: 400001, data: { verdict, message: body.message } })
        expect(body.message).toMatch(says)
        // The same words as the question check gives.
        const checked = (await call('POST', '/tarot/rest/question/check', token, { question }, lang)).json().data
        expect(checked).toMatchObject({ verdict, message: body.message })
      }
    }
    expect((await app.readings.listSaved(userId, 1, 100)).list).toHaveLength(0)
    expect(await app.database.db.select().from(readings).where(eq(readings.userId, userId))).toHaveLength(0)
    expect(await quota()).toEqual(before)
  })

  it('refuses to read an existing reading whose question the rules now refuse, charging nothing and keeping the free reading', async () => {
    const token = await user('older-question')
    const verified = await app.tokens.verify(token)
    if (!verified.ok) throw new Error('no token')
    const { userId } = verified.token
    await app.ledger.apply(userId, 30, 'grant', `grant-${randomUUID()}`)
    const quota = async () => (await call('GET', '/tarot/rest/energy/quota', token)).json().data as { energy: number; freeLeft: number }
    const before = await quota()
    // Made before the rules said no (or by a client that never asked): written straight to the database.
    const made = async (spreadId: string, question: string, cards: { id: string; orientation: 'upright' | 'reversed' }[]) =>
      (await app.readings.create({ id: randomUUID(), userId, spreadId, question, language: 'en', clientKey: null, mode: 'physical', status: 'drawn', cards })).reading
    const free = await made('one', 'Should I just kill myself?', [{ id: 'Major13', orientation: 'upright' }])
    const pro = await made('holy', 'Is it cancer, will I die?', [
      { id: 'Major01', orientation: 'upright' },
      { id: 'Cups02', orientation: 'upright' },
      { id: 'Coins03', orientation: 'reversed' },
    ])
    const crisis = await call('POST', `/tarot/rest/readings/${free.id}/interpretation`, token)
    expect(crisis.statusCode).toBe(400)
    expect(crisis.headers['content-type']).toContain('application/json')
    expect(crisis.json()).toMatchObject({ code: 400001, data: { verdict: 'crisis' } })
    expect(crisis.json().message).toMatch(/findahelpline\.com/)
    const unsuitable = await call('POST', `/tarot/rest/readings/${pro.id}/interpretation`, token, undefined, 'zh-Hant')
    expect(unsuitable.json()).toMatchObject({ code: 400001, data: { verdict: 'unsuitable', reason: 'medical' } })
    expect(unsuitable.json().message).toContain('醫師')
    expect(await quota()).toEqual(before)
    expect(await app.ledger.ledgerSum(userId)).toBe(before.energy)
    expect((await app.readings.get(userId, free.id))?.interpretation).toBeNull()
    expect((await call('GET', `/tarot/rest/readings/${free.id}/interpretation`, token)).statusCode).toBe(404)
  })
})
