import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeTestApp, testApp } from './support/app'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp()
})
afterAll(() => closeTestApp(app))

const guest = async () => (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string

describe('feedback and rate limits', () => {
  it('takes feedback from a guest and refuses an empty one', async () => {
    const token = await guest()
    const headers = { 'tarot-token': token, 'tarot-lang': 'en' }
    const sent = await app.inject({ method: 'POST', url: '/tarot/rest/feedback', headers, payload: { content: 'The Star card art is lovely.', contact: 'me@example.com' } })
    expect(sent.json().code).toBe(0)
    expect(sent.json().data.id).toMatch(/[0-9a-f-]{36}/)
    expect((await app.inject({ method: 'POST', url: '/tarot/rest/feedback', headers, payload: { content: '   ' } })).statusCode).toBe(400)
  })

  it('limits feedback to 10 an hour per user, with a localized message, without touching another user', async () => {
    const token = await guest()
    const headers = { 'tarot-token': token, 'tarot-lang': 'zh-Hans' }
    const codes: number[] = []
    for (let i = 0; i < 11; i += 1) codes.push((await app.inject({ method: 'POST', url: '/tarot/rest/feedback', headers, payload: { content: `note ${i}` } })).statusCode)
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true)
    const limited = await app.inject({ method: 'POST', url: '/tarot/rest/feedback', headers, payload: { content: 'one more' } })
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ code: 429000, message: '操作太频繁，请稍后再试' })
    const other = await app.inject({ method: 'POST', url: '/tarot/rest/feedback', headers: { 'tarot-token': await guest() }, payload: { content: 'hello' } })
    expect(other.statusCode).toBe(200)
  })
})
