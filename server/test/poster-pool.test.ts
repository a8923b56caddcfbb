import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { svgToPng } from '../src/services/share/poster/poster-job'
import { DEFAULT_POSTER_FONTS } from '../src/services/share/poster/renderer'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'

/**
 * Posters off the event loop (issue 31, item 3): a poster is drawn in the worker pool and is the same picture the
 * event loop drew before; posters not already kept count against a per-address and an overall render budget (429
 * past either, in the caller's language), kept ones do not; a full pool answers 503 `503000` at once.
 */

const CARDS = [
  { id: 'Major00', orientation: 'upright' },
  { id: 'Cups04', orientation: 'reversed' },
  { id: 'Coins08', orientation: 'upright' },
]
// The clock stands still in the middle of a minute, so a budget's window does not turn during a test.
const NOW = Math.floor(Date.now() / 60_000) * 60_000 + 30_000
const TODAY = new Date(NOW + 8 * 3600_000).toISOString().slice(0, 10)
const size = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) })

describe.each(ENGINES)('posters drawn in the worker pool on %s', (engine) => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await testApp({ engine, now: () => NOW, env: { POSTER_WORKERS: '1', POSTER_QUEUE: '4', POSTER_RENDERS_PER_MINUTE: '3', POSTER_RENDERS_PER_MINUTE_TOTAL: '5' } })
  })
  afterAll(() => closeTestApp(app))

  async function shared(): Promise<string> {
    const headers = { 'tarot-token': (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string }
    const reading = (
      await app.inject({ method: 'POST', url: '/tarot/rest/readings/physical', headers, payload: { spreadId: 'cnc', question: 'What should I focus on this month?', cards: CARDS } })
    ).json().data
    return (await app.inject({ method: 'POST', url: '/tarot/rest/shares', headers, payload: { readingId: reading.id } })).json().data.id as string
  }
  const poster = (id: string, query: string, remoteAddress = '127.0.0.1', lang = 'en') =>
    app.inject({ method: 'GET', url: `/tarot/rest/shared/${id}/poster.png?${query}`, remoteAddress, headers: { 'tarot-lang': lang } })

  it('draws a shared poster in the pool, byte for byte the picture the event loop drew, and answers again from the cache uncounted', { timeout: 120_000 }, async () => {
    const id = await shared()
    const story = await poster(id, 'size=story&lang=zh-Hans', '10.0.0.1')
    expect(story.statusCode).toBe(200)
    expect(story.headers['content-type']).toBe('image/png')
    expect(size(story.rawPayload)).toEqual({ width: 1080, height: 1920 })
    // What the server drew before the pool: the same poster composed and rendered in this thread.
    const view = (await app.inject({ method: 'GET', url: `/tarot/rest/shared/${id}` })).json().data
    const svg = (await app.posters.readingSvg(view, app.shares.link(view.id, view.friendCode), 'story', 'zh-Hans')).svg
    expect(
      story.rawPayload.equals(
        svgToPng(
          svg,
          DEFAULT_POSTER_FONTS.filter((f) => /Liberation/.test(f)),
        ),
      ),
    ).toBe(true)
    // Kept posters cost no budget: many more than the three renders a minute this address may have.
    for (let i = 0; i < 5; i += 1) expect((await poster(id, 'size=story&lang=zh-Hans', '10.0.0.1')).statusCode).toBe(200)
  })

  it('answers 429 with the localized message past the per-address render budget, while kept posters still come', { timeout: 120_000 }, async () => {
    const id = await shared()
    const address = '10.0.0.2'
    for (const query of ['size=story&lang=en', 'size=chat&lang=en', 'size=chat&lang=zh-Hant']) expect((await poster(id, query, address)).statusCode).toBe(200)
    const refused = await poster(id, 'size=story&lang=zh-Hant', address, 'zh-Hant')
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ code: 429000, message: '海報製作得太頻繁了，請過一分鐘再試' })
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    expect((await poster(id, 'size=story&lang=zh-Hans', address, 'zh-Hans')).json().message).toBe('海报生成得太频繁了，请过一分钟再试')
    expect((await poster(id, 'size=story&lang=zh-Hant', address, 'en')).json().message).toBe('Too many posters in a short time. Please try again in a minute.')
    // The posters it already had drawn are kept, and kept ones are not counted.
    expect((await poster(id, 'size=chat&lang=en', address)).statusCode).toBe(200)
  })

  it('answers 429 to every address once all of them together used the overall render budget', { timeout: 120_000 }, async () => {
    const id = await shared()
    // The two tests before drew 1 + 3 posters; this fifth uses the overall budget of five up.
    expect((await poster(id, 'size=story&lang=en', '10.0.0.3')).statusCode).toBe(200)
    const refused = await poster(id, 'size=chat&lang=en', '10.0.0.4', 'zh-Hans')
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ code: 429000, message: '现在生成海报的人有点多，请稍后再试' })
    const todayRefused = await app.inject({
      method: 'GET',
      url: `/tarot/rest/shares/today/poster.png?card=Major17&orientation=upright&day=${TODAY}&size=chat&lang=en`,
      remoteAddress: '10.0.0.5',
      headers: { 'tarot-lang': 'en' },
    })
    expect(todayRefused.statusCode).toBe(429)
    expect(todayRefused.json().message).toBe('Many posters are being made right now. Please try again shortly.')
  })
})

describe.each(ENGINES)('a full poster pool on %s', (engine) => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await testApp({ engine, now: () => NOW, env: { POSTER_WORKERS: '1', POSTER_QUEUE: '0' } })
  })
  afterAll(() => closeTestApp(app))

  it('answers 503 with 503000 and when to ask again, not a 500, when every worker is drawing and no render may wait', { timeout: 120_000 }, async () => {
    const cards = ['Major01', 'Major02', 'Major03', 'Major04']
    const answers = await Promise.all(
      cards.map((card) =>
        app.inject({ method: 'GET', url: `/tarot/rest/shares/today/poster.png?card=${card}&orientation=upright&day=${TODAY}&size=story&lang=zh-Hant`, headers: { 'tarot-lang': 'zh-Hant' } }),
      ),
    )
    const busy = answers.filter((a) => a.statusCode === 503)
    expect(answers.filter((a) => a.statusCode === 200).length).toBeGreaterThanOrEqual(1)
    expect(busy.length).toBeGreaterThanOrEqual(1)
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 503)).toBe(true)
    expect(busy[0]!.json()).toEqual({ code: 503000, message: '現在製作海報的人有點多，請稍後再試' })
    expect(Number(busy[0]!.headers['retry-after'])).toBeGreaterThan(0)
    // Once the worker is free the poster is drawn.
    const again = await app.inject({ method: 'GET', url: `/tarot/rest/shares/today/poster.png?card=${cards[3]}&orientation=upright&day=${TODAY}&size=story&lang=zh-Hant` })
    expect(again.statusCode).toBe(200)
  })
})
