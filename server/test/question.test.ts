import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { closeTestApp, testApp } from './support/app'
import { ENGINES } from './support/database'

describe.each(ENGINES)('POST /tarot/rest/question/check on %s', (engine) => {
  let app: FastifyInstance
  let clock = Date.parse('2026-03-01T10:00:00Z')
  beforeAll(async () => {
    app = await testApp({ engine, now: () => clock })
  })
  afterAll(() => closeTestApp(app))

  const guest = async () => (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string
  const check = (token: string, question: string, lang = 'en', acceptLanguage?: string) =>
    app.inject({
      method: 'POST',
      url: '/tarot/rest/question/check',
      payload: { question },
      headers: { 'tarot-token': token, 'tarot-lang': lang, ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) },
    })

  it('accepts a good question and explains a refusal in the user language', async () => {
    const token = await guest()
    expect((await check(token, 'What can I learn from this relationship?')).json()).toEqual({ code: 0, data: { verdict: 'ok', message: null } })
    const medical = (await check(token, '我是不是得了癌症？', 'zh-Hans')).json().data
    expect(medical).toMatchObject({ verdict: 'unsuitable', reason: 'medical' })
    expect(medical.message).toContain('医生')
    expect((await check(token, '', 'en')).json().data).toMatchObject({ verdict: 'invalid', error: 'question.empty', message: 'Please enter your question' })
  })

  it('refuses sums and quiz questions as not a question for tarot, in three languages, and lets real ones through', async () => {
    const token = await guest()
    expect((await check(token, '1+1等于几', 'zh-Hans')).json().data).toMatchObject({ verdict: 'not_a_question', message: expect.stringContaining('还不像一个问题') })
    expect((await check(token, '日本的首都是哪裡？', 'zh-Hant')).json().data).toMatchObject({ verdict: 'not_a_question', message: expect.stringContaining('還不像一個問題') })
    expect((await check(token, 'What is 2+2?', 'en')).json().data).toMatchObject({ verdict: 'not_a_question', message: expect.stringContaining('does not look like a question') })
    const other = await guest()
    for (const [question, lang] of [
      ['What will 2025 bring for my career?', 'en'],
      ['我和他还有可能吗', 'zh-Hans'],
      ['該選A公司還是B公司', 'zh-Hant'],
    ] as const) {
      expect((await check(other, question, lang)).json().data.verdict, question).toBe('ok')
    }
  })

  it('answers a crisis with real hotlines and no reading, Simplified Chinese with mainland China first', async () => {
    const token = await guest()
    const data = (await check(token, '我真的不想活了，该怎么办', 'zh-Hans')).json().data
    expect(data.verdict).toBe('crisis')
    expect(data.message).toMatch(/你可以马上联系：\n• 全国心理援助热线 12356/)
    expect(data.message).toContain('findahelpline.com')
  })

  it('orders the hotlines of a crisis answer by language and region, one a line, findahelpline.com always last', async () => {
    const token = await guest()
    /** The hotlines the answer lists, in order. */
    const lines = async (question: string, lang: string, accept?: string) => {
      const message = (await check(token, question, lang, accept)).json().data.message as string
      const listed = message
        .split('\n')
        .filter((line) => line.startsWith('• '))
        .map((line) => line.slice(2))
      expect(listed.at(-1)).toContain('findahelpline.com')
      return listed
    }
    const english = 'I want to die, will it get better?'
    const us = ['US and Canada: call or text 988', 'UK and Ireland: Samaritans 116 123 (free, 24 hours)', 'Australia: Lifeline 13 11 14']
    expect((await lines(english, 'en')).slice(0, 3)).toEqual(us)
    expect((await lines(english, 'en', 'en-US,en;q=0.9')).slice(0, 3)).toEqual(us)
    expect(await lines(english, 'en', 'en-GB,en;q=0.9')).toEqual([
      'UK and Ireland: Samaritans 116 123 (free, 24 hours)',
      'US and Canada: call or text 988',
      'Australia: Lifeline 13 11 14',
      'Mainland China: 12356 (national mental health line) or 010-82951332 (Beijing, 24 hours)',
      'Taiwan: 1925 (24 hours) or Lifeline 1995',
      'Hong Kong: 2389 2222 (Samaritan Befrienders, 24 hours)',
      'Anywhere else: findahelpline.com lists local lines',
    ])
    expect((await lines(english, 'en', 'en-IE'))[0]).toMatch(/^UK and Ireland/)
    expect((await lines(english, 'en', 'en-HK'))[0]).toMatch(/^Hong Kong: 2389 2222/)
    const traditional = '最近常常想自殺，未來會好嗎'
    expect((await lines(traditional, 'zh-Hant')).slice(0, 3)).toEqual([
      '台灣安心專線 1925（24小時）、生命線 1995',
      '香港撒瑪利亞防止自殺會 2389 2222（24小時）',
      '中國大陸心理援助熱線 12356、北京心理危機研究與干預中心 010-82951332（24小時）',
    ])
    expect((await lines(traditional, 'zh-Hant', 'zh-HK')).slice(0, 2)).toEqual(['香港撒瑪利亞防止自殺會 2389 2222（24小時）', '台灣安心專線 1925（24小時）、生命線 1995'])
    expect((await lines('我真的不想活了，该怎么办', 'zh-Hans', 'zh-CN'))[0]).toBe('全国心理援助热线 12356，北京心理危机研究与干预中心 010-82951332（24小时）')
  })

  it('puts the hotline of the region the mini-program or the app names in tarot-region first, over Accept-Language', async () => {
    const token = await guest()
    const ask = async (headers: Record<string, string>) => {
      const response = await app.inject({
        method: 'POST',
        url: '/tarot/rest/question/check',
        payload: { question: '最近常常想自殺，未來會好嗎' },
        headers: { 'tarot-token': token, 'tarot-lang': 'zh-Hant', ...headers },
      })
      return (response.json().data.message as string).split('\n').filter((line) => line.startsWith('• '))[0]
    }
    expect(await ask({ 'tarot-region': 'HK' })).toBe('• 香港撒瑪利亞防止自殺會 2389 2222（24小時）')
    expect(await ask({ 'tarot-region': 'hk', 'accept-language': 'zh-TW' })).toBe('• 香港撒瑪利亞防止自殺會 2389 2222（24小時）')
    // Junk in the header is ignored: the language's own order (Taiwan first for Traditional Chinese).
    expect(await ask({ 'tarot-region': 'not a region' })).toBe('• 台灣安心專線 1925（24小時）、生命線 1995')
  })

  it('says "Too many error attempts" after five refusals, with the article on asking and when the pause ends', async () => {
    const token = await guest()
    const started = clock
    for (let i = 0; i < 5; i += 1) {
      expect((await check(token, 'hello there everyone')).json().data.verdict).toBe('not_a_question')
      clock += 60_000
    }
    // The first refusal was at `started`; it leaves the window thirty minutes later, and with it the pause.
    const retryAt = new Date(started + 30 * 60_000).toISOString()
    expect((await check(token, 'What can I learn from this?')).json().data).toEqual({
      verdict: 'too_many_attempts',
      message: 'Too many error attempts. You can ask again in 25 minutes; meanwhile, the article on asking may help.',
      article: 'art-of-asking',
      retryAt,
    })
    const simplified = (await check(token, '我接下来该怎么做？', 'zh-Hans')).json().data
    expect(simplified).toMatchObject({ verdict: 'too_many_attempts', retryAt })
    expect(simplified.message).toContain('请 25 分钟后再提问')
    expect((await check(token, '我接下來該怎麼做？', 'zh-Hant')).json().data.message).toContain('請 25 分鐘後再提問')
    // Another user is not affected.
    expect((await check(await guest(), 'What can I learn from this?')).json().data.verdict).toBe('ok')
    // A minute before the end it still holds, saying one minute; at the end a good question goes through.
    clock = started + 30 * 60_000 - 30_000
    expect((await check(token, 'What can I learn from this?')).json().data.message).toContain('in 1 minute;')
    clock = started + 30 * 60_000
    expect((await check(token, 'What can I learn from this?')).json().data.verdict).toBe('ok')
  })

  it('needs a token or guest token, and a question field', async () => {
    expect((await app.inject({ method: 'POST', url: '/tarot/rest/question/check', payload: { question: 'x?' } })).json().code).toBe(401000)
    expect((await app.inject({ method: 'POST', url: '/tarot/rest/question/check', payload: {}, headers: { 'tarot-token': await guest() } })).statusCode).toBe(400)
  })
})
