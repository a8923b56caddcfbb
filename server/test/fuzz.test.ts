import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readings } from '../src/db/schema'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'

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
  { method: 'GET', url: '/tarot/rest/agent/friend-code' },
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

const jsonValue = fc.jsonValue({ maxDepth: 3 })
const body = fc.oneof(
  jsonValue,
  fc.record(
    {
      question: fc.oneof(fc.string(), jsonValue),
      spreadId: fc.oneof(fc.constantFrom('one', 'celtic', 'months'), fc.string()),
      picks: fc.oneof(fc.array(fc.integer()), jsonValue),
      cards: fc.oneof(
        fc.array(fc.record({ id: fc.oneof(fc.constantFrom('Major00', 'Cups01'), fc.string(), fc.constant(null)), orientation: fc.oneof(fc.constantFrom('upright', 'reversed'), fc.string()) })),
        jsonValue,
      ),
      provider: fc.oneof(fc.constantFrom('dev', 'wechat-mini', 'wechat-h5'), fc.string()),
      name: fc.string(),
      code: fc.string(),
      content: fc.string(),
      agree: jsonValue,
      clientKey: fc.string(),
    },
    { requiredKeys: [] },
  ),
)
/** NUL and the other control characters, alone or inside an id that would otherwise pass. */
const control = fc.integer({ min: 0, max: 0x1f }).chain((c) => fc.constantFrom(String.fromCharCode(c), String.fromCharCode(0x7f)))
const withControl = fc
  .tuple(fc.constantFrom('', randomUUID(), `c_${randomUUID()}`, 'tp0123456789abcdef0123456789ab', 'r_0123456789ab'), control, fc.nat({ max: 40 }))
  .map(([id, c, at]) => id.slice(0, at) + c + id.slice(at))
const param = fc.oneof(
  fc.string(),
  fc.string({ unit: control }),
  withControl,
  fc.constantFrom('..%2f..%2fetc%2fpasswd', '%00', '\u0000', 'a\u0000b', '\r\n', 'zh-Hant/cards/Major00.json', 'celtic.json', "1' OR '1'='1", '9999999999999999999999'),
)

describe.each(ENGINES)('the API on %s', (engine) => {
  let app: FastifyInstance
  let token = ''
  beforeAll(async () => {
    app = await testApp({ engine, env: { DEV_SIGN_IN: 'true' } })
    token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token
  }, 60_000)
  afterAll(() => closeTestApp(app))
  const guestToken = async () => (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string

  describe('every route under random input', () => {
    it('never answers 5xx, nor leaks a stack trace or SQL', async () => {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...ROUTES), body, param, fc.constantFrom('valid', 'none', 'garbage'), fc.constantFrom('en', 'zh-Hant', 'xx', ''), async (route, payload, p, auth, lang) => {
          const url = route.url.replace(':p', encodeURIComponent(p))
          const headers: Record<string, string> = { 'tarot-lang': lang }
          // Signing out or deleting the account ends the token: those get one of their own, so the shared one keeps reaching the database.
          const ends = route.url.endsWith('/login/logout') || route.url.endsWith('/account/delete')
          if (auth === 'valid') headers['tarot-token'] = ends ? await guestToken() : token
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

  describe('ids in paths', () => {
    it('answers 400 for an id of the wrong format, a NUL or a control character in it, on every route with an id', async () => {
      // A signed-in token of its own (the property above may have signed the shared one out): the access hooks let it through to the checks.
      const fresh = (await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'dev', name: 'id-checker' } })).json().data.access_token as string
      const headers = { 'tarot-token': fresh, 'tarot-lang': 'en' }
      const reading = randomUUID()
      const bad = [`${reading.slice(0, 10)}%00${reading.slice(10)}`, `${reading}%01`, '%00', 'a%00b', 'not-a-uuid', `${reading}%0A`]
      const urls = (id: string) =>
        [
          ['GET', `/tarot/rest/readings/${id}`],
          ['DELETE', `/tarot/rest/readings/${id}`],
          ['POST', `/tarot/rest/readings/${id}/pick`],
          ['POST', `/tarot/rest/readings/${id}/save`],
          ['GET', `/tarot/rest/readings/${id}/interpretation`],
          ['POST', `/tarot/rest/readings/${id}/interpretation`],
          ['GET', `/tarot/rest/readings/${id}/chat`],
          ['POST', `/tarot/rest/readings/${id}/chat`],
          ['GET', `/tarot/rest/pay/orders/${id}%00`],
          ['POST', `/tarot/rest/pay/orders/${id}%1f/close`],
          ['GET', `/tarot/rest/consultations/${id}`],
          ['POST', `/tarot/rest/consultations/${id}/cancel`],
          ['GET', `/tarot/rest/readers/${id}%00`],
        ] as const
      for (const id of bad) {
        for (const [method, url] of urls(id)) {
          const res = await app.inject({ method, url, headers, ...(method === 'POST' ? { payload: {} } : {}) })
          expect(res.statusCode, `${method} ${url}`).toBe(400)
          expect(res.json(), `${method} ${url}`).toMatchObject({ code: 400000 })
        }
      }
      // An id of the right format that is nobody's is still simply not found.
      expect((await app.inject({ method: 'GET', url: `/tarot/rest/readings/${reading}`, headers })).statusCode).toBe(404)
    })
  })
})

describe.each(ENGINES)('a database error on %s', (engine) => {
  let logged: string[]
  let db: FastifyInstance
  beforeAll(async () => {
    logged = []
    db = await testApp({ engine, logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } } })
    // Queries that fail in the database itself, as a route's would: a NUL in text, and a value the database cannot cast.
    db.get('/test/nul', async () => db.database.db.select().from(readings).where(eq(readings.id, 'secret\u0000value')))
    db.get('/test/cast', async () => db.database.db.execute(sql`select ${'secret-parameter'}::int as n`))
  })
  afterAll(() => closeTestApp(db))

  it('is answered 400 when it is bad input (a NUL), found by the code Drizzle keeps on the cause', async () => {
    const res = await db.inject({ method: 'GET', url: '/test/nul' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 400000 })
  })

  it('is logged by its database code, never with the SQL text or its parameters', async () => {
    const res = await db.inject({ method: 'GET', url: '/test/cast' })
    expect(res.statusCode).toBe(500)
    expect(res.payload).not.toMatch(/secret|select/i)
    const line = logged.find((l) => l.includes('request failed'))
    expect(line).toBeDefined()
    expect(line).toContain('22P02')
    expect(line).not.toMatch(/secret-parameter|select |Failed query/i)
  })
})
