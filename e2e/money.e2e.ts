import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appUrl, launchBrowser, phonePage } from './browser'
import { inFront, shot, signInThroughLoginPage, textOf, userApi } from './page-helpers'

/**
 * Every money path from a fresh start (issue 15, items 5–9) in headless Chromium against the built
 * server with its local dev pay provider: VIP read the same on home and on Energy & VIP, a free
 * spread read for energy past the day's free readings, the chat and the reading short of energy,
 * one "can buy here" rule on an iPhone, and a wrong birth year explained with the way to a correction.
 */

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const api = userApi
const IPHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

/** A fresh phone signed in through the login page with the dev provider, landing on `redirect`. */
async function signedIn(name: string, redirect = '/pages/index/about', locale = 'en-US', page?: Page): Promise<Page> {
  const phone = page ?? (await phonePage(browser, locale))
  await signInThroughLoginPage(phone, appUrl, name, redirect)
  return phone
}

/** 60 energy bought through the dev provider, as the wallet e2e does through the page. */
async function buyEnergy(page: Page, key: string): Promise<void> {
  expect((await api(page, 'POST', '/tarot/rest/account/birth-year', { birthYear: 1990 })).code).toBe(0)
  const order = await api<{ order: { id: string } }>(page, 'POST', '/tarot/rest/pay/orders', { productId: 'energy_60', platform: 'h5', os: 'other', clientKey: key })
  expect(order.code).toBe(0)
  expect((await api(page, 'POST', `/tarot/rest/pay/dev/${order.data.order.id}`, { outcome: 'success' })).code).toBe(0)
  await expect.poll(async () => (await api<{ total: number }>(page, 'GET', '/tarot/rest/energy/amount')).data.total).toBe(60)
}

/** A one-card reading made through the API (a free spread), its id. */
async function oneCardReading(page: Page, key: string): Promise<string> {
  const made = await api<{ id: string }>(page, 'POST', '/tarot/rest/readings/physical', {
    spreadId: 'one',
    question: 'What should I focus on this week?',
    clientKey: key,
    cards: [{ id: 'Major17', orientation: 'upright' }],
  })
  expect(made.code).toBe(0)
  return made.data.id
}

/** A streamed POST (interpretation, follow-up) read to its end, as text. */
function stream(page: Page, url: string, body: unknown = {}): Promise<string> {
  return page.evaluate(
    async ([u, b]) => {
      const token = JSON.parse(JSON.parse(localStorage.getItem('user-info')!).data).state.token as string
      const res = await fetch(u as string, { method: 'POST', headers: { 'tarot-token': token, 'content-type': 'application/json', 'tarot-lang': 'en' }, body: JSON.stringify(b) })
      return res.text()
    },
    [url, body] as const,
  )
}

async function open(page: Page, route: string): Promise<void> {
  await page.goto(appUrl(route))
  await page.reload()
}

describe('money from a fresh start', () => {
  it('reads VIP the same on home and on Energy & VIP, and says it is the energy that makes the VIP', async () => {
    const page = await signedIn('money-vip')
    await buyEnergy(page, 'e2e-money-vip-1')
    await open(page, '/pages/index/index')
    await expect.poll(() => textOf(page, '.account-summary__badge'), { timeout: 20_000 }).toBe('VIP')
    await open(page, '/pages/pay/energy')
    await expect.poll(() => textOf(page, '.wallet__energy-value'), { timeout: 20_000 }).toBe('60')
    expect(await textOf(page, '.wallet__vip')).toBe('VIP')
    expect(await textOf(page, '.wallet__vip-reason')).toBe('You are a VIP because you have energy.')
    expect(await textOf(page, '.wallet__rule')).toBe('VIP: energy above 0 or a VIP time. A VIP gets 3 free basic readings a day.')
    await shot(page, 'energy-vip-reason-en')
    await page.context().close()
  })

  it('offers a free spread for energy once the free readings are used, with the price first, and charges it once', async () => {
    const page = await signedIn('money-free-for-energy')
    await buyEnergy(page, 'e2e-money-ffe-1')
    // Energy makes a VIP: three free readings today, all used.
    for (let i = 0; i < 3; i++) expect(await stream(page, `/tarot/rest/readings/${await oneCardReading(page, `e2e-money-ffe-r${i}`)}/interpretation`)).toContain('event: done')
    const id = await oneCardReading(page, 'e2e-money-ffe-r3')
    await open(page, `/pages/tarot/tarot_read?id=${id}`)
    await expect.poll(() => textOf(page, '.reading__cost:not(.reading__cost--energy)'), { timeout: 20_000 }).toBe("You have used today's 3 free readings.")
    expect(await textOf(page, '.reading__cost--energy')).toBe('Or read it now for 10 energy · you have 60')
    expect(await textOf(page, '.reading__start-energy')).toBe('Read it for 10 energy')
    await inFront(page, '.reading__start-energy').scrollIntoViewIfNeeded()
    await shot(page, 'free-spread-for-energy-en')
    await inFront(page, '.reading__start-energy').click()
    await inFront(page, '.reading__show-all')
      .click({ timeout: 30_000 })
      .catch(() => undefined)
    await inFront(page, '.reading__followup').waitFor({ timeout: 30_000 })
    const after = await api<{ energy: number; freeLeft: number }>(page, 'GET', '/tarot/rest/energy/quota')
    expect(after.data).toMatchObject({ energy: 50, freeLeft: 0 })
    await page.context().close()
  }, 120_000)

  it('past the free follow-ups and short of energy, the chat says so once with a way to get energy; the reading says free readings renew, nothing outdated', async () => {
    const page = await signedIn('money-chat-short')
    const id = await oneCardReading(page, 'e2e-money-chat-r0')
    expect(await stream(page, `/tarot/rest/readings/${id}/interpretation`)).toContain('event: done')
    for (let i = 0; i < 3; i++) expect(await stream(page, `/tarot/rest/readings/${id}/chat`, { message: `What else does the Star say, part ${i + 1}?` })).toContain('event: done')
    await open(page, `/pagesChat/ai/chat?id=${id}`)
    await expect.poll(() => textOf(page, '.chat__allowance'), { timeout: 20_000 }).toBe('Next follow-up: 2 energy')
    for (let i = 0; i < 2; i++) {
      await inFront(page, '.chat__input textarea').fill('And what about my work?')
      await inFront(page, '.chat__send').click()
      await expect.poll(() => page.locator('.chat__energy-short:visible').count(), { timeout: 20_000 }).toBe(1)
    }
    expect(await textOf(page, '.chat__energy-short-text')).toContain('Not enough energy')
    expect(await page.locator('.chat__energy-short:visible').count()).toBe(1)
    expect(await page.locator('.chat__list:visible').last().textContent()).not.toContain('coming later')
    expect(await textOf(page, '.chat__get-energy')).toBe('Get energy ›')
    await shot(page, 'chat-energy-short-en')
    await inFront(page, '.chat__get-energy').click()
    await expect.poll(() => page.url()).toContain('/pages/pay/energy?need=2')

    // Out of free readings with no energy: the reading page says when they renew, and offers energy.
    const second = await oneCardReading(page, 'e2e-money-chat-r1')
    await open(page, `/pages/tarot/tarot_read?id=${second}`)
    await expect.poll(() => textOf(page, '.reading__cost:not(.reading__cost--energy)'), { timeout: 20_000 }).toBe("You have used today's 1 free readings.")
    const notes = await page.locator('.reading__note:visible').allTextContents()
    expect(notes).toContain('Free readings renew tomorrow: come back then for a free reading of these cards.')
    expect(notes.join(' ')).not.toContain('coming later')
    expect(await textOf(page, '.reading__get-energy')).toBe('Get energy')
    await page.context().close()
  }, 120_000)

  it('on an iPhone browser without iOS charging, no screen offers to buy: home, the ask page, the reading and Energy & VIP agree', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US', userAgent: IPHONE_UA })
    const page = await signedIn('money-iphone', '/pages/index/about', 'en-US', await context.newPage())
    await open(page, '/pages/pay/energy')
    await expect.poll(() => textOf(page, '.section__hint'), { timeout: 20_000 }).toBe('Purchases are not available on this device.')
    await open(page, '/pages/index/index')
    await expect.poll(() => textOf(page, '.account-summary__badge'), { timeout: 20_000 }).toBe('Standard')
    expect(await page.locator('.account-summary__top-up:visible').count()).toBe(0)
    await open(page, `/pages/ai/pro_ask?question=${encodeURIComponent('What should I focus on in my work this season?')}`)
    await expect.poll(() => textOf(page, '.ask__quota'), { timeout: 20_000 }).toContain('you have 0')
    expect(await page.locator('.ask__get-energy:visible').count()).toBe(0)
    const made = await api<{ id: string }>(page, 'POST', '/tarot/rest/readings/physical', {
      spreadId: 'holy',
      question: 'What should I focus on in my work this season?',
      clientKey: 'e2e-money-iphone-r0',
      cards: [
        { id: 'Major01', orientation: 'upright' },
        { id: 'Cups02', orientation: 'upright' },
        { id: 'Coins03', orientation: 'reversed' },
      ],
    })
    await open(page, `/pages/tarot/tarot_read?id=${made.data.id}`)
    await expect.poll(() => textOf(page, '.reading__cost'), { timeout: 20_000 }).toBe('Costs 10 energy · you have 0')
    expect(await page.locator('.reading__get-energy:visible').count()).toBe(0)
    await context.close()
  }, 120_000)

  it('a birth year typed wrong (2015) and confirmed anyway is explained in Chinese, with the way to ask for a correction', async () => {
    const page = await signedIn('money-young', '/pages/index/about', 'zh-CN')
    await open(page, '/pages/pay/energy')
    await expect.poll(() => page.locator('.wallet__product:visible').count(), { timeout: 20_000 }).toBeGreaterThan(0)
    await page.waitForTimeout(600)
    await inFront(page, '[data-product="energy_60"]').click()
    await inFront(page, '.birth-year__input input').fill('2015')
    await inFront(page, '.birth-year__submit').click()
    await inFront(page, '.birth-year__save').click()
    await expect.poll(() => textOf(page, '.under-age__title'), { timeout: 20_000 }).toBe('仅限成年人购买')
    await expect.poll(() => textOf(page, '.under-age__year')).toBe('你的账号登记的出生年份是 2015 年，所以暂时不能购买。')
    expect(await textOf(page, '.under-age__how')).toContain('申请更正')
    expect(await textOf(page, '.under-age__correct')).toBe('申请更正出生年份')
    // Still refused on the next try, and still explained.
    await inFront(page, '.wallet__status-close').click()
    await inFront(page, '[data-product="vip_30"]').click()
    await expect.poll(() => textOf(page, '.under-age__year'), { timeout: 20_000 }).toBe('你的账号登记的出生年份是 2015 年，所以暂时不能购买。')
    await inFront(page, '.under-age__feedback').scrollIntoViewIfNeeded()
    await shot(page, 'birth-year-refused-zh')
    await inFront(page, '.under-age__feedback').click()
    await expect.poll(() => page.url()).toContain('/pages/index/about?feedback=birthYear&year=2015')
    await expect.poll(() => inFront(page, '.feedback__content textarea').inputValue(), { timeout: 20_000 }).toBe('关于我的出生年份（账号登记为 2015 年）：')
    await page.context().close()
  }, 120_000)
})
