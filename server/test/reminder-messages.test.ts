import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { instancesOn } from './support/app'
import { ENGINES } from './support/database'
import { FakeWechatApi } from './support/fake-wechat-api'

const MINI = { appId: 'wx-mini-reminders', secret: 'mini-secret' }
const ANSWER_TEMPLATE = 'tmpl-answer-1'
const DAILY_TEMPLATE = 'tmpl-daily-1'
const PRICE = 30
const ANSWER = 'The cards point to a steady start: give it three months before you judge it.'

interface SentMessage {
  touser: string
  template_id: string
  page: string
  data: Record<string, { value: string }>
}

/**
 * The reminders beside the look back (issue 19): "a reader answered your consultation", through WeChat in the
 * mini-program and in the app's list on history; and today's card, opt-in, once a day. Against the local stand-in of
 * WeChat's API, on each database engine, with two server instances for the race.
 */
describe.each(ENGINES)('reader answers and today’s card as reminders on %s', (engine) => {
  const fake = new FakeWechatApi({ [MINI.appId]: MINI.secret })
  const instances = instancesOn(engine)
  let app: FastifyInstance
  let env: Record<string, string>
  // 10:00 in Beijing.
  let clock = Date.parse('2026-11-02T02:00:00Z')
  let people = 0

  const start = async () => {
    const instance = await instances.add({ env, now: () => clock })
    await instance.ready()
    await instance.reminderSweeper.idle()
    return instance
  }

  beforeAll(async () => {
    fake.now = () => clock
    fake.templates.add(ANSWER_TEMPLATE).add(DAILY_TEMPLATE)
    env = {
      WECHAT_APP_ID: MINI.appId,
      WECHAT_APP_SECRET: MINI.secret,
      WECHAT_API_BASE: await fake.start(),
      WECHAT_TEMPLATE_CONSULTATION_ANSWERED: ANSWER_TEMPLATE,
      WECHAT_TEMPLATE_DAILY_CARD: DAILY_TEMPLATE,
      // Readers and web visitors sign in by name beside the mini-program's people.
      DEV_SIGN_IN: 'true',
      REMINDER_SWEEP_MS: '3600000',
    }
    app = await start()
  }, 180_000)
  afterAll(async () => {
    await instances.close()
    await fake.stop()
  })

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    app.inject({ method, url, headers: { 'tarot-token': token, 'tarot-lang': 'zh-Hans' }, ...(payload ? { payload } : {}) })
  const sentTo = (openId: string) => (fake.sent as unknown as SentMessage[]).filter((m) => m.touser === openId)

  async function signIn(payload: object): Promise<{ token: string; userId: string }> {
    // Each from its own address: sign-in is limited per address.
    people += 1
    const res = await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', remoteAddress: `10.9.${people >> 8}.${people & 255}`, payload })
    const body = res.json().data
    return { token: body.access_token, userId: body.userId }
  }

  /** Someone in the mini-program with energy for one consultation; WeChat knows them as `openid-<code>`. */
  async function miniAsker(code: string) {
    const person = await signIn({ provider: 'wechat-mini', code })
    await app.ledger.apply(person.userId, PRICE, 'grant', `grant-${randomUUID()}`)
    return { ...person, openId: `openid-${code}` }
  }

  async function webAsker(name: string) {
    const person = await signIn({ provider: 'dev', name })
    await app.ledger.apply(person.userId, PRICE, 'grant', `grant-${randomUUID()}`)
    return person
  }

  async function reader(name: string) {
    const person = await signIn({ provider: 'dev', name })
    const row = await app.readers.create({
      id: `r_reminders_${people}`,
      userId: person.userId,
      name,
      photo: '/res/readers/default.png',
      tagline: 'Clear answers, kindly given',
      bio: 'Twelve years with the cards.',
      specialties: ['love'],
      languages: ['zh-Hans'],
      priceEnergy: PRICE,
      responseHours: 12,
      available: true,
    })
    return { ...person, readerId: row.id }
  }

  /** The asker orders a consultation and the reader answers it; its id. */
  async function answered(asker: { token: string }, name: string): Promise<string> {
    const desk = await reader(name)
    const ordered = await call('POST', '/tarot/rest/consultations', asker.token, { readerId: desk.readerId, question: '换工作的时机到了吗？', payWith: 'energy', clientKey: `key-${randomUUID()}` })
    const id = ordered.json().data.consultation.id as string
    const answer = await call('POST', `/tarot/rest/reader/consultations/${id}/answer`, desk.token, { answer: ANSWER })
    expect(answer.json().data.status).toBe('answered')
    return id
  }

  it('tells the asker once through WeChat when a reader answers, and lists the answer on history until it is opened', async () => {
    const asker = await miniAsker('answer-a')
    // Allowed twice in the mini-program: a second message would go through, so only the claim keeps it to one.
    fake.subscribe(asker.openId, ANSWER_TEMPLATE)
    fake.subscribe(asker.openId, ANSWER_TEMPLATE)
    const id = await answered(asker, '星月')

    await app.reminderSweeper.sweep()
    expect(sentTo(asker.openId)).toEqual([expect.objectContaining({ template_id: ANSWER_TEMPLATE, page: `pages/reader/order?id=${id}`, data: expect.objectContaining({ thing1: { value: '星月' } }) })])
    await app.reminderSweeper.sweep()
    expect(sentTo(asker.openId)).toHaveLength(1)

    const due = (await call('GET', '/tarot/rest/journal/due', asker.token)).json().data
    expect(due.answers).toEqual({ count: 1, list: [{ consultationId: id, question: '换工作的时机到了吗？', readerName: '星月', answeredAt: new Date(clock).toISOString() }] })
    // Opening the consultation takes it off the list.
    expect((await call('GET', `/tarot/rest/consultations/${id}`, asker.token)).json().data.answer).toBe(ANSWER)
    expect((await call('GET', '/tarot/rest/journal/due', asker.token)).json().data.answers).toEqual({ count: 0, list: [] })
  })

  it('on the web, an answer is only the badge and the entry on history; opened before a sweep, no message follows', async () => {
    const web = await webAsker('web-asker')
    await answered(web, '青灯')
    const mini = await miniAsker('answer-opened')
    fake.subscribe(mini.openId, ANSWER_TEMPLATE)
    const opened = await answered(mini, '白露')
    await call('GET', `/tarot/rest/consultations/${opened}`, mini.token)

    await app.reminderSweeper.sweep()
    expect(sentTo(mini.openId)).toEqual([])
    const due = (await call('GET', '/tarot/rest/journal/due', web.token)).json().data
    expect(due.answers.count).toBe(1)
    expect(due.answers.list[0].readerName).toBe('青灯')
    // Nobody else's answers show.
    expect((await call('GET', '/tarot/rest/journal/due', mini.token)).json().data.answers.count).toBe(0)
  })

  it('sends nothing to someone who turned reminders off', async () => {
    const asker = await miniAsker('answer-off')
    fake.subscribe(asker.openId, ANSWER_TEMPLATE)
    await call('PUT', '/tarot/rest/journal/settings', asker.token, { remindersOn: false })
    await answered(asker, '霜降')
    await app.reminderSweeper.sweep()
    expect(sentTo(asker.openId)).toEqual([])
  })

  it('keeps an answer given at night for 08:00 in the asker’s time zone', async () => {
    const asker = await miniAsker('answer-night')
    fake.subscribe(asker.openId, ANSWER_TEMPLATE)
    clock = Date.parse('2026-11-02T15:30:00Z') // 23:30 in Beijing, the time zone assumed until the app reports one
    await answered(asker, '夜航')
    await app.reminderSweeper.sweep()
    expect(sentTo(asker.openId)).toEqual([])
    clock = Date.parse('2026-11-02T23:59:00Z') // 07:59
    await app.reminderSweeper.sweep()
    expect(sentTo(asker.openId)).toEqual([])
    clock = Date.parse('2026-11-03T00:00:00Z') // 08:00
    await app.reminderSweeper.sweep()
    expect(sentTo(asker.openId)).toHaveLength(1)
  })

  it('sends one message when two server instances sweep at the same moment', async () => {
    const second = await start()
    const asker = await miniAsker('answer-race')
    for (let i = 0; i < 3; i += 1) fake.subscribe(asker.openId, ANSWER_TEMPLATE)
    await answered(asker, '双子')
    const [a, b] = await Promise.all([app.reminderSweeper.sweep(), second.reminderSweeper.sweep()])
    expect(a + b).toBe(1)
    expect(sentTo(asker.openId)).toHaveLength(1)
    await instances.stop(second)
  })

  it('sends today’s card only to who asked for it, once a day from 08:00 in their time zone', async () => {
    const person = await miniAsker('daily')
    for (let i = 0; i < 5; i += 1) fake.subscribe(person.openId, DAILY_TEMPLATE)
    const settings = (await call('GET', '/tarot/rest/journal/settings', person.token)).json().data
    expect(settings).toMatchObject({ dailyCardOn: false, answerTemplateId: ANSWER_TEMPLATE, dailyCardTemplateId: DAILY_TEMPLATE })
    await app.reminderSweeper.sweep()
    expect(sentTo(person.openId)).toEqual([])

    // In Tokyo (UTC+9).
    expect((await call('PUT', '/tarot/rest/journal/settings', person.token, { dailyCardOn: true, tzOffsetMinutes: 540 })).json().data.dailyCardOn).toBe(true)
    clock = Date.parse('2026-11-03T22:30:00Z') // 07:30 on the 4th in Tokyo
    await app.reminderSweeper.sweep()
    expect(sentTo(person.openId)).toEqual([])
    clock = Date.parse('2026-11-03T23:00:00Z') // 08:00
    await app.reminderSweeper.sweep()
    clock += 4 * 3600_000
    await app.reminderSweeper.sweep()
    expect(sentTo(person.openId)).toEqual([expect.objectContaining({ template_id: DAILY_TEMPLATE, page: 'pages/index/index', data: expect.objectContaining({ date2: { value: '2026-11-04' } }) })])

    clock = Date.parse('2026-11-05T00:30:00Z') // 09:30 on the 5th
    await app.reminderSweeper.sweep()
    expect(sentTo(person.openId).map((m) => m.data.date2!.value)).toEqual(['2026-11-04', '2026-11-05'])

    // Turned off (the switch, or every reminder): no card the next day.
    await call('PUT', '/tarot/rest/journal/settings', person.token, { dailyCardOn: false })
    clock += 24 * 3600_000
    await app.reminderSweeper.sweep()
    expect(sentTo(person.openId)).toHaveLength(2)
  })
})
