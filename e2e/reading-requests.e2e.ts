import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appUrl, launchBrowser, phonePage } from './browser'
import { inFront, signInThroughLoginPage, textOf } from './page-helpers'

/**
 * What the app asks of the server on the way from a question to a reading: nothing it has to be told is
 * not there. The reading page used to ask for the stored interpretation of a reading just drawn, which
 * could only answer 404 (seen in the console and the network panel before every first reading).
 */

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

/** Every answer of 400 or more the page receives from now on, as "STATUS METHOD path". */
function failedRequests(page: Page): string[] {
  const failed: string[] = []
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`)
  })
  return failed
}

describe('the requests from a question to a reading', () => {
  it.each([
    ['zh-CN', '接下来三个月，我该把精力放在哪里？'],
    ['en-US', 'Where should I put my energy over the next three months?'],
  ] as const)('%s: ask → draw → reading start → reading with no answer of 4xx or 5xx, and no request for an interpretation not yet written', async (locale, question) => {
    const page = await phonePage(browser, locale)
    await signInThroughLoginPage(page, appUrl, `requests-${locale}`, '/pages/index/history')
    const failed = failedRequests(page)
    const interpretationGets: string[] = []
    page.on('request', (request) => {
      if (request.method() === 'GET' && /\/readings\/[^/]+\/interpretation$/.test(new URL(request.url()).pathname)) interpretationGets.push(request.url())
    })

    await page.goto(appUrl('/pages/index/index'))
    await page.reload()
    await inFront(page, '.home__input input').fill(question)
    await inFront(page, '.home__start').click()
    await expect.poll(() => page.url()).toContain('/pages/ai/ad_ask')
    await inFront(page, '.ask__draw').click()
    await expect.poll(() => page.url(), { timeout: 20_000 }).toContain('/pagesThird/third/draw_cards')
    await expect.poll(() => page.locator('.fan__card:visible').count(), { timeout: 20_000 }).toBe(78)
    for (const index of [7, 33, 61]) await page.locator('.fan__card:visible').nth(index).click()
    await inFront(page, '.draw__continue').waitFor({ timeout: 20_000 })
    await inFront(page, '.draw__continue').click()
    await expect.poll(() => page.url(), { timeout: 20_000 }).toContain('/pages/tarot/tarot_read')
    // The cost is offered at once: the reading said it has no interpretation yet, so none is asked for.
    await expect.poll(() => textOf(page, '.reading__cost'), { timeout: 20_000 }).not.toBe('')
    expect(interpretationGets).toEqual([])

    const streamed = page.waitForResponse((r) => r.url().includes('/interpretation') && r.request().method() === 'POST', { timeout: 30_000 })
    await inFront(page, '.reading__start').click()
    const response = await streamed
    expect(response.status()).toBe(200)
    await expect.poll(() => textOf(page, '.reading__text'), { timeout: 20_000 }).not.toBe('')
    // Reloaded while the text still streams, the broken stream asks once whether the text was kept: a
    // request this test does not count. It reloads once the stream has ended (the clean-clone run was cut mid-stream).
    await response.finished()
    expect(failed).toEqual([])

    // Opened again once written, the reading shows its stored text: now there is one to fetch, and it is fetched.
    await page.reload()
    await expect.poll(() => textOf(page, '.reading__text'), { timeout: 20_000 }).not.toBe('')
    expect(interpretationGets).toHaveLength(1)
    expect(await inFront(page, '.reading__start').count()).toBe(0)
    expect(failed).toEqual([])
    await page.context().close()
  })
})
