import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appUrl, baseUrl, launchBrowser, phonePage } from './browser'
import { inFront, shot, signInThroughLoginPage, textOf, toast } from './page-helpers'

/**
 * What a person sees when things are not there (issue 15, items 10, 11, 13, 14): no network or no server,
 * a sign-in link's token, addresses with a missing or wrong id, and the account deletion's agreement.
 * The run's one server stays up: "server down" is the page's requests to it failing (page.route), "offline" the context's.
 */

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const title = (page: Page) => page.locator('.page-header__title:visible').last().textContent()
const gate = (page: Page) => page.getByTestId('page-not-loaded')
const storedToken = (page: Page) => page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('user-info') ?? '{"data":"{}"}').data || '{}')?.state?.token ?? '')

async function openHome(locale: string): Promise<Page> {
  const page = await phonePage(browser, locale)
  await page.goto(appUrl('/pages/index/index'))
  await expect.poll(() => page.locator('.taro-tabbar__tabbar .weui-tabbar__item').count(), { timeout: 30_000 }).toBe(4)
  await expect.poll(() => title(page), { timeout: 30_000 }).toMatch(/\S/)
  return page
}

/** A real user token from the dev sign-in, as a link would carry it. */
async function devToken(page: Page, name: string): Promise<string> {
  return page.evaluate(async (who) => {
    const res = await fetch('/tarot/rest/login/sign-in', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ provider: 'dev', name: who }) })
    return ((await res.json()) as { data: { access_token: string } }).data.access_token
  }, name)
}

describe('offline or the server unreachable (item 10)', () => {
  it('a tab whose page cannot be fetched offline says so and opens on Retry once back online', async () => {
    const page = await openHome('en-US')
    await page.context().setOffline(true)
    await page.locator('.taro-tabbar__tabbar .weui-tabbar__item').nth(1).click()
    await expect.poll(() => gate(page).isVisible(), { timeout: 15_000 }).toBe(true)
    expect(await gate(page).textContent()).toContain("You're offline")
    expect(await gate(page).textContent()).toContain('Retry')
    await shot(page, 'offline-en')
    // Still offline: Retry says it still cannot connect, and the screen stays.
    await gate(page).locator('.not-found__retry').click()
    await expect.poll(() => gate(page).textContent()).toContain('Still no connection')
    await page.context().setOffline(false)
    await gate(page).locator('.not-found__retry').click()
    await expect.poll(() => title(page)).toBe('Spreads')
    expect(await gate(page).count()).toBe(0)
    await page.context().close()
  })

  it('a page opened with the server down says it cannot be reached; Retry opens it on top and Back returns to where the person was', async () => {
    const page = await openHome('en-US')
    const down = (route: { abort: () => Promise<void> }) => route.abort()
    await page.route('**/tarot/h5app/js/**', down)
    await page.route('**/tarot/h5app/css/**', down)
    await inFront(page, '.home__icon-button').click()
    await expect.poll(() => gate(page).isVisible(), { timeout: 15_000 }).toBe(true)
    expect(await gate(page).textContent()).toContain("The server can't be reached")
    // "Stay" puts the address back on the screen still up.
    await gate(page).locator('.not-found__stay').click()
    await expect.poll(() => gate(page).count()).toBe(0)
    await expect.poll(() => page.url()).toContain('/pages/index/index')
    await expect.poll(() => title(page)).toBe('AI Tarot')
    // Again, at a person's pace (the router settles after Stay), and this time the server comes back before Retry.
    await page.waitForTimeout(500)
    await inFront(page, '.home__icon-button').click({ timeout: 10_000 })
    await expect.poll(() => gate(page).isVisible(), { timeout: 15_000 }).toBe(true)
    await page.unroute('**/tarot/h5app/js/**', down)
    await page.unroute('**/tarot/h5app/css/**', down)
    await gate(page).locator('.not-found__retry').click()
    await expect.poll(() => title(page)).toBe('About & Settings')
    await inFront(page, '.page-header__back').click({ timeout: 10_000 })
    await expect.poll(() => title(page)).toBe('AI Tarot')
    await page.context().close()
  }, 90_000)

  it('zh-Hans: the offline screen in Chinese', async () => {
    const page = await openHome('zh-CN')
    await page.context().setOffline(true)
    await page.locator('.taro-tabbar__tabbar .weui-tabbar__item').nth(2).click()
    await expect.poll(() => gate(page).isVisible(), { timeout: 15_000 }).toBe(true)
    expect(await gate(page).textContent()).toContain('网络已断开')
    await shot(page, 'offline-zh-Hans')
    await page.context().close()
  })

  it('asking offline keeps the question, says the app is offline, and Try again goes on to the cards', async () => {
    const page = await phonePage(browser, 'en-US')
    const question = 'Where should I put my energy over the next three months?'
    await page.goto(appUrl(`/pages/ai/ad_ask?question=${encodeURIComponent(question)}`))
    await expect.poll(() => inFront(page, '.ask__input textarea').inputValue(), { timeout: 30_000 }).toBe(question)
    // The draw page's code is fetched while the ask page is idle; let it arrive first.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => /src_pagesThird_third_draw_cards_tsx/.test(e.name))), { timeout: 15_000 }).toBe(true)
    await page.context().setOffline(true)
    await inFront(page, '.ask__draw').click()
    await expect.poll(() => textOf(page, '.ask__verdict--unreachable'), { timeout: 15_000 }).toContain("You're offline")
    expect(await inFront(page, '.ask__input textarea').inputValue()).toBe(question)
    await shot(page, 'ask-offline-en')
    await page.context().setOffline(false)
    await inFront(page, '.ask__retry').click()
    await expect.poll(() => page.url(), { timeout: 20_000 }).toContain('/pagesThird/third/draw_cards')
    await page.context().close()
  })
})

describe('sign-in by link (item 11)', () => {
  it('stores a good token and takes it out of the address', async () => {
    const page = await openHome('en-US')
    const token = await devToken(page, 'link-reader')
    await page.goto(appUrl(`/pages/index/about?t=${encodeURIComponent(token)}&x=1`))
    await page.reload()
    await expect.poll(() => storedToken(page), { timeout: 20_000 }).toBe(token)
    await expect.poll(() => page.url()).not.toContain('t=')
    expect(page.url()).toContain('/pages/index/about?x=1')
    expect(await page.evaluate(() => window.location.href)).not.toContain(token)
    expect(await inFront(page, '.account__logout').count()).toBe(1)
    await page.context().close()
  })

  it('a bad token says it is invalid or expired and leads to sign-in, then back to the page', async () => {
    const page = await phonePage(browser, 'en-US')
    await page.goto(appUrl('/pages/index/about?t=not-a-real-token'))
    await expect.poll(() => page.url(), { timeout: 30_000 }).toContain('/pagesApp/common/login')
    await expect.poll(() => textOf(page, '.login__reason')).toBe('Your login token is invalid or has expired, please sign in again')
    expect(page.url()).not.toContain('not-a-real-token')
    expect(await storedToken(page)).toBe('')
    await shot(page, 'sign-in-link-refused-en')
    await inFront(page, '.login__name input').fill('link-again')
    await inFront(page, '.login__check').click()
    await inFront(page, '.login__submit').click()
    await expect.poll(() => page.url(), { timeout: 20_000 }).toContain('/pages/index/about')
    await expect.poll(() => storedToken(page)).not.toBe('')
    await page.context().close()
  })
})

describe('not-found and empty states (item 13)', () => {
  it('a reader page without an id says so and leads to the readers', async () => {
    const page = await phonePage(browser, 'en-US')
    await page.goto(appUrl('/pages/reader/reader'))
    await expect.poll(() => title(page), { timeout: 30_000 }).toBe('Reader Profile')
    await expect.poll(() => textOf(page, '.readers-status')).toBe('This link does not say which reader to show.')
    await shot(page, 'reader-no-id-en')
    await inFront(page, '.readers-status__action').click()
    await expect.poll(() => title(page)).toBe('Tarot Readers')
    await page.context().close()
  })

  it('an unknown article says it was not found and leads to the articles', async () => {
    const page = await phonePage(browser, 'en-US')
    await page.goto(appUrl('/pages/content/article?id=no-such-article'))
    await expect.poll(() => textOf(page, '.document__missing'), { timeout: 30_000 }).toContain('This article could not be found')
    expect(await inFront(page, '.document__missing').textContent()).not.toContain('try again')
    await shot(page, 'article-not-found-en')
    await inFront(page, '.document__way-on').click()
    await expect.poll(() => title(page)).toBe('Card Meanings & Articles')
    await page.context().close()
  })

  it('the chat without a reading, or with one that is not there, says so and leads to a reading', async () => {
    const page = await phonePage(browser, 'en-US')
    for (const route of ['/pagesChat/ai/chat', '/pagesChat/ai/chat?id=nope']) {
      await page.goto(appUrl(route))
      await expect.poll(() => textOf(page, '.chat__missing'), { timeout: 30_000 }).toContain('There is no reading to talk about here')
      expect(await inFront(page, '.chat__missing').textContent()).not.toContain('Could not load')
    }
    await shot(page, 'chat-no-reading-en')
    await inFront(page, '.chat__start').click()
    await expect.poll(() => title(page)).toBe('AI Tarot')
    await page.context().close()
  })
})

describe('account deletion (item 14)', () => {
  it('tapping Delete without the agreement ticked says to agree first, and deletes nothing', async () => {
    const page = await phonePage(browser, 'en-US')
    await signInThroughLoginPage(page, appUrl, 'delete-unticked', '/pages/index/about')
    await expect.poll(() => title(page), { timeout: 20_000 }).toBe('About & Settings')
    await inFront(page, '.account__delete').click()
    await expect.poll(() => toast(page)).toContain('Please read and agree to the Account Deletion Agreement')
    expect(await page.locator('.dialog__panel:visible').count()).toBe(0)
    expect(await storedToken(page)).not.toBe('')
    // The account is still there.
    const res = await page.evaluate(async (base) => {
      const token = JSON.parse(JSON.parse(localStorage.getItem('user-info')!).data).state.token as string
      return (await fetch(`${base}/tarot/rest/energy/amount`, { headers: { 'tarot-token': token } })).json()
    }, baseUrl())
    expect((res as { code: number }).code).toBe(0)
    await page.context().close()
  })
})
