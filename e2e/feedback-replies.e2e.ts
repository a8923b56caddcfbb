import type { Browser, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appUrl, launchBrowser, phonePage } from './browser'
import { inFront, shot, textOf } from './page-helpers'

/**
 * Replies to feedback (issue 37) in headless Chromium against the started server, as a guest: the feedback is sent
 * from the about page for real, and the list comes from the server; the reply itself is written in the back office,
 * which this check does not sign in to, so it is added to the server's own answer on its way to the page.
 */

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const MESSAGE = '希望每日卡片的提醒时间可以自己设定。'
const REPLY = '谢谢你的建议！下个月的版本会让你自己选每日卡片的提醒时间。'

interface Mine {
  code: number
  data: { list: Array<{ content: string; reply: string | null; repliedAt: string | null; seen: boolean }>; unread: number }
}

/** The server's answer, with our reply on the message sent here (seen or not). */
async function withReply(route: Route, seen: boolean): Promise<void> {
  const response = await route.fetch()
  const body = (await response.json()) as Mine
  for (const item of body.data.list) {
    if (item.content !== MESSAGE) continue
    Object.assign(item, { reply: REPLY, repliedAt: new Date().toISOString(), seen })
  }
  body.data.unread = seen ? 0 : body.data.list.filter((item) => item.reply && !item.seen).length
  await route.fulfill({ response, json: body })
}

describe('replies to feedback', () => {
  it('shows a guest our reply with a badge until it is opened', { timeout: 120_000 }, async () => {
    const page: Page = await phonePage(browser, 'zh-CN')
    await page.goto(appUrl('/pages/index/about'))
    await inFront(page, '.feedback__content textarea').fill(MESSAGE)
    const sent = page.waitForResponse((r) => r.url().endsWith('/tarot/rest/feedback'))
    await inFront(page, '.feedback__send').click()
    expect((await sent).status()).toBe(200)

    let seenCalls = 0
    await page.route('**/tarot/rest/feedback/mine', (route) => withReply(route, seenCalls > 0))
    await page.route('**/tarot/rest/feedback/replies/seen', (route) => {
      seenCalls += 1
      return withReply(route, true)
    })

    // The dot on home's way to the about page, and on the about page's row.
    await page.goto(appUrl('/pages/index/index'))
    await page.reload()
    await inFront(page, '.home__icon-dot').waitFor({ timeout: 20_000 })
    await inFront(page, '.home__icon-button').click()
    await inFront(page, '.replies__dot').waitFor({ timeout: 20_000 })
    expect(await textOf(page, '.replies__entry .about__row-hint')).toBe('1 条新回复')

    await inFront(page, '.replies__entry').click()
    await inFront(page, '.replies__reply-text').waitFor({ timeout: 20_000 })
    expect(await textOf(page, '.replies__content')).toBe(MESSAGE)
    expect(await textOf(page, '.replies__reply-text')).toBe(REPLY)
    await expect.poll(() => seenCalls).toBe(1)
    await shot(page, 'feedback-reply-zh-Hans')

    // Back on the about page, the badge is gone.
    await page.goBack()
    await expect.poll(() => page.locator('.replies__dot:visible').count(), { timeout: 20_000 }).toBe(0)
    expect(await textOf(page, '.replies__entry .about__row-hint')).toBe('你发给我们的话，和我们的回复')
    expect(seenCalls).toBe(1)
    // A request still on its way when the page closes must not reach a closed page's route.
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await page.context().close()
  })
})
