import { createServer, type Server } from 'node:http'
import { mkdtempSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { ENGINES, testDatabase } from './support/database'

/** A stand-in for api.weixin.qq.com on loopback: codes starting with "good" sign in, others are refused. */
function fakeWechat(): Promise<{ server: Server; base: string; calls: string[] }> {
  const calls: string[] = []
  const server = createServer((req, res) => {
    calls.push(req.url ?? '')
    const url = new URL(req.url ?? '/', 'http://x')
    const code = url.searchParams.get('js_code') ?? url.searchParams.get('code') ?? ''
    res.setHeader('content-type', 'application/json')
    if (code.startsWith('good')) res.end(JSON.stringify({ openid: `openid-${code}`, session_key: 'k' }))
    else res.end(JSON.stringify({ errcode: 40029, errmsg: 'invalid code' }))
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls })))
}

describe.each(ENGINES)('sign-in, log out and account deletion on %s', (engine) => {
  let app: FastifyInstance
  let wechat: Awaited<ReturnType<typeof fakeWechat>>

  beforeAll(async () => {
    wechat = await fakeWechat()
    const dir = mkdtempSync(path.join(tmpdir(), 'tarot-'))
    const config = loadConfig({ DATA_DIR: dir, H5_DIR: path.join(dir, 'none'), WECHAT_APP_ID: 'wx123', WECHAT_APP_SECRET: 's3cret', WECHAT_API_BASE: wechat.base, DEV_SIGN_IN: 'true' })
    app = await buildApp({ config, database: await testDatabase(engine) })
  }, 60_000)
  afterAll(async () => {
    await app.close()
    await app.database.close()
    wechat.server.close()
  })

  const signIn = (payload: object, lang = 'en') => app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload, headers: { 'tarot-lang': lang } })
  const post = (url: string, token: string, payload: object = {}) => app.inject({ method: 'POST', url, payload, headers: { 'tarot-token': token, 'tarot-lang': 'en' } })

  it('lists the providers this deployment offers', async () => {
    const res = await app.inject({ method: 'GET', url: '/tarot/rest/login/providers' })
    expect(res.json().data.providers).toEqual(['wechat-mini', 'dev'])
  })

  it('signs in with a mini-program code through jscode2session, the same user every time', async () => {
    const first = (await signIn({ provider: 'wechat-mini', code: 'good-1' })).json()
    expect(first.code).toBe(0)
    expect(wechat.calls.at(-1)).toContain('/sns/jscode2session?appid=wx123&secret=s3cret&js_code=good-1&grant_type=authorization_code')
    const again = (await signIn({ provider: 'wechat-mini', code: 'good-1' })).json()
    expect(again.data.userId).toBe(first.data.userId)
    const verified = await app.tokens.verify(first.data.access_token)
    expect(verified.ok && verified.token.kind).toBe('user')
  })

  it('refuses a code WeChat rejects, and a provider that is not configured, with the spec message', async () => {
    expect((await signIn({ provider: 'wechat-mini', code: 'bad' })).json()).toEqual({ code: 401002, message: 'Login failed, please try again' })
    expect((await signIn({ provider: 'wechat-mini', code: 'bad' }, 'zh-Hans')).json().message).toBe('登录失败，请重试')
    expect((await signIn({ provider: 'wechat-h5', code: 'good-2' })).json().code).toBe(403000)
    expect((await signIn({ provider: 'nope' })).statusCode).toBe(400)
  })

  it('logs out by revoking the token', async () => {
    const token = (await signIn({ provider: 'dev', name: 'Luna' })).json().data.access_token
    expect((await post('/tarot/rest/login/tarot', token)).json().code).toBe(0)
    expect((await post('/tarot/rest/login/logout', token)).json().code).toBe(0)
    expect((await post('/tarot/rest/login/tarot', token)).json().code).toBe(401000)
  })

  it('deletes an account only after the deletion agreement, removing the user and invalidating every token', async () => {
    const a = (await signIn({ provider: 'dev', name: 'Sol' })).json().data
    const b = (await signIn({ provider: 'dev', name: 'Sol' })).json().data
    await post('/tarot/rest/agent/useragent/A1', a.access_token)
    const refused = await post('/tarot/rest/account/delete', a.access_token, {})
    expect(refused.json()).toEqual({ code: 400000, message: 'Please read and agree to the Account Deletion Agreement' })
    expect((await post('/tarot/rest/account/delete', a.access_token, { agree: true })).json()).toEqual({ code: 0, data: null })
    expect((await post('/tarot/rest/login/tarot', a.access_token)).json().code).toBe(401000)
    expect((await post('/tarot/rest/login/tarot', b.access_token)).json().code).toBe(401000)
    expect(await app.accounts.referral(a.userId)).toBeNull()
    // Signing in again with the same name starts a new, empty account.
    const c = (await signIn({ provider: 'dev', name: 'Sol' })).json().data
    expect(c.userId).not.toBe(a.userId)
  })

  it('brings a guest’s readings and follow-ups into the account they sign in to, so a reading drawn first can be saved', async () => {
    const guest = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string
    const reading = (await post('/tarot/rest/readings/physical', guest, { spreadId: 'one', question: 'What should I focus on this week?', cards: [{ id: 'Major03', orientation: 'upright' }] })).json()
      .data
    expect((await post(`/tarot/rest/readings/${reading.id}/save`, guest)).json().code).toBe(401001)
    const signedIn = (
      await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'dev', name: 'adopter' }, headers: { 'tarot-token': guest, 'tarot-lang': 'en' } })
    ).json().data
    expect((await post(`/tarot/rest/readings/${reading.id}/save`, signedIn.access_token)).json().data.status).toBe('saved')
    // The guest no longer sees it; another signed-in user never could.
    expect((await app.inject({ method: 'GET', url: `/tarot/rest/readings/${reading.id}`, headers: { 'tarot-token': guest } })).json().code).toBe(404000)
    const other = (await signIn({ provider: 'dev', name: 'someone-else' })).json().data.access_token as string
    const again = (await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'dev', name: 'adopter' }, headers: { 'tarot-token': other } })).json().data
    expect(again.userId).toBe(signedIn.userId)
    expect((await app.inject({ method: 'GET', url: `/tarot/rest/readings/${reading.id}`, headers: { 'tarot-token': other } })).json().code).toBe(404000)
  })

  it('keeps the guest’s drawn readings in the history of the account they sign in to; one still being drawn waits for its cards', async () => {
    const guest = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string
    const entered = (await post('/tarot/rest/readings/physical', guest, { spreadId: 'one', question: 'What does this month ask of me?', cards: [{ id: 'Major05', orientation: 'reversed' }] })).json()
      .data
    const drawn = (await post('/tarot/rest/readings/draw', guest, { spreadId: 'one', question: 'Where is my work heading?', clientKey: 'k-guest-drawn' })).json().data
    expect((await post(`/tarot/rest/readings/${drawn.id}/pick`, guest, { picks: [9] })).json().data.status).toBe('drawn')
    const sealed = (await post('/tarot/rest/readings/draw', guest, { spreadId: 'one', question: 'Will the trip go well?', clientKey: 'k-guest-sealed' })).json().data
    const user = (await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'dev', name: 'guest-keeps-readings' }, headers: { 'tarot-token': guest } })).json().data
    const history = async () =>
      (await app.inject({ method: 'GET', url: '/tarot/rest/readings', headers: { 'tarot-token': user.access_token } })).json().data.list as { id: string; status: string; savedAt: string | null }[]
    const kept = await history()
    expect(kept.map((r) => r.id).sort()).toEqual([entered.id, drawn.id].sort())
    expect(kept.every((r) => r.status === 'saved' && r.savedAt !== null)).toBe(true)
    // The sealed draw is the account's, with its seal; picking it reveals the cards, and saving it is the app's next step.
    const resumed = (await app.inject({ method: 'GET', url: `/tarot/rest/readings/${sealed.id}`, headers: { 'tarot-token': user.access_token } })).json().data
    expect(resumed).toMatchObject({ status: 'drawing', commitment: sealed.commitment })
    expect((await post(`/tarot/rest/readings/${sealed.id}/pick`, user.access_token, { picks: [3] })).json().data.status).toBe('drawn')
    expect((await post(`/tarot/rest/readings/${sealed.id}/save`, user.access_token)).json().data.status).toBe('saved')
    expect(await history()).toHaveLength(3)
  })

  it('says who is signed in: a guest; the dev name and way in; a WeChat account without a name; a reader by the reader’s name', async () => {
    const me = async (token: string) => (await app.inject({ method: 'GET', url: '/tarot/rest/account/me', headers: { 'tarot-token': token } })).json()
    const guest = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token
    expect(await me(guest)).toEqual({ code: 0, data: { kind: 'guest', methods: [], name: null, reader: false } })
    const luna = (await signIn({ provider: 'dev', name: '小月' })).json().data
    expect((await me(luna.access_token)).data).toEqual({ kind: 'user', methods: ['dev'], name: '小月', reader: false })
    const wechatUser = (await signIn({ provider: 'wechat-mini', code: 'good-me' })).json().data
    expect((await me(wechatUser.access_token)).data).toEqual({ kind: 'user', methods: ['wechat'], name: null, reader: false })
    await app.readers.create({
      id: `rd_me_${engine}`,
      userId: luna.userId,
      name: '月见',
      photo: '/res/readers/default.png',
      tagline: 'Kindly',
      bio: 'Years.',
      specialties: ['love'],
      languages: ['zh-Hans'],
      priceEnergy: 30,
      responseHours: 12,
    })
    expect((await me(luna.access_token)).data).toEqual({ kind: 'user', methods: ['dev'], name: '月见', reader: true })
    expect((await app.inject({ method: 'GET', url: '/tarot/rest/account/me' })).json().code).toBe(401000)
  })

  it('does not let a guest delete an account', async () => {
    const guest = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token
    expect((await post('/tarot/rest/account/delete', guest, { agree: true })).json().code).toBe(401001)
  })
})
