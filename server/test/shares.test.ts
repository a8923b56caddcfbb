import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'

const CARDS = [
  { id: 'Major00', orientation: 'upright' },
  { id: 'Cups04', orientation: 'reversed' },
  { id: 'Coins08', orientation: 'upright' },
]
const QUESTION = 'What should I focus on for the next three months?'

describe.each(ENGINES)('sharing a reading on %s', (engine) => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await testApp({ engine, env: { PUBLIC_ORIGIN: 'https://tarot.example.com' } })
  })
  afterAll(() => closeTestApp(app))

  const guest = async () => ({ 'tarot-token': (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string, 'tarot-lang': 'en' })
  async function interpretedReading(headers: Record<string, string>) {
    const reading = (await app.inject({ method: 'POST', url: '/tarot/rest/readings/physical', headers, payload: { spreadId: 'cnc', question: QUESTION, cards: CARDS } })).json().data
    await app.inject({ method: 'POST', url: `/tarot/rest/readings/${reading.id}/interpretation`, headers })
    const text = (await app.inject({ method: 'GET', url: `/tarot/rest/readings/${reading.id}/interpretation`, headers })).json().data.text as string
    return { id: reading.id as string, text }
  }
  const share = async (headers: Record<string, string>, payload: object) => app.inject({ method: 'POST', url: '/tarot/rest/shares', headers, payload })

  it('lets a stranger without a token see the cards and the bottom line, but not the question by default', async () => {
    const owner = await guest()
    const reading = await interpretedReading(owner)
    const created = (await share(owner, { readingId: reading.id })).json()
    expect(created.code).toBe(0)
    expect(created.data).toMatchObject({ readingId: reading.id, spreadId: 'cnc', includeQuestion: false, size: 'story', revokedAt: null })
    expect(created.data.id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    // The link carries the share id and the friend code, never a token.
    expect(created.data.link).toMatch(new RegExp(`^https://tarot\\.example\\.com/tarot/h5app/#/pagesApp/share/reading\\?id=${created.data.id}&friend=`))
    expect(created.data.link).not.toContain(owner['tarot-token'])

    const seen = await app.inject({ method: 'GET', url: `/tarot/rest/shared/${created.data.id}` })
    expect(seen.statusCode).toBe(200)
    const view = seen.json().data
    expect(view.cards).toEqual(CARDS)
    expect(view.spreadId).toBe('cnc')
    expect(view.question).toBeNull()
    expect(seen.payload).not.toContain(QUESTION)
    expect(view.bottomLine.length).toBeGreaterThan(10)
    expect(reading.text.replace(/[*_#`]/g, '')).toContain(view.bottomLine.replace(/…$/, '').slice(0, 10))
    expect(view.date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(created.data.link).toContain(`friend=${view.friendCode}`)
  })

  it('shows the question only when the sharer turned it on', async () => {
    const owner = await guest()
    const reading = await interpretedReading(owner)
    const created = (await share(owner, { readingId: reading.id, includeQuestion: true, size: 'chat' })).json().data
    expect(created).toMatchObject({ includeQuestion: true, size: 'chat' })
    expect((await app.inject({ method: 'GET', url: `/tarot/rest/shared/${created.id}` })).json().data.question).toBe(QUESTION)
  })

  it("lets only the owner share, list and revoke; another user's reading or share is not found", async () => {
    const owner = await guest()
    const other = await guest()
    const reading = await interpretedReading(owner)
    expect((await share(other, { readingId: reading.id })).statusCode).toBe(404)
    expect((await share({ 'tarot-lang': 'en' }, { readingId: reading.id })).json().code).toBe(401000)
    const created = (await share(owner, { readingId: reading.id })).json().data
    expect((await app.inject({ method: 'GET', url: '/tarot/rest/shares', headers: owner })).json().data.list.map((s: { id: string }) => s.id)).toEqual([created.id])
    expect((await app.inject({ method: 'GET', url: '/tarot/rest/shares', headers: other })).json().data.list).toEqual([])
    expect((await app.inject({ method: 'DELETE', url: `/tarot/rest/shares/${created.id}`, headers: other })).statusCode).toBe(404)
    expect((await app.inject({ method: 'GET', url: `/tarot/rest/shared/${created.id}` })).statusCode).toBe(200)
  })

  it("says kindly that a revoked link was taken back, and keeps it in the owner's list as revoked", async () => {
    const owner = await guest()
    const reading = await interpretedReading(owner)
    const created = (await share(owner, { readingId: reading.id })).json().data
    const revoked = await app.inject({ method: 'DELETE', url: `/tarot/rest/shares/${created.id}`, headers: owner })
    expect(revoked.json().data.revokedAt).not.toBeNull()
    const seen = await app.inject({ method: 'GET', url: `/tarot/rest/shared/${created.id}`, headers: { 'tarot-lang': 'en' } })
    expect(seen.statusCode).toBe(410)
    expect(seen.json()).toEqual({ code: 410000, message: 'The person who shared this reading has taken it back. Why not try a reading of your own?' })
    expect((await app.inject({ method: 'GET', url: `/tarot/rest/shared/${created.id}/poster.png` })).statusCode).toBe(410)
    expect((await app.inject({ method: 'GET', url: '/tarot/rest/shares', headers: owner })).json().data.list[0].revokedAt).not.toBeNull()
  })

  it('answers junk ids 400 and unknown ones with a kind not-found', async () => {
    for (const junk of ['abc', '%00%00', 'x'.repeat(23), 'not%20a%20share%20id%21']) expect((await app.inject({ method: 'GET', url: `/tarot/rest/shared/${junk}` })).statusCode).toBe(400)
    const unknown = await app.inject({ method: 'GET', url: `/tarot/rest/shared/${'A'.repeat(22)}`, headers: { 'tarot-lang': 'zh-Hans' } })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().message).toBe('没有找到这份分享，可能是链接不完整。不妨自己抽一次牌看看。')
  })

  it('will not share a draw whose cards are not picked yet', async () => {
    const owner = await guest()
    const drawing = (await app.inject({ method: 'POST', url: '/tarot/rest/readings/draw', headers: owner, payload: { spreadId: 'cnc', question: QUESTION } })).json().data
    expect((await share(owner, { readingId: drawing.id })).statusCode).toBe(404)
  })
})

describe('posters', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await testApp()
  })
  afterAll(() => closeTestApp(app))

  const size = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) })

  it('renders a shared reading as a PNG in both sizes, cached for a while', { timeout: 180_000 }, async () => {
    const headers = { 'tarot-token': (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string }
    const reading = (await app.inject({ method: 'POST', url: '/tarot/rest/readings/physical', headers, payload: { spreadId: 'cnc', question: QUESTION, cards: CARDS } })).json().data
    const created = (await app.inject({ method: 'POST', url: '/tarot/rest/shares', headers, payload: { readingId: reading.id } })).json().data
    const story = await app.inject({ method: 'GET', url: created.posterPath })
    expect(story.statusCode).toBe(200)
    expect(story.headers['content-type']).toBe('image/png')
    expect(story.headers['cache-control']).toBe('public, max-age=300')
    expect(size(story.rawPayload)).toEqual({ width: 1080, height: 1920 })
    const chat = await app.inject({ method: 'GET', url: `/tarot/rest/shared/${created.id}/poster.png?size=chat&lang=en` })
    expect(size(chat.rawPayload)).toEqual({ width: 1000, height: 800 })
  })

  it("renders today's card for today only", { timeout: 180_000 }, async () => {
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)
    const ok = await app.inject({ method: 'GET', url: `/tarot/rest/shares/today/poster.png?card=Major17&orientation=reversed&day=${today}&size=chat&lang=zh-Hans` })
    expect(ok.statusCode).toBe(200)
    expect(size(ok.rawPayload)).toEqual({ width: 1000, height: 800 })
    expect((await app.inject({ method: 'GET', url: '/tarot/rest/shares/today/poster.png?card=Major17&orientation=upright&day=2001-01-01' })).statusCode).toBe(400)
    expect((await app.inject({ method: 'GET', url: `/tarot/rest/shares/today/poster.png?card=Major99&orientation=upright&day=${today}` })).statusCode).toBe(400)
  })
})
