import { createServer, type Server } from 'node:http'
import { mkdtempSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import type { WechatApiClient } from '../src/services/wechat/wechat-api'
import { ENGINES, testDatabase } from './support/database'

const DAY = 24 * 60 * 60 * 1000

interface Sent {
  token: string
  body: { touser: string; template_id: string; page: string; data: Record<string, { value: string }> }
}

/**
 * A stand-in for api.weixin.qq.com speaking its protocol: `jscode2session` for sign-in, `POST /cgi-bin/stable_token`
 * (JSON body, `{ access_token, expires_in }`), and `POST /cgi-bin/message/subscribe/send?access_token=` (`errcode` 0,
 * or 40001 for a token it no longer accepts).
 */
function standIn() {
  const state = { tokenRequests: [] as { appid: string; secret: string; force_refresh: boolean }[], sent: [] as Sent[], revoked: new Set<string>(), issued: 0 }
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://x')
      res.setHeader('content-type', 'application/json')
      if (url.pathname === '/sns/jscode2session') return res.end(JSON.stringify({ openid: `openid-${url.searchParams.get('js_code')}`, session_key: 'k' }))
      if (url.pathname === '/cgi-bin/stable_token' && req.method === 'POST') {
        const body = JSON.parse(raw) as { grant_type: string; appid: string; secret: string; force_refresh: boolean }
        state.tokenRequests.push(body)
        if (body.grant_type !== 'client_credential' || body.secret !== 's3cret') return res.end(JSON.stringify({ errcode: 40125, errmsg: 'invalid appsecret' }))
        state.issued += 1
        return res.end(JSON.stringify({ access_token: `tok-${state.issued}`, expires_in: 7200 }))
      }
      if (url.pathname === '/cgi-bin/message/subscribe/send' && req.method === 'POST') {
        const token = url.searchParams.get('access_token') ?? ''
        if (!token.startsWith('tok-') || state.revoked.has(token)) return res.end(JSON.stringify({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' }))
        state.sent.push({ token, body: JSON.parse(raw) as Sent['body'] })
        return res.end(JSON.stringify({ errcode: 0, errmsg: 'ok' }))
      }
      res.statusCode = 404
      res.end('{}')
    })
  })
  return new Promise<{ server: Server; base: string; state: typeof state }>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, state })),
  )
}

describe.each(ENGINES)('look-back reminders through WeChat on %s', (engine) => {
  let app: FastifyInstance
  let wechat: Awaited<ReturnType<typeof standIn>>
  // 10:00 in Beijing.
  let clock = Date.parse('2026-11-02T02:00:00Z')

  beforeAll(async () => {
    wechat = await standIn()
    const dir = mkdtempSync(path.join(tmpdir(), 'tarot-'))
    const config = loadConfig({
      DATA_DIR: dir,
      H5_DIR: path.join(dir, 'none'),
      WECHAT_APP_ID: 'wx123',
      WECHAT_APP_SECRET: 's3cret',
      WECHAT_API_BASE: wechat.base,
      WECHAT_TEMPLATE_LOOKBACK: 'tmpl-look-back-1',
      REMINDER_SWEEP_MS: '3600000',
      READINGS_PER_MINUTE: '100000',
    })
    app = await buildApp({ config, database: await testDatabase(engine), now: () => clock })
    await app.ready()
    await app.reminderSweeper.idle()
  }, 180_000)
  afterAll(async () => {
    await app.close()
    await app.database.close()
    wechat.server.close()
  })
  beforeEach(() => {
    wechat.state.sent.length = 0
  })

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
    app.inject({ method, url, headers: { 'tarot-token': token, 'tarot-lang': 'zh-Hans' }, ...(payload ? { payload } : {}) })

  async function personWithReminder(code: string, days: 3 | 7 | 30 = 3) {
    const token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'wechat-mini', code } })).json().data.access_token as string
    const reading = (
      await call('POST', '/tarot/rest/readings/physical', token, { spreadId: 'one', question: '这份新工作接下来三个月会顺利吗，我该注意什么？', cards: [{ id: 'Major17', orientation: 'upright' }] })
    ).json().data
    await call('POST', `/tarot/rest/readings/${reading.id}/save`, token)
    await call('PUT', `/tarot/rest/readings/${reading.id}/reminder`, token, { days })
    return { token, readingId: reading.id as string }
  }

  it('sends one subscription message when the look back falls due, with a token from the stable-token call, cached', async () => {
    const first = await personWithReminder('reminder-a')
    const second = await personWithReminder('reminder-b')
    expect(await app.reminderSweeper.sweep()).toBe(0)
    clock += 3 * DAY
    expect(await app.reminderSweeper.sweep()).toBe(2)
    expect(wechat.state.sent.map((s) => s.body.touser).sort()).toEqual(['openid-reminder-a', 'openid-reminder-b'])
    const message = wechat.state.sent.find((s) => s.body.touser === 'openid-reminder-a')!
    expect(message.body).toMatchObject({ template_id: 'tmpl-look-back-1', page: `pages/tarot/tarot_read?id=${first.readingId}` })
    // WeChat's `thing` fields hold at most 20 characters.
    expect([...message.body.data.thing1!.value]).toHaveLength(20)
    expect(wechat.state.tokenRequests).toEqual([{ grant_type: 'client_credential', appid: 'wx123', secret: 's3cret', force_refresh: false }])
    // Sent once: a later sweep finds nothing new, and the in-app list still shows it until it is answered.
    expect(await app.reminderSweeper.sweep()).toBe(0)
    expect((await call('GET', '/tarot/rest/journal/due', second.token)).json().data.count).toBe(1)
  })

  it('gives the mini-program the look back’s template to ask the person for, with the reminder settings', async () => {
    // Signed in through the mini-program, with no reminder of its own (so the sweeps below count only theirs).
    const token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'wechat-mini', code: 'reminder-template' } })).json().data.access_token as string
    expect((await call('GET', '/tarot/rest/journal/settings', token)).json().data).toMatchObject({ remindersOn: true, lookBackTemplateId: 'tmpl-look-back-1' })
    expect((await call('PUT', '/tarot/rest/journal/settings', token, { remindersOn: true })).json().data).toMatchObject({ lookBackTemplateId: 'tmpl-look-back-1' })
  })

  it('keeps quiet from 22:00 to 08:00 in the person’s time zone', async () => {
    const person = await personWithReminder('reminder-night')
    // Reported from New York (UTC−5): due at 02:00 UTC + 3 days is 21:00 there… then 23:00.
    await call('PUT', '/tarot/rest/journal/settings', person.token, { tzOffsetMinutes: -300 })
    clock += 3 * DAY + 2 * 3600_000
    expect(await app.reminderSweeper.sweep()).toBe(0)
    clock += 9 * 3600_000 // 08:00 in New York
    expect(await app.reminderSweeper.sweep()).toBe(1)
    expect(wechat.state.sent[0]!.body.touser).toBe('openid-reminder-night')
  })

  it('sends nothing to someone who turned reminders off, or who already looked back', async () => {
    const off = await personWithReminder('reminder-off')
    await call('PUT', '/tarot/rest/journal/settings', off.token, { remindersOn: false })
    const answered = await personWithReminder('reminder-answered')
    clock += 3 * DAY
    await call('POST', `/tarot/rest/readings/${answered.readingId}/look-backs`, answered.token, { resonance: 4, outcome: '顺利' })
    expect(await app.reminderSweeper.sweep()).toBe(0)
    expect(wechat.state.sent).toEqual([])
  })

  it('fetches a new token (force_refresh) when WeChat no longer accepts the cached one, and sends again', async () => {
    await personWithReminder('reminder-refresh')
    clock += 3 * DAY
    // A token fetched now is cached; then WeChat stops accepting it (another caller forced a refresh, say).
    await (app.wechat as WechatApiClient).miniToken!.get()
    for (let i = 1; i <= wechat.state.issued; i += 1) wechat.state.revoked.add(`tok-${i}`)
    wechat.state.tokenRequests.length = 0
    expect(await app.reminderSweeper.sweep()).toBe(1)
    expect(wechat.state.tokenRequests).toEqual([expect.objectContaining({ force_refresh: true })])
    expect(wechat.state.sent[0]!.token).toBe(`tok-${wechat.state.issued}`)
  })
})
