import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NoPayProvider } from '../src/services/pay/no-pay'
import { PayProviderError } from '../src/services/pay/provider'
import { XpayPayProvider, XpayPushRejected, isXpayProvider } from '../src/services/pay/xpay'
import { pushSignature } from '../src/services/pay/xpay-crypto'
import { closeTestApp, instancesOn, testApp } from './support/app'
import { ENGINES } from './support/database'
import { FakeWechatApi } from './support/fake-wechat-api'
import { type FakePush, FakeXpay } from './support/fake-xpay'

/**
 * The mini-program's virtual payment (issue 35 item 2), against the xpay stand-in: the server signs, the stand-in pays and
 * pushes as WeChat would, and only a genuine push of the right order (or query_order) credits — once.
 */

const MINI = { appId: 'wxmini0000000001', secret: 'mini-secret-0123456789abcdef0123' }
const OFFER = '1450000001'
const APP_KEY = 'xpay-app-key-sandbox'
const PUSH_TOKEN = 'push-token-0123456789'
const AES_KEY = 'mLW9TXH5GDC4cCmBtGLn4kuE3ryGv2qXspJpN6rXkvs'
const NOTIFY = '/tarot/rest/wechat/xpay/notify'

function stand(aes: boolean): FakeXpay {
  return new FakeXpay({
    appId: MINI.appId,
    originalId: 'gh_0123456789ab',
    offerId: OFFER,
    appKey: APP_KEY,
    env: 1,
    tokenFen: 10,
    goods: { vip_30: 1800, vip_365: 16800 },
    pushToken: PUSH_TOKEN,
    ...(aes ? { aesKey: Buffer.from(`${AES_KEY}=`, 'base64') } : {}),
  })
}

function xpayEnv(apiBase: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    WECHAT_APP_ID: MINI.appId,
    WECHAT_APP_SECRET: MINI.secret,
    WECHAT_API_BASE: apiBase,
    WECHAT_XPAY_OFFER_ID: OFFER,
    WECHAT_XPAY_APP_KEY: APP_KEY,
    WECHAT_XPAY_ENV: 'sandbox',
    WECHAT_XPAY_PUSH_TOKEN: PUSH_TOKEN,
    ...extra,
  }
}

const sendTo = (app: FastifyInstance) => async (push: FakePush) => {
  const res = await app.inject({ method: 'POST', url: `${NOTIFY}?${new URLSearchParams(push.query).toString()}`, headers: { 'content-type': 'application/json' }, payload: push.body })
  return { status: res.statusCode, body: res.body }
}

/** A person signed in through the mini-program (jscode2session, which hands out their session_key), adult, with a token. */
async function buyer(app: FastifyInstance, code: string): Promise<{ token: string; userId: string; openId: string; sessionKey: string; body: string }> {
  const res = await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'wechat-mini', code } })
  const token = res.json().data.access_token as string
  const saved = await app.inject({ method: 'POST', url: '/tarot/rest/account/birth-year', headers: { 'tarot-token': token }, payload: { birthYear: 1990 } })
  expect(saved.json().code).toBe(0)
  return { token, userId: res.json().data.userId as string, openId: `openid-${code}`, sessionKey: `sk-${code}`, body: res.body }
}

async function order(app: FastifyInstance, token: string, productId: string, os: 'android' | 'ios' = 'android', clientKey = `ck-${productId}-${Math.random().toString(36).slice(2, 10)}`) {
  return (await app.inject({ method: 'POST', url: '/tarot/rest/pay/orders', headers: { 'tarot-token': token, 'tarot-lang': 'en' }, payload: { productId, platform: 'weapp', os, clientKey } })).json()
}

async function wallet(app: FastifyInstance, token: string, orderId: string) {
  const data = (await app.inject({ method: 'GET', url: `/tarot/rest/pay/orders/${orderId}`, headers: { 'tarot-token': token } })).json().data
  return { status: data.order.status as string, energy: data.wallet.total as number, vip: data.wallet.vip as boolean }
}

/** The balance without asking the provider (the order poll would run query_order). */
async function balance(app: FastifyInstance, token: string): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/tarot/rest/energy/quota', headers: { 'tarot-token': token } })).json().data.energy as number
}

describe('xpay signatures, against vectors worked out by hand (openssl dgst -sha256 -hmac / -sha1)', () => {
  const provider = new XpayPayProvider(
    {
      offerId: OFFER,
      appKey: APP_KEY,
      env: 1,
      miniAppId: MINI.appId,
      miniAppSecret: MINI.secret,
      tokenFen: 10,
      pushToken: 'push-token',
      pushAesKey: undefined,
      ios: false,
      apiBase: 'http://127.0.0.1:9',
      timeoutMs: 1000,
    },
    new NoPayProvider(),
  )
  const ORDER = 'tp0123456789abcdef0123456789abcd'

  it('tops energy up as the token: 600 fen is 60 tokens at 10 fen, signed with the AppKey and the session key', () => {
    expect(provider.request(ORDER, 600, { id: 'energy_60', kind: 'energy' }, 'sk-vector')).toEqual({
      mode: 'short_series_coin',
      signData: '{"offerId":"1450000001","buyQuantity":60,"env":1,"currencyType":"CNY","outTradeNo":"tp0123456789abcdef0123456789abcd","attach":"energy_60"}',
      paySig: '3542644d137be7766285ec6d93ca61afe48f0a855adb55e2d5097582f52b21ac',
      signature: '2e8313c0ad922f4822e6e78400d587b41e8f8e49ea6ac0569b57dc4ad86fdf78',
    })
  })

  it('buys VIP as an item at its price', () => {
    expect(provider.request(ORDER, 1800, { id: 'vip_30', kind: 'vip' }, 'sk-vector')).toEqual({
      mode: 'short_series_goods',
      signData: '{"offerId":"1450000001","buyQuantity":1,"env":1,"currencyType":"CNY","productId":"vip_30","goodsPrice":1800,"outTradeNo":"tp0123456789abcdef0123456789abcd","attach":"vip_30"}',
      paySig: '6b1700785b70aa804fce990106d9f08174689c05d35f17aa5154ff49d5272b4b',
      signature: '50737c0c7396598783554146e5573d727030de57589c95ea02bcddaaeeafd443',
    })
  })

  it('signs the message push check as SHA-1 of the sorted token, timestamp and nonce', () => {
    expect(pushSignature('push-token', '1733200000', 'n0nce')).toBe('6b3701984b2b53667913df58bec055a343251f7f')
  })

  it('refuses an outTradeNo outside 8–32 characters', () => {
    expect(() => provider.request('tp12345', 600, { id: 'energy_60', kind: 'energy' }, 'k')).toThrow(/8–32/)
    expect(() => provider.request(`tp${'a'.repeat(31)}`, 600, { id: 'energy_60', kind: 'energy' }, 'k')).toThrow(/8–32/)
  })
})

describe.each(ENGINES)('xpay in the mini-program, safe mode, on %s', (engine) => {
  const fake = new FakeWechatApi({ [MINI.appId]: MINI.secret })
  const xpay = stand(true)
  let app: FastifyInstance
  let apiBase = ''

  beforeAll(async () => {
    apiBase = await fake.start()
    fake.xpay = xpay
    fake.sessionKeyFor = (code) => `sk-${code}`
    app = await testApp({ engine, env: xpayEnv(apiBase, { WECHAT_XPAY_PUSH_AES_KEY: AES_KEY }) })
  }, 60_000)
  afterAll(async () => {
    await closeTestApp(app)
    await fake.stop()
  })

  it('answers the push URL check with its echo only when signed with our token', async () => {
    const timestamp = '1733200000'
    const nonce = 'abc'
    const good = await app.inject({ method: 'GET', url: `${NOTIFY}?signature=${pushSignature(PUSH_TOKEN, timestamp, nonce)}&timestamp=${timestamp}&nonce=${nonce}&echostr=hello123` })
    expect(good.statusCode).toBe(200)
    expect(good.body).toBe('hello123')
    const bad = await app.inject({ method: 'GET', url: `${NOTIFY}?signature=${pushSignature('another', timestamp, nonce)}&timestamp=${timestamp}&nonce=${nonce}&echostr=hello123` })
    expect(bad.statusCode).toBe(401)
    expect(bad.body).not.toContain('hello123')
  })

  it('keeps the session key on the server: not in the sign-in answer, not in the data export', async () => {
    const person = await buyer(app, 'secret-keeper')
    expect(person.body).not.toContain(person.sessionKey)
    const exported = await app.inject({ method: 'GET', url: '/tarot/rest/account/export', headers: { 'tarot-token': person.token } })
    expect(exported.statusCode).toBe(200)
    expect(exported.body).not.toContain(person.sessionKey)
  })

  it('a genuine push credits the energy once, however often WeChat sends it again', async () => {
    const person = await buyer(app, 'genuine')
    const created = await order(app, person.token, 'energy_60')
    expect(created.code).toBe(0)
    const { pay, order: placed } = created.data
    expect(placed.channel).toBe('xpay')
    expect(pay.mode).toBe('short_series_coin')
    expect(JSON.stringify(created)).not.toContain(person.sessionKey)
    expect(xpay.pay(pay, person)).toEqual({ errCode: 0, errMsg: 'requestVirtualPayment:ok' })

    const push = xpay.push(placed.id)
    expect(await xpay.deliver(placed.id, sendTo(app))).toBe(true)
    expect(await wallet(app, person.token, placed.id)).toMatchObject({ status: 'paid', energy: 60 })

    // The same push again (a replay, or WeChat not hearing our answer) and a freshly signed one: acknowledged, nothing moves.
    const again = await sendTo(app)(push)
    expect(again.status).toBe(200)
    expect(JSON.parse(again.body)).toEqual({ ErrCode: 0, ErrMsg: 'success' })
    expect(await xpay.deliver(placed.id, sendTo(app))).toBe(true)
    expect(await wallet(app, person.token, placed.id)).toMatchObject({ status: 'paid', energy: 60 })
  })

  it('VIP is bought as an item and its goods push grants the VIP time', async () => {
    const person = await buyer(app, 'vip-buyer')
    const { data } = await order(app, person.token, 'vip_30')
    expect(data.pay.mode).toBe('short_series_goods')
    expect(xpay.pay(data.pay, person).errCode).toBe(0)
    expect(await xpay.deliver(data.order.id, sendTo(app))).toBe(true)
    expect(await wallet(app, person.token, data.order.id)).toMatchObject({ status: 'paid', energy: 0, vip: true })
  })

  it('a forged or wrongly signed push credits nothing, and the order can still be paid', async () => {
    const person = await buyer(app, 'forged')
    const { data } = await order(app, person.token, 'energy_300')
    expect(xpay.pay(data.pay, person).errCode).toBe(0)
    const genuine = xpay.push(data.order.id)

    const wrongSignature = await sendTo(app)({ ...genuine, query: { ...genuine.query, msg_signature: pushSignature('not-our-token', genuine.query.timestamp!, genuine.query.nonce!, 'x') } })
    expect(wrongSignature.status).toBe(401)
    expect(JSON.parse(wrongSignature.body).ErrCode).not.toBe(0)

    // Plain text where safe mode is configured, signed with the right token: the body is nobody's word.
    const plain = await sendTo(app)({ query: { signature: genuine.query.signature!, timestamp: genuine.query.timestamp!, nonce: genuine.query.nonce! }, body: '{"Event":"xpay_coin_pay_notify"}' })
    expect(plain.status).toBe(401)

    // Encrypted with another key, signed over that ciphertext with our token: it does not open.
    const other = stand(true)
    ;(other.options as { aesKey?: Buffer }).aesKey = Buffer.alloc(32, 7)
    other.orders.set(data.order.id, xpay.orders.get(data.order.id)!)
    const foreign = await sendTo(app)(other.push(data.order.id))
    expect(foreign.status).toBe(401)

    expect(await balance(app, person.token)).toBe(0)
    // query_order (the order poll) finds the real payment: credited once.
    expect(await wallet(app, person.token, data.order.id)).toMatchObject({ status: 'paid', energy: 300 })
  })

  it('a genuine push whose amount or item is not the order’s credits nothing and marks the order invalid', async () => {
    const person = await buyer(app, 'mismatch')
    const energy = (await order(app, person.token, 'energy_60')).data
    expect(xpay.pay(energy.pay, person).errCode).toBe(0)
    const cheaper = await sendTo(app)(xpay.push(energy.order.id, (m) => Object.assign(m.CoinInfo as object, { OrigPrice: 1, ActualPrice: 1, Quantity: 60 })))
    expect(cheaper.status).toBe(400)
    expect(JSON.parse(cheaper.body).ErrCode).not.toBe(0)

    const vip = (await order(app, person.token, 'vip_30')).data
    expect(xpay.pay(vip.pay, person).errCode).toBe(0)
    const otherItem = await sendTo(app)(xpay.push(vip.order.id, (m) => Object.assign(m.GoodsInfo as object, { ProductId: 'vip_365' })))
    expect(otherItem.status).toBe(400)

    const after = (await app.inject({ method: 'GET', url: '/tarot/rest/pay/orders', headers: { 'tarot-token': person.token } })).json().data.list as { id: string; status: string }[]
    expect(after.find((o) => o.id === energy.order.id)?.status).toBe('invalid')
    expect(after.find((o) => o.id === vip.order.id)?.status).toBe('invalid')
    expect(await wallet(app, person.token, energy.order.id)).toMatchObject({ energy: 0, vip: false })
  })

  it('a push for an order we never placed, or for another payer, credits nothing', async () => {
    const person = await buyer(app, 'unknown')
    xpay.orders.set('tpnotoursatall000000000000000001', { ...xpay.orders.values().next().value!, orderId: 'tpnotoursatall000000000000000001', openId: person.openId })
    const unknown = await sendTo(app)(xpay.push('tpnotoursatall000000000000000001'))
    expect(unknown.status).toBe(404)
    expect(JSON.parse(unknown.body).ErrCode).not.toBe(0)

    const { data } = await order(app, person.token, 'energy_60')
    expect(xpay.pay(data.pay, person).errCode).toBe(0)
    const someoneElse = await sendTo(app)(xpay.push(data.order.id, (m) => Object.assign(m, { OpenId: 'openid-someone-else' })))
    expect(someoneElse.status).toBe(400)
    expect(await wallet(app, person.token, data.order.id)).toMatchObject({ status: 'invalid', energy: 0 })
  })

  it('query_order is the fallback when no push came: the poll credits once, and a late push moves nothing', async () => {
    const person = await buyer(app, 'no-push')
    const { data } = await order(app, person.token, 'energy_980')
    expect(await wallet(app, person.token, data.order.id)).toMatchObject({ status: 'paying', energy: 0 })
    expect(xpay.pay(data.pay, person).errCode).toBe(0)
    expect(await wallet(app, person.token, data.order.id)).toMatchObject({ status: 'paid', energy: 980 })
    expect(await wallet(app, person.token, data.order.id)).toMatchObject({ status: 'paid', energy: 980 })
    expect(fake.calls('/xpay/query_order').length).toBeGreaterThan(0)
    expect(await xpay.deliver(data.order.id, sendTo(app))).toBe(true)
    expect(await wallet(app, person.token, data.order.id)).toMatchObject({ energy: 980 })
  })

  it('a session key the stand-in does not hold fails at WeChat’s sheet, before any money moves', async () => {
    const person = await buyer(app, 'stale-key')
    const { data } = await order(app, person.token, 'energy_60')
    expect(xpay.pay(data.pay, { ...person, sessionKey: 'sk-other' }).errCode).toBe(-15002)
    expect(xpay.pay({ ...data.pay, paySig: data.pay.paySig.replace(/^./, (c: string) => (c === 'a' ? 'b' : 'a')) }, person).errCode).toBe(-15001)
  })

  it('a consultation paid in the mini-program tops up its price as tokens, is held on the push, and is refunded through refund_order', async () => {
    const readerUser = await buyer(app, 'reader-xia')
    const readerId = (
      await app.readers.create({
        id: 'r_xia',
        userId: readerUser.userId,
        name: 'Xia',
        photo: '/res/readers/default.png',
        tagline: 'Clear answers',
        bio: 'Ten years with the cards.',
        specialties: ['career'],
        languages: ['en'],
        priceEnergy: 30,
        responseHours: 12,
        available: true,
      })
    ).id
    const person = await buyer(app, 'asker')
    const made = (
      await app.inject({
        method: 'POST',
        url: '/tarot/rest/consultations',
        headers: { 'tarot-token': person.token, 'tarot-lang': 'en' },
        payload: { readerId, question: 'Will the new job suit me?', payWith: 'wechat', platform: 'weapp', os: 'android', clientKey: 'consult-xpay-0001' },
      })
    ).json().data
    expect(made.pay).toMatchObject({ channel: 'xpay', mode: 'short_series_coin' })
    const signData = JSON.parse(made.pay.signData) as { buyQuantity: number; outTradeNo: string }
    expect(signData.buyQuantity).toBe(30)
    expect(xpay.pay(made.pay, person).errCode).toBe(0)
    expect(await xpay.deliver(signData.outTradeNo, sendTo(app))).toBe(true)
    const view = (id: string) => app.inject({ method: 'GET', url: `/tarot/rest/consultations/${id}`, headers: { 'tarot-token': person.token } })
    expect((await view(made.consultation.id)).json().data).toMatchObject({ status: 'paid', paidFen: 300 })
    const cancelled = (await app.inject({ method: 'POST', url: `/tarot/rest/consultations/${made.consultation.id}/cancel`, headers: { 'tarot-token': person.token } })).json().data
    expect(cancelled).toMatchObject({ status: 'cancelled', refund: { to: 'wechat', state: 'sent', amountFen: 300 } })
    // The whole order, as a refund task under `rf` + the order id.
    expect([...xpay.refunds.values()]).toMatchObject([{ refundOrderId: `rf${signData.outTradeNo}`, orderId: signData.outTradeNo, fee: 300, status: 8 }])
    expect(await balance(app, person.token)).toBe(0)
  })

  it('refunds part of an order through refund_order with the left_fee query_order reports, then the rest, once per refund number', async () => {
    const person = await buyer(app, 'partial-refund')
    const { data } = await order(app, person.token, 'energy_60')
    expect(xpay.pay(data.pay, person).errCode).toBe(0)
    expect(await xpay.deliver(data.order.id, sendTo(app))).toBe(true)
    const provider = app.payProvider
    if (!isXpayProvider(provider)) throw new Error('xpay is not in use')
    const orderId = data.order.id as string
    const context = { channel: 'xpay' as const, openId: person.openId, orderId }
    const ask = (refundId: string, amountFen: number) => provider.refund({ orderId, refundId, amountFen, totalFen: 600, reason: 'partial', channel: 'xpay', openId: person.openId })
    const [r1, r2, r3] = ['r1', 'r2', 'r3'].map((n) => `${n}-${orderId.slice(2)}`) as [string, string, string]

    const first = await ask(r1, 200)
    expect(first).toEqual({ refundId: r1, orderId, providerRefundId: `rwx${r1}`, state: 'PROCESSING', amountFen: 200, successTime: null })
    expect(xpay.refunds.get(r1)).toMatchObject({ orderId, fee: 200, status: 8 })
    // More than the 400 left: xpay refuses, nothing is started.
    const above = await ask(r2, 401).catch((error: unknown) => error)
    expect(above).toBeInstanceOf(PayProviderError)
    expect(xpay.refunds.has(r2)).toBe(false)
    // The same number again: the same refund, no second one.
    await expect(ask(r1, 200)).resolves.toEqual(first)
    expect([...xpay.refunds.values()].filter((r) => r.orderId === orderId)).toHaveLength(1)

    // query_order of the refund order: under way, then done.
    await expect(provider.queryRefund(r1, context)).resolves.toEqual(first)
    xpay.settleRefund(r1)
    await expect(provider.queryRefund(r1, context)).resolves.toEqual({ ...first, state: 'SUCCESS', successTime: expect.stringMatching(/Z$/) })
    await expect(provider.queryRefund(r3, context)).resolves.toBeNull()
    await expect(provider.queryRefund(orderId, context)).resolves.toBeNull()

    await expect(ask(r2, 400)).resolves.toMatchObject({ state: 'PROCESSING', amountFen: 400 })
    await expect(provider.query(orderId, context)).resolves.toMatchObject({ tradeState: 'REFUND' })
    expect(await ask(r3, 1).catch((error: unknown) => error)).toBeInstanceOf(PayProviderError)
    await expect(ask('short', 1)).rejects.toThrow(/8–32/)

    // WeChat's push of the result: a 'refund' push (acknowledged by the push route, the energy untouched for now).
    xpay.settleRefund(r2)
    const push = xpay.refundPush(r2)
    expect(provider.parsePush(push.query, push.body)).toEqual({
      kind: 'refund',
      refund: { refundId: r2, orderId, providerRefundId: `rwx${r2}`, state: 'SUCCESS', amountFen: 400, successTime: expect.stringMatching(/Z$/) },
      openId: person.openId,
      confirm: false,
    })
    const acknowledged = await sendTo(app)(push)
    expect({ status: acknowledged.status, body: JSON.parse(acknowledged.body) }).toEqual({ status: 200, body: { ErrCode: 0, ErrMsg: 'success' } })
    expect(await balance(app, person.token)).toBe(60)
    const failed = xpay.refundPush(r2, (message) => {
      message.RetCode = 1
    })
    expect(provider.parsePush(failed.query, failed.body)).toMatchObject({ kind: 'refund', refund: { state: 'ABNORMAL', successTime: null } })
    const incomplete = xpay.refundPush(r2, (message) => {
      delete message.MchRefundId
    })
    expect(() => provider.parsePush(incomplete.query, incomplete.body)).toThrow(XpayPushRejected)
    expect((await sendTo(app)(incomplete)).status).toBe(400)
  })

  it('iOS in the mini-program stays closed with the spec’s message while xpay iOS is off', async () => {
    const version = (await app.inject({ method: 'GET', url: '/versionApp.json?1' })).json()
    expect(version.data.ios).toEqual({ iosCharge: false, miniProgramCharge: false })
    const person = await buyer(app, 'iphone')
    const refused = await order(app, person.token, 'energy_60', 'ios')
    expect(refused).toEqual({ code: 403004, message: 'Purchases are not available on this device' })
  })

  it('H5 inside WeChat and the app do not go through xpay', async () => {
    const person = await buyer(app, 'h5')
    const h5 = (
      await app.inject({
        method: 'POST',
        url: '/tarot/rest/pay/orders',
        headers: { 'tarot-token': person.token, 'tarot-lang': 'en' },
        payload: { productId: 'energy_60', platform: 'h5-wechat', clientKey: 'ck-h5-wechat-1' },
      })
    ).json()
    expect(h5.code).toBe(403004)
  })
})

describe.each(ENGINES)('xpay on two server instances sharing one database, on %s', (engine) => {
  const fake = new FakeWechatApi({ [MINI.appId]: MINI.secret })
  const xpay = stand(true)
  const instances = instancesOn(engine)
  let one: FastifyInstance
  let two: FastifyInstance

  beforeAll(async () => {
    const apiBase = await fake.start()
    fake.xpay = xpay
    fake.sessionKeyFor = (code) => `sk-${code}`
    const env = xpayEnv(apiBase, { WECHAT_XPAY_PUSH_AES_KEY: AES_KEY, WECHAT_XPAY_IOS: '1' })
    one = await instances.add({ env })
    two = await instances.add({ env })
  }, 60_000)
  afterAll(async () => {
    await instances.close()
    await fake.stop()
  })

  it('the same push reaching both instances at once credits once', async () => {
    const person = await buyer(one, 'twice')
    const { data } = await order(one, person.token, 'energy_60')
    expect(xpay.pay(data.pay, person).errCode).toBe(0)
    const push = xpay.push(data.order.id)
    const answers = await Promise.all([sendTo(one)(push), sendTo(two)(push), sendTo(one)(push), sendTo(two)(push)])
    for (const answer of answers) expect(JSON.parse(answer.body)).toEqual({ ErrCode: 0, ErrMsg: 'success' })
    expect(await balance(one, person.token)).toBe(60)
    expect(await wallet(two, person.token, data.order.id)).toMatchObject({ status: 'paid', energy: 60 })
  })

  it('with WECHAT_XPAY_IOS=1 iOS buys through xpay too', async () => {
    expect((await two.inject({ method: 'GET', url: '/versionApp.json?1' })).json().data.ios).toEqual({ iosCharge: false, miniProgramCharge: true })
    const person = await buyer(two, 'iphone-on')
    const created = await order(two, person.token, 'vip_30', 'ios')
    expect(created.code).toBe(0)
    expect(created.data.pay.channel).toBe('xpay')
  })
})

describe.each(ENGINES)('xpay in plain mode (no AES key), on %s', (engine) => {
  const fake = new FakeWechatApi({ [MINI.appId]: MINI.secret })
  const xpay = stand(false)
  let app: FastifyInstance

  beforeAll(async () => {
    const apiBase = await fake.start()
    fake.xpay = xpay
    fake.sessionKeyFor = (code) => `sk-${code}`
    app = await testApp({ engine, env: xpayEnv(apiBase) })
  }, 60_000)
  afterAll(async () => {
    await closeTestApp(app)
    await fake.stop()
  })

  it('credits a signed push once query_order confirms it', async () => {
    const person = await buyer(app, 'plain')
    const { data } = await order(app, person.token, 'energy_60')
    expect(xpay.pay(data.pay, person).errCode).toBe(0)
    expect(await xpay.deliver(data.order.id, sendTo(app))).toBe(true)
    expect(await wallet(app, person.token, data.order.id)).toMatchObject({ status: 'paid', energy: 60 })
  })

  it('WeChat pushes again while the answer is not success: query_order down at first, credited once on a retry', async () => {
    const person = await buyer(app, 'plain-retry')
    const { data } = await order(app, person.token, 'energy_60')
    expect(xpay.pay(data.pay, person).errCode).toBe(0)
    fake.misbehave.set('/xpay/query_order', 'html-502')
    let sent = 0
    const flaky = async (push: FakePush) => {
      const answer = await sendTo(app)(push)
      if (++sent === 1) fake.misbehave.delete('/xpay/query_order')
      return answer
    }
    expect(await xpay.deliver(data.order.id, flaky)).toBe(true)
    expect(xpay.attempts.filter((a) => a.orderId === data.order.id).map((a) => a.acknowledged)).toEqual([false, true])
    expect(await balance(app, person.token)).toBe(60)
  })

  it('reads a refund push in plain mode as one to confirm with query_order (its body is not signed)', async () => {
    const person = await buyer(app, 'plain-refund')
    const { data } = await order(app, person.token, 'energy_60')
    expect(xpay.pay(data.pay, person).errCode).toBe(0)
    expect(await xpay.deliver(data.order.id, sendTo(app))).toBe(true)
    const provider = app.payProvider
    if (!isXpayProvider(provider)) throw new Error('xpay is not in use')
    const refundId = `rf${data.order.id}`
    await provider.refund({ orderId: data.order.id, refundId, amountFen: 600, totalFen: 600, reason: 'plain', channel: 'xpay', openId: person.openId })
    xpay.settleRefund(refundId)
    const push = xpay.refundPush(refundId)
    expect(provider.parsePush(push.query, push.body)).toMatchObject({ kind: 'refund', confirm: true, refund: { refundId, state: 'SUCCESS', amountFen: 600 } })
    await expect(provider.queryRefund(refundId, { channel: 'xpay', openId: person.openId, orderId: data.order.id })).resolves.toMatchObject({ state: 'SUCCESS', amountFen: 600 })
  })

  it('a push signed with the right token for an order WeChat never saw paid credits nothing (the body is not signed in plain mode)', async () => {
    const person = await buyer(app, 'plain-forger')
    const { data } = await order(app, person.token, 'energy_300')
    // A real push's signature, with a body written by someone else for this unpaid order.
    const real = xpay.sign('{"Event":"other"}')
    const body = JSON.stringify({ Event: 'xpay_coin_pay_notify', OpenId: person.openId, OutTradeNo: data.order.id, Env: 1, CoinInfo: { Quantity: 280, OrigPrice: 2800, ActualPrice: 2800 } })
    const forged = await sendTo(app)({ query: real.query, body })
    expect(forged.status).toBe(400)
    expect(JSON.parse(forged.body).ErrCode).not.toBe(0)
    expect(await wallet(app, person.token, data.order.id)).toMatchObject({ status: 'paying', energy: 0 })
  })
})
