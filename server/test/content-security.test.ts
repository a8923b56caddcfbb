import { randomUUID } from 'node:crypto'
import { ConsultationView } from '@tarot/contracts/readers'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ConsultationRepository } from '../src/db/consultations'
import { ShareRepository } from '../src/db/shares'
import { IdentityRepository } from '../src/db/users'
import { runModerationAdmin } from '../src/moderation-admin'
import { runReaderAdmin } from '../src/reader-admin'
import { ModerationService } from '../src/services/moderation/moderation-service'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'
import { FakeWechatApi, SEC_MARKERS } from './support/fake-wechat-api'

const MINI = { appId: 'wx-mini-content', secret: 'mini-content-secret' }
const PRICE = 30
const HOUR = 3600 * 1000
const TIMEOUT_MS = 400
const ANSWER = 'The cards point to a steady start: give it three months before you judge it.'
const CARDS = [
  { id: 'Major00', orientation: 'upright' },
  { id: 'Cups04', orientation: 'reversed' },
  { id: 'Coins08', orientation: 'upright' },
]

/**
 * Content security (issue 35 item 3, docs/content-security.md): what one person writes for another — a consultation's
 * question for the reader, the reader's answer for the asker, a review for the reader's public profile, a shared
 * reading's question for anyone — goes through msgSecCheck v2 (the local stand-in of WeChat's API) for mini-program
 * users and through the local rules for everyone else, before it is shown; a failed or slow check holds it.
 */
describe.each(ENGINES)('content security on %s', (engine) => {
  const fake = new FakeWechatApi({ [MINI.appId]: MINI.secret })
  let app: FastifyInstance
  let moderation: ModerationService
  let clock = Date.parse('2026-12-01T02:00:00Z')
  let people = 0

  beforeAll(async () => {
    fake.now = () => clock
    const base = await fake.start()
    app = await testApp({
      engine,
      now: () => clock,
      env: { WECHAT_APP_ID: MINI.appId, WECHAT_APP_SECRET: MINI.secret, WECHAT_API_BASE: base, DEV_SIGN_IN: 'true', CONTENT_CHECK_TIMEOUT_MS: String(TIMEOUT_MS) },
    })
    moderation = new ModerationService({ consultations: new ConsultationRepository(app.database.db), shares: new ShareRepository(app.database.db), now: () => clock })
  }, 120_000)
  afterAll(async () => {
    await closeTestApp(app)
    await fake.stop()
  })
  beforeEach(() => {
    fake.misbehave.clear()
  })

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, lang = 'en') =>
    app.inject({ method, url, headers: { 'tarot-token': token, 'tarot-lang': lang }, ...(payload ? { payload } : {}) })
  const data = (res: LightMyRequestResponse) => res.json().data

  async function signIn(payload: object): Promise<{ token: string; userId: string }> {
    people += 1
    const res = await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', remoteAddress: `10.7.${people >> 8}.${people & 255}`, payload })
    const body = res.json().data
    return { token: body.access_token, userId: body.userId }
  }

  /** Someone in the mini-program (WeChat knows them as `openid-<code>`), with energy for one consultation. */
  async function miniPerson(code: string, energy = PRICE) {
    const person = await signIn({ provider: 'wechat-mini', code })
    if (energy) await app.ledger.apply(person.userId, energy, 'grant', `grant-${randomUUID()}`)
    return { ...person, openId: `openid-${code}` }
  }

  /** Someone on H5 or the app: no mini-program openid. */
  async function webPerson(name: string) {
    const person = await signIn({ provider: 'dev', name })
    await app.ledger.apply(person.userId, PRICE, 'grant', `grant-${randomUUID()}`)
    return person
  }

  /** A reader who signed in through the mini-program too, so their answers go to WeChat's check. */
  async function reader(code: string) {
    const person = await miniPerson(code, 0)
    const row = await app.readers.create({
      id: `r_${code}`,
      userId: person.userId,
      name: `Reader ${code}`,
      photo: '/res/readers/default.png',
      tagline: 'Clear answers, kindly given',
      bio: 'Twelve years with the cards.',
      specialties: ['career'],
      languages: ['en'],
      priceEnergy: PRICE,
      responseHours: 12,
      available: true,
    })
    return { ...person, readerId: row.id }
  }

  const ask = (token: string, readerId: string, question: string, lang = 'en') =>
    call('POST', '/tarot/rest/consultations', token, { readerId, question, payWith: 'energy', clientKey: `key-${randomUUID()}` }, lang)
  const queue = async (token: string) => (data(await call('GET', '/tarot/rest/reader/consultations', token)).list as ConsultationView[]).map((c) => c.id)
  const mine = async (token: string, id: string) => data(await call('GET', `/tarot/rest/consultations/${id}`, token)) as ConsultationView
  const checksOf = (openId: string) => fake.secChecks.filter((check) => check.openid === openId)

  it('publishes what passes: the question reaches the reader and the answer the asker, each checked as a comment with its author’s openid', async () => {
    const asker = await miniPerson('pass-asker')
    const desk = await reader('pass-reader')
    const created = data(await ask(asker.token, desk.readerId, 'Will the new job suit me?'))
    expect(created.consultation).toMatchObject({ status: 'paid', moderation: null })
    expect(checksOf(asker.openId)).toEqual([{ content: 'Will the new job suit me?', scene: 2, openid: asker.openId }])
    const id = created.consultation.id
    expect(await queue(desk.token)).toEqual([id])

    const answered = data(await call('POST', `/tarot/rest/reader/consultations/${id}/answer`, desk.token, { answer: ANSWER }))
    expect(answered).toMatchObject({ status: 'answered', answer: ANSWER, moderation: null })
    expect(checksOf(desk.openId).map((check) => [check.content, check.scene])).toEqual([[ANSWER, 2]])
    expect(data(await call('GET', '/tarot/rest/consultations/unread', asker.token)).count).toBe(1)
    const seen = await mine(asker.token, id)
    expect(seen).toMatchObject({ answer: ANSWER, moderation: null })
    expect(ConsultationView.safeParse(seen).success).toBe(true)
  })

  it('holds a question WeChat wants reviewed: charged and kept, unseen by the reader, "under review" for the asker, until the operator passes it', async () => {
    const asker = await miniPerson('review-asker')
    const desk = await reader('review-reader')
    const created = data(await ask(asker.token, desk.readerId, `Should I change teams this winter? ${SEC_MARKERS.review}`))
    const id = created.consultation.id
    expect(created.consultation).toMatchObject({ status: 'paid', moderation: 'questionUnderReview' })
    expect(await app.ledger.balance(asker.userId)).toBe(0)
    expect(await queue(desk.token)).toEqual([])
    expect((await call('POST', `/tarot/rest/reader/consultations/${id}/accept`, desk.token)).statusCode).toBe(404)
    expect((await call('POST', `/tarot/rest/reader/consultations/${id}/answer`, desk.token, { answer: ANSWER })).statusCode).toBe(404)
    expect((await mine(asker.token, id)).moderation).toBe('questionUnderReview')

    const listed = await runModerationAdmin(['list'], moderation)
    expect(listed.ok).toBe(true)
    expect(listed.lines.join('\n')).toContain(`q:${id}  consultation question`)
    expect(listed.lines.join('\n')).toContain('wechat: review label 10001')

    clock += 5 * HOUR
    const passed = await runModerationAdmin(['pass', `q:${id}`], moderation)
    expect(passed).toEqual({ ok: true, lines: [`q:${id}: the reader sees the question now (24 hours to answer from now)`] })
    expect(await queue(desk.token)).toEqual([id])
    const after = await mine(asker.token, id)
    expect(after.moderation).toBeNull()
    // The reader's 24 hours start when they can see it.
    expect(Date.parse(after.answerBy!)).toBe(clock + 24 * HOUR)
    // Deciding twice does nothing more.
    expect((await runModerationAdmin(['reject', `q:${id}`], moderation)).ok).toBe(false)
  })

  it('holds an answer for review: the asker sees no answer and no reminder, it never completes by the clock, and a rejection refunds the asker', async () => {
    const asker = await miniPerson('held-answer-asker')
    const desk = await reader('held-answer-reader')
    const id = data(await ask(asker.token, desk.readerId, 'How do I prepare for the interview?')).consultation.id
    const heldAnswer = `${ANSWER} ${SEC_MARKERS.review}`
    const answered = data(await call('POST', `/tarot/rest/reader/consultations/${id}/answer`, desk.token, { answer: heldAnswer }))
    // The reader sees what they wrote, and that it waits.
    expect(answered).toMatchObject({ status: 'answered', answer: heldAnswer, moderation: 'answerUnderReview' })
    const seen = await mine(asker.token, id)
    expect(seen).toMatchObject({ status: 'answered', answer: null, answeredAt: null, completesBy: null, answerUnread: false, moderation: 'answerUnderReview' })
    expect(data(await call('GET', '/tarot/rest/consultations/unread', asker.token)).count).toBe(0)
    // The asker cannot confirm an answer they cannot see.
    expect((await call('POST', `/tarot/rest/consultations/${id}/complete`, asker.token)).json().code).toBe(409002)
    // Nor does the asker's data export hold it.
    const exported = await app.inject({ method: 'GET', url: '/tarot/rest/account/export', headers: { 'tarot-token': asker.token, 'tarot-lang': 'en' } })
    expect(exported.statusCode).toBe(200)
    expect(exported.body).toContain('How do I prepare for the interview?')
    expect(exported.body).not.toContain(SEC_MARKERS.review)
    clock += 73 * HOUR
    await app.consultations.sweep()
    expect((await mine(asker.token, id)).status).toBe('answered')
    expect(await app.ledger.balance(desk.userId)).toBe(0)

    const rejected = await runModerationAdmin(['reject', `a:${id}`], moderation)
    expect(rejected).toEqual({ ok: true, lines: [`a:${id}: rejected; the consultation is cancelled and refunded (energy back at once)`] })
    const closed = await mine(asker.token, id)
    expect(closed).toMatchObject({ status: 'cancelled', answer: null, moderation: 'rejected', refund: { to: 'energy', state: 'sent' } })
    expect(await app.ledger.balance(asker.userId)).toBe(PRICE)
    expect(await app.ledger.balance(desk.userId)).toBe(0)
  })

  it('shows a held answer once the operator passes it, with its 72 hours from then', async () => {
    const asker = await miniPerson('pass-answer-asker')
    const desk = await reader('pass-answer-reader')
    const id = data(await ask(asker.token, desk.readerId, 'What helps me settle into the new city?')).consultation.id
    const heldAnswer = `${ANSWER} ${SEC_MARKERS.review}`
    await call('POST', `/tarot/rest/reader/consultations/${id}/answer`, desk.token, { answer: heldAnswer })
    clock += HOUR
    expect((await runModerationAdmin(['pass', `a:${id}`], moderation)).ok).toBe(true)
    const seen = await mine(asker.token, id)
    expect(seen).toMatchObject({ answer: heldAnswer, moderation: null, answeredAt: new Date(clock).toISOString() })
    expect(Date.parse(seen.completesBy!)).toBe(clock + 72 * HOUR)
  })

  it('refuses risky text in the person’s language and keeps nothing the other side could see', async () => {
    const asker = await miniPerson('risky-asker')
    const desk = await reader('risky-reader')
    for (const [lang, text] of [
      ['zh-Hans', '这段文字未通过内容安全检查，没有发送，也没有扣费。请修改后再试。'],
      ['zh-Hant', '這段文字未通過內容安全檢查，沒有送出，也沒有扣款。請修改後再試。'],
      ['en', 'This text did not pass the content safety check, so it was not sent and nothing was charged. Please change it and try again.'],
    ] as const) {
      const refused = await ask(asker.token, desk.readerId, `Where is this going? ${SEC_MARKERS.risky}`, lang)
      expect(refused.json()).toEqual({ code: 400002, message: text })
    }
    // 87014, WeChat's other way of saying risky, refuses too.
    expect((await ask(asker.token, desk.readerId, `Where is this going? ${SEC_MARKERS.riskyErrcode}`)).json().code).toBe(400002)
    expect(data(await call('GET', '/tarot/rest/consultations', asker.token)).list).toEqual([])
    expect(await app.ledger.balance(asker.userId)).toBe(PRICE)
    expect(await queue(desk.token)).toEqual([])

    // A risky answer is refused and the consultation stays unanswered for the reader to try again.
    const id = data(await ask(asker.token, desk.readerId, 'Where is this going?')).consultation.id
    const refused = await call('POST', `/tarot/rest/reader/consultations/${id}/answer`, desk.token, { answer: `${ANSWER} ${SEC_MARKERS.risky}` })
    expect(refused.json().code).toBe(400002)
    expect(await mine(asker.token, id)).toMatchObject({ status: 'paid', answer: null })
    expect(data(await call('POST', `/tarot/rest/reader/consultations/${id}/answer`, desk.token, { answer: ANSWER })).status).toBe('answered')
  })

  it('holds, never publishes, when WeChat fails or does not answer in time', async () => {
    const asker = await miniPerson('down-asker', 3 * PRICE)
    const desk = await reader('down-reader')
    fake.misbehave.set('/wxa/msg_sec_check', 'html-502')
    const broken = data(await ask(asker.token, desk.readerId, 'Is this the year to move abroad?'))
    expect(broken.consultation.moderation).toBe('questionUnderReview')
    fake.misbehave.clear()

    const busy = data(await ask(asker.token, desk.readerId, `Is this the year to study again? ${SEC_MARKERS.busy}`))
    expect(busy.consultation.moderation).toBe('questionUnderReview')

    const started = Date.now()
    const stalled = data(await ask(asker.token, desk.readerId, `Is this the year to change my job? ${SEC_MARKERS.stall}`))
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2_000)
    expect(stalled.consultation.moderation).toBe('questionUnderReview')
    expect(await queue(desk.token)).toEqual([])
    const held = (await runModerationAdmin(['list'], moderation)).lines.join('\n')
    expect(held).toContain(`q:${broken.consultation.id}`)
    expect(held).toContain(`check timed out after ${TIMEOUT_MS} ms`)
  })

  it('checks H5 and app users, who have no mini-program openid, with the local rules, never asking WeChat', async () => {
    const asker = await webPerson('web-asker')
    const desk = await reader('web-reader')
    const before = fake.secChecks.length
    const held = data(await ask(asker.token, desk.readerId, '加我微信 tarot_8888 详细聊聊我的工作'))
    expect(held.consultation.moderation).toBe('questionUnderReview')
    const refused = await ask(asker.token, desk.readerId, '想找人裸聊，这样好吗', 'zh-Hans')
    expect(refused.json()).toEqual({ code: 400002, message: '这段文字未通过内容安全检查，没有发送，也没有扣费。请修改后再试。' })
    const passed = data(await ask((await webPerson('web-asker-2')).token, desk.readerId, 'How can I talk with my sister about the move?'))
    expect(passed.consultation.moderation).toBeNull()
    expect(fake.secChecks.length).toBe(before)
  })

  it('never sends the question of a reading only its asker sees, and checks a shared question only when it is included', async () => {
    const person = await miniPerson('reading-person', 0)
    const headers = { 'tarot-token': person.token, 'tarot-lang': 'en' }
    const question = `What should I focus on this month? ${SEC_MARKERS.review}`
    const reading = (await app.inject({ method: 'POST', url: '/tarot/rest/readings/physical', headers, payload: { spreadId: 'cnc', question, cards: CARDS } })).json().data
    await app.inject({ method: 'POST', url: `/tarot/rest/readings/${reading.id}/interpretation`, headers })
    expect(checksOf(person.openId)).toEqual([])

    const quiet = (await app.inject({ method: 'POST', url: '/tarot/rest/shares', headers, payload: { readingId: reading.id } })).json().data
    expect(quiet.questionModeration).toBeNull()
    expect(checksOf(person.openId)).toEqual([])

    const shared = (await app.inject({ method: 'POST', url: '/tarot/rest/shares', headers, payload: { readingId: reading.id, includeQuestion: true } })).json().data
    expect(checksOf(person.openId).map((check) => [check.content, check.scene])).toEqual([[question, 4]])
    expect(shared).toMatchObject({ includeQuestion: true, questionModeration: 'under_review' })
    expect((await app.inject({ method: 'GET', url: `/tarot/rest/shared/${shared.id}` })).json().data.question).toBeNull()
    expect((await runModerationAdmin(['pass', `s:${shared.id}`], moderation)).ok).toBe(true)
    expect((await app.inject({ method: 'GET', url: `/tarot/rest/shared/${shared.id}` })).json().data.question).toBe(question)

    const riskyReading = (
      await app.inject({ method: 'POST', url: '/tarot/rest/readings/physical', headers, payload: { spreadId: 'cnc', question: `Where do I stand now? ${SEC_MARKERS.risky}`, cards: CARDS } })
    ).json().data
    const refused = await app.inject({ method: 'POST', url: '/tarot/rest/shares', headers, payload: { readingId: riskyReading.id, includeQuestion: true } })
    expect(refused.json().code).toBe(400002)
    expect((await app.inject({ method: 'GET', url: '/tarot/rest/shares', headers })).json().data.list).toHaveLength(2)
  })

  it('keeps a held review text off the reader’s public profile until the operator passes it; the stars count at once', async () => {
    const asker = await miniPerson('review-text-asker')
    const desk = await reader('review-text-reader')
    const id = data(await ask(asker.token, desk.readerId, 'Where should my savings go first?')).consultation.id
    await call('POST', `/tarot/rest/reader/consultations/${id}/answer`, desk.token, { answer: ANSWER })
    const text = `Kind and clear. ${SEC_MARKERS.review}`
    expect(data(await call('POST', `/tarot/rest/consultations/${id}/review`, asker.token, { rating: 5, text })).status).toBe('reviewed')
    const profile = async () => data(await app.inject({ method: 'GET', url: `/tarot/rest/readers/${desk.readerId}` }))
    expect((await profile()).reviews.map((review: { rating: number; text: string }) => [review.rating, review.text])).toEqual([[5, '']])
    expect((await runModerationAdmin(['pass', `r:${id}`], moderation)).ok).toBe(true)
    expect((await profile()).reviews.map((review: { text: string }) => review.text)).toEqual([text])
  })

  it('checks a reader’s public profile text as a profile (scene 1) before the operator’s command publishes it', async () => {
    const desk = await reader('profile-reader')
    const admin = (args: string[]) => runReaderAdmin(args, { readers: app.readers, identities: new IdentityRepository(app.database.db), now: () => clock, contentCheck: app.contentCheck })
    const risky = await admin(['set', '--id', desk.readerId, '--bio', `Readings at night ${SEC_MARKERS.risky}`])
    expect(risky.ok).toBe(false)
    expect(risky.lines[0]).toContain('content security refused the profile text')
    const held = await admin(['set', '--id', desk.readerId, '--tagline', `Gentle and exact ${SEC_MARKERS.review}`])
    expect(held.ok).toBe(false)
    expect(held.lines[0]).toContain('run again with --reviewed')
    expect((await app.readers.get(desk.readerId))!.tagline).toBe('Clear answers, kindly given')
    expect(checksOf(desk.openId).map((check) => check.scene)).toEqual([1, 1])
    expect((await admin(['set', '--id', desk.readerId, '--tagline', `Gentle and exact ${SEC_MARKERS.review}`, '--reviewed'])).ok).toBe(true)
    expect((await admin(['set', '--id', desk.readerId, '--bio', 'Fifteen years with the cards.'])).ok).toBe(true)
    expect((await app.readers.get(desk.readerId))!.bio).toBe('Fifteen years with the cards.')
  })

  it('answers the operator’s mistakes with the usage', async () => {
    expect((await runModerationAdmin([], moderation)).ok).toBe(false)
    expect((await runModerationAdmin(['pass'], moderation)).lines.join('\n')).toContain('usage:')
    expect(await runModerationAdmin(['pass', 'x:nothing'], moderation)).toMatchObject({ ok: false })
    expect((await runModerationAdmin(['pass', 'q:c_unknown'], moderation)).lines[0]).toContain('is not held for review')
  })
})
