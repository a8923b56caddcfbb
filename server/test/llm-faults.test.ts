import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'
import { FakeLlm } from './support/fake-llm'
import { events, holy } from './support/streams'

/**
 * A model that misbehaves mid-answer (issue 14, items 1 and 5): a stall, a trickle past the
 * total time cap, a flood past the size cap, an answer cut at max_tokens or left unfinished.
 * Whatever the model sent is discarded, nothing of it is stored or charged, and the built-in
 * reader writes the reading instead, free. A stream in progress keeps its claim however long it
 * runs: a second request is told to wait and the model is never asked twice.
 */

describe.each(ENGINES)('a model that fails mid-answer (%s)', (engine) => {
  const fake = new FakeLlm()
  let app: FastifyInstance
  let base: string
  /** The service clock runs `skew` ms ahead of the real one. */
  let skew = 0

  beforeAll(async () => {
    const baseUrl = await fake.start()
    app = await testApp({
      engine,
      now: () => Date.now() + skew,
      env: {
        LLM_BASE_URL: baseUrl,
        LLM_API_KEY: 'test-key',
        LLM_MODEL: 'fake-model',
        LLM_FIRST_BYTE_TIMEOUT_MS: '1000',
        LLM_IDLE_TIMEOUT_MS: '300',
        LLM_TOTAL_TIMEOUT_MS: '1500',
        LLM_MAX_CHARS: '20000',
        LLM_MAX_TOKENS: '777',
        LLM_CLASSIFIER: 'false',
        CHAT_FREE_PER_READING: '0',
      },
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await closeTestApp(app)
    await fake.stop()
  })
  beforeEach(() => {
    fake.mode = 'normal'
    fake.trickleMs = 50
    skew = 0
  })

  /** A guest with 20 energy and a pro-spread reading (10 energy) ready to interpret. */
  async function proReading() {
    const token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string
    const verified = await app.tokens.verify(token)
    if (!verified.ok) throw new Error('no token')
    const userId = verified.token.userId
    await app.ledger.apply(userId, 20, 'grant', 'test-grant')
    const headers = { 'tarot-token': token, 'tarot-lang': 'en' }
    const reading = (await app.inject({ method: 'POST', url: '/tarot/rest/readings/physical', headers, payload: { spreadId: 'holy', question: 'What should I focus on next?', cards: holy } })).json()
      .data
    const url = `/tarot/rest/readings/${reading.id}/interpretation`
    const chatUrl = `/tarot/rest/readings/${reading.id}/chat`
    return {
      userId,
      headers,
      reading,
      url,
      interpret: () => app.inject({ method: 'POST', url, headers }),
      ask: (message: string) => app.inject({ method: 'POST', url: chatUrl, headers, payload: { message } }),
      chatUrl,
    }
  }

  /** The stream falls back: the model's pieces (if any), `restart`, then the offline reading, done and free. */
  function expectFreeFallback(payload: string) {
    const stream = events(payload)
    const done = stream.at(-1)!
    expect(done).toMatchObject({ event: 'done', data: { engine: 'offline', charged: null } })
    const restart = stream.findIndex((e) => e.event === 'restart')
    const sentByModel = stream.slice(1, restart === -1 ? 1 : restart).some((e) => e.event === 'delta')
    if (sentByModel) expect(stream[restart]).toEqual({ event: 'restart', data: { engine: 'offline' } })
    const offline = stream
      .slice(restart + 1)
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text as string)
      .join('')
    // The built-in reader's whole text (a reading names its first card).
    expect(offline.trim()).not.toBe('')
    if (stream[0]!.data.seq === undefined) expect(offline).toContain('The Magician')
    return stream
  }

  it('discards the text of a model that stalls mid-answer: the built-in reader writes the reading, free, and the stub is never stored', async () => {
    fake.mode = 'stall'
    const { userId, url, headers, interpret } = await proReading()
    const stream = expectFreeFallback((await interpret()).payload)
    expect(stream[1]).toEqual({ event: 'delta', data: { text: 'The cards say ' } })
    expect(stream.some((e) => e.event === 'restart')).toBe(true)
    const stored = (await app.inject({ method: 'GET', url, headers })).json().data
    expect(stored.engine).toBe('offline')
    expect(stored.text).not.toContain('The cards say')
    expect(await app.ledger.balance(userId)).toBe(20)
    expect(await app.ledger.ledgerSum(userId)).toBe(20)
    expect((await app.aiCalls.latest(1))[0]).toMatchObject({ kind: 'reading', outcome: 'fallback' })
  })

  it('cuts a trickling answer at the total time cap, discards it and charges nothing', async () => {
    fake.mode = 'trickle'
    const { userId, interpret } = await proReading()
    const started = Date.now()
    expectFreeFallback((await interpret()).payload)
    expect(Date.now() - started).toBeLessThan(5000)
    await fake.untilClosedEarly()
    expect(await app.ledger.balance(userId)).toBe(20)
  })

  it('cuts a flood at the stored-size cap, stops the upstream call and charges nothing', async () => {
    fake.mode = 'flood'
    const { userId, url, headers, interpret } = await proReading()
    expectFreeFallback((await interpret()).payload)
    await fake.untilClosedEarly()
    const stored = (await app.inject({ method: 'GET', url, headers })).json().data
    expect(stored.engine).toBe('offline')
    expect(stored.text.length).toBeLessThan(20000)
    expect(await app.ledger.balance(userId)).toBe(20)
  })

  it('asks the model for at most LLM_MAX_TOKENS, and an answer cut there is discarded, free', async () => {
    fake.mode = 'max-tokens'
    const { userId, interpret } = await proReading()
    expectFreeFallback((await interpret()).payload)
    expect(fake.streamedCalls().at(-1)!.body).toMatchObject({ max_tokens: 777 })
    expect(await app.ledger.balance(userId)).toBe(20)
  })

  it('discards an answer that ends without the provider saying it is finished, free', async () => {
    fake.mode = 'unfinished'
    const { userId, interpret } = await proReading()
    expectFreeFallback((await interpret()).payload)
    expect(await app.ledger.balance(userId)).toBe(20)
  })

  it('answers a follow-up whose model stalls with the built-in reader, free, and never stores the stub', async () => {
    const { userId, interpret, ask, chatUrl, headers } = await proReading()
    await interpret()
    expect(await app.ledger.balance(userId)).toBe(10)
    fake.mode = 'stall'
    const stream = events((await ask('What about the second card?')).payload)
    expect(stream[0]).toMatchObject({ event: 'meta', data: { charged: { energy: 2 } } })
    expect(stream.some((e) => e.event === 'restart')).toBe(true)
    expect(stream.at(-1)).toMatchObject({ event: 'done', data: { engine: 'offline', charged: null } })
    expect(await app.ledger.balance(userId)).toBe(10)
    const turns = (await app.inject({ method: 'GET', url: chatUrl, headers })).json().data.turns
    expect(turns).toHaveLength(1)
    expect(turns[0]).toMatchObject({ engine: 'offline', cost: 0 })
    expect(turns[0].answer).not.toContain('The cards say')
  })

  /** Opens a stream over HTTP and resolves once its first model piece has arrived. */
  async function openStream(path: string, headers: Record<string, string>, body?: unknown) {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
    const reader = res.body!.getReader()
    let seen = ''
    while (!seen.includes('drop0')) seen += new TextDecoder().decode((await reader.read()).value)
    return {
      async rest() {
        for (;;) {
          const { value, done } = await reader.read()
          if (done) return seen
          seen += new TextDecoder().decode(value)
        }
      },
    }
  }

  it('keeps a reading’s claim while it streams, however old: a second request waits and the model is asked once', async () => {
    fake.mode = 'trickle'
    const { url, headers, userId } = await proReading()
    const before = fake.streamedCalls().length
    const first = await openStream(url, headers)
    // Ten minutes later by the service clock (past HOLD_STALE_MS, two minutes, after which a claim counts as abandoned), the stream still runs.
    skew = 10 * 60_000
    await new Promise((resolve) => setTimeout(resolve, 200))
    const second = await app.inject({ method: 'POST', url, headers })
    expect(second.json()).toEqual({ code: 409000, message: 'Receiving AI message, please wait a moment.' })
    expect(fake.streamedCalls().length - before).toBe(1)
    expectFreeFallback(await first.rest())
    expect(await app.ledger.balance(userId)).toBe(20)
  })

  it('keeps a follow-up’s turn while it streams, however old: the next follow-up waits and never replaces it', async () => {
    const { interpret, chatUrl, headers, userId } = await proReading()
    await interpret()
    fake.mode = 'trickle'
    const first = await openStream(chatUrl, headers, { message: 'What about the second card?' })
    skew = 10 * 60_000
    await new Promise((resolve) => setTimeout(resolve, 200))
    const second = await app.inject({ method: 'POST', url: chatUrl, headers, payload: { message: 'And the third?' } })
    expect(second.json()).toEqual({ code: 409000, message: 'Receiving AI message, please wait a moment.' })
    const stream = expectFreeFallback(await first.rest())
    expect(stream[0]).toMatchObject({ event: 'meta', data: { seq: 1 } })
    const turns = (await app.inject({ method: 'GET', url: chatUrl, headers })).json().data.turns
    expect(turns.map((t: { seq: number; message: string }) => [t.seq, t.message])).toEqual([[1, 'What about the second card?']])
    expect(await app.ledger.balance(userId)).toBe(10)
  })
})
