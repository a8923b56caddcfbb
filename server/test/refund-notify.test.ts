import { generateKeyPairSync } from 'node:crypto'
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { wechatOpenIds } from '../src/db/schema'
import { WechatPayProvider } from '../src/services/pay/wechat-pay'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'
import { FakeWechatPay } from './support/fake-wechat-pay'
import { addOperator, consoleToken } from './support/operators'

const MCH_ID = '1900000109'
const MERCHANT_SERIAL = '4F1A2B3C4D5E6F708192A3B4C5D6E7F801234567'
const API_V3_KEY = 'a3F9kL2mN8pQ4rS7tU1vW5xY0zB6cD2e'
const PUB_KEY_ID = 'PUB_KEY_ID_0119000001092025112500000000000001'
const MINI_APP = 'wx1111111111111111'
const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 })
const merchant = rsa()
const platform = rsa()
const forger = rsa()

// Issue 37: refunds through WeChat Pay v3 end to end, against a local WeChat Pay that speaks its protocol: the console
// asks, WeChat Pay takes it (PROCESSING), its signed and encrypted notification settles it once; a forged, replayed
// or unknown notification changes nothing.
describe.each(ENGINES)('WeChat Pay refunds and their notifications (%s)', (engine) => {
  let app: FastifyInstance
  let wechat: FakeWechatPay
  let consoleTokenValue: string
  /** The server's clock runs this far ahead of WeChat Pay's stand-in (the sweep's test moves it). */
  let ahead = 0

  beforeAll(async () => {
    wechat = new FakeWechatPay({
      mchId: MCH_ID,
      merchantSerial: MERCHANT_SERIAL,
      merchantPublicKey: merchant.publicKey,
      apiV3Key: API_V3_KEY,
      platformKeys: [{ serial: PUB_KEY_ID, privateKey: platform.privateKey }],
    })
    const apiBase = await wechat.start()
    const payProvider = new WechatPayProvider({
      mchId: MCH_ID,
      serialNo: MERCHANT_SERIAL,
      privateKey: merchant.privateKey,
      apiV3Key: API_V3_KEY,
      notifyUrl: 'https://tarot.example.com/tarot/rest/pay/notify',
      apiBase,
      appIds: { mini: MINI_APP },
      publicKey: { id: PUB_KEY_ID, pem: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString() },
    })
    app = await testApp({
      engine,
      payProvider,
      now: () => Date.now() + ahead,
      env: { WECHAT_APP_ID: MINI_APP, WECHAT_APP_SECRET: 'secret', DEV_SIGN_IN: 'true', CONSOLE_SIGN_INS_PER_15_MINUTES: '100' },
    })
    consoleTokenValue = await consoleToken(app, await addOperator(app, 'sam', 'support'))
  }, 60_000)
  afterAll(async () => {
    await closeTestApp(app)
    await wechat.stop()
  })

  /** A mini-program buyer who paid for 60 energy through WeChat Pay's signed notification. */
  async function paidOrder(name: string) {
    const token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'dev', name } })).json().data.access_token as string
    const verified = await app.tokens.verify(token)
    if (!verified.ok) throw new Error('no token')
    await app.database.db.insert(wechatOpenIds).values({ appId: MINI_APP, openId: `o-${name}`, userId: verified.token.userId })
    const headers = { 'tarot-token': token }
    await app.inject({ method: 'POST', url: '/tarot/rest/account/birth-year', headers, payload: { birthYear: 1990 } })
    const placed = (await app.inject({ method: 'POST', url: '/tarot/rest/pay/orders', headers, payload: { productId: 'energy_60', platform: 'weapp', clientKey: `k-${randomUUID()}` } })).json().data
      .order
    const paid = wechat.markPaid(placed.id)
    const note = wechat.notification({
      appid: MINI_APP,
      mchid: MCH_ID,
      out_trade_no: placed.id,
      transaction_id: paid.transactionId,
      trade_type: 'JSAPI',
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      attach: '',
      success_time: paid.successTime,
      payer: { openid: `o-${name}` },
      amount: { total: 600, payer_total: 600, currency: 'CNY', payer_currency: 'CNY' },
    })
    expect((await app.inject({ method: 'POST', url: '/tarot/rest/pay/notify', headers: { ...note.headers, 'content-type': 'application/json' }, payload: note.body })).statusCode).toBe(204)
    const energy = async () => (await app.inject({ method: 'GET', url: '/tarot/rest/energy/amount', headers })).json().data.total as number
    expect(await energy()).toBe(60)
    return { orderId: placed.id as string, energy }
  }
  const refund = (orderId: string, amountFen: number) =>
    app.inject({
      method: 'POST',
      url: `/tarot/rest/console/orders/${orderId}/refunds`,
      headers: { authorization: `Bearer ${consoleTokenValue}` },
      payload: { refundKey: `key-${randomUUID()}`, amountFen, reason: 'asked for it back' },
    })
  const story = async (orderId: string) => (await app.inject({ method: 'GET', url: `/tarot/rest/console/orders/${orderId}`, headers: { authorization: `Bearer ${consoleTokenValue}` } })).json().data
  const notifyRefund = (note: { headers: Record<string, string>; body: string }) =>
    app.inject({ method: 'POST', url: '/tarot/rest/pay/refund-notify', headers: { ...note.headers, 'content-type': 'application/json' }, payload: note.body })

  it('refunds part of an order through WeChat Pay, settled once by its notification; a replay changes nothing', async () => {
    const { orderId, energy } = await paidOrder('partial-buyer')
    const made = (await refund(orderId, 300)).json().data
    expect(made).toMatchObject({ status: 'processing', energyBack: 30 })
    expect(wechat.refunds.get(made.id)).toMatchObject({ orderId, amountFen: 300, status: 'PROCESSING' })
    expect(await energy()).toBe(30)
    wechat.settleRefund(made.id, 'SUCCESS')
    const note = wechat.refundNotification(made.id)
    expect((await notifyRefund(note)).statusCode).toBe(204)
    expect((await story(orderId)).refunds).toMatchObject([{ id: made.id, status: 'success' }])
    expect((await notifyRefund(note)).statusCode).toBe(204)
    expect(await energy()).toBe(30)
    expect((await story(orderId)).order).toMatchObject({ status: 'paid', refundedFen: 300 })
  })

  it('refuses a forged notification and one for a refund it never made, and changes nothing', async () => {
    const { orderId, energy } = await paidOrder('forged-buyer')
    const made = (await refund(orderId, 600)).json().data
    wechat.settleRefund(made.id, 'CLOSED')
    const forged = wechat.refundNotification(made.id, { signWith: forger.privateKey })
    expect((await notifyRefund(forged)).statusCode).toBe(401)
    const unknown = wechat.refundNotification(made.id, { resource: { ...wechat.refundResource(made.id), out_refund_no: 'rf000000000000000000000000000000' } })
    expect((await notifyRefund(unknown)).statusCode).toBe(404)
    expect((await story(orderId)).refunds).toMatchObject([{ status: 'processing' }])
    expect(await energy()).toBe(0)
  })

  it('gives back what a closed refund took: the energy and the order’s refunded amount', async () => {
    const { orderId, energy } = await paidOrder('closed-buyer')
    const made = (await refund(orderId, 600)).json().data
    expect(await energy()).toBe(0)
    wechat.settleRefund(made.id, 'CLOSED')
    expect((await notifyRefund(wechat.refundNotification(made.id))).statusCode).toBe(204)
    expect(await energy()).toBe(60)
    expect((await story(orderId)).order).toMatchObject({ status: 'paid', refundedFen: 0 })
  })

  it('asks WeChat Pay when no notification came: the sweep queries a refund still processing', async () => {
    const { orderId } = await paidOrder('quiet-buyer')
    const made = (await refund(orderId, 600)).json().data
    wechat.settleRefund(made.id, 'SUCCESS')
    // The sweep looks at refunds last asked more than five minutes ago (the earlier test's closed one too).
    ahead = 10 * 60_000
    try {
      expect(await app.refundService.sweep()).toBeGreaterThanOrEqual(1)
    } finally {
      ahead = 0
    }
    expect((await story(orderId)).refunds).toMatchObject([{ status: 'success' }])
  })
})
