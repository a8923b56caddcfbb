import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LedgerRepository } from '../src/db/ledger'
import { NotificationRejected, PayProviderError } from '../src/services/pay/provider'
import type { RefundGateway } from '../src/services/refunds/gateway'
import { closeTestApp, instancesOn, testApp } from './support/app'
import { ENGINES } from './support/database'
import { type TestOperator, addOperator, consoleToken } from './support/operators'

const START = Date.parse('2026-12-04T02:00:00Z')
const DAY = 86_400_000

/** A provider's refund side as the refund service sees it: accepts (PROCESSING), or refuses, or stalls, as told. */
function standInGateway() {
  const asked: { refundId: string; amountFen: number; totalFen: number }[] = []
  let mode: 'accept' | 'refuse' | 'unreachable' = 'accept'
  const gateway: RefundGateway = {
    async refund(input) {
      asked.push({ refundId: input.refundId, amountFen: input.amountFen, totalFen: input.totalFen })
      if (mode === 'refuse') throw new PayProviderError('NOT_ENOUGH', 'balance not enough', 403)
      if (mode === 'unreachable') throw new Error('socket hang up')
      return { refundId: input.refundId, orderId: input.orderId, providerRefundId: `wx-${input.refundId}`, state: 'PROCESSING', amountFen: input.amountFen, successTime: null }
    },
    async parseRefundNotification() {
      throw new NotificationRejected('headers')
    },
    async queryRefund(refundId, context) {
      const made = asked.find((a) => a.refundId === refundId)
      return made && context ? { refundId, orderId: context.orderId, providerRefundId: `wx-${refundId}`, state: 'SUCCESS', amountFen: made.amountFen, successTime: new Date().toISOString() } : null
    },
  }
  return { gateway, asked, set: (next: typeof mode) => (mode = next) }
}

describe.each(ENGINES)('refunds to the original payment method (%s)', (engine) => {
  let app: FastifyInstance
  let clock = START
  let support: TestOperator
  let token: string
  const provider = standInGateway()

  const user = async (name: string) => {
    const userToken = (await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'dev', name } })).json().data.access_token as string
    await app.inject({ method: 'POST', url: '/tarot/rest/account/birth-year', headers: { 'tarot-token': userToken }, payload: { birthYear: 1990 } })
    const verified = await app.tokens.verify(userToken)
    if (!verified.ok) throw new Error('no token')
    return { userToken, userId: verified.token.userId }
  }
  /** Buys a product through the dev provider, as a person would; answers the paid order's id. */
  const buy = async (userToken: string, productId: string) => {
    const headers = { 'tarot-token': userToken }
    const created = (await app.inject({ method: 'POST', url: '/tarot/rest/pay/orders', headers, payload: { productId, platform: 'h5', clientKey: `k-${randomUUID()}` } })).json().data
    const paid = (await app.inject({ method: 'POST', url: `/tarot/rest/pay/dev/${created.order.id}`, headers, payload: { outcome: 'success' } })).json().data
    expect(paid.order.status).toBe('paid')
    return created.order.id as string
  }
  const wallet = async (userToken: string) =>
    (await app.inject({ method: 'GET', url: '/tarot/rest/energy/amount', headers: { 'tarot-token': userToken } })).json().data as { total: number; vipTime: string | null }
  const consoleCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${token}`, 'tarot-lang': 'en' }, ...(payload && { payload }) })
  const refund = (orderId: string, amountFen: number, refundKey = `key-${randomUUID()}`) =>
    consoleCall('POST', `/tarot/rest/console/orders/${orderId}/refunds`, { refundKey, amountFen, reason: 'customer asked' })
  const ledgerSum = (userId: string) => new LedgerRepository(app.database.db).ledgerSum(userId)

  beforeAll(async () => {
    app = await testApp({ engine, now: () => clock, refundGateway: provider.gateway })
    support = await addOperator(app, 'sam', 'support')
    token = await consoleToken(app, support)
  })
  afterAll(() => closeTestApp(app))

  it('refunds in full: the energy it granted taken back, the order refunded, the person sees it, the audit says who and why', async () => {
    const { userToken, userId } = await user('full')
    const orderId = await buy(userToken, 'energy_60')
    const preview = (await consoleCall('POST', `/tarot/rest/console/orders/${orderId}/refund-preview`, { amountFen: 600 })).json().data
    expect(preview).toMatchObject({ refundableFen: 600, energyGranted: 60, energyBalance: 60, energyBack: 60 })
    const made = (await refund(orderId, 600)).json()
    expect(made.data).toMatchObject({ amountFen: 600, energyBack: 60, status: 'processing', operatorName: 'sam' })
    expect((await wallet(userToken)).total).toBe(0)
    expect(await ledgerSum(userId)).toBe(0)
    const mine = (await app.inject({ method: 'GET', url: `/tarot/rest/pay/orders/${orderId}`, headers: { 'tarot-token': userToken } })).json().data.order
    expect(mine).toMatchObject({ status: 'refunded', refundedFen: 600 })
    const audit = (await consoleCall('GET', `/tarot/rest/console/audit?targetId=${orderId}`)).json().data.list
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      operatorName: 'sam',
      action: 'order.refund',
      reason: 'customer asked',
      before: { status: 'paid', refundedFen: 0 },
      after: { status: 'refunded', refundedFen: 600 },
    })
    expect((await refund(orderId, 1)).json()).toEqual({ code: 409002, message: 'This order is not paid, or is refunded in full already' })
  })

  it('refunds in parts: each takes back its share, the last the rest, and no more than is left', async () => {
    const { userToken } = await user('parts')
    const orderId = await buy(userToken, 'energy_300')
    expect((await refund(orderId, 700)).json().data.energyBack).toBe(75)
    expect((await wallet(userToken)).total).toBe(225)
    expect((await refund(orderId, 2200)).json()).toEqual({ code: 409002, message: 'That is more than is left to refund on this order' })
    expect((await refund(orderId, 2100)).json().data.energyBack).toBe(225)
    expect((await wallet(userToken)).total).toBe(0)
    expect((await consoleCall('GET', `/tarot/rest/console/orders/${orderId}`)).json().data.order).toMatchObject({ status: 'refunded', refundedFen: 2800 })
  })

  it('after the energy was spent, takes back only what is left: never below zero', async () => {
    const { userToken, userId } = await user('spent')
    const orderId = await buy(userToken, 'energy_60')
    await app.ledger.apply(userId, -50, 'reading', `spent-${userId}`)
    const preview = (await consoleCall('POST', `/tarot/rest/console/orders/${orderId}/refund-preview`, { amountFen: 600 })).json().data
    expect(preview).toMatchObject({ energyGranted: 60, energyBalance: 10, energyBack: 10 })
    expect((await refund(orderId, 600)).json().data.energyBack).toBe(10)
    expect((await wallet(userToken)).total).toBe(0)
    expect(await ledgerSum(userId)).toBe(0)
  })

  it('takes VIP time back: half the money, half the days', async () => {
    const { userToken } = await user('vip')
    const orderId = await buy(userToken, 'vip_30')
    const before = Date.parse((await wallet(userToken)).vipTime!)
    expect((await refund(orderId, 900)).json().data.vipSecondsBack).toBe(15 * 86_400)
    expect(Date.parse((await wallet(userToken)).vipTime!)).toBe(before - 15 * DAY)
  })

  it('is one refund for one key: asked twice, and on two instances at once', async () => {
    const { userToken } = await user('twice')
    const orderId = await buy(userToken, 'energy_60')
    const [a, b] = await Promise.all([refund(orderId, 300, 'same-key-1'), refund(orderId, 300, 'same-key-1')])
    expect(a.json().data.id).toBe(b.json().data.id)
    expect((await refund(orderId, 300, 'same-key-1')).json().data.id).toBe(a.json().data.id)
    expect(provider.asked.filter((x) => x.refundId === a.json().data.id)).toHaveLength(1)
    expect((await wallet(userToken)).total).toBe(30)
  })

  it('undoes a refund the provider refuses, and asks again with the same number after silence', async () => {
    const { userToken } = await user('refused')
    const orderId = await buy(userToken, 'energy_60')
    provider.set('refuse')
    const refused = (await refund(orderId, 600)).json()
    expect(refused).toMatchObject({ code: 402002, message: 'The payment provider refused this refund; it was withdrawn and what it took back was restored' })
    expect((await wallet(userToken)).total).toBe(60)
    expect((await consoleCall('GET', `/tarot/rest/console/orders/${orderId}`)).json().data.order).toMatchObject({ status: 'paid', refundedFen: 0 })
    provider.set('unreachable')
    clock += 1000
    const pending = (await refund(orderId, 600)).json().data
    expect(pending.status).toBe('requested')
    expect((await wallet(userToken)).total).toBe(0)
    provider.set('accept')
    clock += 6 * 60_000
    await app.refundService.sweep()
    const asked = provider.asked.filter((x) => x.refundId === pending.id)
    expect(asked).toHaveLength(2)
    clock += 6 * 60_000
    await app.refundService.sweep()
    const story = (await consoleCall('GET', `/tarot/rest/console/orders/${orderId}`)).json().data
    expect(story.refunds.map((r: { status: string }) => r.status)).toEqual(['failed', 'success'])
    expect(story.events.map((e: { kind: string }) => e.kind)).toEqual(expect.arrayContaining(['created', 'paid', 'credited', 'refund-requested', 'refund-failed', 'refund-success']))
  })

  it('finds orders by number, transaction id, user and day', async () => {
    const { userToken, userId } = await user('search')
    const orderId = await buy(userToken, 'energy_60')
    const story = (await consoleCall('GET', `/tarot/rest/console/orders/${orderId}`)).json().data
    for (const q of [orderId, story.order.transactionId, userId]) {
      expect((await consoleCall('GET', `/tarot/rest/console/orders?q=${encodeURIComponent(q)}`)).json().data.list.map((o: { id: string }) => o.id)).toContain(orderId)
    }
    expect((await consoleCall('GET', '/tarot/rest/console/orders?from=2026-12-04&to=2026-12-04')).json().data.list.length).toBeGreaterThan(0)
    expect((await consoleCall('GET', '/tarot/rest/console/orders?from=2026-12-05')).json().data.list).toEqual([])
  })
})

describe.each(ENGINES)('one refund across two instances (%s)', (engine) => {
  const instances = instancesOn(engine)
  afterAll(() => instances.close())

  it('makes one refund when two instances are asked with the same key at once', async () => {
    const provider = standInGateway()
    const [a, b] = await Promise.all([instances.add({ refundGateway: provider.gateway }), instances.add({ refundGateway: provider.gateway })])
    const operator = await addOperator(a, 'sam', 'support')
    const token = await consoleToken(a, operator)
    const userToken = (await a.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'dev', name: 'racer' } })).json().data.access_token as string
    const headers = { 'tarot-token': userToken }
    await a.inject({ method: 'POST', url: '/tarot/rest/account/birth-year', headers, payload: { birthYear: 1990 } })
    const created = (await a.inject({ method: 'POST', url: '/tarot/rest/pay/orders', headers, payload: { productId: 'energy_60', platform: 'h5', clientKey: 'race-order-1' } })).json().data
    await a.inject({ method: 'POST', url: `/tarot/rest/pay/dev/${created.order.id}`, headers, payload: { outcome: 'success' } })
    const ask = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: `/tarot/rest/console/orders/${created.order.id}/refunds`,
        headers: { authorization: `Bearer ${token}` },
        payload: { refundKey: 'race-key-1', amountFen: 600, reason: 'duplicate' },
      })
    const answers = (await Promise.all([ask(a), ask(b), ask(a), ask(b)])).map((r) => r.json().data.id)
    expect(new Set(answers).size).toBe(1)
    expect(provider.asked).toHaveLength(1)
    expect((await a.inject({ method: 'GET', url: '/tarot/rest/energy/amount', headers })).json().data.total).toBe(0)
  })
})
