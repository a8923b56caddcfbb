import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeTestApp, testApp } from './support/app'

/**
 * Property: whatever body, path parameter or header a client sends to any route,
 * the server answers without a 5xx, and never with a stack trace or SQL.
 */
const ROUTES: { method: 'GET' | 'POST' | 'DELETE'; url: string }[] = [
  { method: 'GET', url: '/tarot/rest/health' },
  { method: 'POST', url: '/tarot/rest/login/user' },
  { method: 'POST', url: '/tarot/rest/login/tarot' },
  { method: 'GET', url: '/tarot/rest/login/providers' },
  { method: 'POST', url: '/tarot/rest/login/sign-in' },
  { method: 'POST', url: '/tarot/rest/login/logout' },
  { method: 'POST', url: '/tarot/rest/account/delete' },
  { method: 'POST', url: '/tarot/rest/agent/useragent/:p' },
  { method: 'POST', url: '/tarot/rest/agent/friend/:p' },
  { method: 'GET', url: '/tarot/rest/agent/my' },
  { method: 'GET', url: '/tarot/rest/energy/amount?r=:p' },
  { method: 'GET', url: '/tarot/rest/energy/quota' },
  { method: 'POST', url: '/tarot/rest/question/check' },
  { method: 'POST', url: '/tarot/rest/feedback' },
  { method: 'POST', url: '/tarot/rest/readings/draw' },
  { method: 'POST', url: '/tarot/rest/readings/physical' },
  { method: 'POST', url: '/tarot/rest/readings/:p/pick' },
  { method: 'POST', url: '/tarot/rest/readings/:p/save' },
  { method: 'GET', url: '/tarot/rest/readings/:p' },
  { method: 'GET', url: '/tarot/rest/readings?page=:p' },
  { method: 'DELETE', url: '/tarot/rest/readings/:p' },
  { method: 'GET', url: '/tarot/rest/readings/:p/interpretation' },
  { method: 'POST', url: '/tarot/rest/readings/:p/interpretation' },
  { method: 'GET', url: '/tarot/rest/readings/:p/chat' },
  { method: 'POST', url: '/tarot/rest/readings/:p/chat' },
  { method: 'GET', url: '/tarot/rest/readers?topic=:p' },
  { method: 'GET', url: '/tarot/rest/readers/:p' },
  { method: 'POST', url: '/tarot/rest/consultations' },
  { method: 'GET', url: '/tarot/rest/consultations' },
  { method: 'GET', url: '/tarot/rest/consultations/:p' },
  { method: 'POST', url: '/tarot/rest/consultations/:p/cancel' },
  { method: 'POST', url: '/tarot/rest/consultations/:p/complete' },
  { method: 'POST', url: '/tarot/rest/consultations/:p/review' },
  { method: 'GET', url: '/tarot/rest/reader/me' },
  { method: 'GET', url: '/tarot/rest/reader/consultations' },
  { method: 'POST', url: '/tarot/rest/reader/consultations/:p/accept' },
  { method: 'POST', url: '/tarot/rest/reader/consultations/:p/answer' },
  { method: 'GET', url: '/tarot/rest/account/birth-year' },
  { method: 'POST', url: '/tarot/rest/account/birth-year' },
  { method: 'POST', url: '/tarot/rest/pay/orders' },
  { method: 'GET', url: '/tarot/rest/pay/orders?page=:p' },
  { method: 'GET', url: '/tarot/rest/pay/orders/:p' },
  { method: 'POST', url: '/tarot/rest/pay/orders/:p/pay' },
  { method: 'POST', url: '/tarot/rest/pay/orders/:p/close' },
  { method: 'POST', url: '/tarot/rest/pay/restore' },
  { method: 'POST', url: '/tarot/rest/pay/dev/:p' },
  { method: 'POST', url: '/tarot/rest/pay/notify' },
  { method: 'GET', url: '/versionApp.json?:p' },
  { method: 'GET', url: '/spreadsApp.json' },
  { method: 'GET', url: '/articles/index.json' },
  { method: 'GET', url: '/local/:p' },
  { method: 'GET', url: '/layout/:p' },
]

let app: FastifyInstance
let token = ''
beforeAll(async () => {
  app = await testApp()
  token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token
})
afterAll(() => closeTestApp(app))

const jsonValue = fc.jsonValue({ maxDepth: 3 })
const body = fc.oneof(
  jsonValue,
  fc.record({ question: fc.oneof(fc.string(), jsonValue), spreadId: fc.oneof(fc.constantFrom('one', 'celtic', 'months'), fc.string()), picks: fc.oneof(fc.array(fc.integer()), jsonValue), cards: fc.oneof(fc.array(fc.record({ id: fc.oneof(fc.constantFrom('Major00', 'Cups01'), fc.string(), fc.constant(null)), orientation: fc.oneof(fc.constantFrom('upright', 'reversed'), fc.string()) })), jsonValue), provider: fc.oneof(fc.constantFrom('dev', 'wechat-mini', 'wechat-h5'), fc.string()), name: fc.string(), code: fc.string(), content: fc.string(), agree: jsonValue, clientKey: fc.string() }, { requiredKeys: [] }),
)
const param = fc.oneof(fc.string(), fc.constantFrom('..%2f..%2fetc%2fpasswd', '%00', 'zh-Hant/cards/Major00.json', 'celtic.json', "1' OR '1'='1", '9999999999999999999999'))

describe('every route under random input', () => {
  it('never answers 5xx, nor leaks a stack trace or SQL', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), body, param, fc.constantFrom('valid', 'none', 'garbage'), fc.constantFrom('en', 'zh-Hant', 'xx', ''), async (route, payload, p, auth, lang) => {
        const url = route.url.replace(':p', encodeURIComponent(p))
        const headers: Record<string, string> = { 'tarot-lang': lang }
        if (auth === 'valid') headers['tarot-token'] = token
        if (auth === 'garbage') headers['tarot-token'] = 'not.a.token'
        const res = await app.inject({ method: route.method, url, headers, ...(route.method === 'POST' ? { payload: payload as object } : {}) })
        expect(res.statusCode, `${route.method} ${url}`).toBeLessThan(500)
        expect(res.payload).not.toMatch(/at .+\.(?:ts|js):\d+|SELECT |INSERT INTO|syntax error/)
      }),
      { numRuns: 400, seed: 20261121 },
    )
  }, 120_000)
})

describe('a NUL character, which PostgreSQL text cannot hold', () => {
  it('is refused as bad input in a path or a body, never a server error', async () => {
    const headers = { 'tarot-token': token, 'tarot-lang': 'en' }
    for (const url of ['/tarot/rest/readings/%00', '/tarot/rest/readings/a%00b/interpretation', '/tarot/rest/pay/orders/%00']) {
      const res = await app.inject({ method: 'GET', url, headers })
      expect(res.statusCode, url).toBeLessThan(500)
    }
    const draw = await app.inject({ method: 'POST', url: '/tarot/rest/readings/draw', headers, payload: { spreadId: 'one', question: 'What should I focus on\u0000 this week?' } })
    expect(draw.statusCode).toBe(400)
    expect(draw.json()).toMatchObject({ code: 400000, message: 'The request is not valid' })
  })
})
