import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appUrl, launchBrowser, phonePage } from './browser'
import { inFront, shot, signInThroughLoginPage, textOf, userApi } from './page-helpers'

/**
 * Energy, VIP and paying (issue 8) in headless Chromium against the started server with its local
 * dev pay provider: the birth-year rule, buying an energy pack through the dev checkout (a notification
 * signed as WeChat Pay's), the balance on the page and on home, a pro reading spending it, and the
 * WeChat card-payment page.
 */

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** A fresh phone signed in through the login page with the dev provider, landing on the about page. */
async function signedIn(locale: string, name: string): Promise<Page> {
  const page = await phonePage(browser, locale)
  await signInThroughLoginPage(page, appUrl, name, '/pages/index/about')
  return page
}

const api = userApi

async function openWalletFromAbout(page: Page): Promise<void> {
  await page.reload()
  await inFront(page, '.about__energy').click()
  await expect.poll(() => page.url()).toContain('/pages/pay/energy')
  await expect.poll(() => page.locator('.wallet__product:visible').count(), { timeout: 20_000 }).toBe(5)
  // Let the page finish sliding in.
  await page.waitForTimeout(600)
}

async function enterBirthYear(page: Page, year: number): Promise<void> {
  await inFront(page, '.birth-year__input input').fill(String(year))
  await inFront(page, '.birth-year__submit').click()
  // The year is read back with the age it means before it is saved.
  await inFront(page, '.birth-year__save').click()
}

/** The app's dialog for the dev checkout: check it is the test payment for this amount, then pay. */
async function payInDevCheckout(page: Page, amount: string): Promise<void> {
  await expect.poll(() => textOf(page, '.dialog__title')).toBe('Local test payment')
  expect(await textOf(page, '.dialog__content')).toContain(amount)
  await inFront(page, '.dialog__confirm').click()
}

describe('energy and VIP', () => {
  it('refuses a buyer under 18', async () => {
    const page = await signedIn('en-US', 'wallet-young')
    await openWalletFromAbout(page)
    expect(await textOf(page, '.wallet__energy-value')).toBe('0')
    await inFront(page, '[data-product="energy_60"]').click()
    await expect.poll(() => textOf(page, '.birth-year__title')).toBe('Your year of birth')
    await enterBirthYear(page, new Date().getFullYear() - 15)
    await expect.poll(() => textOf(page, '.wallet__refusal--underAge')).toBe('You must be 18 or older to make a purchase.')
    // The server keeps refusing: the year is asked once.
    await inFront(page, '.wallet__status-close').click()
    await inFront(page, '[data-product="vip_30"]').click()
    await expect.poll(() => textOf(page, '.wallet__refusal--underAge')).toBe('You must be 18 or older to make a purchase.')
    await page.context().close()
  })

  it('an adult buys 60 energy through the dev checkout; the balance shows on the page and on home, and a pro reading spends it', async () => {
    const page = await signedIn('en-US', 'wallet-adult')
    await openWalletFromAbout(page)
    expect(await textOf(page, '.wallet__energy-value')).toBe('0')
    expect(await textOf(page, '[data-product="energy_60"] .wallet__price')).toBe('¥6.00')
    await shot(page, 'energy-en')
    await inFront(page, '[data-product="energy_60"]').click()
    await expect.poll(() => textOf(page, '.birth-year__title')).toBe('Your year of birth')
    await inFront(page, '.birth-year__input input').fill('1990')
    await shot(page, 'purchase-birth-year-en')
    await inFront(page, '.birth-year__submit').click()
    await inFront(page, '.birth-year__save').click()
    await payInDevCheckout(page, '¥6.00')
    await expect.poll(() => textOf(page, '.wallet__status--success'), { timeout: 25_000 }).toBe('Success')
    await expect.poll(() => textOf(page, '.wallet__energy-value')).toBe('60')
    expect(await textOf(page, '.wallet__status-detail')).toBe('Your energy is now 60.')
    await shot(page, 'payment-success-en')

    await page.goto(appUrl('/pages/index/index'))
    await page.reload()
    await expect.poll(() => page.locator('.account-summary__wallet:visible').textContent(), { timeout: 20_000 }).toContain('Energy: 60')

    // A pro reading (the Celtic Cross) costs energy.
    const { data: quota } = await api<{ proReadingCost: number; energy: number }>(page, 'GET', '/tarot/rest/energy/quota')
    expect(quota.energy).toBe(60)
    const question = 'What should I focus on in my work this season?'
    await page.goto(appUrl(`/pages/ai/pro_ask?question=${encodeURIComponent(question)}`))
    await page.reload()
    await expect.poll(() => textOf(page, '.ask__quota'), { timeout: 20_000 }).toContain(`you have 60`)
    await inFront(page, '.ask__draw').click()
    await expect.poll(() => page.url(), { timeout: 20_000 }).toContain('/pagesThird/third/draw_cards')
    await expect.poll(() => page.locator('.fan__card:visible').count(), { timeout: 20_000 }).toBe(78)
    for (let picked = 0; picked < 10; picked += 1) {
      await page
        .locator('.fan__card:visible')
        .nth(3 + picked * 7)
        .click()
      // After the tenth pick the fan gives way to the board, counter and all.
      if (picked < 9) await expect.poll(() => textOf(page, '.draw__counter')).toBe(`${picked + 1} / 10`)
    }
    await inFront(page, '.draw__continue').waitFor({ timeout: 20_000 })
    await inFront(page, '.draw__continue').click()
    await expect.poll(() => page.url(), { timeout: 20_000 }).toContain('/pages/tarot/tarot_read')
    await expect.poll(() => textOf(page, '.reading__cost'), { timeout: 20_000 }).toContain(`you have 60`)
    await inFront(page, '.reading__start').click()
    // Ten cards make a long reading, revealed at a reading pace: show it all, as a reader in a hurry would.
    await inFront(page, '.reading__show-all').click({ timeout: 30_000 })
    await inFront(page, '.reading__followup').waitFor({ timeout: 30_000 })
    const after = await api<{ energy: number }>(page, 'GET', '/tarot/rest/energy/quota')
    expect(after.data.energy).toBe(60 - quota.proReadingCost)
    await page.goto(appUrl('/pages/index/index'))
    await page.reload()
    await expect.poll(() => page.locator('.account-summary__wallet:visible').textContent(), { timeout: 20_000 }).toContain(`Energy: ${60 - quota.proReadingCost}`)
    await page.context().close()
  }, 180_000)

  it('the WeChat payment page shows an order made elsewhere and pays it (the dev checkout, outside WeChat)', async () => {
    const page = await signedIn('en-US', 'wallet-card')
    expect((await api(page, 'POST', '/tarot/rest/account/birth-year', { birthYear: 1985 })).code).toBe(0)
    const created = await api<{ order: { id: string } }>(page, 'POST', '/tarot/rest/pay/orders', { productId: 'vip_30', platform: 'h5', os: 'other', clientKey: 'e2e-card-payment-1' })
    expect(created.code).toBe(0)
    await page.goto(appUrl(`/pagesH5/pay/wechat?orderId=${created.data.order.id}`))
    await page.reload()
    await expect.poll(() => textOf(page, '.wallet__order-product'), { timeout: 20_000 }).toBe('VIP for 30 days')
    expect(await textOf(page, '.wallet__order-amount')).toBe('¥18.00')
    await shot(page, 'pay-wechat-en')
    await inFront(page, '.wallet__pay').click()
    await payInDevCheckout(page, '¥18.00')
    await expect.poll(() => textOf(page, '.wallet__status--success'), { timeout: 25_000 }).toBe('Success')
    expect(await textOf(page, '.wallet__status-detail')).toContain('You are a VIP until')
    await page.context().close()
  })

  it('shows Energy & VIP in Simplified Chinese', async () => {
    const page = await signedIn('zh-CN', 'wallet-zh')
    await openWalletFromAbout(page)
    expect(await textOf(page, '.wallet__rule')).toBe('VIP：能量大于 0 或在 VIP 有效期内。VIP 每天 3 次免费基础解读。')
    expect(await textOf(page, '[data-product="vip_30"] .wallet__product-name')).toBe('VIP 30 天')
    await shot(page, 'energy-zh-Hans')
    await page.context().close()
  })
})
