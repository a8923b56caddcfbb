import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { FAILURE_PAUSE_MS } from '../src/services/share/mini-program-codes'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'
import { FakeWechatApi } from './support/fake-wechat-api'

/** Sharing through WeChat (issue 20): the mini-program code on posters, and the JS-SDK settings for H5 inside WeChat. */

const MINI = { appId: 'wxmini0000000001', secret: 'mini-secret-0123456789abcdef0123' }
const H5 = { appId: 'wxh5000000000001', secret: 'h5-secret-0123456789abcdef012345' }
const ORIGIN = 'https://tarot.example.com'
const CARDS = [
  { id: 'Major00', orientation: 'upright' },
  { id: 'Cups04', orientation: 'reversed' },
  { id: 'Coins08', orientation: 'upright' },
]
const SHARED_PAGE = 'pagesApp/share/reading'

const fake = new FakeWechatApi({ [MINI.appId]: MINI.secret, [H5.appId]: H5.secret })
let apiBase = ''
let clock = Date.parse('2026-11-27T01:00:00Z')

beforeAll(async () => {
  apiBase = await fake.start()
  fake.now = () => clock
  // The released mini-program has the shared reading's page (WeChat checks the page of a code for the released version).
  fake.pages.add(SHARED_PAGE)
})
afterAll(() => fake.stop())
beforeEach(() => {
  fake.requests.length = 0
  fake.misbehave.clear()
})

/**
 * Where each poster shape prints its code (services/share/poster/compose.ts): the centre of that square. The stand-in's
 * code is one half-transparent blue pixel, drawn over the code's white disc: light blue there. A QR code is
 * dark violet or white.
 */
const CODE_CENTRE = { story: { x: 1080 - 90 - 110, y: 1640 + 110 }, chat: { x: 1000 - 60 - 75, y: 800 - 60 - 75 } }
function codeIsTheStandIns(png: Buffer, size: 'story' | 'chat'): boolean {
  const image = PNG.sync.read(png)
  const { x, y } = CODE_CENTRE[size]
  const at = (y * image.width + x) * 4
  const [r, g, b] = [image.data[at]!, image.data[at + 1]!, image.data[at + 2]!]
  return b - r > 60 && b - g > 60
}

const sha1 = (text: string) => createHash('sha1').update(text).digest('hex')

describe.each(ENGINES)('sharing through WeChat on %s', (engine) => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await testApp({
      engine,
      env: { PUBLIC_ORIGIN: ORIGIN, WECHAT_API_BASE: apiBase, WECHAT_APP_ID: MINI.appId, WECHAT_APP_SECRET: MINI.secret, WECHAT_H5_APP_ID: H5.appId, WECHAT_H5_APP_SECRET: H5.secret },
      now: () => clock,
    })
  }, 300_000)
  afterAll(() => closeTestApp(app))

  async function newShare(): Promise<string> {
    const headers = { 'tarot-token': (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string, 'tarot-lang': 'en' }
    const reading = (
      await app.inject({ method: 'POST', url: '/tarot/rest/readings/physical', headers, payload: { spreadId: 'cnc', question: 'What should I focus on at work this month?', cards: CARDS } })
    ).json().data
    const share = (await app.inject({ method: 'POST', url: '/tarot/rest/shares', headers, payload: { readingId: reading.id } })).json()
    expect(share.code).toBe(0)
    return share.data.id as string
  }
  const poster = (id: string, query: string) => app.inject({ method: 'GET', url: `/tarot/rest/shared/${id}/poster.png?${query}` })
  const codeCalls = () => fake.calls('/wxa/getwxacodeunlimit')

  describe('a poster', () => {
    it('carries the mini-program code that opens the shared reading, asked of WeChat once per share', { timeout: 180_000 }, async () => {
      const id = await newShare()
      const story = await poster(id, 'size=story')
      expect(story.statusCode).toBe(200)
      expect(story.headers['content-type']).toBe('image/png')
      expect(codeIsTheStandIns(story.rawPayload, 'story')).toBe(true)
      expect(codeCalls()).toHaveLength(1)
      // The scene is the share id (22 characters, inside WeChat's 32); the page is the shared reading's in the mini-program.
      expect(codeCalls()[0]!.body).toMatchObject({ scene: id, page: SHARED_PAGE, check_path: true, env_version: 'release' })
      expect(codeCalls()[0]!.query.access_token).toBe(fake.currentToken(MINI.appId))

      // The other shape and another language reuse the same code.
      const chat = await poster(id, 'size=chat&lang=zh-Hant')
      expect(codeIsTheStandIns(chat.rawPayload, 'chat')).toBe(true)
      expect(codeCalls()).toHaveLength(1)

      // Another share has its own code; the access token is the one already fetched.
      const other = await newShare()
      expect(codeIsTheStandIns((await poster(other, 'size=chat')).rawPayload, 'chat')).toBe(true)
      expect(codeCalls().map((call) => (call.body as { scene: string }).scene)).toEqual([id, other])
      expect(fake.calls('/cgi-bin/stable_token').filter((call) => (call.body as { appid: string }).appid === MINI.appId)).toHaveLength(1)
    })

    it('falls back to the QR code of the H5 link when WeChat fails, and carries the code once WeChat answers again', { timeout: 180_000 }, async () => {
      const id = await newShare()
      fake.misbehave.set('/wxa/getwxacodeunlimit', 'html-502')
      const failed = await poster(id, 'size=story')
      expect(failed.statusCode).toBe(200)
      expect(codeIsTheStandIns(failed.rawPayload, 'story')).toBe(false)
      expect(codeCalls()).toHaveLength(1)

      // WeChat is left alone for a while after a failure: posters keep the QR code without asking it again.
      fake.misbehave.clear()
      expect(codeIsTheStandIns((await poster(id, 'size=story')).rawPayload, 'story')).toBe(false)
      expect(codeCalls()).toHaveLength(1)

      // After the pause the poster is drawn again, now with the code (the QR one was not kept for good).
      clock += FAILURE_PAUSE_MS + 1_000
      expect(codeIsTheStandIns((await poster(id, 'size=story')).rawPayload, 'story')).toBe(true)
      expect(codeCalls()).toHaveLength(2)
    })
  })

  describe('GET /tarot/rest/wechat/js-config', () => {
    const jsConfig = (url: string, lang = 'en') => app.inject({ method: 'GET', url: `/tarot/rest/wechat/js-config?url=${encodeURIComponent(url)}`, headers: { 'tarot-lang': lang } })
    const ticketCalls = () => fake.calls('/cgi-bin/ticket/getticket')

    it("signs a page of this site with the official account's jsapi_ticket, fetched once and cached", async () => {
      const page = `${ORIGIN}/tarot/h5app/?from=singlemessage&isappinstalled=0`
      const first = await jsConfig(`${page}#/pagesApp/share/reading?id=AAAAAAAAAAAAAAAAAAAAAA&friend=u1`)
      expect(first.statusCode).toBe(200)
      const config = first.json().data
      expect(config).toMatchObject({ appId: H5.appId, timestamp: Math.floor(clock / 1000) })
      expect(config.nonceStr).toMatch(/^\S{8,32}$/)
      // WeChat's rule: SHA-1 over the ticket, nonce, timestamp and the page's address without its fragment.
      const ticket = fake.currentTicket(H5.appId)!
      expect(config.signature).toBe(sha1(`jsapi_ticket=${ticket}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${page}`))
      expect(ticketCalls()).toHaveLength(1)
      expect(ticketCalls()[0]!.query.access_token).toBe(fake.currentToken(H5.appId))

      const second = (await jsConfig(`${ORIGIN}/tarot/h5app/`)).json().data
      expect(second.signature).toBe(sha1(`jsapi_ticket=${ticket}&noncestr=${second.nonceStr}&timestamp=${second.timestamp}&url=${ORIGIN}/tarot/h5app/`))
      expect(ticketCalls()).toHaveLength(1)
    })

    it("refuses another site's page, whatever it looks like, without asking WeChat", async () => {
      for (const url of [
        'https://evil.example/tarot/h5app/',
        'https://tarot.example.com.evil.example/',
        'https://tarot.example.com@evil.example/',
        'http://tarot.example.com/tarot/h5app/',
        'https://evil.example/#https://tarot.example.com/',
      ]) {
        const res = await jsConfig(url)
        expect(res.statusCode, url).toBe(403)
        expect(res.json(), url).toEqual({ code: 403000, message: 'Only pages of this site can be signed for WeChat sharing' })
      }
      expect(ticketCalls()).toHaveLength(0)
    })

    it("refuses an address that is not one, in the caller's language", async () => {
      for (const url of ['not a url', '/tarot/h5app/', 'javascript:alert(1)', 'ftp://tarot.example.com/x', '']) {
        const res = await jsConfig(url, 'zh-Hans')
        expect(res.statusCode, url).toBe(400)
        expect(res.json(), url).toEqual({ code: 400000, message: '页面地址无效' })
      }
      expect((await app.inject({ method: 'GET', url: '/tarot/rest/wechat/js-config' })).statusCode).toBe(400)
      expect(ticketCalls()).toHaveLength(0)
    })

    it('answers 502 when WeChat fails to give a ticket, and signs again once it answers', async () => {
      // A ticket lives 2 hours: let the cached one run out so WeChat is asked.
      clock += 3 * 3600_000
      fake.misbehave.set('/cgi-bin/ticket/getticket', 'wrong-shape')
      const failed = await jsConfig(`${ORIGIN}/tarot/h5app/`)
      expect(failed.statusCode).toBe(502)
      expect(failed.json()).toEqual({ code: 500000, message: 'WeChat did not answer, please try again later' })
      fake.misbehave.clear()
      expect((await jsConfig(`${ORIGIN}/tarot/h5app/`)).json().data.appId).toBe(H5.appId)
    })
  })
})

describe('without an official account', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    // `npm start` without WeChat keys: the dev stand-in, which has no JS-SDK.
    app = await testApp({ env: { PUBLIC_ORIGIN: ORIGIN } })
  }, 300_000)
  afterAll(() => closeTestApp(app))

  it('the JS-SDK settings say WeChat sharing is not configured, and are limited to 60 a minute per address', async () => {
    const ask = (lang: string) => app.inject({ method: 'GET', url: `/tarot/rest/wechat/js-config?url=${encodeURIComponent(`${ORIGIN}/tarot/h5app/`)}`, headers: { 'tarot-lang': lang } })
    const zh = await ask('zh-Hans')
    expect(zh.statusCode).toBe(404)
    expect(zh.json()).toEqual({ code: 404000, message: '这里还没有接入微信公众号，暂时不能设置微信分享' })
    expect((await ask('en')).json().message).toBe('WeChat sharing is not configured here (no official account)')
    for (let i = 2; i < 60; i += 1) expect((await ask('en')).statusCode).toBe(404)
    const limited = await ask('en')
    expect(limited.statusCode).toBe(429)
    expect(limited.json().code).toBe(429000)
  })
})
