import { WalletData } from '@tarot/contracts/account'
import { ProvidersData, TokenLoginData } from '@tarot/contracts/auth'
import { ChatView } from '@tarot/contracts/chat'
import { accountEndpoints, feedbackEndpoints, healthEndpoints, loginEndpoints } from '@tarot/contracts/endpoints/account'
import { agentEndpoints } from '@tarot/contracts/endpoints/agent'
import { consoleDeskEndpoints, consoleEndpoints } from '@tarot/contracts/endpoints/console'
import { dataHostEndpoints, wechatEndpoints } from '@tarot/contracts/endpoints/data-host'
import { energyEndpoints } from '@tarot/contracts/endpoints/energy'
import { journalEndpoints } from '@tarot/contracts/endpoints/journal'
import { payEndpoints } from '@tarot/contracts/endpoints/pay'
import { questionEndpoints } from '@tarot/contracts/endpoints/question'
import { consultationEndpoints, readerDeskEndpoints, readerEndpoints } from '@tarot/contracts/endpoints/readers'
import { readingEndpoints } from '@tarot/contracts/endpoints/readings'
import { shareEndpoints } from '@tarot/contracts/endpoints/shares'
import { envelope } from '@tarot/contracts/envelope'
import { HealthData } from '@tarot/contracts/health'
import { QuestionCheckData } from '@tarot/contracts/question'
import {
  InterpretationData,
  InterpretationDeltaEvent,
  InterpretationDoneEvent,
  InterpretationErrorEvent,
  InterpretationMetaEvent,
  InterpretationRestartEvent,
  ReadingList,
  ReadingView,
} from '@tarot/contracts/readings'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type * as z from 'zod/mini'
import { DOCS_PREFIX } from '../src/openapi/plugin'
import { closeTestApp, testApp } from './support/app'

/** Every route the app registers, seen by an `onRoute` hook on the instance `buildApp` creates. */
const registered = vi.hoisted(() => [] as { method: string; url: string; schema?: unknown }[])
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>()
  const create = (options?: FastifyServerOptions) => {
    const instance = actual.default(options)
    instance.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url, schema: route.schema })
    })
    return instance
  }
  return { ...actual, default: create }
})

type Document = {
  openapi: string
  info: { title: string; version: string }
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown>; security?: unknown[]; parameters?: unknown[] }>>
  components: { schemas: Record<string, unknown>; securitySchemes: Record<string, { type: string; in: string; name: string }> }
}

/** A path in one spelling: Fastify's `:id` and `*`, OpenAPI's `{id}`, with or without a trailing slash. */
const normalize = (path: string) => path.replace(/:[^/]+|\{[^}]+\}|\*/g, '{}').replace(/(.)\/$/, '$1')

/** Routes that are not API operations: the docs themselves, static file hosts, and HEAD/OPTIONS twins. */
const isApiRoute = ({ method, url }: { method: string; url: string }) =>
  method !== 'HEAD' && method !== 'OPTIONS' && !url.startsWith(DOCS_PREFIX) && !url.startsWith('/res/') && !url.startsWith('/tarot/h5app') && url !== '/'

let app: FastifyInstance
let doc: Document
beforeAll(async () => {
  app = await testApp({ env: { DEV_SIGN_IN: 'true' } })
  await app.ready()
  const res = await app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toMatch(/^application\/json/)
  doc = res.json()
}, 60_000)
afterAll(() => closeTestApp(app))

describe('the OpenAPI document at /tarot/rest/docs/json', () => {
  it('is an OpenAPI 3.1 document of this API', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/)
    expect(doc.info).toMatchObject({ title: 'AI Tarot API', version: expect.stringMatching(/^\d+\.\d+\.\d+$/) })
    expect(doc.components.securitySchemes.tarotToken).toEqual(expect.objectContaining({ type: 'apiKey', in: 'header', name: 'tarot-token' }))
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item))
    expect(operations.length).toBeGreaterThan(20)
    const ids = operations.map((op) => op.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const op of operations) {
      expect(op.responses['200'], op.operationId).toBeDefined()
      expect(op.parameters, op.operationId).toContainEqual({ $ref: '#/components/parameters/TarotLang' })
    }
  })

  it('resolves every $ref inside the document', () => {
    const refs: string[] = []
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk)
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          if (key === '$ref' && typeof inner === 'string') refs.push(inner)
          else walk(inner)
        }
      }
    }
    walk(doc)
    expect(refs.length).toBeGreaterThan(50)
    for (const target of new Set(refs)) {
      expect(target, target).toMatch(/^#\//)
      const found = target
        .slice(2)
        .split('/')
        .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), doc)
      expect(found, `${target} resolves`).toBeDefined()
    }
  })

  it('takes request bodies and envelopes from the shared contracts', () => {
    const draw = doc.paths['/tarot/rest/readings/draw']!.post!
    expect(draw.security).toEqual([{ tarotToken: [] }])
    expect(doc.components.schemas.DrawRequest).toMatchObject({ type: 'object', properties: { spreadId: { pattern: '^[a-z0-9_]{2,12}$' } }, required: ['spreadId', 'question'] })
    expect(doc.components.schemas.ReadingViewResponse).toMatchObject({ properties: { code: { type: 'number' }, data: { $ref: '#/components/schemas/ReadingView' } }, required: ['code'] })
    expect(doc.paths['/tarot/rest/login/user']!.post!.security).toEqual([])
    const stream = doc.paths['/tarot/rest/readings/{id}/interpretation']!.post!.responses['200'] as { content: Record<string, { 'x-events'?: Record<string, unknown> }> }
    expect(Object.keys(stream.content['text/event-stream']!['x-events']!)).toEqual(['meta', 'delta', 'restart', 'done', 'error'])
  })

  it('describes every route the app registers, with its method, and nothing it does not', () => {
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${normalize(path)}`)))
    const routes = new Set(registered.filter(isApiRoute).map(({ method, url }) => `${method} ${normalize(url)}`))
    // Every REST call is a route here: a sanity check that the hook saw the app's routes.
    expect([...routes].filter((r) => r.includes(' /tarot/rest/')).length).toBeGreaterThan(20)
    expect(
      [...routes].filter((route) => !documented.has(route)),
      'registered but missing from the document (a route without a schema?)',
    ).toEqual([])
    expect(
      [...documented].filter((op) => !routes.has(op)),
      'documented but not registered',
    ).toEqual([])
  })
})

describe('every route', () => {
  it('is registered from an entry of the endpoint tables, with its method and path', () => {
    const tables = [
      accountEndpoints,
      loginEndpoints,
      feedbackEndpoints,
      healthEndpoints,
      agentEndpoints,
      dataHostEndpoints,
      wechatEndpoints,
      energyEndpoints,
      journalEndpoints,
      payEndpoints,
      questionEndpoints,
      readerEndpoints,
      consultationEndpoints,
      readerDeskEndpoints,
      readingEndpoints,
      shareEndpoints,
      consoleEndpoints,
      consoleDeskEndpoints,
    ]
    const entries = new Set(tables.flatMap((table) => Object.values(table)).map(({ method, path }) => `${method} ${normalize(path)}`))
    const routes = new Set(registered.filter(isApiRoute).map(({ method, url }) => `${method} ${normalize(url)}`))
    expect(
      [...routes].filter((route) => !entries.has(route)),
      'registered without an entry: add it to packages/contracts/src/endpoints and register it with route()',
    ).toEqual([])
    expect(
      [...entries].filter((entry) => !routes.has(entry)),
      'an entry no route registers',
    ).toEqual([])
  })

  it('declares its schema (what it takes and answers)', () => {
    const withoutSchema = new Set(
      registered
        .filter(isApiRoute)
        .filter((route) => !route.schema)
        .map(({ method, url }) => `${method} ${url.replace(/(.)\/$/, '$1')}`),
    )
    expect([...withoutSchema].sort(), 'routes without a schema: give each `schema` in its route options').toEqual([])
  })
})

describe('the docs page at /tarot/rest/docs', () => {
  it('answers HTML whose scripts and styles load from this origin under the app CSP', async () => {
    for (const url of [`${DOCS_PREFIX}/`, DOCS_PREFIX]) {
      const page = await app.inject({ method: 'GET', url })
      expect(page.statusCode, url).toBe(200)
      expect(page.headers['content-type']).toMatch(/^text\/html/)
      expect(page.body).toContain('id="swagger-ui"')
      const csp = String(page.headers['content-security-policy'])
      expect(csp).toMatch(/script-src 'self'/)
      expect(csp).toMatch(/style-src 'self' 'unsafe-inline'/)
      const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, href]) => href!)
      expect(assets.length).toBeGreaterThanOrEqual(5)
      for (const asset of assets) {
        // Relative or same-origin only: the CSP allows no other script or style origin.
        expect(asset, asset).not.toMatch(/^(?:https?:)?\/\//)
        const resolved = new URL(asset, `http://local${url}`).pathname
        const res = await app.inject({ method: 'GET', url: resolved })
        expect(res.statusCode, resolved).toBe(200)
      }
    }
    const init = await app.inject({ method: 'GET', url: `${DOCS_PREFIX}/static/swagger-initializer.js` })
    expect(init.body).toContain("resolveUrl('./json')")
  })
})

describe('the contracts the document is built from match what the routes answer', () => {
  const ok = <T extends z.ZodMiniType>(schema: T, body: unknown) => {
    const parsed = envelope(schema).safeParse(body)
    expect(parsed.success, JSON.stringify(parsed.error?.issues ?? body)).toBe(true)
    expect((body as { code: number }).code).toBe(0)
  }

  it('for the account, wallet, question and reading calls', async () => {
    ok(HealthData, (await app.inject({ method: 'GET', url: '/tarot/rest/health' })).json())
    ok(ProvidersData, (await app.inject({ method: 'GET', url: '/tarot/rest/login/providers' })).json())
    const signedIn = (await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'dev', name: 'openapi-reader' } })).json()
    const headers = { 'tarot-token': signedIn.data.access_token as string, 'tarot-lang': 'en' }
    const call = (method: 'GET' | 'POST', url: string, payload?: object) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) })

    ok(TokenLoginData, (await call('POST', '/tarot/rest/login/tarot')).json())
    ok(WalletData, (await call('GET', '/tarot/rest/energy/amount?r=products')).json())
    ok(QuestionCheckData, (await call('POST', '/tarot/rest/question/check', { question: 'What should I focus on at work this month?' })).json())
    const reading = (
      await call('POST', '/tarot/rest/readings/physical', {
        spreadId: 'cnc',
        question: 'What should I focus on at work this month?',
        cards: [
          { id: 'Major00', orientation: 'upright' },
          { id: 'Cups04', orientation: 'reversed' },
          { id: 'Coins08', orientation: 'upright' },
        ],
      })
    ).json()
    ok(ReadingView, reading)
    ok(ReadingView, (await call('POST', `/tarot/rest/readings/${reading.data.id}/save`)).json())
    ok(ReadingList, (await call('GET', '/tarot/rest/readings?page=1')).json())

    const stream = await call('POST', `/tarot/rest/readings/${reading.data.id}/interpretation`)
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/)
    const eventSchemas: Record<string, z.ZodMiniType> = {
      meta: InterpretationMetaEvent,
      delta: InterpretationDeltaEvent,
      restart: InterpretationRestartEvent,
      done: InterpretationDoneEvent,
      error: InterpretationErrorEvent,
    }
    const events = stream.body.split('\n\n').filter((block) => block.startsWith('event:'))
    expect(events.length).toBeGreaterThanOrEqual(3)
    for (const block of events) {
      const [eventLine, dataLine] = block.split('\n')
      const schema = eventSchemas[eventLine!.slice('event: '.length)]
      expect(schema, eventLine).toBeDefined()
      expect(schema!.safeParse(JSON.parse(dataLine!.slice('data: '.length))).success, block).toBe(true)
    }
    expect(events.at(-1)).toMatch(/^event: done/)
    ok(InterpretationData, (await call('GET', `/tarot/rest/readings/${reading.data.id}/interpretation`)).json())
    ok(ChatView, (await call('GET', `/tarot/rest/readings/${reading.data.id}/chat`)).json())
  })
})
