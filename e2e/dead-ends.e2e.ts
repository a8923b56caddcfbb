import { type ChildProcess, execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from './browser'
import { freePort, startBuiltServer, stopServer } from './server-process'
import { inFront, shot, signInThroughLoginPage, textOf, userApi } from './page-helpers'

/**
 * Dead ends and false alarms (issue 34, item 1) in headless Chromium against the built server with no WeChat keys
 * (the default `npm start`): an iPhone's Safari, where nothing can be bought, is offered no payment it cannot make
 * and is told what to do instead; WeChat's browser gets a working guest session and a retry that is seen to retry;
 * a birth year is read back with its age before it is kept, and a wrong one has a way out that a minor cannot
 * simply take (the operator's check, `npm run birth-year`).
 *
 * The operator's commands open the database themselves, and PGlite allows one process: this file runs its own
 * server on its own directory and stops it around each command, as an operator would.
 */

const root = path.resolve(import.meta.dirname, '..')
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const WECHAT_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/AP2A.240805.005; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.6478.188 Mobile Safari/537.36 XWEB/1260117 MMWEBSDK/20240801 MMWEBID/1234 MicroMessenger/8.0.50.2701(0x2800323B) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64'

let browser: Browser
let server: ChildProcess | null = null
let dataDir = ''
let port = 0
let baseUrl = ''
let readerId = ''

const appUrl = (route: string) => `${baseUrl}/tarot/h5app/#${route}`

function command(script: string, args: string[]): string {
  return execFileSync(process.execPath, [path.join(root, 'server/dist', script), ...args], { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, encoding: 'utf8' })
}

/** An operator's command, with the server stopped around it (PGlite: one process owns the database). */
async function asOperator(script: string, args: string[]): Promise<string> {
  await stopServer(server)
  try {
    return command(script, args)
  } finally {
    server = await startBuiltServer(dataDir, port)
  }
}

beforeAll(async () => {
  browser = await launchBrowser()
  dataDir = mkdtempSync(path.join(tmpdir(), 'tarot-e2e-dead-ends-'))
  port = await freePort()
  baseUrl = `http://127.0.0.1:${port}`
  server = await startBuiltServer(dataDir, port)
  const res = await fetch(`${baseUrl}/tarot/rest/login/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ provider: 'dev', name: 'e2e-dead-ends-reader' }),
  })
  const readerUser = ((await res.json()) as { data: { userId: string } }).data.userId
  const added = await asOperator('reader-admin.mjs', [
    'add',
    '--user',
    readerUser,
    '--name',
    '星野',
    '--tagline',
    '事业与财运，一步一步看清楚',
    '--bio',
    '专注职业选择与理财节奏的塔罗师。',
    '--topics',
    'career,wealth',
    '--languages',
    'zh-Hans,en',
    '--price',
    '45',
    '--hours',
    '12',
  ])
  readerId = /r_[0-9a-f]+/.exec(added)![0]
}, 180_000)

afterAll(async () => {
  await browser?.close()
  await stopServer(server)
})

async function phone(locale: string, userAgent?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale, ...(userAgent ? { userAgent } : {}) })
  return context.newPage()
}

async function signedIn(name: string, locale: string, redirect: string, userAgent?: string): Promise<Page> {
  const page = await phone(locale, userAgent)
  await signInThroughLoginPage(page, appUrl, name, redirect)
  return page
}

/** Opens a route as a fresh load, so no page of the stack is still sliding in when a screenshot is taken. */
async function open(page: Page, route: string): Promise<void> {
  await page.goto(appUrl(route))
  await page.reload()
}

describe('on an iPhone, where nothing can be bought', () => {
  for (const { locale, lang, short, instead, other, about } of [
    {
      locale: 'zh-CN',
      lang: 'zh-Hans',
      short: '这次咨询需要 45 能量，你现在有 0，还差 45。这台设备上不能购买能量，所以这次咨询暂时无法支付。',
      instead: '你可以先看看其他塔罗师，或者回到首页，用今天的免费解读。',
      other: '看看其他塔罗师',
      about: '查看余额和 VIP 时间',
    },
    {
      locale: 'en-US',
      lang: 'en',
      short: 'This consultation is 45 energy and you have 0: 45 more is needed. Energy cannot be bought on this device, so this consultation cannot be paid for here.',
      instead: "You can look at other readers, or go back home for today's free reading.",
      other: 'See other readers',
      about: 'Your balance and VIP time',
    },
  ]) {
    it(`the consultation order names no WeChat Pay, leaves no disabled button, says why and what to do instead, and About offers nothing to buy (${lang})`, async () => {
      const page = await signedIn(`e2e-dead-ends-iphone-${lang}`, locale, '/pages/index/about', IPHONE_SAFARI)
      await open(page, `/pages/reader/order?readerId=${readerId}`)
      await expect.poll(() => page.locator('.order__short-text:visible').allTextContents(), { timeout: 20_000 }).toEqual([short, instead])
      const words = (await inFront(page, '.order').textContent()) ?? ''
      expect(words).not.toMatch(/微信|WeChat/)
      expect(await page.locator('[data-pay="wechat"]:visible').count()).toBe(0)
      expect(await page.locator('.order__get-energy:visible').count()).toBe(0)
      // No button left disabled: the way on is another reader.
      expect(await page.locator('.order__submit:visible').count()).toBe(0)
      expect(await page.locator('button[disabled]:visible, .order [aria-disabled="true"]:visible').count()).toBe(0)
      expect(await textOf(page, '.order__other-readers')).toBe(other)
      await inFront(page, '.order__question textarea').fill(lang === 'en' ? 'Should I take the job in Shenzhen or stay where I am?' : '我该接受深圳的工作，还是留在现在的公司？')
      await inFront(page, '.order__other-readers').scrollIntoViewIfNeeded()
      await shot(page, `order-ios-${lang}`)
      await inFront(page, '.order__other-readers').click()
      await expect.poll(() => page.url()).toContain('/pages/reader/readers')

      await open(page, '/pages/index/about')
      await expect.poll(() => textOf(page, '.about__energy-hint'), { timeout: 20_000 }).toBe(about)
      await page.context().close()
    }, 120_000)
  }
})

describe("inside WeChat's browser with no WeChat keys on the server", () => {
  for (const { locale, lang, free, question } of [
    { locale: 'zh-CN', lang: 'zh-Hans', free: /^今日免费/, question: '这段时间我该把精力放在哪里？' },
    { locale: 'en-US', lang: 'en', free: /^Free readings today/, question: 'Where should I put my energy these weeks?' },
  ]) {
    it(`home shows the readings left and energy, and tapping to draw opens the question page, not a sign-in page (${lang})`, async () => {
      const page = await phone(locale, WECHAT_ANDROID)
      await page.goto(appUrl('/pages/index/index'))
      await expect.poll(() => textOf(page, '.account-summary__free'), { timeout: 20_000 }).toMatch(free)
      expect(await page.locator('.account-summary__failed:visible').count()).toBe(0)
      await inFront(page, '.account-summary').scrollIntoViewIfNeeded()
      await page.waitForTimeout(400)
      await shot(page, `home-wechat-nokeys-${lang}`)
      await page.evaluate(() => window.scrollTo(0, 0))
      await inFront(page, '.home__input input').fill(question)
      await inFront(page, '.home__start').click()
      await expect.poll(() => page.url()).toContain('/pages/ai/ad_ask')
      expect(page.url()).not.toContain('/pagesApp/common/login')
      await page.context().close()
    }, 120_000)
  }

  it('a retry is seen to retry: "checking again", then the failure said again, then the quota once the server answers', async () => {
    const page = await phone('zh-CN', WECHAT_ANDROID)
    // The quota call cut off as by a dead network.
    await page.route('**/tarot/rest/energy/quota', (route) => route.abort('connectionfailed'))
    await page.goto(appUrl('/pages/index/index'))
    await expect.poll(() => textOf(page, '.account-summary__failed .account-summary__text'), { timeout: 20_000 }).toBe('暂时查不到你的次数和能量')
    await inFront(page, '.account-summary__retry').click()
    await expect.poll(() => textOf(page, '.account-summary__failed .account-summary__text')).toBe('还是查不到你的次数和能量，请稍后再试')
    await page.unroute('**/tarot/rest/energy/quota')
    await inFront(page, '.account-summary__retry').click()
    await expect.poll(() => textOf(page, '.account-summary__free'), { timeout: 20_000 }).toMatch(/^今日免费/)
    await page.context().close()
  }, 120_000)
})

describe('the birth year asked before a first purchase', () => {
  const year = new Date().getFullYear()

  it('is read back with the age it means before it is kept, so a typo (2012 for 2002) is caught and changed', async () => {
    const page = await signedIn('e2e-dead-ends-typo', 'zh-CN', '/pages/index/about')
    await open(page, '/pages/pay/energy')
    await expect.poll(() => page.locator('.wallet__product:visible').count(), { timeout: 20_000 }).toBeGreaterThan(0)
    await page.waitForTimeout(600)
    await inFront(page, '[data-product="energy_60"]').click()
    await inFront(page, '.birth-year__input input').fill('2012')
    await inFront(page, '.birth-year__submit').click()
    await expect.poll(() => textOf(page, '.birth-year__implied')).toBe(`2012 年出生，今年满 ${year - 2012} 岁`)
    expect(await textOf(page, '.birth-year__consequence--minor')).toBe('按这个年份，你还没有确定年满 18 周岁，不能购买。保存后，如果要改成更早的年份，需要我们人工核实。')
    await inFront(page, '.birth-year__confirm').scrollIntoViewIfNeeded()
    await shot(page, 'birth-year-confirm-zh-Hans')
    // Nothing was saved yet.
    expect((await userApi<{ birthYear: number | null }>(page, 'GET', '/tarot/rest/account/birth-year')).data.birthYear).toBeNull()
    await inFront(page, '.birth-year__change').click()
    await inFront(page, '.birth-year__input input').fill('2002')
    await inFront(page, '.birth-year__submit').click()
    await expect.poll(() => textOf(page, '.birth-year__implied')).toBe(`2002 年出生，今年满 ${year - 2002} 岁`)
    await inFront(page, '.birth-year__save').click()
    // On to the purchase itself: the local test checkout asks to pay.
    await expect.poll(() => textOf(page, '.dialog__title'), { timeout: 20_000 }).toBe('本地测试支付')
    expect((await userApi<{ birthYear: number; adult: boolean }>(page, 'GET', '/tarot/rest/account/birth-year')).data).toMatchObject({ birthYear: 2002, adult: true })
    await page.context().close()
  }, 120_000)

  it('reads back in English too', async () => {
    const page = await signedIn('e2e-dead-ends-typo-en', 'en-US', '/pages/index/about')
    await open(page, '/pages/pay/energy')
    await expect.poll(() => page.locator('.wallet__product:visible').count(), { timeout: 20_000 }).toBeGreaterThan(0)
    await page.waitForTimeout(600)
    await inFront(page, '[data-product="energy_60"]').click()
    await inFront(page, '.birth-year__input input').fill('2012')
    await inFront(page, '.birth-year__submit').click()
    await expect.poll(() => textOf(page, '.birth-year__implied')).toBe(`Born in 2012: you turn ${year - 2012} this year`)
    expect(await textOf(page, '.birth-year__save')).toBe('That is right, save')
    expect(await textOf(page, '.birth-year__change')).toBe('No, change it')
    await inFront(page, '.birth-year__confirm').scrollIntoViewIfNeeded()
    await shot(page, 'birth-year-confirm-en')
    await page.context().close()
  }, 120_000)

  it('a year saved wrong has a way out a minor cannot simply take: a correction request, applied once the operator has checked the age', async () => {
    const page = await signedIn('e2e-dead-ends-correct', 'zh-CN', '/pages/index/about')
    const userId = (await userApi<{ userId: string }>(page, 'POST', '/tarot/rest/login/tarot', {})).data.userId
    await open(page, '/pages/pay/energy')
    await expect.poll(() => page.locator('.wallet__product:visible').count(), { timeout: 20_000 }).toBeGreaterThan(0)
    await page.waitForTimeout(600)
    await inFront(page, '[data-product="energy_60"]').click()
    await inFront(page, '.birth-year__input input').fill('2012')
    await inFront(page, '.birth-year__submit').click()
    await inFront(page, '.birth-year__save').click()
    await expect.poll(() => textOf(page, '.under-age__year'), { timeout: 20_000 }).toBe('你的账号登记的出生年份是 2012 年，所以暂时不能购买。')

    // Asking for an adult year: read back, sent with a contact, and waiting — still no purchase.
    await inFront(page, '.under-age__correct').click()
    await inFront(page, '.under-age__year-input input').fill('2002')
    await inFront(page, '.under-age__contact-input input').fill('微信号 xingye2002')
    await inFront(page, '.under-age__next').click()
    await expect.poll(() => textOf(page, '.under-age .birth-year__implied')).toBe(`2002 年出生，今年满 ${year - 2002} 岁`)
    expect(await textOf(page, '.under-age .birth-year__consequence')).toBe('提交后，我们会先联系你核实年龄，核实后再为你更正。在此之前，仍然不能购买。')
    await inFront(page, '.under-age .birth-year__save').click()
    await expect.poll(() => textOf(page, '.under-age__correction--pending')).toMatch(/^更正申请审核中：你申请改为 2002 年（.+ 提交）。我们核实你的年龄后就会更正，结果会显示在这里。$/)
    expect(await page.locator('.under-age__correct:visible').count()).toBe(0)
    await inFront(page, '.under-age__correction').scrollIntoViewIfNeeded()
    // Once the toast that said it was sent has gone.
    await page.waitForTimeout(1800)
    await shot(page, 'birth-year-correction-pending-zh-Hans')
    expect((await userApi(page, 'POST', '/tarot/rest/pay/orders', { productId: 'energy_60', platform: 'h5', os: 'other', clientKey: 'e2e-dead-ends-c1' })).code).toBe(403003)

    // The operator checks the age through the contact and approves; the person can buy.
    expect(await asOperator('birth-year-admin.mjs', ['list'])).toContain(`${userId}  2012 → 2002`)
    expect(await asOperator('birth-year-admin.mjs', ['approve', '--user', userId])).toContain('approved')
    await open(page, '/pages/pay/energy')
    await expect.poll(() => page.locator('.wallet__product:visible').count(), { timeout: 20_000 }).toBeGreaterThan(0)
    await page.waitForTimeout(600)
    await inFront(page, '[data-product="energy_60"]').click()
    await expect.poll(() => textOf(page, '.dialog__title'), { timeout: 20_000 }).toBe('本地测试支付')
    await page.context().close()
  }, 180_000)
})
