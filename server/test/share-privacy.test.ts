import type { Language } from '@tarot/core/language'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import type { Interpreter, InterpretationInput } from '../src/services/interpreter/interpreter'
import { offlineInterpreter } from '../src/services/interpreter/offline'
import { qrCode } from '../src/services/share/poster/poster-code'
import { closeTestApp, instancesOn, testApp } from './support/app'
import { ENGINES } from './support/database'

const ORIGIN = 'https://tarot.example.com'
const CARDS = [
  { id: 'Major14', orientation: 'upright' },
  { id: 'Major07', orientation: 'reversed' },
  { id: 'Cups06', orientation: 'upright' },
] as const

/** Questions whose words a share must keep to itself: a choice's two options, and the details of a life (names, ages, places). */
const QUESTIONS: Record<Language, { kind: string; question: string; secrets: string[] }[]> = {
  'zh-Hans': [
    { kind: 'choice', question: '我该去字节还是留在腾讯？', secrets: ['字节', '腾讯', '去字节', '留在腾讯'] },
    { kind: 'detail', question: '小王今年32岁，我该不该在北京和他结婚？', secrets: ['小王', '32', '北京', '结婚'] },
  ],
  'zh-Hant': [
    { kind: 'choice', question: '我該去台積電還是留在聯發科？', secrets: ['台積電', '聯發科', '去台積電', '留在聯發科'] },
    { kind: 'detail', question: '小美今年28歲，我該不該搬去高雄跟她住？', secrets: ['小美', '28', '高雄'] },
  ],
  en: [
    { kind: 'choice', question: 'Should I take the offer from Google or stay at Microsoft?', secrets: ['Google', 'Microsoft', 'offer'] },
    { kind: 'detail', question: 'Will Tom and I still be together in Berlin when I turn 35?', secrets: ['Tom', 'Berlin', '35'] },
  ],
}

/**
 * A model that writes the way models do: it opens by restating the question, names its people and places again,
 * and then reads every card in its position (the built-in reader's reading stands in for that part, so the answer
 * passes the check a model's answer must pass before it is kept).
 */
const echoingModel: Interpreter = {
  name: 'openai',
  async *interpret(input: InterpretationInput, signal: AbortSignal) {
    const q = input.question.replace(/[？?]$/, '')
    if (input.language === 'en') yield `In short: about "${q}", the cards ask you to slow down before you choose. Rest first, then decide.\n\n`
    else if (input.language === 'zh-Hant') yield `一句話概括：關於「${q}」，牌面提醒你先慢下來，再做決定。先照顧好自己的節奏。\n\n`
    else yield `一句话概括：关于“${q}”，牌面提醒你先慢下来，再做决定。先照顾好自己的节奏。\n\n`
    yield* offlineInterpreter.interpret(input, signal)
  },
  followUp: (input, signal) => offlineInterpreter.followUp(input, signal),
}

describe.each(ENGINES)('what a shared reading shows of its question, on %s', (engine) => {
  describe.each([
    ['the built-in reader', undefined],
    ['a model that restates the question', echoingModel],
  ] as const)('read by %s', (_writer, interpreter) => {
    let app: FastifyInstance
    beforeAll(async () => {
      app = await testApp({ engine, env: { PUBLIC_ORIGIN: ORIGIN }, ...(interpreter ? { interpreter, fallbackInterpreter: offlineInterpreter } : {}) })
    })
    afterAll(() => closeTestApp(app))

    async function sharedReading(language: Language, question: string, includeQuestion: boolean) {
      const headers = { 'tarot-token': (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string, 'tarot-lang': language }
      const reading = (await app.inject({ method: 'POST', url: '/tarot/rest/readings/physical', headers, payload: { spreadId: 'cnc', question, cards: CARDS } })).json().data
      await app.inject({ method: 'POST', url: `/tarot/rest/readings/${reading.id}/interpretation`, headers })
      const text = (await app.inject({ method: 'GET', url: `/tarot/rest/readings/${reading.id}/interpretation`, headers })).json().data.text as string
      const share = (await app.inject({ method: 'POST', url: '/tarot/rest/shares', headers, payload: { readingId: reading.id, includeQuestion } })).json().data
      const page = await app.inject({ method: 'GET', url: `/tarot/rest/shared/${share.id}` })
      expect(page.statusCode).toBe(200)
      const view = page.json().data
      // What the poster prints, in both shapes: every text handed to the renderer.
      const posters = await Promise.all((['story', 'chat'] as const).map((size) => app.posters.readingSvg(view, app.shares.link(view.id, view.friendCode), size, language)))
      return { text, share, view, posterTexts: posters.flatMap((p) => p.texts) }
    }

    /** The secrets `surface` repeats: Chinese anywhere, a Latin word or a number as a whole word ("Tom", not "bottom"). */
    const found = (surface: string, secrets: string[]) =>
      secrets.filter((s) => (/[\u4e00-\u9fff]/.test(s) ? surface.includes(s) : new RegExp(`(?<![A-Za-z0-9])${s}(?![A-Za-z0-9])`, 'i').test(surface)))

    for (const [language, questions] of Object.entries(QUESTIONS) as [Language, (typeof QUESTIONS)[Language]][]) {
      for (const { kind, question, secrets } of questions) {
        it(`keeps every word of a ${kind} question off the page, its JSON and the poster when the question is left off (${language})`, { timeout: 120_000 }, async () => {
          const { text, view, posterTexts } = await sharedReading(language, question, false)
          // The reading itself names what was asked (the built-in reader quotes a choice's options): there is something to hide.
          if (interpreter || kind === 'choice') expect(found(text, secrets).length).toBeGreaterThan(0)
          expect(view.question).toBeNull()
          // The page shows what the JSON carries (the H5 shared page and the mini-program read it as is), so all of it is read
          // but the random ids and the day, which are checked for their shape instead (a random id may hold "35" by chance).
          const { id, friendCode, posterPath, date, ...shown } = view
          expect([id, friendCode, posterPath.replace(/\?size=\w+$/, '').split('/')[4], date].map((v) => /^[A-Za-z0-9_-]+$/.test(v))).toEqual([true, true, true, true])
          expect(found(JSON.stringify(shown), secrets)).toEqual([])
          expect(found(posterTexts.join('\n'), secrets)).toEqual([])
          expect(view.bottomLine === null || view.bottomLine.length > 10).toBe(true)
        })
      }
    }

    it('still shows the question, and a line that may name it, when the sharer turned it on', { timeout: 120_000 }, async () => {
      const { question, secrets } = QUESTIONS['zh-Hans'][0]!
      const { view, posterTexts } = await sharedReading('zh-Hans', question, true)
      expect(view.question).toBe(question)
      expect(found(posterTexts.join('\n'), secrets).length).toBeGreaterThan(0)
    })
  })
})

describe.each(ENGINES)('shared links and their referral codes on %s', (engine) => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await testApp({ engine, env: { PUBLIC_ORIGIN: ORIGIN, TRUST_PROXY: 'true', SHARES_PER_READING: '3', SHARED_READS_PER_MINUTE: '5' } })
  })
  afterAll(() => closeTestApp(app))

  async function person(language: Language = 'en') {
    const token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string
    const verified = await app.tokens.verify(token)
    if (!verified.ok) throw new Error('no token')
    return { userId: verified.token.userId, headers: { 'tarot-token': token, 'tarot-lang': language } }
  }
  async function drawnReading(headers: Record<string, string>) {
    return (await app.inject({ method: 'POST', url: '/tarot/rest/readings/physical', headers, payload: { spreadId: 'cnc', question: 'What should I focus on this month?', cards: CARDS } })).json().data
      .id as string
  }
  const share = (headers: Record<string, string>, readingId: string, extra: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/tarot/rest/shares', headers: { ...headers, ...extra }, payload: { readingId } })
  const friendOf = (link: string) => decodeURIComponent(/[?&]friend=([^&#]*)/.exec(link)![1]!)
  /** Every way an id could show: whole, its UUID, and the UUID's hex without dashes. */
  const idForms = (userId: string) => [userId, userId.slice(2), userId.slice(2).replace(/-/g, '')]

  it('puts no user id in a link, and gives two links of one person codes that look unrelated', async () => {
    const sharer = await person()
    const readingId = await drawnReading(sharer.headers)
    const first = (await share(sharer.headers, readingId)).json().data
    const second = (await share(sharer.headers, readingId)).json().data
    const seen = (await app.inject({ method: 'GET', url: `/tarot/rest/shared/${first.id}` })).json().data
    for (const surface of [first.link, second.link, seen.friendCode, JSON.stringify(seen)]) {
      for (const form of idForms(sharer.userId)) expect(surface.toLowerCase()).not.toContain(form.toLowerCase())
    }
    expect(seen.friendCode).toBe(friendOf(first.link))
    expect(friendOf(first.link)).not.toBe(friendOf(second.link))
    // A link reads the same every time it is listed.
    const listed = (await app.inject({ method: 'GET', url: '/tarot/rest/shares', headers: sharer.headers })).json().data.list
    expect(listed.map((s: { link: string }) => s.link).sort()).toEqual([first.link, second.link].sort())
  })

  it('refers a visitor who signs in through the link to the sharer, and answers no id', async () => {
    const sharer = await person()
    const link = (await share(sharer.headers, await drawnReading(sharer.headers))).json().data.link as string
    const visitor = await person()
    const bound = await app.inject({ method: 'POST', url: `/tarot/rest/agent/friend/${encodeURIComponent(friendOf(link))}`, headers: visitor.headers, payload: {} })
    expect(bound.json().code).toBe(0)
    for (const form of idForms(sharer.userId)) expect(bound.payload).not.toContain(form)
    expect((await app.accounts.referral(visitor.userId))?.friendCode).toBe(sharer.userId)
    // The first referral stays, whatever link comes next.
    const other = await person()
    const otherLink = (await share(other.headers, await drawnReading(other.headers))).json().data.link as string
    await app.inject({ method: 'POST', url: `/tarot/rest/agent/friend/${encodeURIComponent(friendOf(otherLink))}`, headers: visitor.headers, payload: {} })
    expect((await app.accounts.referral(visitor.userId))?.friendCode).toBe(sharer.userId)
  })

  it("gives a person a friend code of their own for today's card, naming no id, that refers a visitor to them", async () => {
    const sharer = await person()
    const own = await app.inject({ method: 'GET', url: '/tarot/rest/agent/friend-code', headers: sharer.headers })
    const code = own.json().data.friendCode as string
    for (const form of idForms(sharer.userId)) expect(own.payload).not.toContain(form)
    const visitor = await person()
    await app.inject({ method: 'POST', url: `/tarot/rest/agent/friend/${code}`, headers: visitor.headers, payload: {} })
    expect((await app.accounts.referral(visitor.userId))?.friendCode).toBe(sharer.userId)
    expect((await app.inject({ method: 'GET', url: '/tarot/rest/agent/friend-code' })).json().code).toBe(401000)
  })

  it('binds no one from a made-up or tampered code, nor the sharer to themselves; an old link with a raw id still refers', async () => {
    const sharer = await person()
    const code = friendOf((await share(sharer.headers, await drawnReading(sharer.headers))).json().data.link)
    const visitor = await person()
    const bind = (who: { headers: Record<string, string> }, friend: string) =>
      app.inject({ method: 'POST', url: `/tarot/rest/agent/friend/${encodeURIComponent(friend)}`, headers: who.headers, payload: {} })
    const tampered = `${code.slice(0, 20)}${code[20] === 'A' ? 'B' : 'A'}${code.slice(21)}`
    expect((await bind(visitor, tampered)).json().data.friendCode).toBeNull()
    expect((await bind(visitor, 'F1')).json().data.friendCode).toBeNull()
    expect((await bind(sharer, code)).json().data.friendCode).toBeNull()
    expect(await app.accounts.referral(visitor.userId)).toBeNull()
    // Links made before the codes were sealed carry the sharer's id; they are already out, so they keep referring.
    expect((await bind(visitor, sharer.userId)).json().code).toBe(0)
    expect((await app.accounts.referral(visitor.userId))?.friendCode).toBe(sharer.userId)
  })

  it('builds every link and the poster code from PUBLIC_ORIGIN, whatever Host or forwarded host the request named', async () => {
    const sharer = await person()
    const readingId = await drawnReading(sharer.headers)
    const made = (await share(sharer.headers, readingId, { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' })).json().data
    expect(made.link.startsWith(`${ORIGIN}/tarot/h5app/#/pagesApp/share/reading?id=${made.id}&friend=`)).toBe(true)
    const view = (await app.inject({ method: 'GET', url: `/tarot/rest/shared/${made.id}`, headers: { host: '127.0.0.1:8080' } })).json().data
    expect(JSON.stringify(view)).not.toMatch(/evil\.example|127\.0\.0\.1|localhost/)
    // The poster's QR code is the link's own.
    const poster = await app.posters.readingSvg(view, app.shares.link(view.id, view.friendCode), 'story', 'en')
    const qrPath = /<path d="([^"]+)"/.exec(qrCode(made.link)(0, 0, 100))![1]!
    expect(poster.svg).toContain(qrPath)
  })

  it('points dev links at the address the server listens on by default, not at another name for it', () => {
    const config = loadConfig({})
    expect(config.publicOrigin).toBe(`http://${config.host}:${config.port}`)
    expect(loadConfig({ PORT: '9090' }).publicOrigin).toBe('http://127.0.0.1:9090')
  })

  it("shares one reading at most SHARES_PER_READING times, says so in the sharer's language, and makes nothing past it", async () => {
    const sharer = await person('zh-Hant')
    const readingId = await drawnReading(sharer.headers)
    const answers = await Promise.all(Array.from({ length: 6 }, () => share(sharer.headers, readingId)))
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200])
    const codes = answers.map((a) => a.json().code).sort()
    expect(codes).toEqual([0, 0, 0, 403006, 403006, 403006])
    expect(answers.find((a) => a.json().code === 403006)!.json()).toEqual({ code: 403006, message: '這份解讀已經分享過 3 次，無法再產生新的連結。之前的連結都還在「我分享的連結」裡，可以繼續使用。' })
    const listed = (await app.inject({ method: 'GET', url: '/tarot/rest/shares', headers: sharer.headers })).json().data.list
    expect(listed).toHaveLength(3)
    // Revoking does not free a place: revoke-and-share again would make rows without end.
    await app.inject({ method: 'DELETE', url: `/tarot/rest/shares/${listed[0].id}`, headers: sharer.headers })
    expect((await share({ ...sharer.headers, 'tarot-lang': 'en' }, readingId)).json()).toEqual({
      code: 403006,
      message: 'This reading has been shared 3 times, the most it can be. Your earlier links are still in Links I shared.',
    })
    // Another reading has its own places.
    expect((await share(sharer.headers, await drawnReading(sharer.headers))).json().code).toBe(0)
  })

  it('answers one address SHARED_READS_PER_MINUTE shared pages a minute, then 429 in its language; another address still reads', async () => {
    const sharer = await person()
    const id = (await share(sharer.headers, await drawnReading(sharer.headers))).json().data.id as string
    const read = (address: string, language = 'zh-Hans') => app.inject({ method: 'GET', url: `/tarot/rest/shared/${id}`, headers: { 'x-forwarded-for': address, 'tarot-lang': language } })
    for (let i = 0; i < 5; i += 1) expect((await read('203.0.113.7')).statusCode).toBe(200)
    const refused = await read('203.0.113.7', 'zh-Hant')
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toEqual({ code: 429000, message: '操作太頻繁，請稍後再試' })
    expect((await read('198.51.100.4')).statusCode).toBe(200)
  })
})

describe.each(ENGINES)('friend codes across instances on %s', (engine) => {
  const instances = instancesOn(engine)
  afterAll(() => instances.close())

  it('refers a visitor on one instance through a link made on another (the key comes from the secret they share)', { timeout: 120_000 }, async () => {
    const [one, two] = [await instances.add(), await instances.add()]
    const token = async (app: FastifyInstance) => (await app.inject({ method: 'POST', url: '/tarot/rest/login/user' })).json().data.access_token as string
    const sharer = { 'tarot-token': await token(one) }
    const readingId = (
      await one.inject({ method: 'POST', url: '/tarot/rest/readings/physical', headers: sharer, payload: { spreadId: 'cnc', question: 'What should I focus on?', cards: CARDS } })
    ).json().data.id
    const link = (await one.inject({ method: 'POST', url: '/tarot/rest/shares', headers: sharer, payload: { readingId } })).json().data.link as string
    const visitor = await token(two)
    await two.inject({ method: 'POST', url: `/tarot/rest/agent/friend/${/[?&]friend=([^&#]*)/.exec(link)![1]}`, headers: { 'tarot-token': visitor }, payload: {} })
    const [sharerId, visitorId] = await Promise.all([one.tokens.verify(sharer['tarot-token']), two.tokens.verify(visitor)]).then((v) => v.map((r) => (r.ok ? r.token.userId : '')))
    expect((await two.accounts.referral(visitorId!))?.friendCode).toBe(sharerId)
  })
})
