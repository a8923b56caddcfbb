import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appUrl, launchBrowser, phonePage } from './browser'
import { inFront, shot, signInThroughLoginPage, textOf, userApi } from './page-helpers'

/**
 * The purchases page (issue 37) in headless Chromium against the started server: reached from the wallet, a real
 * order bought through the dev provider listed, and — with the list answered by the test, as a refund needs the
 * back office's operator — a paid, a partly refunded and a fully refunded order worded as the person reads them.
 */

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const order = (id: string, overrides: Record<string, unknown>) => ({
  id,
  productId: 'energy_60',
  kind: 'energy',
  energy: 60,
  vipDays: 0,
  amountFen: 600,
  status: 'paid',
  channel: 'jsapi',
  createdAt: '2026-11-27T04:30:00.000Z',
  expiresAt: '2026-11-27T04:45:00.000Z',
  paidAt: '2026-11-27T04:31:00.000Z',
  refundedFen: 0,
  ...overrides,
})

/** Newest first: a pack still paid, a VIP month refunded in part, a larger pack refunded in full, an order left unpaid. */
const refundedList = [
  order('o4', { createdAt: '2026-12-02T11:20:00.000Z' }),
  order('o3', { productId: 'vip_30', kind: 'vip', energy: 0, vipDays: 30, amountFen: 1800, refundedFen: 900, createdAt: '2026-11-30T02:05:00.000Z' }),
  order('o2', { productId: 'energy_300', energy: 300, amountFen: 2800, status: 'refunded', refundedFen: 2800, createdAt: '2026-11-28T13:40:00.000Z' }),
  order('o1', { status: 'expired', paidAt: null }),
]

const rows = (page: Page) => page.locator('.purchases__order:visible').evaluateAll((els) => els.map((el) => el.textContent))

describe.each([
  ['zh-Hans', 'zh-CN', { paid: '已支付', partly: '部分退款 ¥9.00', full: '已退款 ¥28.00', way: '退款退回原支付方式。', link: '购买记录' }],
  ['en', 'en-US', { paid: 'Paid', partly: 'Partly refunded ¥9.00', full: 'Refunded ¥28.00', way: 'Refunds go back to the way you paid.', link: 'Purchases' }],
])('purchases in %s', (language, locale, words) => {
  let page: Page
  beforeAll(async () => {
    page = await phonePage(browser, locale)
  })
  afterAll(() => page?.context().close())

  it('lists a pack bought through the dev provider, reached from the wallet', { timeout: 90_000 }, async () => {
    await signInThroughLoginPage(page, appUrl, `purchases-${language}`, '/pages/pay/energy')
    expect((await userApi(page, 'POST', '/tarot/rest/account/birth-year', { birthYear: 1990 })).code).toBe(0)
    const made = await userApi<{ order: { id: string } }>(page, 'POST', '/tarot/rest/pay/orders', { productId: 'energy_60', platform: 'h5', os: 'other', clientKey: `purchases-${language}` })
    expect(made.code).toBe(0)
    expect((await userApi(page, 'POST', `/tarot/rest/pay/dev/${made.data.order.id}`, { outcome: 'success' })).code).toBe(0)
    await page.reload()
    expect(await textOf(page, '.wallet__purchases-link')).toBe(words.link)
    await inFront(page, '.wallet__purchases-link').click()
    await expect.poll(() => page.url()).toContain('/pagesApp/wallet/orders')
    await expect.poll(() => rows(page), { timeout: 20_000 }).toHaveLength(1)
    const [row] = await rows(page)
    expect(row).toContain('¥6.00')
    expect(row).toMatch(new RegExp(`${words.paid}$`))
  })

  it('words a partly and a fully refunded order, and keeps a screenshot', { timeout: 90_000 }, async () => {
    await page.route(/\/tarot\/rest\/pay\/orders\?/, (route) => route.fulfill({ json: { code: 0, data: { list: refundedList, page: 1, pageSize: 20, hasMore: false } } }))
    await page.reload()
    await expect.poll(() => rows(page), { timeout: 20_000 }).toHaveLength(4)
    const [paid, partly, full] = await rows(page)
    expect(paid).toMatch(new RegExp(`${words.paid}$`))
    expect(partly).toContain(words.partly)
    expect(partly).toMatch(new RegExp(`${words.way}$`))
    expect(full).toContain(words.full)
    expect(full).toMatch(new RegExp(`${words.way}$`))
    await shot(page, `purchases-refunded-${language}`)
  })
})
