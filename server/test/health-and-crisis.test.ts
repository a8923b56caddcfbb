import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '@tarot/core/language'
import { checkQuestion } from '@tarot/core/question-check'
import { CRISIS_CASES, HEALTH_CASES, type SafetyCase } from '@tarot/core/safety.cases'
import { readings } from '../src/db/schema'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'

/** Every fifth case of each labelled set, so each kind of question is sent through every route within the chat's 20 a minute. */
const sample = (cases: readonly SafetyCase[], label: SafetyCase['label']) => cases.filter((c) => c.label === label).filter((_, i) => i % 5 === 0)

const cards = [
  { id: 'Major10', orientation: 'upright' as const },
  { id: 'Cups04', orientation: 'reversed' as const },
  { id: 'Coins10', orientation: 'upright' as const },
]

describe.each(ENGINES)('health and crisis questions on %s', (engine) => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await testApp({ engine, env: { CHAT_FREE_PER_READING: '2', CHAT_ENERGY: '2', READINGS_PER_MINUTE: '1000' } })
  }, 60_000)
  afterAll(() => closeTestApp(app))

  async function guest(language: string) {
    const token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string
    const verified = await app.tokens.verify(token)
    if (!verified.ok) throw new Error('no token')
    await app.ledger.apply(verified.token.userId, 50, 'grant', `grant-${randomUUID()}`)
    return { userId: verified.token.userId, headers: { 'tarot-token': token, 'tarot-lang': language } }
  }
  const quota = async (headers: Record<string, string>) => (await app.inject({ method: 'GET', url: '/tarot/rest/energy/quota', headers })).json().data as { energy: number; freeLeft: number }

  it.each(LANGUAGES)('refuses health questions and disguised crises in %s on the check, both ways of making a reading and the follow-up chat, charging nothing', async (language) => {
    const user = await guest(language)
    // A reading with its interpretation, to ask follow-ups on.
    const base = (
      await app.inject({
        method: 'POST',
        url: '/tarot/rest/readings/physical',
        headers: user.headers,
        payload: { spreadId: 'holy', question: language === 'en' ? 'What can I learn this month?' : '这个月我可以学到什么？', cards },
      })
    ).json().data
    await app.inject({ method: 'POST', url: `/tarot/rest/readings/${base.id}/interpretation`, headers: user.headers })
    const spent = await quota(user.headers)
    const asked = [...sample(HEALTH_CASES[language], 'health').map((c) => ({ ...c, want: 'unsuitable' })), ...sample(CRISIS_CASES[language], 'crisis').map((c) => ({ ...c, want: 'crisis' }))]
    expect(asked.length).toBeGreaterThanOrEqual(15)
    for (const { q, want } of asked) {
      const checked = (await app.inject({ method: 'POST', url: '/tarot/rest/question/check', headers: user.headers, payload: { question: q } })).json().data
      expect(checked.verdict, q).toBe(want)
      if (want === 'unsuitable') {
        expect(checked.reason).toBe('medical')
        // The question offered instead is one a reading can take.
        expect(checkQuestion(checked.suggestion, language).kind, checked.suggestion).toBe('ok')
      }
      for (const [url, payload] of [
        ['/tarot/rest/readings/draw', { spreadId: 'holy', question: q, clientKey: `k-${randomUUID()}` }],
        ['/tarot/rest/readings/physical', { spreadId: 'holy', question: q, cards }],
      ] as const) {
        const res = await app.inject({ method: 'POST', url, headers: user.headers, payload })
        expect(res.json(), `${url} ${q}`).toMatchObject({ code: 400001, data: { verdict: want } })
      }
      const followUp = (await app.inject({ method: 'POST', url: `/tarot/rest/readings/${base.id}/chat`, headers: user.headers, payload: { message: q } })).json()
      expect(followUp, `chat ${q}`).toMatchObject({ code: 0, data: { verdict: want } })
    }
    // Nothing made but the first reading, nothing charged after it, no follow-up answered.
    expect(await app.database.db.select().from(readings).where(eq(readings.userId, user.userId))).toHaveLength(1)
    expect(await quota(user.headers)).toEqual(spent)
    expect((await app.inject({ method: 'GET', url: `/tarot/rest/readings/${base.id}/chat`, headers: user.headers })).json().data).toMatchObject({ turns: [], freeLeft: 2 })
  })

  it('tells a medication question not to stop alone, and names a doctor or pharmacist, in each language', async () => {
    const said = {
      'zh-Hans': ['我该停用抗抑郁药吗？', /别自己突然停药/, /医生或药师/],
      'zh-Hant': ['我可以自己把抗憂鬱的藥停掉嗎？', /別自己突然停藥/, /醫師或藥師/],
      en: ['Should I stop taking my antidepressants?', /do not stop on your own/, /doctor who prescribed it or a pharmacist/],
    } as const
    for (const language of LANGUAGES) {
      const [question, notAlone, who] = said[language]
      const user = await guest(language)
      const checked = (await app.inject({ method: 'POST', url: '/tarot/rest/question/check', headers: user.headers, payload: { question } })).json().data
      expect(checked).toMatchObject({ verdict: 'unsuitable', reason: 'medical' })
      expect(checked.message).toMatch(notAlone)
      expect(checked.message).toMatch(who)
    }
  })

  it('does not count health questions toward the pause after five refusals', async () => {
    const user = await guest('en')
    for (let i = 0; i < 6; i++) {
      const res = (await app.inject({ method: 'POST', url: '/tarot/rest/question/check', headers: user.headers, payload: { question: `Should I double my dose of sertraline, day ${i + 1}?` } })).json()
        .data
      expect(res.verdict).toBe('unsuitable')
    }
  })

  it('still reads wellbeing questions', async () => {
    const user = await guest('en')
    for (const question of ['How can I sleep better?', 'How can I support my mum through her chemo?']) {
      const res = (await app.inject({ method: 'POST', url: '/tarot/rest/readings/physical', headers: user.headers, payload: { spreadId: 'holy', question, cards } })).json()
      expect(res.code, question).toBe(0)
    }
  })
})
