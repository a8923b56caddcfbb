import { execFileSync } from 'node:child_process'
import { type KeyObject, X509Certificate, createPrivateKey, createSign, createVerify, generateKeyPairSync } from 'node:crypto'
import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import type { DatabaseHandle } from '../src/db/client'
import { DevPayOrderRepository } from '../src/db/dev-pay-orders'
import { ServerSettingsRepository } from '../src/db/server-settings'
import { payProviderFrom } from '../src/services/pay/create-provider'
import { DevOrderNotPayable, DevPayProvider, isDevPayProvider } from '../src/services/pay/dev-pay'
import { NotificationRejected, PayProviderError, type PrepayInput } from '../src/services/pay/provider'
import { WechatPayProvider } from '../src/services/pay/wechat-pay'
import { appPaySign, buildAuthorization, decryptResource, encryptResource, jsapiPaySign, parseAuthorization, verifyRequestSignature, verifySignature } from '../src/services/pay/wechatpay-crypto'
import { ENGINES, testDatabase } from './support/database'
import { type FakePlatformKey, FakeWechatPay } from './support/fake-wechat-pay'

const MCH_ID = '1900000109'
const MERCHANT_SERIAL = '4F1A2B3C4D5E6F708192A3B4C5D6E7F801234567'
const API_V3_KEY = 'a3F9kL2mN8pQ4rS7tU1vW5xY0zB6cD2e'
const PUB_KEY_ID = 'PUB_KEY_ID_0119000001092025112500000000000001'
const NOTIFY_URL = 'https://tarot.example.com/tarot/rest/pay/notify'
const APP_IDS = { mini: 'wx1111111111111111', jsapi: 'wx2222222222222222', app: 'wx3333333333333333' }

const rsa = () => generateKeyPairSync('rsa', { modulusLength: 2048 })
const merchant = rsa()
const wechatPublicKey = rsa()
const forger = rsa()
const workDir = mkdtempSync(path.join(tmpdir(), 'tarot-pay-'))

/** A self-signed platform certificate, made offline with the system's openssl. */
function platformCertificate(serialHex: string): FakePlatformKey {
  const keyFile = path.join(workDir, `${serialHex}.key`)
  const certFile = path.join(workDir, `${serialHex}.pem`)
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyFile, '-out', certFile, '-days', '2', '-subj', '/O=Tenpay.com/CN=Tenpay.com Root CA', '-set_serial', `0x${serialHex}`],
    { stdio: 'ignore' },
  )
  const certificatePem = readFileSync(certFile, 'utf8')
  return { serial: new X509Certificate(certificatePem).serialNumber, privateKey: createPrivateKey(readFileSync(keyFile, 'utf8')), certificatePem }
}

function provider(apiBase: string, mode: 'public-key' | 'certificates', privateKey: KeyObject = merchant.privateKey): WechatPayProvider {
  return new WechatPayProvider({
    mchId: MCH_ID,
    serialNo: MERCHANT_SERIAL,
    privateKey,
    apiV3Key: API_V3_KEY,
    notifyUrl: NOTIFY_URL,
    apiBase,
    appIds: APP_IDS,
    publicKey: mode === 'public-key' ? { id: PUB_KEY_ID, pem: wechatPublicKey.publicKey.export({ type: 'spki', format: 'pem' }).toString() } : undefined,
  })
}

function fake(platformKeys: FakePlatformKey[]): FakeWechatPay {
  return new FakeWechatPay({ mchId: MCH_ID, merchantSerial: MERCHANT_SERIAL, merchantPublicKey: merchant.publicKey, apiV3Key: API_V3_KEY, platformKeys })
}

function paidTransaction(orderId: string): Record<string, unknown> {
  return {
    appid: APP_IDS.mini,
    mchid: MCH_ID,
    out_trade_no: orderId,
    transaction_id: '4200002345202511251234567890',
    trade_type: 'JSAPI',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    bank_type: 'OTHERS',
    attach: '',
    success_time: '2025-11-25T14:30:00+08:00',
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total: 600, payer_total: 600, currency: 'CNY', payer_currency: 'CNY' },
  }
}

/** What a notification came to: accepted, or the reason it was refused. */
async function outcome(parsing: Promise<unknown>): Promise<string> {
  try {
    await parsing
    return 'accepted'
  } catch (error) {
    if (error instanceof NotificationRejected) return error.reason
    throw error
  }
}

async function providerError(call: Promise<unknown>): Promise<PayProviderError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  )
  if (!(error instanceof PayProviderError)) throw new Error(`expected a PayProviderError, got ${String(error)}`)
  return error
}

const lines = (...parts: string[]) => parts.map((p) => `${p}\n`).join('')
const verifiedBy = (key: KeyObject, message: string, signature: string) => createVerify('RSA-SHA256').update(message).verify(key, signature, 'base64')

describe('WeChat Pay v3 signatures and encryption', () => {
  it('signs a request in the Authorization header so the merchant public key verifies it', () => {
    const header = buildAuthorization({
      mchId: MCH_ID,
      serialNo: MERCHANT_SERIAL,
      privateKey: merchant.privateKey,
      method: 'post',
      urlPathWithQuery: '/v3/pay/transactions/jsapi',
      body: '{"a":1}',
      timestamp: '1764052200',
      nonce: 'n0nce',
    })
    expect(header).toMatch(/^WECHATPAY2-SHA256-RSA2048 mchid="1900000109",nonce_str="n0nce",signature="[A-Za-z0-9+/=]+",timestamp="1764052200",serial_no="4F1A2B3C4D5E6F708192A3B4C5D6E7F801234567"$/)
    const fields = parseAuthorization(header)!
    expect(verifiedBy(merchant.publicKey, lines('POST', '/v3/pay/transactions/jsapi', '1764052200', 'n0nce', '{"a":1}'), fields.signature)).toBe(true)
    const request = { method: 'POST', urlPathWithQuery: '/v3/pay/transactions/jsapi', timestamp: fields.timestamp, nonce: fields.nonce_str, signature: fields.signature, publicKey: merchant.publicKey }
    expect(verifyRequestSignature({ ...request, body: '{"a":1}' })).toBe(true)
    expect(verifyRequestSignature({ ...request, body: '{"a":2}' })).toBe(false)
  })

  it('verifies a response signature only for the exact timestamp, nonce and body', () => {
    const signature = createSign('RSA-SHA256')
      .update(lines('1764052200', 'abc', '{}'))
      .sign(wechatPublicKey.privateKey, 'base64')
    const base = { timestamp: '1764052200', nonce: 'abc', body: '{}', signature, publicKey: wechatPublicKey.publicKey }
    expect(verifySignature(base)).toBe(true)
    expect(verifySignature({ ...base, body: '{} ' })).toBe(false)
    expect(verifySignature({ ...base, publicKey: forger.publicKey })).toBe(false)
    expect(verifySignature({ ...base, signature: 'not base64 at all!' })).toBe(false)
  })

  it('opens AES-256-GCM resources only with the right APIv3 key and associated data', () => {
    const sealed = { apiV3Key: API_V3_KEY, nonce: 'a1b2c3d4e5f6', associatedData: 'transaction' }
    const ciphertext = encryptResource({ ...sealed, plaintext: '{"trade_state":"SUCCESS"}' })
    expect(Buffer.from(ciphertext, 'base64')).toHaveLength('{"trade_state":"SUCCESS"}'.length + 16)
    expect(decryptResource({ ...sealed, ciphertext })).toBe('{"trade_state":"SUCCESS"}')
    expect(() => decryptResource({ ...sealed, apiV3Key: 'b3F9kL2mN8pQ4rS7tU1vW5xY0zB6cD2e', ciphertext })).toThrow()
    expect(() => decryptResource({ ...sealed, associatedData: 'certificate', ciphertext })).toThrow()
  })

  it('makes pay signatures the merchant public key verifies (mini-program/JSAPI and APP)', () => {
    const jsapi = jsapiPaySign({ appId: APP_IDS.mini, timeStamp: '1764052200', nonceStr: 'abc', package: 'prepay_id=wx201410272009395522657a690389285100', privateKey: merchant.privateKey })
    expect(verifiedBy(merchant.publicKey, lines(APP_IDS.mini, '1764052200', 'abc', 'prepay_id=wx201410272009395522657a690389285100'), jsapi)).toBe(true)
    const app = appPaySign({ appId: APP_IDS.app, timestamp: '1764052200', nonceStr: 'abc', prepayId: 'wx2014', privateKey: merchant.privateKey })
    expect(verifiedBy(merchant.publicKey, lines(APP_IDS.app, '1764052200', 'abc', 'wx2014'), app)).toBe(true)
  })
})

describe('notifications in public-key mode', () => {
  const server = fake([{ serial: PUB_KEY_ID, privateKey: wechatPublicKey.privateKey }])
  let pay: WechatPayProvider
  beforeAll(async () => {
    pay = provider(await server.start(), 'public-key')
  })
  afterAll(() => server.stop())

  it('accepts a genuine notification and decrypts its transaction', async () => {
    const now = Date.now()
    const { headers, body } = server.notification(paidTransaction('T2025112500000001'), { nowMs: now })
    // Fastify hands headers over lowercased.
    const lowercased = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
    await expect(pay.parseNotification(lowercased, body, now)).resolves.toEqual({
      orderId: 'T2025112500000001',
      transactionId: '4200002345202511251234567890',
      tradeState: 'SUCCESS',
      amountFen: 600,
      appId: APP_IDS.mini,
      mchId: MCH_ID,
      successTime: '2025-11-25T14:30:00+08:00',
    })
  })

  it('refuses forged, tampered, stale, unknown-serial, probe and undecryptable notifications', async () => {
    const now = Date.now()
    const tx = paidTransaction('T2025112500000002')
    const forged = server.notification(tx, { nowMs: now, signWith: forger.privateKey })
    expect(await outcome(pay.parseNotification(forged.headers, forged.body, now))).toBe('signature')

    const genuine = server.notification(tx, { nowMs: now })
    const tampered = genuine.body.replace('"summary":"支付成功"', '"summary":"支付成功 "')
    expect(await outcome(pay.parseNotification(genuine.headers, tampered, now))).toBe('signature')

    const stale = server.notification(tx, { nowMs: now - 301_000 })
    expect(await outcome(pay.parseNotification(stale.headers, stale.body, now))).toBe('timestamp')
    const early = server.notification(tx, { nowMs: now + 301_000 })
    expect(await outcome(pay.parseNotification(early.headers, early.body, now))).toBe('timestamp')
    const justInTime = server.notification(tx, { nowMs: now - 299_000 })
    expect(await outcome(pay.parseNotification(justInTime.headers, justInTime.body, now))).toBe('accepted')

    const unknown = server.notification(tx, { nowMs: now, serial: 'PUB_KEY_ID_0119000001092025112500000000000002', signWith: wechatPublicKey.privateKey })
    expect(await outcome(pay.parseNotification(unknown.headers, unknown.body, now))).toBe('serial')

    const probe = { ...genuine.headers, 'Wechatpay-Signature': `WECHATPAY/SIGNTEST/${genuine.headers['Wechatpay-Signature']}` }
    expect(await outcome(pay.parseNotification(probe, genuine.body, now))).toBe('signature')

    const wrongKey = server.notification(tx, { nowMs: now, apiV3Key: 'Z3F9kL2mN8pQ4rS7tU1vW5xY0zB6cD2e' })
    expect(await outcome(pay.parseNotification(wrongKey.headers, wrongKey.body, now))).toBe('decrypt')

    const { 'Wechatpay-Nonce': _nonce, ...withoutNonce } = genuine.headers
    expect(await outcome(pay.parseNotification(withoutNonce, genuine.body, now))).toBe('headers')
  })

  it('refuses a signed message that is not a transaction notification', async () => {
    const now = Date.now()
    const notTransaction = server.notification({ something: 'else' }, { nowMs: now })
    expect(await outcome(pay.parseNotification(notTransaction.headers, notTransaction.body, now))).toBe('body')
  })
})

describe('notifications in platform-certificate mode', () => {
  it('downloads the certificates, verifies with them, and refetches (at most once a minute) for a new serial', async () => {
    const first = platformCertificate('5E6F708192A3B4C5D6E7F8012345678A')
    const second = platformCertificate('6A7B8C9D0E1F2A3B4C5D6E7F80918273')
    const server = fake([first])
    const pay = provider(await server.start(), 'certificates')
    try {
      const now = Date.now()
      const one = server.notification(paidTransaction('T2025112500000003'), { nowMs: now })
      expect(one.headers['Wechatpay-Serial']).toBe(first.serial)
      await expect(pay.parseNotification(one.headers, one.body, now)).resolves.toMatchObject({ orderId: 'T2025112500000003', tradeState: 'SUCCESS', amountFen: 600 })
      expect(server.certificateDownloads()).toBe(1)

      // WeChat rotates: a second certificate appears and signs.
      server.options.platformKeys.push(second)
      server.signingSerial = second.serial
      const soon = server.notification(paidTransaction('T2025112500000004'), { nowMs: now + 30_000 })
      expect(await outcome(pay.parseNotification(soon.headers, soon.body, now + 30_000))).toBe('serial')
      expect(server.certificateDownloads()).toBe(1)

      const later = server.notification(paidTransaction('T2025112500000004'), { nowMs: now + 61_000 })
      expect(await outcome(pay.parseNotification(later.headers, later.body, now + 61_000))).toBe('accepted')
      expect(server.certificateDownloads()).toBe(2)

      // Both certificates are known now; a known serial costs no download.
      const old = server.notification(paidTransaction('T2025112500000005'), { nowMs: now + 62_000, serial: first.serial })
      expect(await outcome(pay.parseNotification(old.headers, old.body, now + 62_000))).toBe('accepted')
      const forged = server.notification(paidTransaction('T2025112500000005'), { nowMs: now + 62_000, signWith: forger.privateKey })
      expect(await outcome(pay.parseNotification(forged.headers, forged.body, now + 62_000))).toBe('signature')
      expect(server.certificateDownloads()).toBe(2)
    } finally {
      await server.stop()
    }
  })

  it('trusts no certificate it cannot decrypt with its APIv3 key', async () => {
    const cert = platformCertificate('7C8D9E0F1A2B3C4D5E6F708192A3B4C5')
    const server = new FakeWechatPay({ mchId: MCH_ID, merchantSerial: MERCHANT_SERIAL, merchantPublicKey: merchant.publicKey, apiV3Key: 'Q3F9kL2mN8pQ4rS7tU1vW5xY0zB6cD2e', platformKeys: [cert] })
    const pay = provider(await server.start(), 'certificates')
    try {
      const now = Date.now()
      const note = server.notification(paidTransaction('T2025112500000006'), { nowMs: now, apiV3Key: API_V3_KEY })
      expect(await outcome(pay.parseNotification(note.headers, note.body, now))).toBe('serial')
      expect(server.certificateDownloads()).toBe(1)
    } finally {
      await server.stop()
    }
  })
})

describe('the WeChat Pay provider against a fake WeChat Pay', () => {
  const cert = platformCertificate('1D2E3F405162738495A6B7C8D9E0F112')
  const byCertificate = fake([cert])
  const byPublicKey = fake([{ serial: PUB_KEY_ID, privateKey: wechatPublicKey.privateKey }])
  let certificatePay: WechatPayProvider
  let publicKeyPay: WechatPayProvider
  let publicKeyBase: string
  const order = (orderId: string, channel: PrepayInput['channel'], openId: string | null = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o'): PrepayInput => ({
    orderId,
    description: 'AI Tarot - 60 energy',
    amountFen: 600,
    channel,
    openId,
    expiresAt: new Date('2025-11-25T06:45:00.000Z'),
  })

  beforeAll(async () => {
    certificatePay = provider(await byCertificate.start(), 'certificates')
    publicKeyBase = await byPublicKey.start()
    publicKeyPay = provider(publicKeyBase, 'public-key')
  })
  afterAll(async () => {
    await byCertificate.stop()
    await byPublicKey.stop()
  })

  it('picks channels and appids by platform', () => {
    expect(publicKeyPay.channelFor('weapp')).toBe('mini')
    expect(publicKeyPay.channelFor('h5-wechat')).toBe('jsapi')
    expect(publicKeyPay.channelFor('rn')).toBe('app')
    expect(publicKeyPay.channelFor('h5')).toBeNull()
    expect(publicKeyPay.appIdFor('mini')).toBe(APP_IDS.mini)
    expect(publicKeyPay.appIdFor('jsapi')).toBe(APP_IDS.jsapi)
    expect(publicKeyPay.appIdFor('app')).toBe(APP_IDS.app)
    expect(() => publicKeyPay.appIdFor('dev')).toThrow()
  })

  it('prepays a mini-program order and returns requestPayment parameters signed by the merchant', async () => {
    const pay = await certificatePay.prepay(order('T2025112500000101', 'mini'))
    const placed = byCertificate.orders.get('T2025112500000101')!
    expect(placed).toMatchObject({ kind: 'jsapi', appid: APP_IDS.mini, total: 600, openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o', notifyUrl: NOTIFY_URL, timeExpire: '2025-11-25T14:45:00+08:00' })
    expect(pay).toEqual({
      channel: 'mini',
      timeStamp: expect.stringMatching(/^\d{10}$/),
      nonceStr: expect.any(String),
      package: `prepay_id=${placed.prepayId}`,
      signType: 'RSA',
      paySign: expect.any(String),
    })
    if (pay.channel !== 'mini') throw new Error('mini expected')
    expect(verifiedBy(merchant.publicKey, lines(APP_IDS.mini, pay.timeStamp, pay.nonceStr, pay.package), pay.paySign)).toBe(true)
    expect(byCertificate.certificateDownloads()).toBe(1)
  })

  it('prepays JSAPI (WeChat browser) and APP orders', async () => {
    const jsapi = await publicKeyPay.prepay(order('T2025112500000102', 'jsapi'))
    if (jsapi.channel !== 'jsapi') throw new Error('jsapi expected')
    expect(jsapi.appId).toBe(APP_IDS.jsapi)
    expect(byPublicKey.orders.get('T2025112500000102')).toMatchObject({ kind: 'jsapi', appid: APP_IDS.jsapi })
    expect(verifiedBy(merchant.publicKey, lines(APP_IDS.jsapi, jsapi.timeStamp, jsapi.nonceStr, jsapi.package), jsapi.paySign)).toBe(true)

    const app = await publicKeyPay.prepay(order('T2025112500000103', 'app', null))
    if (app.channel !== 'app') throw new Error('app expected')
    const placed = byPublicKey.orders.get('T2025112500000103')!
    expect(placed).toMatchObject({ kind: 'app', appid: APP_IDS.app, openid: null })
    expect(app).toMatchObject({ appId: APP_IDS.app, partnerId: MCH_ID, prepayId: placed.prepayId, packageValue: 'Sign=WXPay' })
    expect(verifiedBy(merchant.publicKey, lines(APP_IDS.app, app.timeStamp, app.nonceStr, app.prepayId), app.sign)).toBe(true)
  })

  it('needs the payer openid for mini and jsapi orders', async () => {
    await expect(publicKeyPay.prepay(order('T2025112500000104', 'mini', null))).rejects.toThrow(/openid/)
    expect(byPublicKey.orders.has('T2025112500000104')).toBe(false)
  })

  it('queries orders: not paid, paid, and unknown to WeChat (null)', async () => {
    await certificatePay.prepay(order('T2025112500000105', 'mini'))
    await expect(certificatePay.query('T2025112500000105')).resolves.toEqual({
      orderId: 'T2025112500000105',
      transactionId: null,
      tradeState: 'NOTPAY',
      amountFen: 600,
      appId: APP_IDS.mini,
      mchId: MCH_ID,
      successTime: null,
    })
    const paid = byCertificate.markPaid('T2025112500000105')
    await expect(certificatePay.query('T2025112500000105')).resolves.toEqual({
      orderId: 'T2025112500000105',
      transactionId: paid.transactionId,
      tradeState: 'SUCCESS',
      amountFen: 600,
      appId: APP_IDS.mini,
      mchId: MCH_ID,
      successTime: paid.successTime,
    })
    await expect(certificatePay.query('T2025112500009999')).resolves.toBeNull()
  })

  it('closes an unpaid order; closing a paid one carries WeChat code and message', async () => {
    await publicKeyPay.prepay(order('T2025112500000106', 'jsapi'))
    await publicKeyPay.close('T2025112500000106')
    expect(byPublicKey.orders.get('T2025112500000106')!.tradeState).toBe('CLOSED')
    await expect(publicKeyPay.query('T2025112500000106')).resolves.toMatchObject({ tradeState: 'CLOSED' })
    await expect(publicKeyPay.close('T2025112500009998')).resolves.toBeUndefined()

    await publicKeyPay.prepay(order('T2025112500000107', 'jsapi'))
    byPublicKey.markPaid('T2025112500000107')
    const error = await providerError(publicKeyPay.close('T2025112500000107'))
    expect({ code: error.code, status: error.status, message: error.message }).toEqual({ code: 'ORDERPAID', status: 400, message: 'WeChat Pay ORDERPAID: 订单已支付' })
  })

  const refundOf = (orderId: string, refundId: string, amountFen: number) => ({ orderId, refundId, amountFen, totalFen: 600, reason: 'consultation refund' })

  it('refunds part of a paid order and then the rest through /v3/refund/domestic/refunds, refusing more than is left', async () => {
    await publicKeyPay.prepay(order('T2025112500000108', 'jsapi'))
    // Not paid: WeChat refuses, and the refusal comes back as WeChat said it.
    const unpaid = await providerError(publicKeyPay.refund(refundOf('T2025112500000108', 'rfT2025112500000108', 600)))
    expect({ code: unpaid.code, status: unpaid.status }).toEqual({ code: 'INVALID_REQUEST', status: 400 })
    byPublicKey.markPaid('T2025112500000108')

    const first = await publicKeyPay.refund(refundOf('T2025112500000108', 'rfT2025112500000108-1', 200))
    expect(first).toEqual({
      refundId: 'rfT2025112500000108-1',
      orderId: 'T2025112500000108',
      providerRefundId: expect.stringMatching(/^50\d+$/),
      state: 'PROCESSING',
      amountFen: 200,
      successTime: null,
    })
    // Sent with our refund notification URL beside the payment one, the order's total and the reason.
    expect(byPublicKey.refunds.get('rfT2025112500000108-1')).toMatchObject({
      orderId: 'T2025112500000108',
      amountFen: 200,
      reason: 'consultation refund',
      notifyUrl: 'https://tarot.example.com/tarot/rest/pay/refund-notify',
    })
    await expect(publicKeyPay.query('T2025112500000108')).resolves.toMatchObject({ tradeState: 'REFUND' })

    // 401 fen is more than the 400 left: refused, and nothing is made.
    const above = await providerError(publicKeyPay.refund(refundOf('T2025112500000108', 'rfT2025112500000108-2', 401)))
    expect({ code: above.code, status: above.status }).toEqual({ code: 'INVALID_REQUEST', status: 400 })
    expect(byPublicKey.refunds.has('rfT2025112500000108-2')).toBe(false)

    await expect(publicKeyPay.refund(refundOf('T2025112500000108', 'rfT2025112500000108-2', 400))).resolves.toMatchObject({ state: 'PROCESSING', amountFen: 400 })
    expect((await providerError(publicKeyPay.refund(refundOf('T2025112500000108', 'rfT2025112500000108-3', 1)))).code).toBe('INVALID_REQUEST')
    // A total that is not the order's is refused too.
    expect((await providerError(publicKeyPay.refund({ ...refundOf('T2025112500000108', 'rfT2025112500000108-4', 1), totalFen: 601 }))).code).toBe('PARAM_ERROR')
    expect([...byPublicKey.refunds.values()].filter((r) => r.orderId === 'T2025112500000108').map((r) => r.amountFen)).toEqual([200, 400])
  })

  it('makes one refund per out_refund_no, however often it is asked', async () => {
    await publicKeyPay.prepay(order('T2025112500000109', 'jsapi'))
    byPublicKey.markPaid('T2025112500000109')
    const first = await publicKeyPay.refund(refundOf('T2025112500000109', 'rfT2025112500000109', 600))
    const again = await publicKeyPay.refund(refundOf('T2025112500000109', 'rfT2025112500000109', 600))
    expect(again).toEqual(first)
    expect([...byPublicKey.refunds.values()].filter((r) => r.orderId === 'T2025112500000109')).toHaveLength(1)
    // Settled, asking again still answers that refund, now done.
    byPublicKey.settleRefund('rfT2025112500000109')
    await expect(publicKeyPay.refund(refundOf('T2025112500000109', 'rfT2025112500000109', 600))).resolves.toMatchObject({ providerRefundId: first.providerRefundId, state: 'SUCCESS' })
    // Closed by WeChat: asking again is no acceptance.
    await publicKeyPay.prepay(order('T2025112500000110', 'jsapi'))
    byPublicKey.markPaid('T2025112500000110')
    await publicKeyPay.refund(refundOf('T2025112500000110', 'rfT2025112500000110', 600))
    byPublicKey.settleRefund('rfT2025112500000110', 'CLOSED')
    expect((await providerError(publicKeyPay.refund(refundOf('T2025112500000110', 'rfT2025112500000110', 600)))).code).toBe('REFUND_NOT_ACCEPTED')
  })

  it('takes at most 50 refunds of one order', async () => {
    await publicKeyPay.prepay(order('T2025112500000111', 'jsapi'))
    byPublicKey.markPaid('T2025112500000111')
    for (let n = 1; n <= 50; n++) await publicKeyPay.refund(refundOf('T2025112500000111', `rfT2025112500000111-${n}`, 1))
    const refused = await providerError(publicKeyPay.refund(refundOf('T2025112500000111', 'rfT2025112500000111-51', 1)))
    expect({ code: refused.code, status: refused.status }).toEqual({ code: 'INVALID_REQUEST', status: 400 })
    expect([...byPublicKey.refunds.values()].filter((r) => r.orderId === 'T2025112500000111')).toHaveLength(50)
  })

  it('queries a refund while PROCESSING and once settled, null for a number WeChat does not know, and checks the answer is signed', async () => {
    await certificatePay.prepay(order('T2025112500000112', 'mini'))
    byCertificate.markPaid('T2025112500000112')
    const taken = await certificatePay.refund(refundOf('T2025112500000112', 'rfT2025112500000112', 250))
    await expect(certificatePay.queryRefund('rfT2025112500000112')).resolves.toEqual(taken)
    const settled = byCertificate.settleRefund('rfT2025112500000112')
    await expect(certificatePay.queryRefund('rfT2025112500000112')).resolves.toEqual({ ...taken, state: 'SUCCESS', successTime: settled.successTime })
    expect(settled.successTime).toMatch(/\+08:00$/)
    await expect(certificatePay.queryRefund('rfT2025112500009999')).resolves.toBeNull()
    expect(byCertificate.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v3/refund/domestic/refunds/')).map((r) => r.status)).toEqual([200, 200, 404])

    byCertificate.corruptAnswers = true
    try {
      expect((await providerError(certificatePay.queryRefund('rfT2025112500000112'))).code).toBe('RESPONSE_NOT_VERIFIED')
    } finally {
      byCertificate.corruptAnswers = false
    }
  })

  it('opens a genuine refund notification into the refund, and rejects forged, stale, tampered and misdirected ones', async () => {
    await publicKeyPay.prepay(order('T2025112500000113', 'jsapi'))
    const paid = byPublicKey.markPaid('T2025112500000113')
    const taken = await publicKeyPay.refund(refundOf('T2025112500000113', 'rfT2025112500000113', 600))
    const settled = byPublicKey.settleRefund('rfT2025112500000113')
    const now = Date.now()
    const genuine = byPublicKey.refundNotification('rfT2025112500000113', { nowMs: now })
    expect(JSON.parse(genuine.body)).toMatchObject({
      event_type: 'REFUND.SUCCESS',
      resource_type: 'encrypt-resource',
      resource: { original_type: 'refund', algorithm: 'AEAD_AES_256_GCM', associated_data: 'refund' },
    })
    expect(genuine.body).not.toContain('T2025112500000113')
    await expect(publicKeyPay.parseRefundNotification(genuine.headers, genuine.body, now)).resolves.toEqual({
      refundId: 'rfT2025112500000113',
      orderId: 'T2025112500000113',
      providerRefundId: taken.providerRefundId,
      state: 'SUCCESS',
      amountFen: 600,
      successTime: settled.successTime,
    })
    expect(paid.transactionId).toBeTruthy()

    // Signed by anyone but WeChat Pay.
    const forged = byPublicKey.refundNotification('rfT2025112500000113', { nowMs: now, signWith: forger.privateKey })
    expect(await outcome(publicKeyPay.parseRefundNotification(forged.headers, forged.body, now))).toBe('signature')
    // Genuine, but more than 5 minutes old (a replay).
    const stale = byPublicKey.refundNotification('rfT2025112500000113', { nowMs: now - 301_000 })
    expect(await outcome(publicKeyPay.parseRefundNotification(stale.headers, stale.body, now))).toBe('timestamp')
    // The ciphertext changed after WeChat signed it: the signature no longer matches.
    const at = genuine.body.indexOf('"ciphertext":"') + 20
    const tampered = genuine.body.slice(0, at) + (genuine.body[at] === 'A' ? 'B' : 'A') + genuine.body.slice(at + 1)
    expect(await outcome(publicKeyPay.parseRefundNotification(genuine.headers, tampered, now))).toBe('signature')
    // A ciphertext that does not open with our APIv3 key (GCM's tag fails), even signed.
    expect(await outcome(publicKeyPay.parseRefundNotification(byPublicKey.signedHeaders(tampered, now), tampered, now))).toBe('decrypt')
    const otherKey = byPublicKey.refundNotification('rfT2025112500000113', { nowMs: now, apiV3Key: 'Zz9Yy8Xx7Ww6Vv5Uu4Tt3Ss2Rr1Qq0Pp' })
    expect(await outcome(publicKeyPay.parseRefundNotification(otherKey.headers, otherKey.body, now))).toBe('decrypt')
    // A payment notification posted as a refund one, and the other way round.
    const payment = byPublicKey.notification(paidTransaction('T2025112500000113'), { nowMs: now })
    expect(await outcome(publicKeyPay.parseRefundNotification(payment.headers, payment.body, now))).toBe('body')
    expect(await outcome(publicKeyPay.parseNotification(genuine.headers, genuine.body, now))).toBe('body')
    // An event that says SUCCESS over a refund that is not, and a refund missing its refund_id.
    const resource = byPublicKey.refundResource('rfT2025112500000113')
    const mismatched = byPublicKey.refundNotification('rfT2025112500000113', { nowMs: now, resource: { ...resource, refund_status: 'ABNORMAL' }, eventType: 'REFUND.SUCCESS' })
    expect(await outcome(publicKeyPay.parseRefundNotification(mismatched.headers, mismatched.body, now))).toBe('body')
    const { refund_id: _dropped, ...partial } = resource
    const incomplete = byPublicKey.refundNotification('rfT2025112500000113', { nowMs: now, resource: partial })
    expect(await outcome(publicKeyPay.parseRefundNotification(incomplete.headers, incomplete.body, now))).toBe('body')
    expect(await outcome(publicKeyPay.parseRefundNotification({}, genuine.body, now))).toBe('headers')
  })

  it('reads REFUND.ABNORMAL and REFUND.CLOSED notifications as those states', async () => {
    await certificatePay.prepay(order('T2025112500000114', 'mini'))
    byCertificate.markPaid('T2025112500000114')
    await certificatePay.refund(refundOf('T2025112500000114', 'rfT2025112500000114-1', 100))
    await certificatePay.refund(refundOf('T2025112500000114', 'rfT2025112500000114-2', 100))
    byCertificate.settleRefund('rfT2025112500000114-1', 'ABNORMAL')
    byCertificate.settleRefund('rfT2025112500000114-2', 'CLOSED')
    const now = Date.now()
    for (const [refundId, state] of [
      ['rfT2025112500000114-1', 'ABNORMAL'],
      ['rfT2025112500000114-2', 'CLOSED'],
    ] as const) {
      const note = byCertificate.refundNotification(refundId, { nowMs: now })
      expect(JSON.parse(note.body).event_type).toBe(`REFUND.${state}`)
      await expect(certificatePay.parseRefundNotification(note.headers, note.body, now)).resolves.toMatchObject({ refundId, state, amountFen: 100, successTime: null })
    }
  })

  it('refuses answers whose signature does not match, and reports requests WeChat refuses', async () => {
    byPublicKey.corruptAnswers = true
    try {
      expect((await providerError(publicKeyPay.prepay(order('T2025112500000108', 'jsapi')))).code).toBe('RESPONSE_NOT_VERIFIED')
      expect((await providerError(publicKeyPay.query('T2025112500000108'))).code).toBe('RESPONSE_NOT_VERIFIED')
    } finally {
      byPublicKey.corruptAnswers = false
    }
    const impostor = provider(publicKeyBase, 'public-key', forger.privateKey)
    const refused = await providerError(impostor.query('T2025112500000108'))
    expect({ code: refused.code, status: refused.status }).toEqual({ code: 'SIGN_ERROR', status: 401 })
    expect(refused.message).not.toContain('BEGIN')

    const unreachable = provider('http://127.0.0.1:1', 'public-key')
    expect((await providerError(unreachable.query('T2025112500000108'))).code).toBe('NETWORK')
  })
})

describe.each(ENGINES)('the local dev provider (%s)', (engine) => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await testDatabase(engine)
  })
  afterAll(() => database.close())
  const open = (dataDir = mkdtempSync(path.join(tmpdir(), 'tarot-devpay-'))) => DevPayProvider.open(new ServerSettingsRepository(database.db), new DevPayOrderRepository(database.db), dataDir)

  it('keeps one set of keys in the database, taken from an older DATA_DIR/dev-pay/keys.json, so any instance verifies what another built', async () => {
    const olderDir = mkdtempSync(path.join(tmpdir(), 'tarot-devpay-'))
    const older = DevPayProvider.fromDataDir(olderDir)
    expect(statSync(path.join(olderDir, 'dev-pay', 'keys.json')).mode & 0o777).toBe(0o600)
    const first = await open(olderDir)
    const second = await open()
    await first.prepay({ orderId: 'D2025112500000001', description: 'x', amountFen: 600, channel: 'dev', openId: null, expiresAt: new Date() })
    const now = Date.now()
    const note = (await first.devNotification('D2025112500000001', 'success', now))!
    await expect(second.parseNotification(note.headers, note.body, now)).resolves.toMatchObject({ orderId: 'D2025112500000001', tradeState: 'SUCCESS' })
    await expect(older.parseNotification(note.headers, note.body, now)).resolves.toMatchObject({ orderId: 'D2025112500000001' })
  })

  it('pays with a notification built, encrypted and signed like WeChat Pay, which its own parser accepts', async () => {
    const dev = await open()
    expect(isDevPayProvider(dev)).toBe(true)
    expect(dev.channelFor('h5')).toBe('dev')
    expect(dev.channelFor('weapp')).toBe('dev')
    expect(dev.appIdFor('dev')).toBe('dev-app')
    expect(dev.mchId).toBe('dev-mch')
    await expect(dev.prepay({ orderId: 'D2025112500000002', description: 'x', amountFen: 1200, channel: 'dev', openId: null, expiresAt: new Date() })).resolves.toEqual({
      channel: 'dev',
      orderId: 'D2025112500000002',
    })
    await expect(dev.query('D2025112500000002')).resolves.toMatchObject({ tradeState: 'NOTPAY', amountFen: 1200 })

    const now = Date.now()
    const note = (await dev.devNotification('D2025112500000002', 'success', now))!
    expect(note.headers).toMatchObject({ 'Wechatpay-Timestamp': String(Math.floor(now / 1000)), 'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048' })
    expect(note.headers['Wechatpay-Serial']).toMatch(/^PUB_KEY_ID_/)
    const envelope = JSON.parse(note.body)
    expect(envelope).toMatchObject({
      event_type: 'TRANSACTION.SUCCESS',
      resource_type: 'encrypt-resource',
      resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', associated_data: 'transaction' },
    })
    expect(envelope.resource.nonce).toHaveLength(12)
    expect(note.body).not.toContain('D2025112500000002')

    const tx = await dev.parseNotification(note.headers, note.body, now)
    expect(tx).toEqual({
      orderId: 'D2025112500000002',
      transactionId: expect.stringMatching(/^\d{28}$/),
      tradeState: 'SUCCESS',
      amountFen: 1200,
      appId: 'dev-app',
      mchId: 'dev-mch',
      successTime: expect.stringMatching(/\+08:00$/),
    })
    await expect(dev.query('D2025112500000002')).resolves.toEqual(tx)

    // One flipped byte anywhere in the body, or in the signature, and it is refused.
    const at = note.body.indexOf('"ciphertext":"') + 20
    const flipped = note.body.slice(0, at) + (note.body[at] === 'A' ? 'B' : 'A') + note.body.slice(at + 1)
    expect(await outcome(dev.parseNotification(note.headers, flipped, now))).toBe('signature')
    const signature = note.headers['Wechatpay-Signature']!
    const badSignature = { ...note.headers, 'Wechatpay-Signature': (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1) }
    expect(await outcome(dev.parseNotification(badSignature, note.body, now))).toBe('signature')
    expect(await outcome(dev.parseNotification(note.headers, note.body, now + 301_000))).toBe('timestamp')

    // A repeat delivers the same transaction again, from this instance or another.
    const again = (await dev.devNotification('D2025112500000002', 'success', now + 1000))!
    await expect(dev.parseNotification(again.headers, again.body, now + 1000)).resolves.toEqual(tx)
    const elsewhere = await open()
    const fromOther = (await elsewhere.devNotification('D2025112500000002', 'success', now + 2000))!
    await expect(elsewhere.parseNotification(fromOther.headers, fromOther.body, now + 2000)).resolves.toEqual(tx)
  })

  it('marks a failed payment PAYERROR (WeChat sends nothing) and closes unpaid orders', async () => {
    const dev = await open()
    await dev.prepay({ orderId: 'D2025112500000003', description: 'x', amountFen: 600, channel: 'dev', openId: null, expiresAt: new Date() })
    await expect(dev.devNotification('D2025112500000003', 'fail', Date.now())).resolves.toBeNull()
    await expect(dev.query('D2025112500000003')).resolves.toMatchObject({ tradeState: 'PAYERROR', transactionId: null })

    await dev.prepay({ orderId: 'D2025112500000004', description: 'x', amountFen: 600, channel: 'dev', openId: null, expiresAt: new Date() })
    await dev.close('D2025112500000004')
    await expect(dev.query('D2025112500000004')).resolves.toMatchObject({ tradeState: 'CLOSED' })
    await expect(dev.devNotification('D2025112500000004', 'success', Date.now())).rejects.toThrow(/closed/)
    await expect(dev.devNotification('D2025112500009999', 'success', Date.now())).rejects.toThrow(DevOrderNotPayable)
    await expect(dev.query('D2025112500009999')).resolves.toBeNull()
  })

  const devRefund = (orderId: string, refundId: string, amountFen: number, totalFen = 600) => ({ orderId, refundId, amountFen, totalFen, reason: 'dev refund' })
  const paidDevOrder = async (dev: DevPayProvider, orderId: string) => {
    await dev.prepay({ orderId, description: 'x', amountFen: 600, channel: 'dev', openId: null, expiresAt: new Date() })
    await dev.devNotification(orderId, 'success', Date.now())
  }

  it('refunds part of a paid order and then the rest, each SUCCESS at once, the order REFUND only when refunded in full', async () => {
    const dev = await open()
    await dev.prepay({ orderId: 'D2025112500000005', description: 'x', amountFen: 600, channel: 'dev', openId: null, expiresAt: new Date() })
    const unpaid = await providerError(dev.refund(devRefund('D2025112500000005', 'rfD2025112500000005-1', 100)))
    expect({ code: unpaid.code, status: unpaid.status }).toEqual({ code: 'INVALID_REQUEST', status: 400 })
    await dev.devNotification('D2025112500000005', 'success', Date.now())

    const first = await dev.refund(devRefund('D2025112500000005', 'rfD2025112500000005-1', 250))
    expect(first).toEqual({
      refundId: 'rfD2025112500000005-1',
      orderId: 'D2025112500000005',
      providerRefundId: expect.stringMatching(/^50300\d{18}$/),
      state: 'SUCCESS',
      amountFen: 250,
      successTime: expect.stringMatching(/\+08:00$/),
    })
    await expect(dev.query('D2025112500000005')).resolves.toMatchObject({ tradeState: 'SUCCESS' })
    // More than the 350 left, and a total that is not the order's: refused, nothing recorded.
    const above = await providerError(dev.refund(devRefund('D2025112500000005', 'rfD2025112500000005-2', 351)))
    expect({ code: above.code, status: above.status }).toEqual({ code: 'INVALID_REQUEST', status: 400 })
    expect((await providerError(dev.refund(devRefund('D2025112500000005', 'rfD2025112500000005-2', 350, 601)))).code).toBe('PARAM_ERROR')
    await expect(dev.queryRefund('rfD2025112500000005-2')).resolves.toBeNull()

    await expect(dev.refund(devRefund('D2025112500000005', 'rfD2025112500000005-2', 350))).resolves.toMatchObject({ state: 'SUCCESS', amountFen: 350 })
    await expect(dev.query('D2025112500000005')).resolves.toMatchObject({ tradeState: 'REFUND' })
    expect((await providerError(dev.refund(devRefund('D2025112500000005', 'rfD2025112500000005-3', 1)))).code).toBe('INVALID_REQUEST')
    expect((await providerError(dev.refund(devRefund('D2025112500009999', 'rfD2025112500009999', 1)))).code).toBe('RESOURCE_NOT_EXISTS')
    expect((await new DevPayOrderRepository(database.db).refundsOf('D2025112500000005')).map((r) => r.amountFen)).toEqual([250, 350])
  })

  it('makes one refund per refund number, which every instance (and the next one after a restart) knows', async () => {
    const dev = await open()
    await paidDevOrder(dev, 'D2025112500000006')
    const first = await dev.refund(devRefund('D2025112500000006', 'rfD2025112500000006', 600))
    const elsewhere = await open()
    await expect(elsewhere.refund(devRefund('D2025112500000006', 'rfD2025112500000006', 600))).resolves.toEqual(first)
    await expect(elsewhere.queryRefund('rfD2025112500000006')).resolves.toEqual(first)
    expect(await new DevPayOrderRepository(database.db).refundsOf('D2025112500000006')).toHaveLength(1)
    // The same number for another order is refused.
    await paidDevOrder(dev, 'D2025112500000007')
    expect((await providerError(dev.refund(devRefund('D2025112500000007', 'rfD2025112500000006', 100)))).code).toBe('INVALID_REQUEST')
  })

  it('takes at most 50 refunds of one order, also when two instances refund at once', async () => {
    const [a, b] = [await open(), await open()]
    await paidDevOrder(a, 'D2025112500000008')
    const asked = Array.from({ length: 52 }, (_, n) => (n % 2 ? a : b).refund(devRefund('D2025112500000008', `rfD2025112500000008-${n}`, 1)))
    const settled = await Promise.allSettled(asked)
    expect(settled.filter((r) => r.status === 'fulfilled')).toHaveLength(50)
    expect(settled.filter((r) => r.status === 'rejected').map((r) => (r.reason as PayProviderError).code)).toEqual(['INVALID_REQUEST', 'INVALID_REQUEST'])
    expect(await new DevPayOrderRepository(database.db).refundsOf('D2025112500000008')).toHaveLength(50)
  })

  it('never lets two instances refunding at once pass the order’s amount', async () => {
    const [a, b] = [await open(), await open()]
    await paidDevOrder(a, 'D2025112500000009')
    const settled = await Promise.allSettled([a.refund(devRefund('D2025112500000009', 'rfD2025112500000009-a', 400)), b.refund(devRefund('D2025112500000009', 'rfD2025112500000009-b', 400))])
    expect(settled.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected'])
    expect((await new DevPayOrderRepository(database.db).refundsOf('D2025112500000009')).map((r) => r.amountFen)).toEqual([400])
  })

  it('sends no refund notification, so believes none', async () => {
    const dev = await open()
    await paidDevOrder(dev, 'D2025112500000010')
    await dev.refund(devRefund('D2025112500000010', 'rfD2025112500000010', 600))
    const payment = (await dev.devNotification('D2025112500000010', 'success', Date.now()))!
    expect(await outcome(dev.parseRefundNotification(payment.headers, payment.body, Date.now()))).toBe('headers')
  })

  it('keeps the same rules in memory when standalone', async () => {
    const dev = DevPayProvider.fromDataDir(mkdtempSync(path.join(tmpdir(), 'tarot-devpay-')))
    await paidDevOrder(dev, 'D2025112500000011')
    await dev.refund(devRefund('D2025112500000011', 'rfD2025112500000011-1', 100))
    await expect(dev.refund(devRefund('D2025112500000011', 'rfD2025112500000011-1', 100))).resolves.toMatchObject({ amountFen: 100 })
    expect((await providerError(dev.refund(devRefund('D2025112500000011', 'rfD2025112500000011-2', 501)))).code).toBe('INVALID_REQUEST')
    await dev.refund(devRefund('D2025112500000011', 'rfD2025112500000011-2', 500))
    await expect(dev.query('D2025112500000011')).resolves.toMatchObject({ tradeState: 'REFUND' })
    await expect(dev.queryRefund('rfD2025112500000011-2')).resolves.toMatchObject({ state: 'SUCCESS', amountFen: 500 })
  })
})

describe('choosing the provider from the environment', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tarot-payconfig-'))
  const complete = {
    DATA_DIR: dataDir,
    WECHAT_MCH_ID: MCH_ID,
    WECHAT_PAY_SERIAL_NO: MERCHANT_SERIAL,
    WECHAT_PAY_PRIVATE_KEY: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().replace(/\n/g, '\\n'),
    WECHAT_PAY_API_V3_KEY: API_V3_KEY,
    WECHAT_PAY_NOTIFY_URL: NOTIFY_URL,
    WECHAT_APP_ID: APP_IDS.mini,
  }

  it('uses the dev provider without a merchant id, and WeChat Pay with a complete one', () => {
    expect(payProviderFrom(loadConfig({ DATA_DIR: dataDir })).name).toBe('dev')
    const real = payProviderFrom(loadConfig(complete), dataDir)
    expect(real).toBeInstanceOf(WechatPayProvider)
    expect(real.channelFor('weapp')).toBe('mini')
    expect(real.channelFor('h5-wechat')).toBeNull()
    // Refund results go to refund-notify beside the payment notify URL.
    expect((real as WechatPayProvider).refundNotifyUrl).toBe('https://tarot.example.com/tarot/rest/pay/refund-notify')
    expect(loadConfig(complete).pay).toMatchObject({ apiBase: 'https://api.mch.weixin.qq.com', orderTtlMinutes: 15 })
  })

  it('stops the start naming every missing or unusable setting', () => {
    expect(() => payProviderFrom(loadConfig({ DATA_DIR: dataDir, WECHAT_MCH_ID: MCH_ID }))).toThrow(
      /WECHAT_PAY_SERIAL_NO is missing.*WECHAT_PAY_PRIVATE_KEY or WECHAT_PAY_PRIVATE_KEY_FILE is missing.*WECHAT_PAY_API_V3_KEY is missing.*WECHAT_PAY_NOTIFY_URL.*no appid/,
    )
    expect(() => payProviderFrom(loadConfig({ ...complete, WECHAT_PAY_API_V3_KEY: 'short' }))).toThrow(/32 bytes/)
    expect(() => payProviderFrom(loadConfig({ ...complete, WECHAT_PAY_NOTIFY_URL: 'http://tarot.example.com/notify' }))).toThrow(/https/)
    expect(() => payProviderFrom(loadConfig({ ...complete, WECHAT_PAY_PUBLIC_KEY_ID: PUB_KEY_ID }))).toThrow(/WECHAT_PAY_PUBLIC_KEY or WECHAT_PAY_PUBLIC_KEY_FILE/)
    expect(() => payProviderFrom(loadConfig({ ...complete, WECHAT_PAY_PRIVATE_KEY: 'not a key' }))).toThrow(/private key/)
  })
})
