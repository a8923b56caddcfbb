import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { inDialect, retryAfterMs, tokenParamFor } from '../src/services/interpreter/openai'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'
import { FakeLlm } from './support/fake-llm'
import { events, holy } from './support/streams'

/**
 * How the app speaks to a provider (issue 33, item 6): the token cap in the field the model family takes, a 429's
 * Retry-After waited out within the time caps, one countable log line per call, and a reading the built-in reader
 * wrote because the model failed asked of the model again on request, charged once.
 */

describe('the token cap’s field and the sampling fields', () => {
  it('uses max_completion_tokens for the o1, o3, o4 and gpt-5 families, also behind a vendor prefix, and max_tokens for the rest', () => {
    for (const model of ['o1', 'o1-mini', 'o3-mini', 'o4-mini-2025-04-16', 'gpt-5', 'gpt-5-mini', 'openai/gpt-5-nano', 'o3']) expect(tokenParamFor(model), model).toBe('max_completion_tokens')
    for (const model of ['gpt-4o-mini', 'gpt-4.1', 'deepseek-chat', 'qwen-plus', 'glm-4-flash', 'moonshot-v1-8k', 'fake-model']) expect(tokenParamFor(model), model).toBe('max_tokens')
    expect(tokenParamFor('gpt-4o-mini', 'max_completion_tokens')).toBe('max_completion_tokens')
    expect(tokenParamFor('gpt-5', 'max_tokens')).toBe('max_tokens')
  })

  it('rewrites a classifier-style body for a reasoning model: the cap moved, the temperature dropped', () => {
    const body = JSON.stringify({ model: 'o3-mini', temperature: 0, max_tokens: 200, messages: [] })
    expect(JSON.parse(inDialect(body, { model: 'o3-mini', tokenParam: 'max_completion_tokens' }))).toEqual({ model: 'o3-mini', max_completion_tokens: 200, messages: [] })
    expect(inDialect(body.replace('o3-mini', 'gpt-4o'), { model: 'gpt-4o', tokenParam: 'max_tokens' })).toBe(body.replace('o3-mini', 'gpt-4o'))
  })

  it('reads Retry-After in seconds, as a date, and retry-after-ms', () => {
    const now = Date.parse('2026-12-02T07:00:00Z')
    expect(retryAfterMs(new Headers({ 'retry-after': '2' }), now)).toBe(2000)
    expect(retryAfterMs(new Headers({ 'retry-after': 'Wed, 02 Dec 2026 07:00:05 GMT' }), now)).toBe(5000)
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '150', 'retry-after': '9' }), now)).toBe(150)
    expect(retryAfterMs(new Headers({}), now)).toBeNull()
  })
})

describe.each(ENGINES)('the provider as the app meets it (%s)', (engine) => {
  const fake = new FakeLlm()
  const apps: FastifyInstance[] = []
  let baseUrl: string
  let logged: Record<string, unknown>[] = []

  async function app(env: Record<string, string> = {}) {
    const made = await testApp({
      engine,
      env: { LLM_BASE_URL: baseUrl, LLM_API_KEY: 'test-key', LLM_MODEL: 'fake-model', LLM_FIRST_BYTE_TIMEOUT_MS: '1500', LLM_IDLE_TIMEOUT_MS: '2000', LLM_CLASSIFIER_TIMEOUT_MS: '3000', ...env },
      logger: { level: 'info', stream: { write: (line: string) => void logged.push(JSON.parse(line) as Record<string, unknown>) } },
    })
    apps.push(made)
    return made
  }

  /** The app most tests share (the model at defaults, a 1.5 s first-byte cap). */
  let shared: FastifyInstance

  beforeAll(async () => {
    baseUrl = await fake.start()
    shared = await app()
  }, 60_000)
  afterAll(async () => {
    for (const made of apps) await closeTestApp(made)
    await fake.stop()
  })
  beforeEach(() => {
    fake.mode = 'normal'
    fake.retryAfter = null
    fake.rateLimitedCalls = 0
    fake.answers = []
    logged = []
  })

  /** A guest with 10 energy and a pro-spread reading (10 energy) ready to interpret. */
  async function proReading(on: FastifyInstance) {
    const token = (await on.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string
    const verified = await on.tokens.verify(token)
    if (!verified.ok) throw new Error('no token')
    const userId = verified.token.userId
    await on.ledger.apply(userId, 10, 'grant', 'test-grant')
    const headers = { 'tarot-token': token, 'tarot-lang': 'en' }
    const reading = (await on.inject({ method: 'POST', url: '/tarot/rest/readings/physical', headers, payload: { spreadId: 'holy', question: 'What should I focus on next?', cards: holy } })).json()
      .data
    const url = `/tarot/rest/readings/${reading.id}/interpretation`
    return { userId, headers, url, interpret: (payload?: object) => on.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) }) }
  }

  const modelCalls = () => logged.filter((line) => line.event === 'model_call')

  it.each([
    ['an ordinary model', {}, 'max_tokens', true],
    ['gpt-5-mini', { LLM_MODEL: 'gpt-5-mini' }, 'max_completion_tokens', false],
    ['LLM_TOKEN_PARAM=max_completion_tokens', { LLM_TOKEN_PARAM: 'max_completion_tokens' }, 'max_completion_tokens', true],
  ] as const)(
    'sends the token cap to %s in the field it takes, from readings and the question check alike',
    async (_, env, field, temperature) => {
      const on = await app({ LLM_MAX_TOKENS: '2500', ...env })
      const { interpret, headers } = await proReading(on)
      const before = fake.calls.length
      await on.inject({ method: 'POST', url: '/tarot/rest/question/check', headers, payload: { question: 'What should I focus on at work this month?' } })
      await interpret()
      const classify = fake.calls.slice(before).find((c) => !c.body.stream)!
      const read = fake.calls.slice(before).find((c) => c.body.stream)!
      const other = field === 'max_tokens' ? 'max_completion_tokens' : 'max_tokens'
      expect(read.body[field]).toBe(2500)
      expect(read.body[other]).toBeUndefined()
      expect(classify.body[field]).toBe(200)
      expect(classify.body[other]).toBeUndefined()
      expect('temperature' in read.body).toBe(temperature)
      expect('temperature' in classify.body).toBe(temperature)
    },
    60_000,
  )

  it('waits out a 429’s Retry-After within the first-byte cap and delivers the model’s reading, charged once', async () => {
    const on = shared
    const { userId, interpret } = await proReading(on)
    fake.rateLimitedCalls = 1
    fake.retryAfter = '1'
    const before = fake.calls.length
    const stream = events((await interpret()).payload)
    const [limited, retried] = fake.calls.slice(before)
    expect(retried!.at - limited!.at).toBeGreaterThanOrEqual(950)
    expect(stream.at(-1)).toEqual({ event: 'done', data: expect.objectContaining({ engine: 'llm', charged: { energy: 10 } }) })
    expect(await on.ledger.balance(userId)).toBe(0)
  })

  it('falls back at once, free, when the Retry-After is longer than the first-byte cap, and says the model may be asked again', async () => {
    const on = shared
    const { userId, interpret } = await proReading(on)
    fake.mode = 'rate-limited'
    fake.retryAfter = '30'
    const before = fake.calls.length
    const started = Date.now()
    const stream = events((await interpret()).payload)
    expect(Date.now() - started).toBeLessThan(1500)
    expect(fake.calls.length - before).toBe(1)
    expect(stream.at(-1)).toEqual({ event: 'done', data: expect.objectContaining({ engine: 'offline', charged: null, retryModel: true }) })
    expect(await on.ledger.balance(userId)).toBe(10)
    expect(modelCalls()).toEqual([expect.objectContaining({ kind: 'reading', outcome: 'fallback', reason: 'http-429', model: 'fake-model' })])
  })

  it('lets the question check wait out a 429’s Retry-After within its time-out instead of asking again at once', async () => {
    const on = shared
    const { headers } = await proReading(on)
    fake.rateLimitedCalls = 1
    fake.retryAfter = '1'
    fake.classifierAnswers = ['{"verdict":"suggest_spread","spreadId":"rel"}']
    const before = fake.calls.length
    const res = await on.inject({ method: 'POST', url: '/tarot/rest/question/check', headers, payload: { question: 'How can I grow closer to my partner?' } })
    const [limited, retried] = fake.calls.slice(before)
    expect(retried!.at - limited!.at).toBeGreaterThanOrEqual(950)
    expect(res.json().data).toMatchObject({ source: 'model' })
    expect(modelCalls()).toEqual([expect.objectContaining({ kind: 'classify', outcome: 'delivered', reason: null, model: 'fake-model' })])
    fake.classifierAnswers = ['{"verdict":"ok"}']
  })

  it('logs one line per reading call with its outcome and reason: delivered, fallback after a time-out, rejected as a refusal', async () => {
    const on = shared
    await (await proReading(on)).interpret()
    fake.mode = 'slow-first-byte'
    await (await proReading(on)).interpret()
    fake.mode = 'normal'
    fake.answers = ['I can’t help with that.']
    await (await proReading(on)).interpret()
    expect(modelCalls().map(({ kind, outcome, reason }) => ({ kind, outcome, reason }))).toEqual([
      { kind: 'reading', outcome: 'delivered', reason: null },
      { kind: 'reading', outcome: 'fallback', reason: 'timeout-first-byte' },
      { kind: 'reading', outcome: 'rejected', reason: 'refusal' },
    ])
  })

  it('asks the model again for a fallback reading on request: the fallback was free, the model’s reading replaces it and is charged once', async () => {
    const on = shared
    const { userId, url, headers, interpret } = await proReading(on)
    fake.mode = 'unauthorized'
    const first = events((await interpret()).payload)
    expect(first.at(-1)!.data).toMatchObject({ engine: 'offline', charged: null, retryModel: true })
    const offline = (await on.inject({ method: 'GET', url, headers })).json().data
    expect(offline.engine).toBe('offline')

    // A plain repeat replays the stored fallback, free, and says the model may be asked again.
    fake.mode = 'normal'
    const before = fake.streamedCalls().length
    const replay = events((await interpret()).payload)
    expect(replay[0]).toEqual({ event: 'meta', data: { engine: 'offline', stored: true, retryModel: true } })
    expect(fake.streamedCalls().length).toBe(before)

    // The model fails again: the stored reading stays, nothing is charged.
    fake.mode = 'rate-limited'
    const again = events((await interpret({ retryModel: true })).payload)
    expect(again.at(-1)!.data).toMatchObject({ engine: 'offline', charged: null, retryModel: true })
    expect((await on.inject({ method: 'GET', url, headers })).json().data).toEqual(offline)
    expect(await on.ledger.balance(userId)).toBe(10)

    // The model answers: its reading replaces the fallback's, charged once; asking again after that replays it.
    fake.mode = 'normal'
    const retried = events((await interpret({ retryModel: true })).payload)
    expect(retried[0]).toEqual({ event: 'meta', data: { engine: 'llm', stored: false, charged: { energy: 10 } } })
    expect(retried.at(-1)).toEqual({ event: 'done', data: expect.objectContaining({ engine: 'llm', charged: { energy: 10 } }) })
    expect((await on.inject({ method: 'GET', url, headers })).json().data).toEqual({ text: fake.pieces.join(''), engine: 'llm' })
    expect(await on.ledger.balance(userId)).toBe(0)
    const calls = fake.streamedCalls().length
    const replayed = events((await interpret({ retryModel: true })).payload)
    expect(replayed[0]).toEqual({ event: 'meta', data: { engine: 'llm', stored: true } })
    expect(fake.streamedCalls().length).toBe(calls)
    expect(await on.ledger.balance(userId)).toBe(0)
  })
})
