import { verifyDraw } from '@tarot/core/draw'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
      spreadId: 'ppf', question: 'What helps me now?', cards: [{ id: 'Cups01', orientation: 'upright' }, { id: 'Cups01', orientation: 'reversed' }, { id: 'Major00', orientation: 'upright' }],
    })
    expect(repeated.json().message).toBe('Cannot Select Repeatedly')
    const empty = await call('POST', '/tarot/rest/readings/physical', token, {
      spreadId: 'ppf', question: 'What helps me now?', cards: [{ id: 'Cups01', orientation: 'upright' }, { id: null, orientation: null }, { id: 'Major00', orientation: 'upright' }],
    })
    expect(empty.json().message).toBe('Please select a card for all positions')
    const good = (await call('POST', '/tarot/rest/readings/physical', token, {
      spreadId: 'ppf', question: 'What helps me now?', cards: [{ id: 'Cups01', orientation: 'upright' }, { id: 'Swords09', orientation: 'reversed' }, { id: 'Major00', orientation: 'upright' }],
    })).json().data
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
      const r = (await call('POST', '/tarot/rest/readings/physical', token, { spreadId: 'one', question: `Question number ${i} for today?`, cards: [{ id: 'Major01', orientation: 'upright' }] })).json().data
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
})
