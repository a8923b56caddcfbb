import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appUrl, launchBrowser } from './browser'
import { signInThroughLoginPage, userApi } from './page-helpers'

/**
 * The visual regression check: every route at 390×844 in zh-Hans and en, compared with the
 * references in e2e/visual/<language>/<route>.png, so a layout slip (a cut title, overlapping
 * cards, text run together) fails here before it lands. `UPDATE_SNAPSHOTS=1` rewrites the
 * references after an intended change; look at every rewritten image before committing it.
 *
 * Kept stable: the clock is fixed (dates, today's card), randomness is seeded, animations and the
 * caret are off, what differs per run (a guest's today's card, saved dates) is masked, and each
 * page is shot until two shots in a row agree. References are 1× (390×844) to keep the set small.
 */

const references = path.resolve(import.meta.dirname, 'visual')
const update = process.env.UPDATE_SNAPSHOTS === '1'
/** A pixel counts as changed when a channel moves by more than this (anti-aliasing and font hinting move less). */
const CHANNEL_TOLERANCE = 40
/** A page fails when more than this share of its pixels changed (0.2 %: a word moved or cut is far more). */
const CHANGED_SHARE = 0.002
/** Saturday 14 March 2026, 10:00 in Shanghai: every date, and the day's card, the same on every run. */
const FIXED_TIME = new Date('2026-03-14T02:00:00Z')

/** A route as the check opens it (signed in, with one saved reading whose id the address may use). */
interface Route {
  name: string
  url: (reading: string) => string
  /** Waits until the page shows its content (not its loading state). */
  ready: string
  /** What differs per run and is covered before comparing. */
  mask?: string[]
  /** CSS that holds a masked part to one size, when its content (and so its height) differs per run. */
  hold?: string
  /** The whole page, not the first screen: a page whose last part matters (the shared reading's "ask your own" button). */
  fullPage?: boolean
  /** What the page needs made first (once per language). */
  setup?: (page: Page) => Promise<void>
}

let shareId = ''
/** A reading in the page's language with its interpretation written (the built-in reader), shared: the shared pages show its bottom line. */
async function sharedReading(page: Page): Promise<void> {
  if (shareId) return
  shareId = await page.evaluate(async () => {
    const zh = navigator.language.startsWith('zh')
    const token = JSON.parse(JSON.parse(localStorage.getItem('user-info')!).data).state.token as string
    const headers = { 'tarot-token': token, 'content-type': 'application/json', 'tarot-lang': zh ? 'zh-Hans' : 'en' }
    const post = async (url: string, body: unknown) => (await fetch(url, { method: 'POST', headers, body: JSON.stringify(body) })).text()
    const cards = [
      { id: 'Major17', orientation: 'upright' },
      { id: 'Cups02', orientation: 'reversed' },
      { id: 'Wands03', orientation: 'upright' },
    ]
    const question = zh ? '我该接受新的工作机会吗？' : 'Should I take the new job?'
    const made = JSON.parse(await post('/tarot/rest/readings/physical', { spreadId: 'cnc', question, clientKey: 'visual-share', cards })) as { data: { id: string } }
    await post(`/tarot/rest/readings/${made.data.id}/interpretation`, {})
    return (JSON.parse(await post('/tarot/rest/shares', { readingId: made.data.id })) as { data: { id: string } }).data.id
  })
}

let purchased = false
/** One energy pack bought through the dev provider (once per language), for the purchases row; the date is the server's, masked. */
async function boughtPack(page: Page): Promise<void> {
  if (purchased) return
  await userApi(page, 'POST', '/tarot/rest/account/birth-year', { birthYear: 1990 })
  const made = await userApi<{ order: { id: string } }>(page, 'POST', '/tarot/rest/pay/orders', { productId: 'energy_60', platform: 'h5', os: 'other', clientKey: 'visual-purchase' })
  await userApi(page, 'POST', `/tarot/rest/pay/dev/${made.data.order.id}`, { outcome: 'success' })
  purchased = true
}

/** One message sent from the about page, for the replies page (no reply: that is written in the back office). */
async function sentFeedback(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const zh = navigator.language.startsWith('zh')
    const token = JSON.parse(JSON.parse(localStorage.getItem('user-info')!).data).state.token as string
    const content = zh ? '希望每日卡片的提醒时间可以自己设定。' : 'Could I choose when the daily card reminds me?'
    await fetch('/tarot/rest/feedback', { method: 'POST', headers: { 'tarot-token': token, 'content-type': 'application/json' }, body: JSON.stringify({ content }) })
  })
}

/** The ask flow's store as the ask page leaves it after an accepted question (the three-card spread), for the draw page. */
async function askedForDraw(page: Page): Promise<void> {
  await page.evaluate(() => {
    const question = navigator.language.startsWith('zh') ? '接下来三个月，我该把精力放在哪里？' : 'Where should I put my energy in the next three months?'
    localStorage.setItem('tarot-ask', JSON.stringify({ data: JSON.stringify({ state: { question, spreadId: 'cnc', readingId: null, checkedAt: Date.now() }, version: 1 }) }))
  })
}

const ROUTES: Route[] = [
  // Today's card is the person's (a new id each run): masked, and held to one height so what follows stays put.
  { name: 'home', url: () => '/pages/index/index', ready: '.home__hero', mask: ['.today'], hold: '.today { height: 260px !important; overflow: hidden !important; }' },
  { name: 'spreads', url: () => '/pages/index/spreads', ready: '.spreads__category' },
  { name: 'library', url: () => '/pages/index/help', ready: '.library' },
  { name: 'history', url: () => '/pages/index/history', ready: '.history__record', mask: ['.history__date'] },
  { name: 'about', url: () => '/pages/index/about', ready: '.about__row' },
  { name: 'card-page', url: () => '/pages/content/article?card=Cups12', ready: '.card-page__text' },
  { name: 'article-long-title', url: () => '/pages/content/article?id=what-is-tarot', ready: '.text-document__paragraph' },
  { name: 'legal-page', url: () => '/pages/content/page?id=deletion-agreement', ready: '.text-document__paragraph' },
  { name: 'spread-celtic', url: () => '/pages/tarot/spread?id=celtic', ready: '.spread-board' },
  { name: 'reading', url: (id) => `/pages/tarot/tarot_read?id=${id}`, ready: '.reading-board__board', mask: ['.reading__interpretation'] },
  { name: 'ask', url: () => '/pages/ai/ad_ask', ready: '.ask__question' },
  { name: 'ask-pro', url: () => '/pages/ai/pro_ask', ready: '.ask__question' },
  { name: 'readers', url: () => '/pages/reader/readers', ready: '.page-header__title' },
  { name: 'energy', url: () => '/pages/pay/energy', ready: '.page-header__title' },
  { name: 'login', url: () => '/pagesApp/common/login', ready: '.page-header__title' },
  // The date is the server's day.
  { name: 'feedback-replies', url: () => '/pagesApp/feedback/replies', ready: '.replies__item', mask: ['.replies__date'], setup: sentFeedback },
  { name: 'input-cards', url: () => '/pagesThird/third/input_cards', ready: '.page-header__title' },
  // The fan and the spread's places under it, before a card is picked; the seal is new on every draw.
  { name: 'draw-fan', url: () => '/pagesThird/third/draw_cards', ready: '.pick-slot', mask: ['.draw__commitment'], setup: askedForDraw },
  // Last, as they use a free reading: a shared reading (the date is the server's day) and the links I shared.
  { name: 'share-reading', url: () => `/pagesApp/share/reading?id=${shareId}`, ready: '.shared__board', mask: ['.shared__date'], fullPage: true, setup: sharedReading },
  { name: 'share-links', url: () => '/pagesApp/share/links', ready: '.shared-links__item', mask: ['.shared-links__meta'], setup: sharedReading },
  // After everything else, as buying makes the person a VIP: the purchases with the pack just bought.
  { name: 'purchases', url: () => '/pagesApp/wallet/orders', ready: '.purchases__order', mask: ['.purchases__date'], setup: boughtPack },
]

let browser: Browser
let readingId = ''

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** A phone at 1× in `locale`, with the clock fixed and randomness seeded before any app code runs. */
async function stablePhone(locale: string): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    locale,
    timezoneId: 'Asia/Shanghai',
    reducedMotion: 'reduce',
  })
  await context.clock.install({ time: FIXED_TIME })
  await context.addInitScript(() => {
    let seed = 17
    Math.random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
  })
  return context.newPage()
}

const maskOf = (page: Page, selectors: string[] = []): Locator[] => selectors.map((s) => page.locator(`${s}:visible`))

/** Shoots until two shots in a row are the same (fonts, images and late data settled), at most eight tries. */
async function settledShot(page: Page, mask: Locator[]): Promise<Buffer> {
  let previous: Buffer = Buffer.alloc(0)
  for (let i = 0; i < 8; i += 1) {
    await page.clock.runFor(2000)
    await page.waitForLoadState('networkidle').catch(() => undefined)
    const current = await page.screenshot({ animations: 'disabled', caret: 'hide', mask, maskColor: '#3a3f66' })
    if (current.equals(previous)) return current
    previous = current
  }
  return previous
}

/** How far the page's own scroller reaches below the screen, in px. */
function overflowOf(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, ...[...document.querySelectorAll('*')].map((e) => (/auto|scroll/.test(getComputedStyle(e).overflowY) ? e.scrollHeight - e.clientHeight : 0))))
}

/** The share of pixels whose colour moved by more than the tolerance; 1 when the sizes differ. */
function changedShare(a: PNG, b: PNG): number {
  if (a.width !== b.width || a.height !== b.height) return 1
  let changed = 0
  for (let i = 0; i < a.data.length; i += 4) {
    const d = Math.max(Math.abs(a.data[i]! - b.data[i]!), Math.abs(a.data[i + 1]! - b.data[i + 1]!), Math.abs(a.data[i + 2]! - b.data[i + 2]!))
    if (d > CHANNEL_TOLERANCE) changed += 1
  }
  return changed / (a.width * a.height)
}

describe.each([
  ['zh-Hans', 'zh-CN'],
  ['en', 'en-US'],
])('every route looks as committed, in %s', (language, locale) => {
  let page: Page

  beforeAll(async () => {
    page = await stablePhone(locale)
    shareId = ''
    purchased = false
  })

  it('signs in and saves one reading with a reversed card, for the history row', { timeout: 120_000 }, async () => {
    await signInThroughLoginPage(page, appUrl, `visual-${language}`, '/pages/index/history')
    const made = await userApi<{ id: string }>(page, 'POST', '/tarot/rest/readings/physical', {
      spreadId: 'ppf',
      question: language === 'en' ? 'Where is my work heading this spring?' : '今年春天我的工作会往哪里走？',
      cards: [
        { id: 'Cups12', orientation: 'upright' },
        { id: 'Swords03', orientation: 'reversed' },
        { id: 'Major17', orientation: 'upright' },
      ],
    })
    readingId = made.data.id
    await userApi(page, 'POST', `/tarot/rest/readings/${readingId}/save`)
  })
  afterAll(() => page?.context().close())

  it.each(ROUTES)('$name', { timeout: 90_000 }, async (route) => {
    await route.setup?.(page)
    await page.goto(appUrl(route.url(readingId)))
    await page.reload()
    await page.locator(`${route.ready}:visible`).first().waitFor({ timeout: 30_000 })
    if (route.hold) await page.addStyleTag({ content: route.hold })
    // The app scrolls inside its page, not the document: a whole page is shot in a viewport as tall as its content.
    // Measured once fonts and late data have settled: a line still in the fallback font can wrap once more and leave the page too tall.
    if (route.fullPage) {
      await settledShot(page, [])
      await page.evaluate(() => document.fonts.ready)
      await page.setViewportSize({ width: 390, height: 844 + (await overflowOf(page)) })
    }
    const shot = await settledShot(page, maskOf(page, route.mask)).finally(() => page.setViewportSize({ width: 390, height: 844 }))
    const file = path.join(references, language, `${route.name}.png`)
    if (update || !existsSync(file)) {
      mkdirSync(path.dirname(file), { recursive: true })
      writeFileSync(file, shot)
      if (!update) throw new Error(`no reference for ${language}/${route.name}: wrote one, look at it and commit it`)
      return
    }
    const share = changedShare(PNG.sync.read(shot), PNG.sync.read(readFileSync(file)))
    if (share > CHANGED_SHARE) writeFileSync(path.join(references, language, `${route.name}.actual.png`), shot)
    expect(share, `${language}/${route.name}: ${(share * 100).toFixed(2)} % of pixels changed (see ${route.name}.actual.png)`).toBeLessThanOrEqual(CHANGED_SHARE)
  })
})
