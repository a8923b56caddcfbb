import { randomUUID } from 'node:crypto'
import { ConsultationList, ConsultationView, CreateConsultationData } from '@tarot/contracts/readers'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'

const HOUR = 3600 * 1000
const PRICE = 30

describe.each(ENGINES)('consultation orders on %s', (engine) => {
  let app: FastifyInstance
  let clock = Date.parse('2026-11-25T08:00:00.000Z')
  /** Everyone the tests made, so the last test can check every ledger against its balance. */
  const everyone: string[] = []

  beforeAll(async () => {
    app = await testApp({ engine, now: () => clock, env: { DEV_SIGN_IN: 'true' } })
  }, 60_000)
  afterAll(() => closeTestApp(app))

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object, lang = 'en') =>
    app.inject({ method, url, headers: { 'tarot-token': token, 'tarot-lang': lang }, ...(payload ? { payload } : {}) })
  const data = (res: LightMyRequestResponse) => res.json().data

  async function signIn(name: string): Promise<{ token: string; userId: string }> {
    // Each from its own address: sign-in is limited to 20 a minute per address.
    const remoteAddress = `10.0.${everyone.length >> 8}.${everyone.length & 255}`
    const body = (await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', remoteAddress, payload: { provider: 'dev', name } })).json().data
    everyone.push(body.userId)
    return { token: body.access_token, userId: body.userId }
  }

  async function customer(name: string, energy: number) {
    const user = await signIn(name)
    if (energy > 0) await app.ledger.apply(user.userId, energy, 'grant', `grant-${randomUUID()}`)
    return user
  }

  async function reader(name: string, overrides: { available?: boolean; priceEnergy?: number } = {}) {
    const user = await signIn(name)
    const row = await app.readers.create({
      id: `r_${name}`,
      userId: user.userId,
      name,
      photo: '/res/readers/default.png',
      tagline: 'Clear answers, kindly given',
      bio: 'Twelve years with the cards.',
      specialties: ['love', 'career'],
      languages: ['en'],
      priceEnergy: overrides.priceEnergy ?? PRICE,
      responseHours: 12,
      available: overrides.available ?? true,
    })
    return { ...user, readerId: row.id }
  }

  const order = (token: string, readerId: string, extra: object = {}) =>
    call('POST', '/tarot/rest/consultations', token, { readerId, question: 'Will the new job suit me?', payWith: 'energy', clientKey: `key-${randomUUID()}`, ...extra })
  const balance = (userId: string) => app.ledger.balance(userId)
  const answerText = 'The cards point to a steady start: give it three months before you judge it.'

  it('holds the price, then walks paid → accepted → answered → completed and releases it to the reader', async () => {
    const alice = await customer('alice', 100)
    const desk = await reader('reader-ann')
    const created = data(await order(alice.token, desk.readerId))
    expect(CreateConsultationData.safeParse(created).success).toBe(true)
    expect(created.pay).toBeNull()
    expect(created.consultation).toMatchObject({ status: 'paid', payWith: 'energy', priceEnergy: PRICE, reader: { id: desk.readerId, name: 'reader-ann' }, answer: null, context: null })
    expect(Date.parse(created.consultation.answerBy) - Date.parse(created.consultation.paidAt)).toBe(24 * HOUR)
    expect(await balance(alice.userId)).toBe(70)
    const id = created.consultation.id

    const queue = data(await call('GET', '/tarot/rest/reader/consultations', desk.token))
    expect(ConsultationList.safeParse(queue).success).toBe(true)
    expect(queue.list.map((c: { id: string }) => c.id)).toEqual([id])
    expect(data(await call('POST', `/tarot/rest/reader/consultations/${id}/accept`, desk.token)).status).toBe('accepted')
    // Accepted: the user can no longer cancel.
    expect((await call('POST', `/tarot/rest/consultations/${id}/cancel`, alice.token)).json()).toEqual({ code: 409002, message: 'This consultation cannot take this step now' })
    const answered = data(await call('POST', `/tarot/rest/reader/consultations/${id}/answer`, desk.token, { answer: answerText }))
    expect(answered).toMatchObject({ status: 'answered', answer: answerText })
    expect(await balance(desk.userId)).toBe(0)

    const completed = data(await call('POST', `/tarot/rest/consultations/${id}/complete`, alice.token))
    expect(completed.status).toBe('completed')
    expect(completed.closedAt).not.toBeNull()
    expect(await balance(desk.userId)).toBe(PRICE)
    expect(await balance(alice.userId)).toBe(70)
    // Completing again moves nothing.
    expect((await call('POST', `/tarot/rest/consultations/${id}/complete`, alice.token, undefined, 'zh-Hans')).json()).toEqual({ code: 409002, message: '这份咨询订单当前无法进行这一步' })
    const reviewed = data(await call('POST', `/tarot/rest/consultations/${id}/review`, alice.token, { rating: 5, text: 'Spot on.' }))
    expect(reviewed).toMatchObject({ status: 'reviewed', review: { rating: 5, text: 'Spot on.' } })
    expect(ConsultationView.safeParse(reviewed).success).toBe(true)
    expect(await balance(desk.userId)).toBe(PRICE)
  })

  it('lets a reader answer a paid consultation directly, and a review releases the hold', async () => {
    const bob = await customer('bob', PRICE)
    const desk = await reader('reader-ben')
    const id = data(await order(bob.token, desk.readerId)).consultation.id
    expect(await balance(bob.userId)).toBe(0)
    const short = await call('POST', `/tarot/rest/reader/consultations/${id}/answer`, desk.token, { answer: 'Too short.' }, 'zh-Hant')
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toBe('解答至少需要 20 個字')
    const long = await call('POST', `/tarot/rest/reader/consultations/${id}/answer`, desk.token, { answer: 'a'.repeat(5001) })
    expect(long.json()).toEqual({ code: 400000, message: 'The answer can be at most 5000 characters' })
    const answered = data(await call('POST', `/tarot/rest/reader/consultations/${id}/answer`, desk.token, { answer: answerText }))
    expect(answered.status).toBe('answered')
    expect(answered.acceptedAt).not.toBeNull()
    // A rating outside 1–5 or a long text is refused, localized.
    const badReview = await call('POST', `/tarot/rest/consultations/${id}/review`, bob.token, { rating: 6, text: '' })
    expect(badReview.statusCode).toBe(400)
    expect(badReview.json().message).toBe('Please rate from 1 to 5 stars, with at most 500 characters of review')
    expect((await call('POST', `/tarot/rest/consultations/${id}/review`, bob.token, { rating: 4, text: 'x'.repeat(501) })).statusCode).toBe(400)
    expect(data(await call('POST', `/tarot/rest/consultations/${id}/review`, bob.token, { rating: 4, text: 'Helpful.' })).status).toBe('reviewed')
    expect(await balance(desk.userId)).toBe(PRICE)
    // Reviewed is final.
    expect((await call('POST', `/tarot/rest/consultations/${id}/review`, bob.token, { rating: 1, text: 'Changed my mind' })).json().code).toBe(409002)
    expect((await call('POST', `/tarot/rest/reader/consultations/${id}/answer`, desk.token, { answer: answerText })).json().code).toBe(409002)
  })

  it('refunds a cancelled paid consultation once, and the reader cannot take it after', async () => {
    const carol = await customer('carol', 50)
    const desk = await reader('reader-cat')
    const id = data(await order(carol.token, desk.readerId)).consultation.id
    expect(await balance(carol.userId)).toBe(20)
    const cancelled = data(await call('POST', `/tarot/rest/consultations/${id}/cancel`, carol.token))
    expect(cancelled).toMatchObject({ status: 'cancelled' })
    expect(await balance(carol.userId)).toBe(50)
    const twice = await Promise.all([call('POST', `/tarot/rest/consultations/${id}/cancel`, carol.token), call('POST', `/tarot/rest/consultations/${id}/cancel`, carol.token)])
    expect(twice.map((r) => r.json().code)).toEqual([409002, 409002])
    expect(await balance(carol.userId)).toBe(50)
    expect((await call('POST', `/tarot/rest/reader/consultations/${id}/accept`, desk.token)).json().code).toBe(409002)
  })

  it('refunds a consultation left unanswered for 24 hours, by the sweeper or on the next read', async () => {
    const dan = await customer('dan', 2 * PRICE)
    const desk = await reader('reader-dee')
    const swept = data(await order(dan.token, desk.readerId)).consultation.id
    clock += HOUR
    const read = data(await order(dan.token, desk.readerId)).consultation.id
    await call('POST', `/tarot/rest/reader/consultations/${read}/accept`, desk.token)
    expect(await balance(dan.userId)).toBe(0)

    clock += 23 * HOUR - 1000
    await app.consultations.sweep()
    expect(await balance(dan.userId)).toBe(0)
    clock += 1000
    // The minute sweep refunds without anyone reading.
    await app.consultations.sweep()
    expect(await balance(dan.userId)).toBe(PRICE)
    expect(data(await call('GET', `/tarot/rest/reader/consultations`, desk.token)).list.map((c: { status: string }) => c.status)).toEqual(['accepted', 'expired'])
    // An accepted consultation expires too, on the next read, and a late answer is refused.
    clock += HOUR
    const late = await call('POST', `/tarot/rest/reader/consultations/${read}/answer`, desk.token, { answer: answerText })
    expect(late.json().code).toBe(409002)
    const list = data(await call('GET', '/tarot/rest/consultations', dan.token)).list
    expect(list.map((c: { id: string; status: string }) => [c.id, c.status]).sort()).toEqual(
      [
        [read, 'expired'],
        [swept, 'expired'],
      ].sort(),
    )
    expect(await balance(dan.userId)).toBe(2 * PRICE)
    await app.consultations.sweep()
    expect(await balance(dan.userId)).toBe(2 * PRICE)
  })

  it('completes an answered consultation 72 hours later and releases it to the reader', async () => {
    const erin = await customer('erin', PRICE)
    const desk = await reader('reader-eve')
    const id = data(await order(erin.token, desk.readerId)).consultation.id
    await call('POST', `/tarot/rest/reader/consultations/${id}/answer`, desk.token, { answer: answerText })
    clock += 72 * HOUR - 1000
    expect(data(await call('GET', `/tarot/rest/consultations/${id}`, erin.token)).status).toBe('answered')
    clock += 1000
    expect(data(await call('GET', `/tarot/rest/consultations/${id}`, erin.token)).status).toBe('completed')
    expect(await balance(desk.userId)).toBe(PRICE)
    // The user can still review a completed consultation; nothing is released twice.
    expect(data(await call('POST', `/tarot/rest/consultations/${id}/review`, erin.token, { rating: 3, text: '' })).status).toBe('reviewed')
    expect(await balance(desk.userId)).toBe(PRICE)
  })

  it('releases exactly once when completion, a review and the sweeper race', async () => {
    const desk = await reader('reader-fay')
    const frank = await customer('frank', 5 * PRICE)
    const ids: string[] = []
    for (let i = 0; i < 5; i += 1) {
      const id = data(await order(frank.token, desk.readerId)).consultation.id
      await call('POST', `/tarot/rest/reader/consultations/${id}/answer`, desk.token, { answer: answerText })
      ids.push(id)
    }
    clock += 72 * HOUR
    await Promise.all(
      ids.flatMap((id) => [
        call('POST', `/tarot/rest/consultations/${id}/complete`, frank.token),
        call('POST', `/tarot/rest/consultations/${id}/review`, frank.token, { rating: 5, text: 'Thank you' }),
        app.consultations.sweep(),
        call('POST', `/tarot/rest/consultations/${id}/complete`, frank.token),
      ]),
    )
    const list = data(await call('GET', '/tarot/rest/consultations', frank.token)).list
    expect(list.map((c: { status: string }) => c.status)).toEqual(Array(5).fill('reviewed'))
    expect(await balance(desk.userId)).toBe(5 * PRICE)
    expect(await balance(frank.userId)).toBe(0)
  })

  it('makes one consultation and one charge out of 20 parallel requests with one client key', async () => {
    const gina = await customer('gina', 100)
    const desk = await reader('reader-gus')
    const clientKey = 'same-key-0001'
    const results = await Promise.all(Array.from({ length: 20 }, () => order(gina.token, desk.readerId, { clientKey })))
    const ids = new Set(results.map((r) => data(r).consultation.id))
    expect(ids.size).toBe(1)
    expect(await balance(gina.userId)).toBe(100 - PRICE)
    expect(data(await call('GET', '/tarot/rest/consultations', gina.token)).list).toHaveLength(1)
  })

  it('writes nothing when the energy does not cover the price', async () => {
    const hal = await customer('hal', PRICE - 1)
    const desk = await reader('reader-hui')
    const refused = await order(hal.token, desk.readerId)
    expect(refused.json()).toEqual({ code: 402000, message: `Not enough energy: this consultation needs ${PRICE} energy.` })
    expect((await order(hal.token, desk.readerId, {})).json().code).toBe(402000)
    expect(data(await call('GET', '/tarot/rest/consultations', hal.token)).list).toEqual([])
    expect(await balance(hal.userId)).toBe(PRICE - 1)
    expect(await app.ledger.ledgerSum(hal.userId)).toBe(PRICE - 1)
    expect(data(await call('GET', '/tarot/rest/reader/consultations', desk.token)).list).toEqual([])
  })

  it('answers crisis language and health questions with care instead of ordering, charging nothing; other questions a reader may take', async () => {
    const kim = await customer('kim', 100)
    const desk = await reader('reader-kai')
    const crisis = await order(kim.token, desk.readerId, { question: 'honestly i want to k1ll myself, will it get better?' })
    expect(crisis.json()).toMatchObject({ code: 400001 })
    expect(crisis.json().message).toContain('findahelpline.com')
    const health = await call(
      'POST',
      '/tarot/rest/consultations',
      kim.token,
      { readerId: desk.readerId, question: '我该停用抗抑郁药吗？', payWith: 'energy', clientKey: `key-${randomUUID()}` },
      'zh-Hans',
    )
    expect(health.json()).toMatchObject({ code: 400001 })
    expect(health.json().message).toContain('医生或药师')
    expect(await balance(kim.userId)).toBe(100)
    expect(data(await call('GET', '/tarot/rest/consultations', kim.token)).list).toHaveLength(0)
    expect(data(await order(kim.token, desk.readerId, { question: 'How can I support my dad through his surgery?' })).consultation.status).toBe('paid')
  })

  it('checks the question, the reader and the caller before anything is charged', async () => {
    const ivy = await customer('ivy', 100)
    const desk = await reader('reader-ida')
    const closed = await reader('reader-iris', { available: false })
    const short = await order(ivy.token, desk.readerId, { question: ' 好吗 ' })
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toBe('Please write at least 4 characters for your question')
    const long = await call('POST', '/tarot/rest/consultations', ivy.token, { readerId: desk.readerId, question: '问'.repeat(1001), payWith: 'energy', clientKey: 'long-question-1' }, 'zh-Hans')
    expect(long.json()).toEqual({ code: 400000, message: '问题最多 1000 个字' })
    expect((await order(ivy.token, 'r_nobody')).statusCode).toBe(404)
    expect((await order(ivy.token, 'r_\u0000')).statusCode).toBe(400)
    expect((await order(ivy.token, desk.readerId, { question: 'Will it \u0000 work out?' })).statusCode).toBe(400)
    expect((await call('GET', '/tarot/rest/consultations/%00', ivy.token)).statusCode).toBe(400)
    expect((await call('POST', '/tarot/rest/consultations/%00/cancel', ivy.token)).statusCode).toBe(400)
    expect((await call('POST', '/tarot/rest/reader/consultations/%00/accept', desk.token)).statusCode).toBe(400)
    expect((await order(ivy.token, closed.readerId)).json()).toEqual({ code: 409002, message: 'This reader is not taking new consultations right now' })
    expect((await order(desk.token, desk.readerId)).json()).toEqual({ code: 403000, message: 'You cannot order a consultation from yourself' })
    const guest = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token
    expect((await order(guest, desk.readerId)).json()).toEqual({ code: 401001, message: 'Please sign in to consult a reader' })
    expect((await call('GET', '/tarot/rest/consultations', guest)).json().code).toBe(401001)
    expect((await app.inject({ method: 'GET', url: '/tarot/rest/consultations' })).json().code).toBe(401000)
    expect(await balance(ivy.userId)).toBe(100)
  })

  it("attaches the user's own reading, and refuses someone else's", async () => {
    const jay = await customer('jay', 100)
    const kim = await customer('kim', 0)
    const desk = await reader('reader-jo')
    const cards = [
      { id: 'Cups01', orientation: 'upright' },
      { id: 'Swords09', orientation: 'reversed' },
      { id: 'Major00', orientation: 'upright' },
    ]
    const reading = data(await call('POST', '/tarot/rest/readings/physical', jay.token, { spreadId: 'ppf', question: 'What helps me now?', cards }))
    const made = data(await order(jay.token, desk.readerId, { readingId: reading.id }))
    expect(made.consultation.context).toEqual({ readingId: reading.id, spreadId: 'ppf', question: 'What helps me now?', cards })
    const queue = data(await call('GET', '/tarot/rest/reader/consultations', desk.token)).list
    expect(queue[0].context.cards).toEqual(cards)
    expect((await order(kim.token, desk.readerId, { readingId: reading.id })).statusCode).toBe(404)
    expect((await order(jay.token, desk.readerId, { readingId: 'no-such-reading' })).statusCode).toBe(404)
    expect(await balance(jay.userId)).toBe(100 - PRICE)
  })

  it("never shows or acts on another user's consultation, nor lets a reader act on another reader's", async () => {
    const lea = await customer('lea', 100)
    const max = await customer('max', 0)
    const mine = await reader('reader-lu')
    const other = await reader('reader-mo')
    const id = data(await order(lea.token, mine.readerId)).consultation.id
    for (const [method, path, payload] of [
      ['GET', '', undefined],
      ['POST', '/cancel', undefined],
      ['POST', '/complete', undefined],
      ['POST', '/review', { rating: 1, text: 'no' }],
    ] as const) {
      const res = await call(method, `/tarot/rest/consultations/${id}${path}`, max.token, payload)
      expect(res.statusCode, path).toBe(404)
    }
    expect(data(await call('GET', '/tarot/rest/consultations', max.token)).list).toEqual([])
    expect((await call('POST', `/tarot/rest/reader/consultations/${id}/accept`, other.token)).statusCode).toBe(404)
    expect((await call('POST', `/tarot/rest/reader/consultations/${id}/answer`, other.token, { answer: answerText })).statusCode).toBe(404)
    expect(data(await call('GET', '/tarot/rest/reader/consultations', other.token)).list).toEqual([])
    // Not a reader at all: refused on every reader route.
    for (const [method, path, payload] of [
      ['GET', '/tarot/rest/reader/consultations', undefined],
      ['POST', `/tarot/rest/reader/consultations/${id}/accept`, undefined],
      ['POST', `/tarot/rest/reader/consultations/${id}/answer`, { answer: answerText }],
    ] as const) {
      expect((await call(method, path, max.token, payload, 'zh-Hant')).json(), path).toEqual({ code: 403005, message: '只有塔羅師可以使用這個功能' })
    }
    expect(data(await call('GET', `/tarot/rest/consultations/${id}`, lea.token)).status).toBe('paid')
    expect(await balance(lea.userId)).toBe(100 - PRICE)
  })

  it('pays with WeChat Pay: held when the payment arrives, refunded to WeChat Pay as money when cancelled, nothing to refund when cancelled unpaid, given up after 30 minutes', async () => {
    const nia = await customer('nia', 0)
    const desk = await reader('reader-ned')
    // Purchases ask for the birth year first.
    const noYear = await order(nia.token, desk.readerId, { payWith: 'wechat', platform: 'h5' })
    expect(noYear.json().code).toBe(403002)
    expect(data(await call('GET', '/tarot/rest/consultations', nia.token)).list).toEqual([])
    await call('POST', '/tarot/rest/account/birth-year', nia.token, { birthYear: 1990 })

    const clientKey = `wechat-${randomUUID()}`
    const made = data(await order(nia.token, desk.readerId, { payWith: 'wechat', platform: 'h5', clientKey }))
    expect(made.consultation).toMatchObject({ status: 'created', payWith: 'wechat', paidAt: null, answerBy: null })
    expect(made.pay).toMatchObject({ channel: 'dev' })
    expect(CreateConsultationData.safeParse(made).success).toBe(true)
    // A retry gets the same consultation and the same order.
    const retried = data(await order(nia.token, desk.readerId, { payWith: 'wechat', platform: 'h5', clientKey }))
    expect(retried.consultation.id).toBe(made.consultation.id)
    expect(retried.pay).toEqual(made.pay)
    // The reader sees nothing before payment.
    expect(data(await call('GET', '/tarot/rest/reader/consultations', desk.token)).list).toEqual([])

    const paid = await call('POST', `/tarot/rest/pay/dev/${made.pay.orderId}`, nia.token, { outcome: 'success' })
    expect(paid.json().code).toBe(0)
    const held = data(await call('GET', `/tarot/rest/consultations/${made.consultation.id}`, nia.token))
    // What was paid, in money: the price at 10 fen per energy.
    expect(held).toMatchObject({ status: 'paid', payWith: 'wechat', paidFen: PRICE * 10, refund: null })
    expect(Date.parse(held.answerBy) - Date.parse(held.paidAt)).toBe(24 * HOUR)
    expect(await balance(nia.userId)).toBe(0)
    // Cancelled after payment: the money goes back to WeChat Pay as money, and no energy is credited instead.
    const cancelled = data(await call('POST', `/tarot/rest/consultations/${made.consultation.id}/cancel`, nia.token))
    expect(cancelled).toMatchObject({ status: 'cancelled', paidFen: PRICE * 10, refund: { to: 'wechat', state: 'sent', amountFen: PRICE * 10 } })
    expect(ConsultationView.safeParse(cancelled).success).toBe(true)
    expect(await balance(nia.userId)).toBe(0)
    expect((await app.payProvider.query(made.pay.orderId))?.tradeState).toBe('REFUND')
    // Refunded once: the sweep finds nothing more to send.
    await app.consultations.sweep()
    expect(await balance(nia.userId)).toBe(0)
    await app.ledger.apply(nia.userId, PRICE, 'grant', `grant-${randomUUID()}`)

    // Cancelled before payment: nothing to refund; a payment that still arrives goes back to WeChat Pay as money, not into energy.
    const unpaid = data(await order(nia.token, desk.readerId, { payWith: 'wechat', platform: 'h5' }))
    expect(data(await call('POST', `/tarot/rest/consultations/${unpaid.consultation.id}/cancel`, nia.token)).status).toBe('cancelled')
    expect(await balance(nia.userId)).toBe(PRICE)
    await call('POST', `/tarot/rest/pay/dev/${unpaid.pay.orderId}`, nia.token, { outcome: 'success' })
    expect(data(await call('GET', `/tarot/rest/consultations/${unpaid.consultation.id}`, nia.token))).toMatchObject({
      status: 'cancelled',
      refund: { to: 'wechat', state: 'sent', amountFen: PRICE * 10 },
    })
    expect(await balance(nia.userId)).toBe(PRICE)
    expect((await app.payProvider.query(unpaid.pay.orderId))?.tradeState).toBe('REFUND')

    // Never paid: given up after 30 minutes.
    const abandoned = data(await order(nia.token, desk.readerId, { payWith: 'wechat', platform: 'h5' })).consultation.id
    clock += 30 * 60 * 1000
    expect(data(await call('GET', `/tarot/rest/consultations/${abandoned}`, nia.token)).status).toBe('cancelled')
    expect(await balance(nia.userId)).toBe(PRICE)
  })

  it('refunds a WeChat-paid consultation left unanswered to WeChat Pay as money, by the clock', async () => {
    const pia = await customer('pia', 0)
    const desk = await reader('reader-pat')
    await call('POST', '/tarot/rest/account/birth-year', pia.token, { birthYear: 1991 })
    const made = data(await order(pia.token, desk.readerId, { payWith: 'wechat', platform: 'h5' }))
    await call('POST', `/tarot/rest/pay/dev/${made.pay.orderId}`, pia.token, { outcome: 'success' })
    expect(await balance(pia.userId)).toBe(0)
    clock += 24 * HOUR
    const expired = data(await call('GET', `/tarot/rest/consultations/${made.consultation.id}`, pia.token))
    expect(expired).toMatchObject({ status: 'expired', refund: { to: 'wechat', state: 'sent', amountFen: PRICE * 10 } })
    expect(await balance(pia.userId)).toBe(0)
    expect((await app.payProvider.query(made.pay.orderId))?.tradeState).toBe('REFUND')
    // Paid with energy, a refund is energy.
    await app.ledger.apply(pia.userId, PRICE, 'grant', `grant-${randomUUID()}`)
    const withEnergy = data(await call('POST', `/tarot/rest/consultations/${data(await order(pia.token, desk.readerId)).consultation.id}/cancel`, pia.token))
    expect(withEnergy).toMatchObject({ status: 'cancelled', paidFen: null, refund: { to: 'energy', state: 'sent', amountFen: null } })
    expect(await balance(pia.userId)).toBe(PRICE)
  })

  it('prices a reader in energy and in money, and tells the reader what is earned and what waits for the asker', async () => {
    const quinn = await customer('quinn', PRICE)
    const desk = await reader('reader-quin')
    const listed = data(await call('GET', '/tarot/rest/readers', quinn.token)).list.find((r: { id: string }) => r.id === desk.readerId)
    expect(listed).toMatchObject({ priceEnergy: PRICE, priceFen: PRICE * 10 })
    expect(data(await call('GET', `/tarot/rest/readers/${desk.readerId}`, quinn.token))).toMatchObject({ priceEnergy: PRICE, priceFen: PRICE * 10 })
    const id = data(await order(quinn.token, desk.readerId)).consultation.id
    const answered = data(await call('POST', `/tarot/rest/reader/consultations/${id}/answer`, desk.token, { answer: answerText }))
    expect(Date.parse(answered.completesBy) - Date.parse(answered.answeredAt)).toBe(72 * HOUR)
    expect(data(await call('GET', '/tarot/rest/reader/me', desk.token))).toMatchObject({ earnedEnergy: 0, pendingEnergy: PRICE })
    expect(data(await call('POST', `/tarot/rest/consultations/${id}/complete`, quinn.token))).toMatchObject({ status: 'completed', completesBy: null })
    expect(data(await call('GET', '/tarot/rest/reader/me', desk.token))).toMatchObject({ earnedEnergy: PRICE, pendingEnergy: 0 })
  })

  it('counts the answers the asker has not opened, and opening one takes it off', async () => {
    const rosa = await customer('rosa', 2 * PRICE)
    const desk = await reader('reader-roy')
    const unread = async () => data(await call('GET', '/tarot/rest/consultations/unread', rosa.token))
    expect(await unread()).toEqual({ count: 0, latest: null })
    const first = data(await order(rosa.token, desk.readerId)).consultation.id
    const second = data(await order(rosa.token, desk.readerId)).consultation.id
    await call('POST', `/tarot/rest/reader/consultations/${first}/answer`, desk.token, { answer: answerText })
    clock += 60_000
    await call('POST', `/tarot/rest/reader/consultations/${second}/answer`, desk.token, { answer: answerText })
    expect(await unread()).toEqual({ count: 2, latest: { consultationId: second, readerName: 'reader-roy' } })
    const listed = data(await call('GET', '/tarot/rest/consultations', rosa.token)).list as { id: string; answerUnread: boolean }[]
    expect(
      listed
        .filter((c) => c.answerUnread)
        .map((c) => c.id)
        .sort(),
    ).toEqual([first, second].sort())
    // The reader never sees whether the asker has read it.
    const queue = data(await call('GET', '/tarot/rest/reader/consultations', desk.token)).list as { answerUnread: boolean }[]
    expect(queue.every((c) => c.answerUnread === false)).toBe(true)
    // Opening it: the answer is read, here and on the next count.
    expect(data(await call('GET', `/tarot/rest/consultations/${second}`, rosa.token))).toMatchObject({ answerUnread: false })
    expect(await unread()).toEqual({ count: 1, latest: { consultationId: first, readerName: 'reader-roy' } })
    await call('GET', `/tarot/rest/consultations/${first}`, rosa.token)
    expect(await unread()).toEqual({ count: 0, latest: null })
    // Without a sign-in there is nothing to count.
    expect((await app.inject({ method: 'GET', url: '/tarot/rest/consultations/unread' })).json().code).not.toBe(0)
  })

  it('settles what is held when an account is deleted: refunds from a departing reader, releases to a reader an answer already given', async () => {
    const olga = await customer('olga', 2 * PRICE)
    const leaving = await reader('reader-leaving')
    const staying = await reader('reader-staying')
    const refundedId = data(await order(olga.token, leaving.readerId)).consultation.id
    const answeredId = data(await order(olga.token, staying.readerId)).consultation.id
    await call('POST', `/tarot/rest/reader/consultations/${answeredId}/answer`, staying.token, { answer: answerText })
    expect(await balance(olga.userId)).toBe(0)

    expect((await call('POST', '/tarot/rest/account/delete', leaving.token, { agree: true })).json().code).toBe(0)
    expect(await balance(olga.userId)).toBe(PRICE)
    // The asker's record of the refunded consultation stays, with a reader who no longer shows a name or face.
    const list = data(await call('GET', '/tarot/rest/consultations', olga.token)).list as { id: string; status: string; reader: { name: string; photo: string } }[]
    expect(list.map((c) => [c.id, c.status]).sort()).toEqual(
      [
        [answeredId, 'answered'],
        [refundedId, 'cancelled'],
      ].sort(),
    )
    expect(list.find((c) => c.id === refundedId)!.reader).toMatchObject({ name: '', photo: '' })
    expect((await call('POST', '/tarot/rest/account/delete', olga.token, { agree: true })).json().code).toBe(0)
    expect(await balance(staying.userId)).toBe(PRICE)
  })

  it('keeps every ledger equal to its balance after all of it', async () => {
    for (const userId of everyone) expect(await app.ledger.ledgerSum(userId), userId).toBe(await balance(userId))
  })
})
