import { type ChildProcess, execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, phonePage } from './browser'
import { freePort, startBuiltServer, stopServer } from './server-process'
import { inFront, screenshots, shot, signInThroughLoginPage, textOf, userApi } from './page-helpers'

/**
 * Issue 34's small slips, in headless Chromium at 390×844: the sign-in page's "please agree" said beside the tick box
 * instead of in a toast over it, About saying who is signed in, the share panel's two buttons apart, the order form's
 * payment choices to the card's edge, and the English poster's lead line. This file runs its own server on its own
 * directory, with the demo readers added by the reader command before it starts (PGlite: one process at a time).
 */

const root = path.resolve(import.meta.dirname, '..')
let browser: Browser
let server: ChildProcess | null = null
let baseUrl = ''
const appUrl = (route: string) => `${baseUrl}/tarot/h5app/#${route}`

beforeAll(async () => {
  browser = await launchBrowser()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tarot-e2e-slips-'))
  execFileSync(process.execPath, [path.join(root, 'server/dist/reader-admin.mjs'), '--demo'], { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, encoding: 'utf8' })
  const port = await freePort()
  baseUrl = `http://127.0.0.1:${port}`
  server = await startBuiltServer(dataDir, port)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await stopServer(server)
})

type Box = { x: number; y: number; width: number; height: number }
const box = async (page: Page, selector: string): Promise<Box> => (await inFront(page, selector).boundingBox())!
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** A three-card reading made through the API with the built-in reader's interpretation, so it has a bottom line. */
async function readingWithInterpretation(page: Page, question: string, clientKey: string, lang: string): Promise<string> {
  const cards = [
    { id: 'Major16', orientation: 'upright' },
    { id: 'Cups02', orientation: 'reversed' },
    { id: 'Major17', orientation: 'upright' },
  ]
  // In the page's language: the reading is written in the language it was made in.
  const made = await page.evaluate(
    async ([body, language]) => {
      const token = JSON.parse(JSON.parse(localStorage.getItem('user-info')!).data).state.token as string
      const res = await fetch('/tarot/rest/readings/physical', {
        method: 'POST',
        headers: { 'tarot-token': token, 'content-type': 'application/json', 'tarot-lang': language as string },
        body: JSON.stringify(body),
      })
      return (await res.json()) as { code: number; data: { id: string } }
    },
    [{ spreadId: 'cnc', question, clientKey, cards }, lang] as const,
  )
  expect(made.code).toBe(0)
  const stream = await page.evaluate(
    async ([id, language]) => {
      const token = JSON.parse(JSON.parse(localStorage.getItem('user-info')!).data).state.token as string
      const res = await fetch(`/tarot/rest/readings/${id}/interpretation`, {
        method: 'POST',
        headers: { 'tarot-token': token, 'content-type': 'application/json', 'tarot-lang': language! },
        body: '{}',
      })
      return res.text()
    },
    [made.data.id, lang] as const,
  )
  expect(stream).toContain('event: done')
  return made.data.id
}

describe('small slips (issue 34)', () => {
  it.each([
    ['zh-CN', 'zh-Hans', '请阅读并同意《用户协议》和《隐私政策》'],
    ['en-US', 'en', 'Please read and agree to the User Agreement and Privacy Policy'],
  ])('says "please agree" below the tick box, never over it, keeping 《…》 whole (%s)', async (locale, language, words) => {
    const page = await phonePage(browser, locale)
    await page.goto(appUrl('/pagesApp/common/login?redirect=%2Fpages%2Findex%2Fabout'))
    await inFront(page, '.login__name input').fill(language === 'en' ? 'Sky' : '小天')
    await inFront(page, '.login__submit').click()
    await expect.poll(() => textOf(page, '.login__must-agree')).toBe(words)
    // No toast, and the hint clears the tick box and the words beside it.
    expect(await page.locator('.taro__toast:visible').count()).toBe(0)
    const hint = await box(page, '.login__must-agree')
    const check = await box(page, '.login__check')
    expect(overlaps(hint, check)).toBe(false)
    expect(hint.y).toBeGreaterThanOrEqual(check.y + check.height)
    for (const title of await page.locator('.login__must-agree .agreement__hint-title:visible').all()) {
      // One line each: a title's height is one line of the hint's text.
      expect((await title.boundingBox())!.height).toBeLessThan(50)
    }
    await inFront(page, '.login__must-agree').scrollIntoViewIfNeeded()
    await shot(page, `login-consent-hint-${language}`)
    // Ticking the box takes it away, and signing in goes on.
    await inFront(page, '.login__check').click()
    expect(await page.locator('.login__must-agree:visible').count()).toBe(0)
    await inFront(page, '.login__submit').click()
    await expect.poll(() => page.url()).toContain('/pages/index/about')
    await page.context().close()
  })

  it.each([
    ['zh-CN', 'zh-Hans', '小月', '本地登录 · 个人账号', '当前账号'],
    ['en-US', 'en', 'luna', 'Local sign-in · Personal account', 'Signed in as'],
  ])('About says who is signed in: the name, the way in and the kind of account (%s)', async (locale, language, name, details, title) => {
    const page = await phonePage(browser, locale)
    await signInThroughLoginPage(page, appUrl, name, '/pages/index/about')
    await expect.poll(() => textOf(page, '.signed-in-as__details'), { timeout: 20_000 }).toBe(details)
    expect(await textOf(page, '.signed-in-as__name')).toBe(name)
    expect(await textOf(page, '.signed-in-as__title')).toBe(title)
    await shot(page, `about-signed-in-${language}`)
    // Logged out, the line goes: a guest is told so further down, with the way to sign in.
    await inFront(page, '.account__logout').click()
    await inFront(page, '.dialog__confirm').click()
    await expect.poll(() => page.locator('.signed-in-as:visible').count()).toBe(0)
    await page.context().close()
  })

  it.each([
    ['zh-CN', 'zh-Hans', '我今年该不该换一份新的工作？'],
    ['en-US', 'en', 'Should I take the new job?'],
  ])('keeps the share panel\'s "copy link" and "save poster" apart, and prints a lead line that names a card on the poster (%s)', async (locale, language, question) => {
    const page = await phonePage(browser, locale)
    await signInThroughLoginPage(page, appUrl, `share-slips-${language}`, '/pages/index/history')
    const id = await readingWithInterpretation(page, question, `e2e-slips-${language.toLowerCase()}`, language)
    await page.goto(appUrl(`/pages/tarot/tarot_read?id=${id}`))
    await page.reload()
    await inFront(page, '.share-panel__create').waitFor({ timeout: 20_000 })
    await inFront(page, '.share-panel__create').click()
    await expect.poll(() => textOf(page, '.share-panel__link'), { timeout: 20_000 }).toContain('/pagesApp/share/reading?id=')
    const copy = await box(page, '.share-panel__copy')
    const poster = await box(page, '.share-panel__poster')
    expect(poster.x - (copy.x + copy.width)).toBeGreaterThanOrEqual(10)
    await inFront(page, '.share-panel__row').scrollIntoViewIfNeeded()
    await page.evaluate(() => window.scrollBy(0, 120))
    await shot(page, `share-buttons-${language}`)

    // The poster: its picture, and its words, whose lead line speaks of the cards.
    const link = await textOf(page, '.share-panel__link')
    const shareId = new URL(link.replace('#', '')).searchParams.get('id')!
    const png = await page.evaluate(
      async ([sid, lang]) => {
        const res = await fetch(`/tarot/rest/shared/${sid}/poster.png?size=story&lang=${lang}`)
        return { status: res.status, type: res.headers.get('content-type'), bytes: Array.from(new Uint8Array(await res.arrayBuffer())) }
      },
      [shareId, language] as const,
    )
    expect(png.status).toBe(200)
    expect(png.type).toContain('image/png')
    writeFileSync(path.join(screenshots, `poster-story-${language}.png`), Buffer.from(png.bytes))
    const shared = await page.evaluate(async (sid) => (await (await fetch(`/tarot/rest/shared/${sid}`)).json()) as { data: { bottomLine: string | null } }, shareId)
    const names = language === 'en' ? ['Tower', 'Two of Cups', 'Star'] : ['高塔', '圣杯二', '星星']
    expect(shared.data.bottomLine).toBeTruthy()
    expect(
      names.some((n) => shared.data.bottomLine!.includes(n)),
      shared.data.bottomLine!,
    ).toBe(true)
    await page.context().close()
  })

  it.each([
    ['zh-CN', 'zh-Hans'],
    ['en-US', 'en'],
  ])("lays the order form's payment choices across the card, edge to edge (%s)", async (locale, language) => {
    const page = await phonePage(browser, locale)
    await signInThroughLoginPage(page, appUrl, `order-slips-${language}`, '/pages/index/index')
    const readers = await userApi<{ list: { id: string }[] }>(page, 'GET', '/tarot/rest/readers')
    expect(readers.data.list.length).toBeGreaterThan(0)
    await page.goto(appUrl(`/pages/reader/order?readerId=${readers.data.list[0]!.id}`))
    await expect.poll(() => page.locator('.pay-options__option:visible').count(), { timeout: 20_000 }).toBe(2)
    const [first, second] = await Promise.all([0, 1].map(async (i) => (await page.locator('.pay-options__option:visible').nth(i).boundingBox())!))
    const line = await box(page, '.order__balance')
    const row = await box(page, '.pay-options')
    // The two fill the row, which is as wide as the lines above it: the last ends where the balance's value ends.
    expect(Math.abs(second!.x + second!.width - (row.x + row.width))).toBeLessThanOrEqual(1)
    expect(Math.abs(second!.x + second!.width - (line.x + line.width))).toBeLessThanOrEqual(1)
    expect(Math.abs(first!.width - second!.width)).toBeLessThanOrEqual(1)
    expect(second!.x - (first!.x + first!.width)).toBeGreaterThanOrEqual(8)
    await inFront(page, '.pay-options').scrollIntoViewIfNeeded()
    await shot(page, `order-pay-toggles-${language}`)
    await page.context().close()
  })
})
