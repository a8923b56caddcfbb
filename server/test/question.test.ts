import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeTestApp, testApp } from './support/app'

let app: FastifyInstance
beforeAll(async () => {
  app = await testApp()
})
afterAll(() => closeTestApp(app))

const guest = async () => (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string
const check = (token: string, question: string, lang = 'en') =>
  app.inject({ method: 'POST', url: '/tarot/rest/question/check', payload: { question }, headers: { 'tarot-token': token, 'tarot-lang': lang } })

describe('POST /tarot/rest/question/check', () => {
  it('accepts a good question and explains a refusal in the user language', async () => {
    const token = await guest()
    expect((await check(token, 'What can I learn from this relationship?')).json()).toEqual({ code: 0, data: { verdict: 'ok', message: null } })
    const medical = (await check(token, '我是不是得了癌症？', 'zh-Hans')).json().data
    expect(medical).toMatchObject({ verdict: 'unsuitable', reason: 'medical' })
    expect(medical.message).toContain('医生')
    expect((await check(token, '', 'en')).json().data).toMatchObject({ verdict: 'invalid', error: 'question.empty', message: 'Please enter your question' })
  })

  it('answers a crisis with real hotlines and no reading', async () => {
    const token = await guest()
    const data = (await check(token, '我真的不想活了，该怎么办', 'zh-Hans')).json().data
    expect(data.verdict).toBe('crisis')
    expect(data.message).toContain('12356')
    expect((await check(token, 'I want to die, will it get better?', 'en')).json().data.message).toContain('findahelpline.com')
  })

  it('says "Too many error attempts" with the article on asking after five refusals', async () => {
    const token = await guest()
    for (let i = 0; i < 5; i += 1) expect((await check(token, 'hello there everyone')).json().data.verdict).toBe('not_a_question')
    expect((await check(token, 'What can I learn from this?')).json().data).toEqual({ verdict: 'too_many_attempts', message: 'Too many error attempts', article: 'art-of-asking' })
    // Another user is not affected.
    expect((await check(await guest(), 'What can I learn from this?')).json().data.verdict).toBe('ok')
  })

  it('needs a token or guest token, and a question field', async () => {
    expect((await app.inject({ method: 'POST', url: '/tarot/rest/question/check', payload: { question: 'x?' } })).json().code).toBe(401000)
    expect((await app.inject({ method: 'POST', url: '/tarot/rest/question/check', payload: {}, headers: { 'tarot-token': await guest() } })).statusCode).toBe(400)
  })
})
