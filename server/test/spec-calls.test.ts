import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parseVersionFile } from '@tarot/core/version'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { ENGINES, testDatabase } from './support/database'

/** Contract tests for every call of spec §7 the server answers: exact paths, headers and fields. */
describe.each(ENGINES)('spec §7 calls on %s', (engine) => {
  let app: FastifyInstance
  let now = Date.UTC(2026, 10, 21, 8)

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'tarot-'))
    const config = { ...loadConfig({ DATA_DIR: dir, H5_DIR: path.join(dir, 'none') }), guestTokenTtlMs: 3_600_000 }
    app = await buildApp({ config, now: () => now, database: await testDatabase(engine) })
  }, 60_000)
  afterAll(async () => {
    await app.close()
    await app.database.close()
  })

  const guest = async (): Promise<string> => (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token
  const call = (method: 'GET' | 'POST', url: string, token?: string, lang = 'en') =>
    app.inject({ method, url, headers: { ...(token ? { 'tarot-token': token } : {}), 'tarot-lang': lang }, ...(method === 'POST' ? { payload: {} } : {}) })

  it('POST /tarot/rest/login/tarot signs in with the token: code, data.userId, data.agentId', async () => {
    const token = await guest()
    const res = await call('POST', '/tarot/rest/login/tarot', token)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.code).toBe(0)
    expect(body.data.userId).toMatch(/^g_/)
    expect(body.data.agentId).toBe('')
  })

  it('answers 401000 inside a 200 for a missing, expired, forged or revoked token, in the caller language', async () => {
    expect((await call('POST', '/tarot/rest/login/tarot')).json()).toMatchObject({ code: 401000 })
    const token = await guest()
    const forged = (await call('GET', '/tarot/rest/energy/amount', `${token.slice(0, -3)}abc`)).json()
    expect(forged.code).toBe(401000)
    const verified = await app.tokens.verify(token)
    if (!verified.ok) throw new Error('token did not verify')
    await app.users.revokeSession(verified.token.sid, new Date(now))
    const revoked = await call('GET', '/tarot/rest/energy/amount', token, 'zh-Hant')
    expect(revoked.statusCode).toBe(200)
    expect(revoked.json()).toEqual({ code: 401000, message: '登入已失效，請重新登入' })
    const fresh = await guest()
    now += 3_600_001
    expect((await call('GET', '/tarot/rest/energy/amount', fresh)).json().code).toBe(401000)
  })

  it('binds an agent and a friend once each: the first binding stays', async () => {
    const token = await guest()
    expect((await call('POST', '/tarot/rest/agent/useragent/A7', token)).json()).toEqual({ code: 0, data: { agentCode: 'A7' } })
    expect((await call('POST', '/tarot/rest/agent/useragent/B9', token)).json()).toEqual({ code: 0, data: { agentCode: 'A7' } })
    expect((await call('POST', '/tarot/rest/login/tarot', token)).json().data.agentId).toBe('A7')
    // A friend code is a sharer's sealed code (as a shared link carries it); the first one bound stays, and the answer names no id.
    const [first, second] = [await guest(), await guest()]
    const idOf = async (t: string) => (await call('POST', '/tarot/rest/login/tarot', t)).json().data.userId as string
    const [f1, f2] = [app.shares.friendCodeOf(await idOf(first)), app.shares.friendCodeOf(await idOf(second))]
    const bound = (await call('POST', `/tarot/rest/agent/friend/${f1}`, token)).json().data.friendCode as string
    expect(bound).not.toContain(await idOf(first))
    expect((await call('POST', `/tarot/rest/agent/friend/${f2}`, token)).json().data.friendCode).not.toBeNull()
    expect((await app.accounts.referral(await idOf(token)))?.friendCode).toBe(await idOf(first))
    expect((await call('POST', '/tarot/rest/agent/friend/F1', token)).json().code).toBe(0)
    expect((await call('POST', '/tarot/rest/agent/useragent/bad%20code!', token)).json().code).toBe(400000)
  })

  it('GET /tarot/rest/agent/my reads the user own agent record, or empty', async () => {
    const token = await guest()
    expect((await call('GET', '/tarot/rest/agent/my', token)).json()).toEqual({ code: 0, data: null })
    const userId = (await call('POST', '/tarot/rest/login/tarot', token)).json().data.userId
    await app.accounts.createAgent(userId, 'AG1', 'Moonlight Studio')
    expect((await call('GET', '/tarot/rest/agent/my', token)).json().data).toMatchObject({ code: 'AG1', name: 'Moonlight Studio' })
  })

  it('GET /tarot/rest/energy/amount reads code, data.total, data.vipTime (with the server’s VIP verdict beside them); r=products adds the products', async () => {
    const token = await guest()
    expect((await call('GET', '/tarot/rest/energy/amount', token)).json()).toEqual({ code: 0, data: { total: 0, vipTime: null, vip: false, vipBy: [] } })
    const withProducts = (await call('GET', '/tarot/rest/energy/amount?r=products', token)).json().data
    expect(withProducts.total).toBe(0)
    expect(withProducts.products.length).toBeGreaterThan(0)
    for (const p of withProducts.products) {
      expect(['energy', 'vip']).toContain(p.kind)
      expect(Number.isInteger(p.priceFen) && p.priceFen > 0).toBe(true)
    }
  })

  it('GET /versionApp.json?{timestamp} reads statusCode and data: spreads, articles, res, static, ios, hide', async () => {
    const res = await call('GET', `/versionApp.json?${now}`)
    expect(res.statusCode).toBe(200)
    const parsed = parseVersionFile(res.json())
    expect(parsed.ok).toBe(true)
    const data = res.json().data
    expect(data.spreads).toEqual({ '': 39, 'zh-Hant': 39, en: 39 })
    expect(data.articles['zh-Hant']).toBe(7)
    expect(data.res).toContain('/res/cards/Major00.png')
    expect(data.static).toContain('/layout/celtic.json')
  })

  it('GET /spreadsApp.json and /articles/index.json answer in the tarot-lang language', async () => {
    const en = (await call('GET', '/spreadsApp.json')).json()
    expect(en.version).toBe(39)
    expect(en.list[0].name).toBe('Daily Tarot')
    const zh = (await call('GET', '/articles/index.json', undefined, 'zh-Hans')).json()
    expect(zh.version).toBe(7)
    expect(zh.list).toHaveLength(10)
  })
})
