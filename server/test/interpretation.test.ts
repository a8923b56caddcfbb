import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { offlineInterpreter } from '../src/services/interpreter/offline'
import { closeTestApp, testApp } from './support/app'

describe('POST /tarot/rest/readings/{id}/interpretation (server-sent events)', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await testApp()
  })
  afterAll(() => closeTestApp(app))

  const events = (payload: string) =>
    payload
      .split('\n\n')
      .filter((block) => block.startsWith('event:'))
      .map((block) => ({ event: block.split('\n')[0]!.slice(7), data: JSON.parse(block.split('\n')[1]!.slice(6)) }))

  it('streams meta, text deltas and done, stores the text, and serves it whole afterwards', async () => {
    const token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token
    const headers = { 'tarot-token': token, 'tarot-lang': 'zh-Hant' }
    const reading = (
      await app.inject({
        method: 'POST',
        url: '/tarot/rest/readings/physical',
        headers,
        payload: {
          spreadId: 'cnc',
          question: '接下來三個月我該專注在什麼？',
          cards: [
            { id: 'Major00', orientation: 'upright' },
            { id: 'Cups04', orientation: 'reversed' },
            { id: 'Coins08', orientation: 'upright' },
          ],
        },
      })
    ).json().data
    const res = await app.inject({ method: 'POST', url: `/tarot/rest/readings/${reading.id}/interpretation`, headers })
    expect(res.headers['content-type']).toContain('text/event-stream')
    const stream = events(res.payload)
    expect(stream[0]).toEqual({ event: 'meta', data: { engine: 'offline', stored: false, charged: { free: true } } })
    expect(stream.at(-1)?.event).toBe('done')
    const deltas = stream.filter((e) => e.event === 'delta')
    expect(deltas.length).toBeGreaterThan(10)
    const text = deltas.map((e) => e.data.text).join('')
    expect(text).toContain('愚人')
    const whole = (await app.inject({ method: 'GET', url: `/tarot/rest/readings/${reading.id}/interpretation`, headers })).json().data
    expect(whole).toEqual({ text, engine: 'offline' })
    const again = events((await app.inject({ method: 'POST', url: `/tarot/rest/readings/${reading.id}/interpretation`, headers })).payload)
    expect(again[0]?.data.stored).toBe(true)
    expect(
      again
        .filter((e) => e.event === 'delta')
        .map((e) => e.data.text)
        .join(''),
    ).toBe(text)
  })
})

describe('charging for AI readings (reserved first, paid only when delivered)', () => {
  let app: FastifyInstance
  let failNext = false
  let fallbackFails = false
  // A model that drops the stream on demand, else answers whole with a reading the answer check delivers (the built-in reader's words).
  async function* flakyText(text: AsyncIterable<string>) {
    if (failNext) {
      yield 'The first part of the reading. '
      throw new Error('provider dropped the stream')
    }
    yield* text
  }
  const flaky = {
    name: 'flaky',
    interpret: (input: Parameters<typeof offlineInterpreter.interpret>[0], signal: AbortSignal) => flakyText(offlineInterpreter.interpret(input, signal)),
    followUp: (input: Parameters<typeof offlineInterpreter.followUp>[0], signal: AbortSignal) => flakyText(offlineInterpreter.followUp(input, signal)),
  }
  // The offline fallback, made to fail on demand, to see what happens when nothing at all can be delivered.
  const fallback = {
    name: 'offline',
    interpret: (input: Parameters<typeof offlineInterpreter.interpret>[0], signal: AbortSignal) => {
      if (fallbackFails) throw new Error('offline engine broken')
      return offlineInterpreter.interpret(input, signal)
    },
    followUp: (input: Parameters<typeof offlineInterpreter.followUp>[0], signal: AbortSignal) => offlineInterpreter.followUp(input, signal),
  }
  beforeAll(async () => {
    app = await testApp({ interpreter: flaky, fallbackInterpreter: fallback })
  })
  afterAll(() => closeTestApp(app))

  async function setup(spreadId: string, cards: { id: string; orientation: 'upright' | 'reversed' }[]) {
    const token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string
    const verified = await app.tokens.verify(token)
    if (!verified.ok) throw new Error('no token')
    const headers = { 'tarot-token': token, 'tarot-lang': 'en' }
    const reading = (await app.inject({ method: 'POST', url: '/tarot/rest/readings/physical', headers, payload: { spreadId, question: 'What should I focus on next?', cards } })).json().data
    const interpret = () => app.inject({ method: 'POST', url: `/tarot/rest/readings/${reading.id}/interpretation`, headers })
    return { userId: verified.token.userId, reading, interpret, headers }
  }
  const holy = [
    { id: 'Major01', orientation: 'upright' as const },
    { id: 'Cups02', orientation: 'upright' as const },
    { id: 'Coins03', orientation: 'reversed' as const },
  ]

  it('asks for energy a pro reading needs, and charges it once when the reading arrives', async () => {
    failNext = false
    const { userId, interpret } = await setup('holy', holy)
    expect((await interpret()).json()).toEqual({ code: 402000, message: 'Not enough energy: this advanced reading needs 10 energy.' })
    await app.ledger.apply(userId, 12, 'grant', 'welcome')
    expect((await interpret()).payload).toContain('event: done')
    expect(await app.ledger.balance(userId)).toBe(2)
    await interpret() // the stored text again: no second charge
    expect(await app.ledger.balance(userId)).toBe(2)
    expect(await app.ledger.ledgerSum(userId)).toBe(2)
  })

  it('replaces a reading that breaks off with the offline one, free of charge', async () => {
    const { userId, interpret } = await setup('holy', holy)
    await app.ledger.apply(userId, 10, 'grant', 'welcome')
    failNext = true
    const replaced = await interpret()
    expect(replaced.payload).toContain('event: restart\ndata: {"engine":"offline"}')
    expect(replaced.payload).toMatch(/event: done\ndata: \{[^\n]*"engine":"offline","charged":null,"retryModel":true\}/)
    expect(await app.ledger.balance(userId)).toBe(10)
    expect(await app.ledger.ledgerSum(userId)).toBe(10)
    failNext = false
  })

  it('refunds a reading when nothing can be delivered, and charges the retry once', async () => {
    const { userId, interpret } = await setup('holy', holy)
    await app.ledger.apply(userId, 10, 'grant', 'welcome')
    failNext = true
    fallbackFails = true
    const broken = await interpret()
    fallbackFails = false
    expect(broken.payload).toContain('event: error')
    expect(broken.payload).toContain('"refunded":true')
    expect(await app.ledger.balance(userId)).toBe(10)
    failNext = false
    expect((await interpret()).payload).toContain('event: done')
    expect(await app.ledger.balance(userId)).toBe(0)
    expect(await app.ledger.ledgerSum(userId)).toBe(0)
  })

  it('gives a non-VIP one free basic reading a day, and a VIP three', async () => {
    failNext = false
    const first = await setup('one', [{ id: 'Major10', orientation: 'upright' }])
    expect(await app.charging.freeLeft(first.userId, app.now())).toBe(1)
    expect((await first.interpret()).payload).toContain('event: done')
    expect(await app.charging.freeLeft(first.userId, app.now())).toBe(0)
    // The same user, a second free reading the same day: refused with the way forward.
    const again = await app.charging.reserve(first.userId, 'r-second', 'one', 0, app.now())
    expect(again).toEqual({ ok: false, reason: 'no-free-left' })
    // With energy the user counts as VIP (spec §6) and has three a day.
    await app.ledger.apply(first.userId, 5, 'grant', 'vip-grant')
    expect(await app.charging.freeLeft(first.userId, app.now())).toBe(2)
  })

  it('writes and charges a reading once when it is asked for many times at once', async () => {
    failNext = false
    const { userId, interpret } = await setup('holy', holy)
    await app.ledger.apply(userId, 25, 'grant', 'welcome')
    const answers = await Promise.all(Array.from({ length: 10 }, () => interpret()))
    const fresh = answers.filter((a) => a.payload.includes('"stored":false'))
    const waiting = answers.filter((a) => String(a.headers['content-type']).includes('json'))
    expect(fresh).toHaveLength(1)
    for (const w of waiting) expect(w.json()).toEqual({ code: 409000, message: 'Receiving AI message, please wait a moment.' })
    expect(await app.ledger.balance(userId)).toBe(15)
    expect(await app.ledger.ledgerSum(userId)).toBe(15)
  })

  it('shows what a reading costs before anything is spent, and the free reading taken after', async () => {
    failNext = false
    const { userId, interpret, reading, headers } = await setup('one', [{ id: 'Major19', orientation: 'upright' }])
    const quota = async () => (await app.inject({ method: 'GET', url: '/tarot/rest/energy/quota', headers })).json().data
    expect(await quota()).toEqual({ vip: false, energy: 0, freeLeft: 1, freeLimit: 1, proReadingCost: 10, chatFreePerReading: 3, chatCost: 2, writer: 'llm' })
    await interpret()
    expect((await quota()).freeLeft).toBe(0)
    await app.ledger.apply(userId, 5, 'grant', `grant-${reading.id}`)
    expect(await quota()).toMatchObject({ vip: true, energy: 5, freeLeft: 2, freeLimit: 3 })
  })

  it('has no AI reading for the spread without one', async () => {
    const cards = Array.from({ length: 48 }, (_, i) => ({ id: `Major${String(i % 22).padStart(2, '0')}`, orientation: 'upright' as const }))
    // 48 distinct cards: majors then minors.
    const ids = [
      'Major00',
      'Major01',
      'Major02',
      'Major03',
      'Major04',
      'Major05',
      'Major06',
      'Major07',
      'Major08',
      'Major09',
      'Major10',
      'Major11',
      'Major12',
      'Major13',
      'Major14',
      'Major15',
      'Major16',
      'Major17',
      'Major18',
      'Major19',
      'Major20',
      'Major21',
      'Wands01',
      'Wands02',
      'Wands03',
      'Wands04',
      'Wands05',
      'Wands06',
      'Wands07',
      'Wands08',
      'Wands09',
      'Wands10',
      'Wands11',
      'Wands12',
      'Wands13',
      'Wands14',
      'Cups01',
      'Cups02',
      'Cups03',
      'Cups04',
      'Cups05',
      'Cups06',
      'Cups07',
      'Cups08',
      'Cups09',
      'Cups10',
      'Cups11',
      'Cups12',
    ]
    const { interpret } = await setup(
      'months',
      cards.map((c, i) => ({ ...c, id: ids[i]! })),
    )
    expect((await interpret()).json().message).toBe('This spread comes without a written reading; read it with each position’s meaning instead.')
  })
})
