import { createHash } from 'node:crypto'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import { wechatApiFrom } from '../src/services/wechat/create-wechat-api'
import { WechatApiError } from '../src/services/wechat/http'
import { jsapiSignature, signedPageUrl } from '../src/services/wechat/js-sdk'
import { DevWechatApi, type ReminderMessage, WechatApiClient, type WechatApiSettings } from '../src/services/wechat/wechat-api'
import { closeTestApp, testApp } from './support/app'
import { FAKE_CODE_PNG, FakeWechatApi } from './support/fake-wechat-api'

const MINI = { appId: 'wxmini0000000001', secret: 'mini-secret-0123456789abcdef0123' }
const H5 = { appId: 'wxh5000000000001', secret: 'h5-secret-0123456789abcdef012345' }
const TEMPLATES = { lookback: 'TPL_LOOKBACK_xyz', consultationAnswered: 'TPL_ANSWERED_xyz', dailyCard: '' }
const OPEN_ID = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o'
const START = Date.parse('2026-11-27T01:00:00Z')

const fake = new FakeWechatApi({ [MINI.appId]: MINI.secret, [H5.appId]: H5.secret })
let apiBase = ''
let clock = START

beforeAll(async () => {
  apiBase = await fake.start()
  fake.now = () => clock
  for (const id of Object.values(TEMPLATES)) if (id) fake.templates.add(id)
})
afterAll(() => fake.stop())
beforeEach(() => {
  clock = START
  fake.requests.length = 0
  fake.sent.length = 0
  fake.subscriptions.clear()
  fake.misbehave.clear()
  fake.tokenDelayMs = 0
  fake.tokenLifeS = 7200
  // Each test starts with fresh tokens at WeChat, as a new deployment would find.
  fake.replaceTokenElsewhere(MINI.appId)
  fake.replaceTokenElsewhere(H5.appId)
})

function client(settings: Partial<WechatApiSettings> = {}): WechatApiClient {
  return new WechatApiClient({ apiBase, timeoutMs: 2_000, mini: MINI, h5: H5, miniProgramState: 'formal', templates: TEMPLATES, ...settings }, { now: () => clock })
}

const lookback: ReminderMessage = {
  template: 'lookback',
  openId: OPEN_ID,
  page: 'pages/reading/index?id=r-42',
  data: { thing1: '三张牌：关于新工作', time2: '2026-11-30 09:00' },
  language: 'zh-Hans',
}

/** The error a call failed with (it must fail). */
async function failure(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (error: unknown) => error,
  )
}

async function wechatError(call: Promise<unknown>): Promise<WechatApiError> {
  const error = await failure(call)
  if (!(error instanceof WechatApiError)) throw new Error(`expected a WechatApiError, got ${String(error)}`)
  return error
}

const tokenCalls = () => fake.calls('/cgi-bin/stable_token')

describe('the access token', () => {
  it('is fetched once through the stable-token call and shared by concurrent callers', async () => {
    fake.tokenDelayMs = 150
    const api = client()
    const tokens = await Promise.all(Array.from({ length: 8 }, () => api.miniToken!.get()))
    expect(new Set(tokens)).toEqual(new Set([fake.currentToken(MINI.appId)]))
    expect(tokenCalls()).toHaveLength(1)
    expect(tokenCalls()[0]!.body).toEqual({ grant_type: 'client_credential', appid: MINI.appId, secret: MINI.secret, force_refresh: false })
    await api.miniToken!.get()
    expect(tokenCalls()).toHaveLength(1)
  })

  it('is kept per app: the mini-program and the official account each have their own', async () => {
    const api = client()
    const [mini, h5] = await Promise.all([api.miniToken!.get(), api.h5Token!.get()])
    expect(mini).toBe(fake.currentToken(MINI.appId))
    expect(h5).toBe(fake.currentToken(H5.appId))
    expect(
      tokenCalls()
        .map((call) => (call.body as { appid: string }).appid)
        .sort(),
    ).toEqual([H5.appId, MINI.appId].sort())
  })

  it('is used until 5 minutes before it expires, then fetched again without forcing', async () => {
    const api = client()
    const first = await api.miniToken!.get()
    clock = START + 7200_000 - 5 * 60_000 - 1
    expect(await api.miniToken!.get()).toBe(first)
    expect(tokenCalls()).toHaveLength(1)
    clock = START + 7200_000 - 5 * 60_000
    const second = await api.miniToken!.get()
    expect(second).not.toBe(first)
    expect(tokenCalls()).toHaveLength(2)
    expect(tokenCalls()[1]!.body).toMatchObject({ force_refresh: false })
  })

  it("refuses a wrong secret with WeChat's errcode, naming neither the secret nor the appid's token", async () => {
    const api = client({ mini: { appId: MINI.appId, secret: 'wrong' } })
    const error = await wechatError(api.miniToken!.get())
    expect({ failure: error.failure, errcode: error.errcode, retryable: error.retryable }).toEqual({ failure: 'wechat', errcode: 40125, retryable: false })
    expect(error.message).not.toContain('wrong')
    // A failed fetch is not cached: the next caller asks again.
    await failure(api.miniToken!.get())
    expect(tokenCalls()).toHaveLength(2)
  })
})

describe('a refused token (40001/42001)', () => {
  it('is replaced once with force_refresh, and the call made again', async () => {
    const api = client()
    fake.subscribe(OPEN_ID, TEMPLATES.lookback)
    const stale = await api.miniToken!.get()
    fake.replaceTokenElsewhere(MINI.appId)
    expect(await api.sendReminder(lookback)).toEqual({ status: 'sent' })
    const sends = fake.calls('/cgi-bin/message/subscribe/send')
    expect(sends.map((call) => call.query.access_token)).toEqual([stale, fake.currentToken(MINI.appId)])
    expect(tokenCalls().map((call) => (call.body as { force_refresh: boolean }).force_refresh)).toEqual([false, true])
  })

  it('is replaced once for all the callers that met it at the same time', async () => {
    const api = client()
    for (let i = 0; i < 4; i++) fake.subscribe(OPEN_ID, TEMPLATES.lookback)
    await api.miniToken!.get()
    fake.replaceTokenElsewhere(MINI.appId)
    fake.tokenDelayMs = 100
    const results = await Promise.all(Array.from({ length: 4 }, () => api.sendReminder(lookback)))
    expect(results).toEqual(Array.from({ length: 4 }, () => ({ status: 'sent' })))
    expect(tokenCalls().filter((call) => (call.body as { force_refresh: boolean }).force_refresh)).toHaveLength(1)
  })

  it('after an expiry WeChat reports (42001) is replaced too', async () => {
    const api = client()
    fake.subscribe(OPEN_ID, TEMPLATES.lookback)
    await api.miniToken!.get()
    fake.expireTokenEarly(MINI.appId)
    expect(await api.sendReminder(lookback)).toEqual({ status: 'sent' })
    expect(fake.requests.map((call) => call.path)).toEqual(['/cgi-bin/stable_token', '/cgi-bin/message/subscribe/send', '/cgi-bin/stable_token', '/cgi-bin/message/subscribe/send'])
  })

  it('is not forced again within 30 seconds (WeChat limits forced refreshes); the refusal is reported instead', async () => {
    const api = client()
    fake.subscribe(OPEN_ID, TEMPLATES.lookback)
    await api.miniToken!.get()
    fake.replaceTokenElsewhere(MINI.appId)
    await api.sendReminder(lookback)
    fake.replaceTokenElsewhere(MINI.appId)
    clock += 10_000
    const error = await wechatError(api.sendReminder(lookback))
    expect({ errcode: error.errcode, staleToken: error.staleToken }).toEqual({ errcode: 40001, staleToken: true })
    expect(tokenCalls().filter((call) => (call.body as { force_refresh: boolean }).force_refresh)).toHaveLength(1)
    clock += 20_000
    fake.subscribe(OPEN_ID, TEMPLATES.lookback)
    expect(await api.sendReminder(lookback)).toEqual({ status: 'sent' })
    expect(tokenCalls().filter((call) => (call.body as { force_refresh: boolean }).force_refresh)).toHaveLength(2)
  })
})

describe('subscription messages', () => {
  it("go out in WeChat's shape, in the person's language, to the configured version", async () => {
    fake.subscribe(OPEN_ID, TEMPLATES.lookback)
    fake.subscribe(OPEN_ID, TEMPLATES.consultationAnswered)
    expect(await client().sendReminder(lookback)).toEqual({ status: 'sent' })
    const answered = { ...lookback, template: 'consultationAnswered' as const, language: 'zh-Hant' as const, data: { thing1: '你的問題有回覆了' } }
    expect(await client({ miniProgramState: 'trial' }).sendReminder(answered)).toEqual({ status: 'sent' })
    expect(fake.sent).toEqual([
      {
        touser: OPEN_ID,
        template_id: TEMPLATES.lookback,
        page: 'pages/reading/index?id=r-42',
        data: { thing1: { value: '三张牌：关于新工作' }, time2: { value: '2026-11-30 09:00' } },
        miniprogram_state: 'formal',
        lang: 'zh_CN',
      },
      expect.objectContaining({ template_id: TEMPLATES.consultationAnswered, miniprogram_state: 'trial', lang: 'zh_TW', data: { thing1: { value: '你的問題有回覆了' } } }),
    ])
  })

  it('refused by the person (43101) come back as "refused", without a retry or a new token', async () => {
    const api = client()
    expect(await api.sendReminder({ ...lookback, language: 'en' })).toEqual({ status: 'refused' })
    expect(fake.calls('/cgi-bin/message/subscribe/send')).toHaveLength(1)
    expect(tokenCalls()).toHaveLength(1)
    // A one-time subscription is used up by one message.
    fake.subscribe(OPEN_ID, TEMPLATES.lookback)
    expect(await api.sendReminder(lookback)).toEqual({ status: 'sent' })
    expect(await api.sendReminder(lookback)).toEqual({ status: 'refused' })
  })

  it('are "unavailable" without a template id or without a mini-program, and nothing is called', async () => {
    expect(await client().sendReminder({ ...lookback, template: 'dailyCard' })).toEqual({ status: 'unavailable' })
    const h5Only = client({ mini: undefined })
    expect(h5Only.canSendReminders).toBe(false)
    expect(await h5Only.sendReminder(lookback)).toEqual({ status: 'unavailable' })
    expect(fake.requests).toHaveLength(0)
  })

  it("fail with WeChat's errcode for any other refusal (not worth retrying)", async () => {
    const error = await wechatError(client().sendReminder({ ...lookback, openId: '' }))
    expect({ api: error.api, errcode: error.errcode, retryable: error.retryable }).toEqual({ api: 'subscribeMessage.send', errcode: 40003, retryable: false })
  })
})

describe('mini-program codes (getwxacodeunlimit)', () => {
  it('come back as the PNG WeChat sent, for the released version with its path checked', async () => {
    const code = await client().miniProgramCode({ scene: 'r=Ab3dE9&f=K2x7', page: 'pages/share/reading' })
    expect(code).toEqual({ contentType: 'image/png', bytes: FAKE_CODE_PNG })
    const [call] = fake.calls('/wxa/getwxacodeunlimit')
    expect(call!.query.access_token).toBe(fake.currentToken(MINI.appId))
    expect(call!.body).toEqual({ scene: 'r=Ab3dE9&f=K2x7', page: 'pages/share/reading', check_path: true, env_version: 'release', width: 430 })
  })

  it('for a trial build open the trial version, whose pages WeChat cannot check', async () => {
    await client({ miniProgramState: 'trial' }).miniProgramCode({ scene: 'x', page: 'pages/not-released/index', width: 280 })
    expect(fake.calls('/wxa/getwxacodeunlimit')[0]!.body).toMatchObject({ check_path: false, env_version: 'trial', width: 280 })
  })

  it("fail with WeChat's errcode when it answers JSON instead of an image", async () => {
    const error = await wechatError(client().miniProgramCode({ scene: 'x', page: 'pages/unknown/index' }))
    expect({ failure: error.failure, errcode: error.errcode }).toEqual({ failure: 'wechat', errcode: 41030 })
  })

  it('are asked again with a new token when WeChat refuses the token', async () => {
    const api = client()
    await api.miniToken!.get()
    fake.replaceTokenElsewhere(MINI.appId)
    expect((await api.miniProgramCode({ scene: 'x', page: 'pages/index/index' }))?.bytes).toEqual(FAKE_CODE_PNG)
    expect(fake.calls('/wxa/getwxacodeunlimit')).toHaveLength(2)
  })

  it('refuse a scene WeChat would refuse before calling it, and are null without a mini-program', async () => {
    const api = client()
    const uuid = '0b7e6c3a-51c2-4f5e-9a0e-2d1c3b4a5f60'
    expect(await failure(api.miniProgramCode({ scene: uuid, page: 'pages/share/reading' }))).toBeInstanceOf(RangeError)
    expect(await failure(api.miniProgramCode({ scene: '中文', page: 'pages/share/reading' }))).toBeInstanceOf(RangeError)
    expect(await failure(api.miniProgramCode({ scene: 'x', page: '/pages/share/reading' }))).toBeInstanceOf(RangeError)
    expect(fake.requests).toHaveLength(0)
    expect(await client({ mini: undefined }).miniProgramCode({ scene: 'x', page: 'pages/share/reading' })).toBeNull()
  })

  it('treat bytes labelled as an image that are none as a broken answer', async () => {
    fake.misbehave.set('/wxa/getwxacodeunlimit', 'fake-image')
    const error = await wechatError(client().miniProgramCode({ scene: 'x', page: 'pages/index/index' }))
    expect(error.failure).toBe('malformed')
  })
})

describe('the JS-SDK signature', () => {
  it("matches the example in WeChat's documentation", () => {
    const signature = jsapiSignature({
      ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      nonceStr: 'Wm3WZYTPz0wzccnW',
      timestamp: 1414587457,
      url: 'http://mp.weixin.qq.com?params=value',
    })
    expect(signature).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed')
  })

  it('signs the page without its fragment, under the official account, with the cached ticket', async () => {
    const api = client()
    const page = 'https://tarot.example.com/tarot/h5app/?from=share&x=%E4%B8%AD#/pages/share/reading?id=abc'
    const config = (await api.jsSdkConfig(page))!
    const [call] = fake.calls('/cgi-bin/ticket/getticket')
    expect(call!.query).toEqual({ access_token: fake.currentToken(H5.appId), type: 'jsapi' })
    expect(config.appId).toBe(H5.appId)
    expect(config.timestamp).toBe(Math.floor(START / 1000))
    expect(config.nonceStr).toMatch(/^[A-Za-z0-9_-]{16}$/)
    const signed = `jsapi_ticket=${fake.currentTicket(H5.appId)}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=https://tarot.example.com/tarot/h5app/?from=share&x=%E4%B8%AD`
    expect(config.signature).toBe(createHash('sha1').update(signed).digest('hex'))

    await api.jsSdkConfig(page)
    clock = START + 7200_000 - 5 * 60_000 - 1
    await api.jsSdkConfig(page)
    expect(fake.calls('/cgi-bin/ticket/getticket')).toHaveLength(1)
    clock = START + 7200_000 - 5 * 60_000
    await api.jsSdkConfig(page)
    expect(fake.calls('/cgi-bin/ticket/getticket')).toHaveLength(2)
  })

  it('shares one ticket fetch between concurrent pages, and asks again with a new token when the token is refused', async () => {
    const api = client()
    await api.h5Token!.get()
    fake.replaceTokenElsewhere(H5.appId)
    const configs = await Promise.all([api.jsSdkConfig('https://a.example/x'), api.jsSdkConfig('https://a.example/y')])
    expect(configs.every((config) => config?.appId === H5.appId)).toBe(true)
    expect(fake.calls('/cgi-bin/ticket/getticket').map((call) => call.query.access_token)).toEqual([expect.any(String), fake.currentToken(H5.appId)])
  })

  it('refuses an address that is not an absolute http(s) one, and is null without an official account', async () => {
    expect(signedPageUrl('http://mp.weixin.qq.com?params=value#frag')).toBe('http://mp.weixin.qq.com?params=value')
    expect(await failure(client().jsSdkConfig('/tarot/h5app/'))).toBeInstanceOf(RangeError)
    expect(await failure(client().jsSdkConfig('javascript:alert(1)'))).toBeInstanceOf(RangeError)
    expect(await client({ h5: undefined }).jsSdkConfig('https://a.example/')).toBeNull()
    expect(fake.requests).toHaveLength(0)
  })
})

describe('a WeChat that stalls or answers junk', () => {
  it('gives a typed time-out within the time limit, and the next call tries afresh', async () => {
    const api = client({ timeoutMs: 300 })
    for (const misbehaviour of ['stall', 'stall-body'] as const) {
      fake.misbehave.set('/cgi-bin/stable_token', misbehaviour)
      const started = Date.now()
      const error = await wechatError(api.miniToken!.get())
      expect({ failure: error.failure, retryable: error.retryable }).toEqual({ failure: 'timeout', retryable: true })
      expect(Date.now() - started).toBeLessThan(2_000)
    }
    fake.misbehave.clear()
    expect(await api.miniToken!.get()).toBe(fake.currentToken(MINI.appId))
  })

  it('times out a stalled send too', async () => {
    const api = client({ timeoutMs: 300 })
    await api.miniToken!.get()
    fake.misbehave.set('/cgi-bin/message/subscribe/send', 'stall')
    expect((await wechatError(api.sendReminder(lookback))).failure).toBe('timeout')
  })

  it('turns an HTML error page, broken JSON, the wrong shape and a hang-up into typed errors', async () => {
    const cases = [
      ['html-502', { failure: 'http', status: 502, retryable: true }],
      ['not-json', { failure: 'malformed', status: 200, retryable: false }],
      ['wrong-shape', { failure: 'malformed', status: 0, retryable: false }],
      ['hang-up', { failure: 'network', status: 0, retryable: true }],
    ] as const
    for (const [misbehaviour, expected] of cases) {
      fake.misbehave.set('/cgi-bin/stable_token', misbehaviour)
      const error = await wechatError(client().miniToken!.get())
      expect({ failure: error.failure, status: error.status, retryable: error.retryable }, misbehaviour).toEqual(expected)
    }
    fake.misbehave.clear()
    const api = client()
    await api.h5Token!.get()
    fake.misbehave.set('/cgi-bin/ticket/getticket', 'wrong-shape')
    expect((await wechatError(api.jsSdkConfig('https://a.example/'))).failure).toBe('malformed')
    fake.misbehave.set('/cgi-bin/message/subscribe/send', 'html-502')
    expect((await wechatError(api.sendReminder(lookback))).status).toBe(502)
  })
})

describe('choosing the WeChat API', () => {
  const log = { info: () => {} }
  const chosen = (env: Record<string, string>) => wechatApiFrom(loadConfig(env), { log }).name

  it('is the dev stand-in without WeChat outside production, none in production, the real one with an app id and secret', () => {
    expect(chosen({})).toBe('dev')
    expect(chosen({ NODE_ENV: 'production' })).toBe('none')
    expect(chosen({ NODE_ENV: 'production', DEV_WECHAT: 'true' })).toBe('dev')
    expect(chosen({ DEV_WECHAT: 'false' })).toBe('none')
    expect(chosen({ WECHAT_APP_ID: MINI.appId })).toBe('none')
    expect(chosen({ WECHAT_APP_ID: MINI.appId, WECHAT_APP_SECRET: MINI.secret })).toBe('wechat')
    expect(chosen({ WECHAT_H5_APP_ID: H5.appId, WECHAT_H5_APP_SECRET: H5.secret, NODE_ENV: 'production' })).toBe('wechat')
  })

  it('reads the template ids and the mini-program state, with empty and formal by default, and refuses a state WeChat does not have', () => {
    expect(loadConfig({}).wechat).toMatchObject({ templates: { lookback: '', consultationAnswered: '', dailyCard: '' }, miniProgramState: 'formal', apiTimeoutMs: 10_000 })
    const config = loadConfig({ WECHAT_TEMPLATE_LOOKBACK: ' a ', WECHAT_TEMPLATE_CONSULTATION_ANSWERED: 'b', WECHAT_TEMPLATE_DAILY_CARD: 'c', WECHAT_MINIPROGRAM_STATE: 'trial' })
    expect(config.wechat).toMatchObject({ templates: { lookback: 'a', consultationAnswered: 'b', dailyCard: 'c' }, miniProgramState: 'trial' })
    expect(() => loadConfig({ WECHAT_MINIPROGRAM_STATE: 'nonsense' })).toThrow('WECHAT_MINIPROGRAM_STATE="nonsense": must be one of formal, trial, developer')
  })

  it('as the dev stand-in logs and records each reminder, with no code and no JS-SDK', async () => {
    const lines: { details: object; message: string }[] = []
    const dev = new DevWechatApi(TEMPLATES, { info: (details, message) => lines.push({ details, message }) }, () => clock)
    expect(await dev.sendReminder(lookback)).toEqual({ status: 'sent' })
    expect(dev.recorded).toEqual([{ ...lookback, templateId: TEMPLATES.lookback, at: START }])
    expect(lines).toHaveLength(1)
    expect(lines[0]!.message).toMatch(/subscription message/)
    expect(await dev.miniProgramCode({ scene: 'x', page: 'pages/index/index' })).toBeNull()
    expect(await dev.jsSdkConfig('https://a.example/')).toBeNull()
  })
})

describe('the app', () => {
  let app: Awaited<ReturnType<typeof testApp>> | undefined
  afterEach(async () => {
    await closeTestApp(app)
    app = undefined
  })

  // One app build: a fresh database with every migration takes long on a loaded machine.
  it("is decorated with the WeChat API the settings choose, on the app's clock", { timeout: 300_000 }, async () => {
    app = await testApp({ env: { WECHAT_APP_ID: MINI.appId, WECHAT_APP_SECRET: MINI.secret, WECHAT_API_BASE: apiBase, WECHAT_TEMPLATE_LOOKBACK: TEMPLATES.lookback }, now: () => clock })
    expect(app.wechat.name).toBe('wechat')
    expect(app.wechat.templateId('lookback')).toBe(TEMPLATES.lookback)
    fake.subscribe(OPEN_ID, TEMPLATES.lookback)
    expect(await app.wechat.sendReminder(lookback)).toEqual({ status: 'sent' })
    expect(await app.wechat.jsSdkConfig('https://a.example/')).toBeNull()
  })
})
