import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import { wxmlToJs } from 'miniprogram-compiler'
import { beforeAll, describe, expect, it } from 'vitest'
import { reviewWordsIn } from '@tarot/messages/review-words'
import { MiniProgram, change, findAllByClass, findByClass, fire, tap, textsOf } from './mini-runtime'

// WEAPP_DIR: a build elsewhere (`TARO_OUTPUT_ROOT=… npm run build:weapp`)
const root = path.resolve(import.meta.dirname, '..', process.env.WEAPP_DIR || 'dist/weapp')

const commitment = 'a'.repeat(64)
const reading = (status: 'drawing' | 'drawn') => ({
  id: 'r-harness',
  spreadId: 'cnc',
  question: '接下来三个月我该专注什么？',
  language: 'zh-Hans',
  mode: 'draw',
  status,
  commitment,
  serverSeed: status === 'drawn' ? 'b'.repeat(64) : null,
  clientSeed: null,
  picks: status === 'drawn' ? [3, 40, 70] : null,
  cards:
    status === 'drawn'
      ? [
          { id: 'Major17', orientation: 'upright' },
          { id: 'Cups02', orientation: 'reversed' },
          { id: 'Coins10', orientation: 'upright' },
        ]
      : null,
  positions: 3,
  createdAt: new Date().toISOString(),
  savedAt: null,
})

/** What the harness answers for the quota; a test may change it (free readings used, energy held). */
let quota = { vip: false, energy: 0, freeLeft: 1, freeLimit: 1, proReadingCost: 10, chatFreePerReading: 3, chatCost: 2, writer: 'offline' }
/** The interpretation stream as the server sends it: meta, the text, done, charged with energy. */
const energyStream = [
  `event: meta\ndata: ${JSON.stringify({ engine: 'offline', stored: false, charged: { energy: 10 } })}\n\n`,
  `event: delta\ndata: ${JSON.stringify({ text: '星星正位：希望正在回来。' })}\n\n`,
  `event: done\ndata: ${JSON.stringify({ length: 12, engine: 'offline', charged: { energy: 10 } })}\n\n`,
].join('')

const SHARE_ID = 'AbCdEfGhIjKlMnOpQrStUv'
const shareView = {
  id: SHARE_ID,
  readingId: 'r-harness',
  spreadId: 'cnc',
  includeQuestion: false,
  size: 'story',
  createdAt: '2026-11-27T09:30:00.000Z',
  revokedAt: null,
  link: `https://tarot.example.com/tarot/h5app/#/pagesApp/share/reading?id=${SHARE_ID}&friend=fc-harness`,
  posterPath: `/tarot/rest/shared/${SHARE_ID}/poster.png?size=story`,
}

/** The server as the harness plays it: a guest token, the quota, an accepted question, a draw and its pick, the drawn reading and its interpretation. */
function respond(options: { url: string; method?: string; data?: unknown }) {
  const ok = (data: unknown) => ({ statusCode: 200, data: { code: 0, data } })
  const url = options.url
  if (url.endsWith('/tarot/rest/login/user')) return ok({ access_token: 'guest-from-harness', expires_at: Date.now() + 1e9 })
  if (url.endsWith('/tarot/rest/energy/quota')) return ok(quota)
  if (url.endsWith('/tarot/rest/readings/r-harness/interpretation') && options.method === 'POST') return { statusCode: 200, data: energyStream }
  if (url.endsWith('/tarot/rest/question/check')) return ok({ verdict: 'ok', message: null })
  if (url.endsWith('/tarot/rest/readings/draw')) return ok(reading('drawing'))
  if (url.endsWith('/tarot/rest/readings/r-harness/pick')) return ok(reading('drawn'))
  // The picks so far, kept with the sealed draw.
  if (url.endsWith('/tarot/rest/readings/r-harness/picks') && options.method === 'PUT') return ok({ ...reading('drawing'), picks: (options.data as { picks: number[] }).picks })
  // The server's record of the reading, and saving it (as the harness's signed-in user).
  if (url.endsWith('/tarot/rest/readings/r-harness') && (options.method ?? 'GET') === 'GET') return ok(reading('drawn'))
  if (url.endsWith('/tarot/rest/readings/r-harness/save')) return ok({ ...reading('drawn'), status: 'saved', savedAt: new Date().toISOString() })
  if (url.endsWith('/tarot/rest/login/tarot')) return ok({ userId: 'u-harness', agentId: '' })
  // The sharer's sealed friend code (never the user id), for today's card shared from home.
  if (url.endsWith('/tarot/rest/agent/friend-code')) return ok({ friendCode: 'fc-harness' })
  // The journal below the reading and on the about page (issue 19), with the WeChat templates the server names; reminders start off.
  if (url.endsWith('/tarot/rest/readings/r-harness/journal')) {
    const drawn = reading('drawn')
    return ok({
      readingId: drawn.id,
      question: drawn.question,
      spreadId: drawn.spreadId,
      cards: drawn.cards,
      createdAt: drawn.createdAt,
      savedAt: drawn.createdAt,
      interpretation: null,
      reminder: null,
      lookBackDue: false,
      timeline: [],
    })
  }
  if (url.endsWith('/tarot/rest/readings/r-harness/reminder'))
    return ok({ reminder: { readingId: 'r-harness', days: 3, dueAt: new Date(Date.now() + 3 * 86_400_000).toISOString(), answeredAt: null } })
  // Sharing (issue 20): the harness's user makes a link to the reading; a stranger opens it with no token.
  if (url.endsWith('/tarot/rest/shares') && options.method === 'POST') return ok(shareView)
  if (url.endsWith(`/tarot/rest/shared/${SHARE_ID}`)) {
    const drawn = reading('drawn')
    return ok({
      id: SHARE_ID,
      spreadId: drawn.spreadId,
      language: 'zh-Hans',
      cards: drawn.cards,
      bottomLine: '先说结论：这组牌提醒你慢下来。',
      question: null,
      date: '2026-11-27',
      friendCode: 'fc-harness',
      posterPath: `/tarot/rest/shared/${SHARE_ID}/poster.png?size=story`,
    })
  }
  if (url.endsWith('/tarot/rest/journal/settings')) {
    const settings = { remindersOn: false, tzOffsetMinutes: 480, dailyCardOn: false, lookBackTemplateId: 'tmpl-look-back', answerTemplateId: 'tmpl-answer', dailyCardTemplateId: 'tmpl-daily' }
    return ok(options.method === 'PUT' ? { ...settings, ...(options.data as object) } : settings)
  }
  return undefined
}

/** Renders a page's WXML with WeChat's own wcc compiler and the page's current data. */
function renderWxml(route: string, data: unknown): unknown {
  const sandbox: Record<string, unknown> = {}
  sandbox.window = sandbox
  const $gwx = vm.runInNewContext(`(function(global){${wxmlToJs(root)}})`, sandbox)({}) as (p: string) => (d: unknown, e: unknown, s: unknown) => unknown
  return $gwx(`${route}.wxml`)(data, {}, {})
}

function wxmlTexts(node: unknown, out: string[] = []): string[] {
  if (typeof node === 'string') {
    if (node.trim()) out.push(node.trim())
    return out
  }
  if (!node || typeof node !== 'object') return out
  for (const child of (node as { children?: unknown[] }).children ?? []) wxmlTexts(child, out)
  return out
}

let app: MiniProgram

/** The mini-program killed and opened again: a new runtime over the same storage. */
function reopen(change: (storage: Map<string, unknown>) => void = () => undefined): MiniProgram {
  const again = new MiniProgram(root, respond)
  for (const [key, value] of app.storage) again.storage.set(key, value)
  change(again.storage)
  again.launch()
  return again
}
/** Lets the runtime settle until the page shows `text` (a second at most), for loads that take a few turns. */
async function until(runtime: MiniProgram, page: { data: Record<string, unknown> }, text: string): Promise<string> {
  for (let i = 0; i < 20 && !textsOf(page.data.root).join(' ').includes(text); i += 1) {
    await new Promise((r) => setTimeout(r, 50))
    await runtime.settle()
  }
  return textsOf(page.data.root).join(' ')
}
const urlOf = (call: { args: unknown[] }) => String((call.args[0] as { url: string }).url)
/** The stored session as after signing in (the harness's user). */
function signIn(storage: Map<string, unknown>): void {
  const stored = JSON.parse(String(storage.get('user-info'))) as { state: Record<string, unknown>; version: number }
  storage.set('user-info', JSON.stringify({ ...stored, state: { ...stored.state, token: 'user-from-harness', userId: 'u-harness', time: Date.now() } }))
}

beforeAll(() => {
  if (!existsSync(path.join(root, 'app.json'))) throw new Error('dist/weapp is missing: run `npm run build:weapp` first')
  app = new MiniProgram(root, respond)
  app.launch()
})

describe('the built mini-program', () => {
  it('declares the four tabs in order, the subpackages and the preload rules', () => {
    const json = JSON.parse(readFileSync(path.join(root, 'app.json'), 'utf8'))
    expect(json.tabBar.list.map((t: { pagePath: string }) => t.pagePath)).toEqual(['pages/index/index', 'pages/index/spreads', 'pages/index/help', 'pages/index/history'])
    expect(json.subPackages.map((p: { root: string }) => p.root)).toEqual(['pagesApp', 'pagesThird', 'pagesChat'])
    expect(json.preloadRule['pages/index/spreads'].packages).toEqual(['pagesThird'])
    expect(json.preloadRule['pages/ai/ad_ask'].packages).toEqual(['pagesThird'])
    expect(json.preloadRule['pages/ai/pro_ask'].packages).toEqual(['pagesThird'])
    expect(json.preloadRule['pages/tarot/spread'].packages).toEqual(['pagesThird'])
    expect(json.preloadRule['pages/tarot/tarot_read'].packages).toEqual(['pagesChat'])
    expect(json.tabBar.selectedColor).toBe('#e2b85c')
  })

  it("says no fortune-telling word WeChat's review refuses in app.json or any page's title (占卜, 运势…: docs/wechat-review.md)", () => {
    const json = JSON.parse(readFileSync(path.join(root, 'app.json'), 'utf8')) as { pages: string[]; subPackages: { root: string; pages: string[] }[] }
    const pages = [...json.pages, ...json.subPackages.flatMap((p) => p.pages.map((page) => `${p.root}/${page}`))]
    const texts = [readFileSync(path.join(root, 'app.json'), 'utf8'), ...pages.map((page) => readFileSync(path.join(root, `${page}.json`), 'utf8'))]
    expect(texts.join('\n')).toContain('解读记录')
    expect(texts.flatMap((text) => reviewWordsIn(text))).toEqual([])
  })

  it('fetches a guest token on launch (no WeChat sign-in yet)', async () => {
    await app.settle()
    const login = app.callsTo('request').find((c) => String((c.args[0] as { url: string }).url).endsWith('/tarot/rest/login/user'))
    expect(login).toBeDefined()
    expect((login?.args[0] as { header: Record<string, string> }).header['tarot-lang']).toBe('zh-Hans')
    expect(String(app.storage.get('user-info'))).toContain('guest-from-harness')
  })

  it('loads and renders every page, with its title in the render tree and in WXML through wcc', async () => {
    for (const route of app.allRoutes()) {
      const page = await app.openPage(route)
      const texts = textsOf(page.data.root)
      expect(texts.length, route).toBeGreaterThan(0)
      const title = app.callsTo('setNavigationBarTitle').at(-1)?.args[0] as { title: string } | undefined
      expect(title?.title, route).toMatch(/\S/)
      const rendered = wxmlTexts(renderWxml(route, page.data))
      expect(rendered.length, `${route} WXML`).toBeGreaterThan(0)
      expect(rendered.join(' '), route).toContain(texts[0])
      app.closePage(page)
    }
  })

  it('taps the settings button on home and navigates to the about page', async () => {
    const home = await app.openPage('pages/index/index')
    const button = findByClass(home.data.root, 'home__icon-button')
    expect(button).not.toBeNull()
    const before = app.callsTo('navigateTo').length
    await tap(app, home, button!.sid)
    const nav = app.callsTo('navigateTo').slice(before)
    expect(nav.map((c) => (c.args[0] as { url: string }).url)).toEqual(['/pages/index/about'])
    app.closePage(home)
  })

  it('sends the ask button through the access guard to the ask page', async () => {
    const home = await app.openPage('pages/index/index')
    const before = app.callsTo('navigateTo').length
    await tap(app, home, findByClass(home.data.root, 'home__start')!.sid)
    const urls = app
      .callsTo('navigateTo')
      .slice(before)
      .map((c) => (c.args[0] as { url: string }).url)
    expect(urls).toHaveLength(1)
    expect(urls[0]).toMatch(/^\/pages\/ai\/ad_ask\?question=/)
    app.closePage(home)
  })

  it('shows the history info and relaunches home for an unknown page', async () => {
    const history = await app.openPage('pages/index/history')
    await tap(app, history, findByClass(history.data.root, 'info-button')!.sid)
    await app.settle()
    // The app's own themed dialog, drawn in the page (not wx.showModal).
    expect(findByClass(history.data.root, 'dialog__panel')).toBeTruthy()
    const texts = textsOf(history.data.root).join(' ')
    expect(texts).toContain('关于解读记录')
    expect(texts).toContain('登录')
    expect(app.callsTo('showModal')).toHaveLength(0)
    app.closePage(history)
    app.notFound('pages/nowhere/index')
    await app.settle()
    expect((app.callsTo('reLaunch').at(-1)?.args[0] as { url: string }).url).toBe('/pages/index/index')
  })

  it('checks a question on the ask page and goes on to draw, with the question kept for the next page', async () => {
    const ask = await app.openPage('pages/ai/ad_ask', { question: encodeURIComponent('接下来三个月我该专注什么？') })
    expect(textsOf(ask.data.root).join(' ')).toContain('今日免费解读还剩 1 次')
    const before = app.callsTo('navigateTo').length
    await tap(app, ask, findByClass(ask.data.root, 'ask__draw')!.sid)
    await app.settle()
    const check = app.callsTo('request').find((c) => String((c.args[0] as { url: string }).url).endsWith('/question/check'))
    // A three months' question opens with the spread fitted to it, not the one read for today's choice.
    expect((check?.args[0] as { data: unknown }).data).toMatchObject({ question: '接下来三个月我该专注什么？', spreadId: 'energy' })
    const urls = app
      .callsTo('navigateTo')
      .slice(before)
      .map((c) => (c.args[0] as { url: string }).url)
    expect(urls).toEqual(['/pagesThird/third/draw_cards'])
    expect(String(app.storage.get('tarot-ask'))).toContain('接下来三个月我该专注什么？')
    app.closePage(ask)
  })

  it('draws in the subpackage: the seal before the pick, 78 cards in the fan, three picks, the cards on the board', async () => {
    const draw = await app.openPage('pagesThird/third/draw_cards')
    await app.settle()
    expect(textsOf(draw.data.root).join(' ')).toContain(commitment.slice(0, 16))
    // The shuffle plays before the fan opens.
    await new Promise((r) => setTimeout(r, 2000))
    await app.settle()
    const fan = findAllByClass(draw.data.root, 'fan__card')
    expect(fan).toHaveLength(78)
    for (const index of [3, 40, 70]) await tap(app, draw, findAllByClass(draw.data.root, 'fan__card')[index]!.sid)
    await new Promise((r) => setTimeout(r, 500))
    await app.settle()
    const pick = app.callsTo('request').find((c) => String((c.args[0] as { url: string }).url).endsWith('/r-harness/pick'))
    expect((pick?.args[0] as { data: { picks: number[] } }).data.picks).toEqual([3, 40, 70])
    await new Promise((r) => setTimeout(r, 4000))
    await app.settle()
    const texts = textsOf(draw.data.root).join(' ')
    expect(texts).toContain('星星')
    expect(texts).toContain('圣杯二')
    expect(findByClass(draw.data.root, 'draw__continue')).not.toBeNull()
    app.closePage(draw)
  }, 20_000)

  it("resumes the drawn reading after the mini-program is killed and reopened: the server's record, not a new draw", async () => {
    expect(String(app.storage.get('tarot-ask'))).toContain('r-harness')
    // Closed on the draw page, WeChat opens the mini-program on it again.
    expect(JSON.parse(readFileSync(path.join(root, 'pagesThird/third/draw_cards.json'), 'utf8')).restartStrategy).toBe('homePageAndLatestPage')
    const again = reopen()
    await again.settle()
    const draw = await again.openPage('pagesThird/third/draw_cards')
    await new Promise((r) => setTimeout(r, 4000))
    await again.settle()
    const urls = again.callsTo('request').map(urlOf)
    expect(urls.some((u) => u.endsWith('/tarot/rest/readings/r-harness'))).toBe(true)
    expect(urls.some((u) => u.endsWith('/tarot/rest/readings/draw'))).toBe(false)
    const texts = textsOf(draw.data.root).join(' ')
    expect(texts).toContain(commitment.slice(0, 16))
    expect(texts).toContain('星星')
    expect(texts).toContain('圣杯二')
    expect(findAllByClass(draw.data.root, 'fan__card')).toHaveLength(0)
    expect(findByClass(draw.data.root, 'draw__new-reading')).not.toBeNull()
    again.closePage(draw)
  }, 20_000)

  it('offers a guest on the reading page the sign-in that comes back to it', async () => {
    const page = await app.openPage('pages/tarot/tarot_read', { id: 'r-harness' })
    await app.settle()
    expect(await until(app, page, '登录后即可把这次解读保存到解读记录。')).toContain('登录后即可把这次解读保存到解读记录。')
    const before = app.callsTo('navigateTo').length
    await tap(app, page, findByClass(page.data.root, 'reading-save__sign-in')!.sid)
    const urls = app.callsTo('navigateTo').slice(before).map(urlOf)
    expect(urls).toEqual([`/pagesApp/common/login?redirect=${encodeURIComponent('/pages/tarot/tarot_read?id=r-harness')}`])
    app.closePage(page)
  })

  it('saves the reading from the reading page once signed in', async () => {
    const signedIn = reopen(signIn)
    await signedIn.settle()
    const page = await signedIn.openPage('pages/tarot/tarot_read', { id: 'r-harness' })
    await signedIn.settle()
    expect(await until(signedIn, page, '这次解读还没有保存到解读记录。')).toContain('这次解读还没有保存到解读记录。')
    await tap(signedIn, page, findByClass(page.data.root, 'reading-save__save')!.sid)
    await signedIn.settle()
    const save = signedIn.callsTo('request').find((c) => urlOf(c).endsWith('/readings/r-harness/save'))
    expect((save?.args[0] as { header: Record<string, string> }).header['tarot-token']).toBe('user-from-harness')
    expect(await until(signedIn, page, '已保存到解读记录')).toContain('已保存到解读记录')
    signedIn.closePage(page)
  })

  it('asks WeChat for the look-back message when a reminder is turned on below the reading, and sets it (issue 19)', async () => {
    const signedIn = reopen(signIn)
    await signedIn.settle()
    const page = await signedIn.openPage('pages/tarot/tarot_read', { id: 'r-harness' })
    expect(await until(signedIn, page, '复盘提醒')).toContain('复盘提醒')
    // Off, in 3 days, in 7 days, in 30 days.
    await tap(signedIn, page, findAllByClass(page.data.root, 'journal__segment')[1]!.sid)
    await signedIn.settle()
    expect(signedIn.callsTo('requestSubscribeMessage').map((c) => (c.args[0] as { tmplIds: string[] }).tmplIds)).toEqual([['tmpl-look-back']])
    const set = signedIn.callsTo('request').find((c) => urlOf(c).endsWith('/readings/r-harness/reminder'))
    // With the phone's time zone, which places the reminder's quiet hours.
    expect((set?.args[0] as { data: unknown }).data).toEqual({ days: 3, tzOffsetMinutes: -new Date().getTimezoneOffset() })
    signedIn.closePage(page)
  })

  it('asks WeChat for the reminders’ messages when the about page’s switch is turned on, and saves it (issue 19)', async () => {
    const signedIn = reopen(signIn)
    await signedIn.settle()
    const page = await signedIn.openPage('pages/index/about')
    expect(await until(signedIn, page, '接收所有提醒')).toContain('每天早上提醒我看今日一牌')
    await change(signedIn, page, findByClass(page.data.root, 'journal-data__reminders')!.sid, true)
    await signedIn.settle()
    expect(signedIn.callsTo('requestSubscribeMessage').map((c) => (c.args[0] as { tmplIds: string[] }).tmplIds)).toEqual([['tmpl-look-back', 'tmpl-answer']])
    const saved = signedIn.callsTo('request').find((c) => urlOf(c).endsWith('/journal/settings') && (c.args[0] as { method?: string }).method === 'PUT')
    expect((saved?.args[0] as { data: unknown }).data).toMatchObject({ remindersOn: true })
    signedIn.closePage(page)
  })

  it("past the day's free readings, offers a free spread for energy with the price first, and asks the server to take energy (issue 15 item 6)", async () => {
    quota = { vip: true, energy: 60, freeLeft: 0, freeLimit: 3, proReadingCost: 10, chatFreePerReading: 3, chatCost: 2, writer: 'offline' }
    const page = await app.openPage('pages/tarot/tarot_read', { id: 'r-harness' })
    await new Promise((r) => setTimeout(r, 500))
    await app.settle()
    const texts = textsOf(page.data.root).join(' ')
    expect(texts).toContain('今天的 3 次免费解读已用完')
    expect(texts).toContain('也可以现在用 10 能量解读 · 你有 60 能量')
    const button = findByClass(page.data.root, 'reading__start-energy')
    expect(button).not.toBeNull()
    await tap(app, page, button!.sid)
    await new Promise((r) => setTimeout(r, 1500))
    await app.settle()
    const sent = app
      .callsTo('request')
      .find((c) => String((c.args[0] as { url: string; method?: string }).url).endsWith('/r-harness/interpretation') && (c.args[0] as { method?: string }).method === 'POST')
    const body = (sent?.args[0] as { data: unknown } | undefined)?.data
    expect(typeof body === 'string' ? JSON.parse(body) : body).toEqual({ payWith: 'energy' })
    expect(textsOf(page.data.root).join(' ')).toContain('星星正位')
    app.closePage(page)
  }, 20_000)
})

describe('privacy consent before a privacy API (issue 35)', () => {
  /** WeChat holding back a privacy API (the clipboard, say): the app's listener gets a resolve to answer. */
  async function needConsent(runtime: MiniProgram): Promise<{ answers: unknown[] }> {
    const answers: unknown[] = []
    expect(runtime.privacyListener, 'the app registers wx.onNeedPrivacyAuthorization at launch').not.toBeNull()
    runtime.privacyListener!((answer) => answers.push(answer), { referrer: 'setClipboardData' })
    await runtime.settle()
    return { answers }
  }

  it("shows the app's own sheet with the guide, and agreeing answers WeChat through the agreePrivacyAuthorization button", async () => {
    const runtime = reopen()
    await runtime.settle()
    const page = await runtime.openPage('pages/index/about')
    expect(findByClass(page.data.root, 'privacy-sheet')).toBeNull()
    const { answers } = await needConsent(runtime)
    const texts = textsOf(page.data.root).join(' ')
    expect(texts).toContain('用户隐私保护提示')
    expect(texts).toContain('查看《用户隐私保护指引》')
    await tap(runtime, page, findByClass(page.data.root, 'privacy-sheet__guide')!.sid)
    expect(runtime.callsTo('openPrivacyContract')).toHaveLength(1)
    // WeChat's button sends its own event (not a tap) once the person agrees; the WXML must carry the open-type.
    expect(JSON.stringify(page.data.root)).toContain('agreePrivacyAuthorization')
    await fire(runtime, page, findByClass(page.data.root, 'privacy-sheet__agree')!.sid, 'agreeprivacyauthorization')
    expect(answers).toEqual([{ event: 'agree', buttonId: 'privacy-agree' }])
    expect(findByClass(page.data.root, 'privacy-sheet')).toBeNull()
    runtime.closePage(page)
  })

  it('refusing answers disagree, closes the sheet and leaves the page working for a guest', async () => {
    const runtime = reopen()
    await runtime.settle()
    const page = await runtime.openPage('pages/index/index')
    const { answers } = await needConsent(runtime)
    expect(textsOf(page.data.root).join(' ')).toContain('用户隐私保护提示')
    await tap(runtime, page, findByClass(page.data.root, 'privacy-sheet__refuse')!.sid)
    expect(answers).toEqual([{ event: 'disagree' }])
    expect(findByClass(page.data.root, 'privacy-sheet')).toBeNull()
    const before = runtime.callsTo('navigateTo').length
    await tap(runtime, page, findByClass(page.data.root, 'home__start')!.sid)
    expect(
      runtime
        .callsTo('navigateTo')
        .slice(before)
        .map((c) => (c.args[0] as { url: string }).url)[0],
    ).toMatch(/^\/pages\/ai\/ad_ask/)
    runtime.closePage(page)
  })
})

describe('the share menu (issue 20)', () => {
  type ShareHook = (event: { from: string }) => { title: string; path?: string; query?: string; imageUrl?: string }
  const share = (page: Record<string, unknown>, hook: 'onShareAppMessage' | 'onShareTimeline') => (page[hook] as ShareHook).call(page, { from: 'menu' })
  const posterOf = new RegExp(`^https?://[^/]+/tarot/rest/shared/${SHARE_ID}/poster\\.png\\?size=chat$`)

  it('shares the home page until a link is made on the reading page, then the shared page with the chat card poster', async () => {
    const signedIn = reopen(signIn)
    await signedIn.settle()
    const page = await signedIn.openPage('pages/tarot/tarot_read', { id: 'r-harness' })
    expect(await until(signedIn, page, '分享这次解读')).toContain('分享这次解读')
    // Nothing shared yet: the chat card is the app's home, Moments is hidden.
    expect(share(page, 'onShareAppMessage')).toMatchObject({ path: '/pages/index/index' })
    expect(share(page, 'onShareAppMessage').imageUrl).toBeUndefined()
    await tap(signedIn, page, findByClass(page.data.root, 'share-panel__create')!.sid)
    expect(await until(signedIn, page, '发给微信好友')).toContain('发给微信好友')
    const made = signedIn.callsTo('request').find((c) => urlOf(c).endsWith('/tarot/rest/shares'))
    // The question stays off unless the person turns it on.
    expect((made?.args[0] as { data: unknown }).data).toEqual({ readingId: 'r-harness', includeQuestion: false })
    const chat = share(page, 'onShareAppMessage')
    expect(chat.title).toBe('我抽到的塔罗牌：选择与后果')
    expect(chat.path).toBe(`/pagesApp/share/reading?id=${SHARE_ID}&friend=fc-harness`)
    expect(chat.imageUrl).toMatch(posterOf)
    const moments = share(page, 'onShareTimeline')
    // Moments opens this same page, which shows the shared reading for `share=`.
    expect(moments).toMatchObject({ title: chat.title, query: `share=${SHARE_ID}&friend=fc-harness` })
    expect(moments.imageUrl).toMatch(posterOf)
    for (const sent of [chat.path, moments.query, chat.imageUrl]) expect(sent).not.toMatch(/token|user-from-harness|guest-from-harness/)
    expect(signedIn.callsTo('showShareMenu').length).toBeGreaterThan(0)
    signedIn.closePage(page)
  })

  it("passes the shared page on with the sharer's friend code, never the visitor's token", async () => {
    const page = await app.openPage('pagesApp/share/reading', { id: SHARE_ID, friend: 'fc-harness' })
    expect(await until(app, page, '先说结论')).toContain('先说结论：这组牌提醒你慢下来。')
    const asked = app.callsTo('request').find((c) => urlOf(c).endsWith(`/tarot/rest/shared/${SHARE_ID}`))
    expect((asked?.args[0] as { header: Record<string, string> }).header['tarot-token']).toBeUndefined()
    const chat = share(page, 'onShareAppMessage')
    expect(chat).toMatchObject({ title: '我抽到的塔罗牌：选择与后果', path: `/pagesApp/share/reading?id=${SHARE_ID}&friend=fc-harness` })
    expect(chat.imageUrl).toMatch(posterOf)
    const moments = share(page, 'onShareTimeline')
    expect(moments).toMatchObject({ title: chat.title, query: `id=${SHARE_ID}&friend=fc-harness` })
    expect(moments.imageUrl).toMatch(posterOf)
    for (const sent of [chat.path, moments.query]) expect(sent).not.toMatch(/token|guest-from-harness/)
    app.closePage(page)
  })

  it("shares today's card from home: the chat card opens home with the friend code and carries the card's 5:4 poster", async () => {
    const signedIn = reopen(signIn)
    await signedIn.settle()
    const home = await signedIn.openPage('pages/index/index')
    expect(findByClass(home.data.root, 'share-today__send')).not.toBeNull()
    const chat = share(home, 'onShareAppMessage')
    expect(chat.title).toMatch(/^我的今日一牌：.+（[正逆]位）$/)
    expect(chat.path).toBe('/pages/index/index?friend=fc-harness')
    expect(chat.imageUrl).toMatch(/^https?:\/\/[^/]+\/tarot\/rest\/shares\/today\/poster\.png\?card=\w+&orientation=(upright|reversed)&day=\d{4}-\d{2}-\d{2}&size=chat&lang=zh-Hans$/)
    const moments = share(home, 'onShareTimeline')
    expect(moments).toMatchObject({ title: chat.title, query: 'friend=fc-harness', imageUrl: chat.imageUrl })
    for (const sent of [chat.path, moments.query, chat.imageUrl]) expect(sent).not.toMatch(/token|user-from-harness|u-harness/)
    signedIn.closePage(home)
  })
})
