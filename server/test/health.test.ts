import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { testDatabase } from './support/database'

let app: FastifyInstance
let now = Date.UTC(2026, 10, 21)

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tarot-'))
  const config = { ...loadConfig({ DATA_DIR: dataDir, H5_DIR: path.join(dataDir, 'no-h5') }), guestTokenTtlMs: 60_000 }
  app = await buildApp({ config, now: () => now, database: await testDatabase() })
})
afterAll(async () => {
  await app.close()
  await app.database.close()
})

describe('health', () => {
  it('answers with status and the app version', async () => {
    const res = await app.inject({ method: 'GET', url: '/tarot/rest/health' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ code: 0, data: { status: 'ok', version: '2.3.7' } })
  })

  it('sends security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/tarot/rest/health' })
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
  })

  it('sends the same security headers on every kind of answer, a 404 included', async () => {
    const answers = await Promise.all([
      app.inject({ method: 'GET', url: '/tarot/rest/health' }),
      app.inject({ method: 'GET', url: '/tarot/rest/no-such-thing' }),
      app.inject({ method: 'POST', url: '/tarot/rest/login/user', headers: { 'content-type': 'application/json' }, payload: '{"a":' }),
    ])
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toMatch(/^default-src 'self';.*script-src 'self'/)
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests')
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
      expect(res.headers['referrer-policy']).toBe('no-referrer')
      expect(res.headers['strict-transport-security']).toContain('max-age=')
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined()
    }
  })

  it('takes a JSON POST with no body as {}, and refuses malformed or prototype-poisoning JSON', async () => {
    const empty = await app.inject({ method: 'POST', url: '/tarot/rest/login/user', headers: { 'content-type': 'application/json' } })
    expect(empty.json().code).toBe(0)
    const broken = await app.inject({ method: 'POST', url: '/tarot/rest/login/user', headers: { 'content-type': 'application/json' }, payload: '{"a":' })
    expect(broken.statusCode).toBe(400)
    const poisoned = await app.inject({ method: 'POST', url: '/tarot/rest/login/user', headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"admin":true}}' })
    expect(poisoned.statusCode).toBe(400)
    expect(poisoned.json().code).toBe(400000)
  })

  it('answers unknown REST paths with a localized not-found envelope', async () => {
    const res = await app.inject({ method: 'GET', url: '/tarot/rest/nope', headers: { 'tarot-lang': 'en' } })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ code: 404000, message: 'The requested resource does not exist' })
    const zh = await app.inject({ method: 'GET', url: '/tarot/rest/nope', headers: { 'tarot-lang': 'zh-Hant' } })
    expect(zh.json().message).toBe('請求的內容不存在')
  })
})

describe('guest login (spec §7 POST /tarot/rest/login/user)', () => {
  it('returns data.access_token that verifies as a guest token', async () => {
    const res = await app.inject({ method: 'POST', url: '/tarot/rest/login/user', payload: {} })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.code).toBe(0)
    expect(typeof body.data.access_token).toBe('string')
    const verified = await app.tokens.verify(body.data.access_token)
    expect(verified.ok && verified.token.kind).toBe('guest')
  })

  it('gives each guest a different identity', async () => {
    const a = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token
    const b = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token
    const [va, vb] = [await app.tokens.verify(a), await app.tokens.verify(b)]
    expect(va.ok && vb.ok && va.token.userId !== vb.token.userId).toBe(true)
  })

  it('treats the token as expired once its lifetime has passed', async () => {
    const token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token
    now += 61_000
    expect(await app.tokens.verify(token)).toEqual({ ok: false, reason: 'expired' })
  })

  it('rejects a forged token', async () => {
    const token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string
    const forged = `${token.slice(0, -4)}AAAA`
    expect(await app.tokens.verify(forged)).toEqual({ ok: false, reason: 'invalid' })
  })
})
