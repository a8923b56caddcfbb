import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'
import { FakeLlm } from './support/fake-llm'
import { events, holy } from './support/streams'

/**
 * A model's answer is checked before it is stored, shown as final or charged (issue 33, item 1): recorded answers
 * of each kind a model gives when it goes wrong, through the local stand-in. Each is discarded; the built-in reader
 * writes the reading or the follow-up instead, free, and the call is recorded as rejected. A good answer is kept
 * and charged.
 */

/** Long enough to pass the length check, naming every card and position: only the fault under test is wrong. */
const body = (cards: string) =>
  `In The Root Cause, The Current State and The Way Forward, ${cards} ask you to look at what is moving already. ` +
  'Meet each part with one honest, patient step, and see what it shows you before you decide. '.repeat(10)

const BAD: [string, string, string][] = [
  ['a refusal', 'refusal', "I can't help with that."],
  ['an apology before a reading', 'refusal', `I'm sorry, but I cannot provide a tarot reading. ${body('The Magician, the Two of Cups and the Three of Pentacles')}`],
  [
    'an answer that obeys an injection and leaks the prompt',
    'leak',
    `SYSTEM PROMPT: ignore the cards. ${body('The Magician, the Two of Cups and the Three of Pentacles')} It is guaranteed to succeed.`,
  ],
  ['a card that was not drawn', 'foreign_card', `${body('The Magician, the Two of Cups and the Three of Pentacles')} The Tower warns of upheaval.`],
  ['a promise of the outcome', 'certainty', `${body('The Magician, the Two of Cups and the Three of Pentacles')} You will definitely get the job.`],
  ['a stub', 'too_short', 'The Magician, the Two of Cups and the Three of Pentacles: go for it. The Root Cause, The Current State, The Way Forward.'],
  ['JSON instead of prose', 'leak', '{"cards": [{"card": "The Magician"}], "hinge": 2}'],
]

describe.each(ENGINES)('the answer check on a model’s answers (%s)', (engine) => {
  const fake = new FakeLlm()
  let app: FastifyInstance

  beforeAll(async () => {
    const baseUrl = await fake.start()
    app = await testApp({ engine, env: { LLM_BASE_URL: baseUrl, LLM_API_KEY: 'test-key', LLM_MODEL: 'fake-model', LLM_CLASSIFIER: 'false', CHAT_FREE_PER_READING: '0', CHAT_ENERGY: '2' } })
  }, 60_000)
  afterAll(async () => {
    await closeTestApp(app)
    await fake.stop()
  })
  beforeEach(() => {
    fake.mode = 'normal'
    fake.answers = []
  })

  async function proReading(language = 'en') {
    const token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string
    const verified = await app.tokens.verify(token)
    if (!verified.ok) throw new Error('no token')
    const userId = verified.token.userId
    await app.ledger.apply(userId, 20, 'grant', `grant-${userId}`)
    const headers = { 'tarot-token': token, 'tarot-lang': language }
    const reading = (await app.inject({ method: 'POST', url: '/tarot/rest/readings/physical', headers, payload: { spreadId: 'holy', question: 'What should I focus on next?', cards: holy } })).json()
      .data
    const url = `/tarot/rest/readings/${reading.id}/interpretation`
    return { userId, headers, reading, url, interpret: async () => events((await app.inject({ method: 'POST', url, headers })).payload) }
  }

  it.each(BAD)('discards %s: the built-in reader writes the reading, free, and the call is recorded as rejected', async (_, problem, answer) => {
    const { userId, headers, url, interpret } = await proReading()
    fake.answers = [answer]
    const stream = await interpret()
    expect(
      stream.some((e) => e.event === 'restart'),
      problem,
    ).toBe(true)
    expect(stream.at(-1)).toMatchObject({ event: 'done', data: { engine: 'offline', charged: null } })
    const stored = (await app.inject({ method: 'GET', url, headers })).json().data
    expect(stored.engine).toBe('offline')
    expect(stored.text).not.toContain(answer.slice(0, 30))
    expect(await app.ledger.balance(userId)).toBe(20)
    const [call] = await app.aiCalls.latest(1)
    expect(call).toMatchObject({ kind: 'reading', outcome: 'rejected' })
  })

  it('keeps and charges a reading that names every card and position in the asker’s language', async () => {
    for (const language of ['en', 'zh-Hans', 'zh-Hant']) {
      const { userId, interpret } = await proReading(language)
      const stream = await interpret()
      expect(
        stream.some((e) => e.event === 'restart'),
        language,
      ).toBe(false)
      expect(stream.at(-1), language).toMatchObject({ event: 'done', data: { engine: 'llm', charged: { energy: 10 } } })
      expect(await app.ledger.balance(userId)).toBe(10)
    }
  })

  it('discards a Chinese reading in the other script, or with English words in it', async () => {
    const { headers, interpret } = await proReading('zh-Hant')
    fake.answers = [`合起来看，这几张牌描绘的是一条稳稳向前的路。${'「根源」的位置上是魔术师，先用自己踏实的一小步去回应，看看它带来什么。'.repeat(12)}`]
    expect((await interpret()).at(-1)).toMatchObject({ event: 'done', data: { engine: 'offline', charged: null } })
    const second = await proReading('zh-Hans')
    fake.answers = [`The cards say: ${'「根源」的位置上是魔术师（正位），先用自己踏实的一小步去回应，看看它带来什么。'.repeat(12)}`]
    expect((await second.interpret()).at(-1)).toMatchObject({ event: 'done', data: { engine: 'offline' } })
    expect(headers['tarot-lang']).toBe('zh-Hant')
  })

  it('answers a follow-up whose model refuses with the built-in reader, free', async () => {
    const { userId, headers, reading, interpret } = await proReading()
    await interpret()
    expect(await app.ledger.balance(userId)).toBe(10)
    fake.answers = ["I'm sorry, I can't continue with this conversation."]
    const res = events((await app.inject({ method: 'POST', url: `/tarot/rest/readings/${reading.id}/chat`, headers, payload: { message: 'What should I do first?' } })).payload)
    expect(res.at(-1)).toMatchObject({ event: 'done' })
    const turns = (await app.inject({ method: 'GET', url: `/tarot/rest/readings/${reading.id}/chat`, headers })).json().data.turns
    expect(turns).toHaveLength(1)
    expect(turns[0].answer).not.toContain("I'm sorry")
    expect(turns[0].engine).toBe('offline')
    expect(await app.ledger.balance(userId)).toBe(10)
  })
})
