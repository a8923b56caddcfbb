import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LedgerRepository } from '../src/db/ledger'
import { and, eq } from 'drizzle-orm'
import { ledger as ledgerTable, underAgeIdentities, wechatOpenIds } from '../src/db/schema'
import { underAgeIdentityDigest } from '../src/db/orders'
import { WechatPayProvider } from '../src/services/pay/wechat-pay'
import { transactionNotificationBody } from '../src/services/pay/dev-pay'
import { signResponse } from '../src/services/pay/wechatpay-crypto'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'

// Throwaway keys: the merchant's (signs our requests and the client's pay parameters) and WeChat Pay's
// public-key-mode key (signs notifications and responses), with a fixed APIv3 key.
const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 })
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 })
const API_V3_KEY = '0123456789abcdefghijABCDEFGHIJ01'
const MCH_ID = '1900000109'
const MINI_APP = 'wx-mini-test'
const PUB_KEY_ID = 'PUB_KEY_ID_0114232134912410000000000000'

const YEAR = 2026
const NOW = Date.UTC(YEAR, 5, 1, 4, 0, 0)

/** What WeChat Pay's server knows: prepaid orders and their states, answering with signed responses. */
function fakeWechatPay(now: () => number) {
  const known = new Map<string, { amount: number; state: string; transactionId?: string }>()
  const sign = (body: string, status = 200) => {
    const timestamp = String(Math.floor(now() / 1000))
    const nonce = randomBytes(16).toString('hex')
    const signature = signResponse({ timestamp, nonce, body, privateKey: platform.privateKey })
    return new Response(status === 204 ? null : body, {
      status,
      headers: { 'content-type': 'application/json', 'wechatpay-timestamp': timestamp, 'wechatpay-nonce': nonce, 'wechatpay-signature': signature, 'wechatpay-serial': PUB_KEY_ID },
    })
  }
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : null
    if (url.pathname === '/v3/pay/transactions/jsapi') {
      known.set(body.out_trade_no, { amount: body.amount.total, state: 'NOTPAY' })
      return sign(JSON.stringify({ prepay_id: `wx${body.out_trade_no}` }))
    }
    const query = url.pathname.match(/^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/)
    if (query) {
      const order = known.get(query[1]!)
      if (!order) return sign(JSON.stringify({ code: 'ORDER_NOT_EXIST', message: 'order does not exist' }), 404)
      return sign(
        JSON.stringify({
          out_trade_no: query[1],
          trade_state: order.state,
          transaction_id: order.transactionId,
          appid: MINI_APP,
          mchid: MCH_ID,
          amount: { total: order.amount },
          success_time: order.transactionId ? '2026-06-01T12:00:00+08:00' : undefined,
        }),
      )
    }
    const close = url.pathname.match(/^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/)
    if (close) {
      const order = known.get(close[1]!)
      if (order && order.state === 'NOTPAY') order.state = 'CLOSED'
      return sign('', 204)
    }
    return sign(JSON.stringify({ code: 'NOT_FOUND', message: url.pathname }), 404)
  }) as typeof fetch
  return { known, fetchImpl }
}

/** A payment notification exactly as WeChat Pay sends one, signed at `at` (ms) with the platform key. */
function notification(transaction: Record<string, unknown>, at: number, key = platform.privateKey) {
  const body = transactionNotificationBody(transaction, API_V3_KEY, at)
  const timestamp = String(Math.floor(at / 1000))
  const headerNonce = randomBytes(16).toString('hex')
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'wechatpay-timestamp': timestamp,
      'wechatpay-nonce': headerNonce,
      'wechatpay-signature': signResponse({ timestamp, nonce: headerNonce, body, privateKey: key }),
      'wechatpay-serial': PUB_KEY_ID,
    },
  }
}

function paidTransaction(orderId: string, amount: number, overrides: Record<string, unknown> = {}) {
  return {
    mchid: MCH_ID,
    appid: MINI_APP,
    out_trade_no: orderId,
    transaction_id: `42000${orderId.slice(2, 20)}`,
    trade_type: 'JSAPI',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    success_time: '2026-06-01T12:00:00+08:00',
    payer: { openid: 'o-test' },
    amount: { total: amount, payer_total: amount, currency: 'CNY' },
    ...overrides,
  }
}

describe.each(ENGINES)('WeChat Pay orders and notifications on %s', (engine) => {
  let app: FastifyInstance
  let clock = NOW
  const wechat = fakeWechatPay(() => clock)
  /** What the server logged at warn and above, one JSON line each. */
  const logged: string[] = []

  /** A mini-program user: signed in with WeChat would give an openid; here the row is written as sign-in would. */
  async function buyer(name: string, birthYear: number | null = 1990, remoteAddress?: string) {
    const token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'dev', name }, ...(remoteAddress ? { remoteAddress } : {}) })).json().data
      .access_token as string
    const me = await app.inject({ method: 'GET', url: '/tarot/rest/energy/amount', headers: { 'tarot-token': token } })
    expect(me.json().code).toBe(0)
    const verified = await app.tokens.verify(token)
    if (!verified.ok) throw new Error('sign-in gave no valid token')
    const userId = verified.token.userId
    await app.database.db.insert(wechatOpenIds).values({ appId: MINI_APP, openId: `o-${name}`, userId })
    if (birthYear !== null) expect((await post(token, '/tarot/rest/account/birth-year', { birthYear })).json().code).toBe(0)
    return { token, userId }
  }

  const post = (token: string, url: string, payload: unknown = {}) => app.inject({ method: 'POST', url, headers: { 'tarot-token': token, 'tarot-lang': 'en' }, payload: payload as object })
  const get = (token: string, url: string) => app.inject({ method: 'GET', url, headers: { 'tarot-token': token, 'tarot-lang': 'en' } })
  const order = (token: string, productId = 'energy_60', extra: Record<string, unknown> = {}) =>
    post(token, '/tarot/rest/pay/orders', { productId, platform: 'weapp', clientKey: `k-${randomUUID()}`, ...extra })
  const notify = (n: { body: string; headers: Record<string, string> }) => app.inject({ method: 'POST', url: '/tarot/rest/pay/notify', headers: n.headers, payload: n.body })
  const balance = async (token: string) => (await get(token, '/tarot/rest/energy/amount')).json().data as { total: number; vipTime: string | null }
  const ledgerSum = (userId: string) => new LedgerRepository(app.database.db).ledgerSum(userId)

  beforeAll(async () => {
    const provider = new WechatPayProvider(
      {
        mchId: MCH_ID,
        serialNo: '3775B6A45ACD588826D15E583A95F5DD00000000',
        privateKey: merchant.privateKey,
        apiV3Key: API_V3_KEY,
        notifyUrl: 'https://tarot.example/tarot/rest/pay/notify',
        apiBase: 'https://api.mch.weixin.qq.com',
        appIds: { mini: MINI_APP },
        publicKey: { id: PUB_KEY_ID, pem: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString() },
      },
      { fetchImpl: wechat.fetchImpl, now: () => clock },
    )
    app = await testApp({
      engine,
      now: () => clock,
      payProvider: provider,
      logger: { level: 'warn', stream: { write: (line: string) => void logged.push(line) } },
      env: { WECHAT_APP_ID: MINI_APP, WECHAT_APP_SECRET: 'secret', DEV_SIGN_IN: 'true' },
    })
  }, 60_000)
  afterAll(() => closeTestApp(app))

  it('hands the mini-program signed requestPayment parameters for the product at its price', async () => {
    const { token } = await buyer('alice')
    const res = await order(token)
    expect(res.json().code).toBe(0)
    const { order: placed, pay } = res.json().data
    expect(placed).toMatchObject({ productId: 'energy_60', kind: 'energy', energy: 60, amountFen: 600, status: 'paying', channel: 'mini' })
    expect(placed.id).toMatch(/^[A-Za-z0-9_-]{6,32}$/)
    expect(pay).toMatchObject({ channel: 'mini', package: `prepay_id=wx${placed.id}`, signType: 'RSA' })
    expect(wechat.known.get(placed.id)?.amount).toBe(600)
  })

  it('credits a genuine notification once, however often and however concurrently it arrives', async () => {
    const { token, userId } = await buyer('bob')
    const placed = (await order(token)).json().data.order
    const genuine = notification(paidTransaction(placed.id, 600), clock)
    expect((await notify(genuine)).statusCode).toBe(204)
    expect((await balance(token)).total).toBe(60)
    // WeChat retries: the same notification 20 times, then 20 at once.
    for (let i = 0; i < 20; i++) expect((await notify(genuine)).statusCode).toBe(204)
    const parallel = await Promise.all(Array.from({ length: 20 }, () => notify(notification(paidTransaction(placed.id, 600), clock))))
    expect(parallel.every((r) => r.statusCode === 204)).toBe(true)
    expect((await balance(token)).total).toBe(60)
    expect(await ledgerSum(userId)).toBe(60)
    const seen = (await get(token, `/tarot/rest/pay/orders/${placed.id}`)).json().data
    expect(seen.order).toMatchObject({ status: 'paid', paidAt: expect.any(String) })
    expect(seen.wallet.total).toBe(60)
  })

  it('refuses a forged signature, a tampered body, an old timestamp, a wrong amount and an unknown order, crediting nothing', async () => {
    const { token, userId } = await buyer('carol')
    const placed = (await order(token)).json().data.order
    const forger = generateKeyPairSync('rsa', { modulusLength: 2048 })
    expect((await notify(notification(paidTransaction(placed.id, 600), clock, forger.privateKey))).statusCode).toBe(401)
    const tampered = notification(paidTransaction(placed.id, 600), clock)
    expect((await notify({ ...tampered, body: tampered.body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCESS" ') })).statusCode).toBe(401)
    expect((await notify(notification(paidTransaction(placed.id, 600), clock - 6 * 60_000))).statusCode).toBe(401)
    expect((await notify(notification(paidTransaction('tpnosuchorder000000000000000', 600), clock))).statusCode).toBe(404)
    expect((await balance(token)).total).toBe(0)
    expect((await get(token, `/tarot/rest/pay/orders/${placed.id}`)).json().data.order.status).toBe('paying')
    // A genuine notification that does not match the order marks it invalid: nothing credited, ever.
    expect((await notify(notification(paidTransaction(placed.id, 1), clock))).statusCode).toBe(400)
    expect((await get(token, `/tarot/rest/pay/orders/${placed.id}`)).json().data.order.status).toBe('invalid')
    expect((await notify(notification(paidTransaction(placed.id, 600), clock))).statusCode).toBe(400)
    expect((await balance(token)).total).toBe(0)
    expect(await ledgerSum(userId)).toBe(0)
  })

  it("refuses with a 400 FAIL and a log line a genuine notification reusing another order's transaction id, crediting nothing", async () => {
    const { token, userId } = await buyer('tess')
    const first = (await order(token)).json().data.order
    const second = (await order(token)).json().data.order
    const transactionId = `42000reused${first.id.slice(2, 14)}`
    expect((await notify(notification(paidTransaction(first.id, 600, { transaction_id: transactionId }), clock))).statusCode).toBe(204)
    const reused = await notify(notification(paidTransaction(second.id, 600, { transaction_id: transactionId }), clock))
    expect(reused.statusCode).toBe(400)
    expect(reused.json()).toMatchObject({ code: 'FAIL' })
    expect(logged.some((line) => line.includes('reuses the transaction id') && line.includes(second.id) && line.includes(first.id))).toBe(true)
    // Sent at once for two more orders: one is paid, the other refused the same way, never a 500.
    const [third, fourth] = [(await order(token)).json().data.order, (await order(token)).json().data.order]
    const raced = await Promise.all([third, fourth].map((o) => notify(notification(paidTransaction(o.id, 600, { transaction_id: `42000raced${first.id.slice(2, 14)}` }), clock))))
    expect(raced.map((r) => r.statusCode).sort()).toEqual([204, 400])
    expect((await balance(token)).total).toBe(120)
    expect(await ledgerSum(userId)).toBe(120)
    expect((await get(token, `/tarot/rest/pay/orders/${second.id}`)).json().data.order.status).toBe('paying')
  })

  it('keeps the ledger equal to the balance, never negative, with payments and spending racing', async () => {
    const { token, userId } = await buyer('nia')
    const placed = await Promise.all([1, 2, 3, 4, 5].map(() => order(token).then((r) => r.json().data.order as { id: string })))
    const ledger = new LedgerRepository(app.database.db)
    const work: Promise<unknown>[] = []
    for (const p of placed) for (let i = 0; i < 3; i++) work.push(notify(notification(paidTransaction(p.id, 600), clock)))
    const spends = Array.from({ length: 60 }, (_, i) => ledger.apply(userId, -7, 'reading', `race-${i}`))
    const [, spent] = await Promise.all([Promise.all(work), Promise.all(spends)])
    const taken = spent.filter((r) => r.ok).length
    const { total } = await balance(token)
    expect(total).toBeGreaterThanOrEqual(0)
    expect(total).toBe(5 * 60 - 7 * taken)
    expect(await ledgerSum(userId)).toBe(total)
    const purchases = await app.database.db
      .select()
      .from(ledgerTable)
      .where(and(eq(ledgerTable.userId, userId), eq(ledgerTable.reason, 'purchase')))
    expect(purchases.map((row) => row.reference).sort()).toEqual(placed.map((p) => p.id).sort())
  })

  it('extends VIP time from its current end, once per order', async () => {
    const { token } = await buyer('dora')
    const first = (await order(token, 'vip_30')).json().data.order
    await notify(notification(paidTransaction(first.id, first.amountFen), clock))
    const afterFirst = new Date((await balance(token)).vipTime!).getTime()
    expect(afterFirst).toBe(Date.parse('2026-06-01T04:00:00Z') + 30 * 86_400_000)
    const second = (await order(token, 'vip_30')).json().data.order
    await Promise.all([1, 2, 3].map(() => notify(notification(paidTransaction(second.id, second.amountFen), clock))))
    expect(new Date((await balance(token)).vipTime!).getTime()).toBe(afterFirst + 30 * 86_400_000)
  })

  it('restores an order paid at WeChat whose notification never arrived', async () => {
    const { token } = await buyer('erin')
    const placed = (await order(token, 'energy_300')).json().data.order
    wechat.known.set(placed.id, { amount: placed.amountFen, state: 'SUCCESS', transactionId: `4200restore${placed.id.slice(2, 12)}` })
    const restored = (await post(token, '/tarot/rest/pay/restore')).json().data
    expect(restored.restored.map((o: { id: string }) => o.id)).toEqual([placed.id])
    expect(restored.paid.map((o: { id: string }) => o.id)).toContain(placed.id)
    expect(restored.wallet.total).toBe(300)
    // Restoring again moves nothing.
    expect((await post(token, '/tarot/rest/pay/restore')).json().data.restored).toEqual([])
    expect((await balance(token)).total).toBe(300)
  })

  it('expires an unpaid order: it can no longer be paid, and WeChat closes it too', async () => {
    const { token } = await buyer('fay')
    const placed = (await order(token)).json().data.order
    clock += 16 * 60_000
    const again = await post(token, `/tarot/rest/pay/orders/${placed.id}/pay`)
    expect(again.json().code).toBe(409002)
    expect(again.json().message).toBe('This order is closed or has expired; please place a new one')
    expect((await get(token, `/tarot/rest/pay/orders/${placed.id}`)).json().data.order.status).toBe('expired')
    expect(wechat.known.get(placed.id)?.state).toBe('CLOSED')
    clock -= 16 * 60_000
  })

  it('asks for the birth year once before the first purchase and refuses anyone under 18', async () => {
    const { token } = await buyer('gus', null)
    const first = await order(token)
    expect(first.json()).toMatchObject({ code: 403002, message: 'Please tell us your year of birth before your first purchase' })
    expect((await post(token, '/tarot/rest/account/birth-year', { birthYear: YEAR - 17 })).json().data).toEqual({ birthYear: YEAR - 17, adult: false })
    expect((await order(token)).json()).toMatchObject({
      code: 403003,
      message: 'You must be 18 or older to make a purchase. If your year of birth was entered wrongly, you can ask for a correction, which we make once we have checked.',
    })
    // The answer cannot be changed afterwards to get through.
    expect((await post(token, '/tarot/rest/account/birth-year', { birthYear: 1980 })).json().data).toEqual({ birthYear: YEAR - 17, adult: false })
    expect((await order(token)).json().code).toBe(403003)
    // Turning 18 this year is not yet certain to be 18.
    const { token: young } = await buyer('hal', YEAR - 18)
    expect((await order(young)).json().code).toBe(403003)
    expect((await post(token, '/tarot/rest/account/birth-year', { birthYear: 3000 })).statusCode).toBe(400)
  })

  // These sign in again and again: from their own address, so the sign-in limit (20 a minute per address) is not reached.
  const SIGN_IN_ADDRESS = '192.0.2.18'

  it('keeps an under-18 answer against the sign-in identity: deleting the account and answering 1990 on a new one is still refused', async () => {
    const first = await buyer('una', 2012, SIGN_IN_ADDRESS)
    expect((await order(first.token)).json()).toMatchObject({
      code: 403003,
      message: 'You must be 18 or older to make a purchase. If your year of birth was entered wrongly, you can ask for a correction, which we make once we have checked.',
    })
    const zh = await app.inject({
      method: 'POST',
      url: '/tarot/rest/pay/orders',
      headers: { 'tarot-token': first.token, 'tarot-lang': 'zh-Hans' },
      payload: { productId: 'energy_60', platform: 'weapp', clientKey: `k-${randomUUID()}` },
    })
    expect(zh.json().message).toContain('申请更正')
    expect((await post(first.token, '/tarot/rest/account/delete', { agree: true })).json().code).toBe(0)

    // The same identity signs in again: a new account, asked for the year as any new account is, and refused whatever it says.
    const again = await buyer('una', null, SIGN_IN_ADDRESS)
    expect(again.userId).not.toBe(first.userId)
    expect((await get(again.token, '/tarot/rest/account/birth-year')).json().data).toEqual({ birthYear: null, adult: null, correction: null })
    expect((await order(again.token)).json().code).toBe(403002)
    expect((await post(again.token, '/tarot/rest/account/birth-year', { birthYear: 1990 })).json().data).toEqual({ birthYear: 2012, adult: false })
    expect((await order(again.token)).json().code).toBe(403003)

    // Another identity is not affected; only a digest of the identity is kept, never the name itself.
    const other = await buyer('vic', 1990, SIGN_IN_ADDRESS)
    expect((await order(other.token)).json().code).toBe(0)
    const kept = await app.database.db.select().from(underAgeIdentities)
    expect(kept).toContainEqual(expect.objectContaining({ identityDigest: underAgeIdentityDigest('dev', 'una'), birthYear: 2012 }))
    expect(kept.map((row) => row.identityDigest)).not.toContain(underAgeIdentityDigest('dev', 'vic'))
    expect(JSON.stringify(kept)).not.toContain('una')
  })

  it('remembers at deletion an under-18 answer given before identities were remembered, and lets the refusal end once they are certainly 18', async () => {
    const first = await buyer('wes', YEAR - 17, SIGN_IN_ADDRESS)
    await app.database.db.delete(underAgeIdentities).where(eq(underAgeIdentities.identityDigest, underAgeIdentityDigest('dev', 'wes')))
    expect((await post(first.token, '/tarot/rest/account/delete', { agree: true })).json().code).toBe(0)
    const again = await buyer('wes', null, SIGN_IN_ADDRESS)
    expect((await post(again.token, '/tarot/rest/account/birth-year', { birthYear: 1990 })).json().data).toEqual({ birthYear: YEAR - 17, adult: false })
    // Two years on, the remembered year no longer makes them under 18: a new account's answer counts.
    expect((await post(again.token, '/tarot/rest/account/delete', { agree: true })).json().code).toBe(0)
    const saved = clock
    clock = Date.UTC(YEAR + 2, 5, 1, 4, 0, 0)
    try {
      const later = await buyer('wes', null, SIGN_IN_ADDRESS)
      expect((await post(later.token, '/tarot/rest/account/birth-year', { birthYear: 1990 })).json().data).toEqual({ birthYear: 1990, adult: true })
    } finally {
      clock = saved
    }
  })

  it('says "Sufficient Energy, No Purchase Needed" when the balance already covers what the user needs', async () => {
    const { token, userId } = await buyer('ivy')
    await new LedgerRepository(app.database.db).apply(userId, 12, 'grant', 'grant-ivy')
    expect((await order(token, 'energy_60', { need: 10 })).json()).toMatchObject({ code: 409001, message: 'Sufficient Energy, No Purchase Needed' })
    expect((await order(token, 'energy_60', { need: 20 })).json().code).toBe(0)
  })

  it('keeps purchasing off iOS unless the version file allows it, and needs WeChat sign-in for WeChat Pay', async () => {
    const { token } = await buyer('jay')
    expect((await order(token, 'energy_60', { os: 'ios' })).json().code).toBe(403004)
    expect((await order(token, 'energy_60', { platform: 'h5' })).json().code).toBe(403004)
  })

  it('makes one order of one client key, however often it is sent', async () => {
    const { token } = await buyer('kim')
    const clientKey = `k-${randomUUID()}`
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(token, '/tarot/rest/pay/orders', { productId: 'energy_60', platform: 'weapp', clientKey })))
    expect(new Set(answers.map((a) => a.json().data.order.id)).size).toBe(1)
    expect((await get(token, '/tarot/rest/pay/orders')).json().data.list).toHaveLength(1)
  })

  it("never shows or lets anyone act on another user's order, and guests cannot buy", async () => {
    const { token: owner } = await buyer('lee')
    const { token: other } = await buyer('max')
    const placed = (await order(owner)).json().data.order
    // Not found like any other record of someone else's: 404000 in HTTP 404.
    for (const res of [
      await get(other, `/tarot/rest/pay/orders/${placed.id}`),
      await post(other, `/tarot/rest/pay/orders/${placed.id}/close`),
      await post(other, `/tarot/rest/pay/orders/${placed.id}/pay`),
    ]) {
      expect([res.statusCode, res.json().code]).toEqual([404, 404000])
    }
    expect((await get(other, '/tarot/rest/pay/orders')).json().data.list).toEqual([])
    const guest = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token
    expect((await post(guest, '/tarot/rest/pay/orders', { productId: 'energy_60', platform: 'weapp', clientKey: 'guest-key-1' })).json().code).toBe(401001)
    // The owner closes it; a late payment for it is still honoured, since the money was taken.
    expect((await post(owner, `/tarot/rest/pay/orders/${placed.id}/close`)).json().data.status).toBe('closed')
    expect((await notify(notification(paidTransaction(placed.id, 600), clock))).statusCode).toBe(204)
    expect((await balance(owner)).total).toBe(60)
  })

  it('refuses in their own words a product that is not on sale (404) and the local payer while WeChat Pay is in use (200)', async () => {
    const { token } = await buyer('ida')
    const unknown = await post(token, '/tarot/rest/pay/orders', { productId: 'energy_nope', platform: 'weapp', clientKey: 'unknown-product-1' })
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { code: 404000, message: 'This product is no longer on sale' }])
    const devPay = await post(token, '/tarot/rest/pay/dev/some-order', { outcome: 'success' })
    expect([devPay.statusCode, devPay.json()]).toEqual([200, { code: 403000, message: 'The local test payment is not enabled' }])
  })
})

describe('the local dev provider', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await testApp()
  }, 60_000)
  afterAll(() => closeTestApp(app))

  it('buys energy end to end through a signed notification, with no WeChat configured', async () => {
    const token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'dev', name: 'devbuyer' } })).json().data.access_token as string
    const headers = { 'tarot-token': token, 'tarot-lang': 'zh-Hans' }
    await app.inject({ method: 'POST', url: '/tarot/rest/account/birth-year', headers, payload: { birthYear: 1988 } })
    const created = (await app.inject({ method: 'POST', url: '/tarot/rest/pay/orders', headers, payload: { productId: 'energy_60', platform: 'h5', clientKey: 'dev-order-1' } })).json().data
    expect(created.pay).toEqual({ channel: 'dev', orderId: created.order.id })
    const paid = (await app.inject({ method: 'POST', url: `/tarot/rest/pay/dev/${created.order.id}`, headers, payload: { outcome: 'success' } })).json().data
    expect(paid.order.status).toBe('paid')
    expect(paid.wallet.total).toBe(60)
    // Paying again is refused, and nothing more is credited.
    const again = await app.inject({ method: 'POST', url: `/tarot/rest/pay/dev/${created.order.id}`, headers, payload: { outcome: 'success' } })
    expect(again.json()).toMatchObject({ code: 409002 })
    expect((await app.inject({ method: 'GET', url: '/tarot/rest/energy/amount', headers })).json().data.total).toBe(60)
  })

  it('marks a payment the payer gave up on as failed', async () => {
    const token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'dev', name: 'devfail' } })).json().data.access_token as string
    const headers = { 'tarot-token': token, 'tarot-lang': 'en' }
    await app.inject({ method: 'POST', url: '/tarot/rest/account/birth-year', headers, payload: { birthYear: 1988 } })
    const created = (await app.inject({ method: 'POST', url: '/tarot/rest/pay/orders', headers, payload: { productId: 'vip_30', platform: 'rn', clientKey: 'dev-order-2' } })).json().data
    const failed = (await app.inject({ method: 'POST', url: `/tarot/rest/pay/dev/${created.order.id}`, headers, payload: { outcome: 'fail' } })).json().data
    expect(failed.order.status).toBe('failed')
    expect(failed.wallet).toEqual({ total: 0, vipTime: null, vip: false, vipBy: [] })
  })
})
