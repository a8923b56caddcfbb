import { REVIEW_WORDS, reviewWordsIn } from '@tarot/messages/review-words'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appUrl, launchBrowser, phonePage } from './browser'
import { inFront, shot, tabBar, textOf } from './page-helpers'

/**
 * The product's words (issue 34 item 4, issue 35 item 1): the feature is a reading (解读), never an "AI reading" on
 * home or a 占卜; no fortune-telling word WeChat's review refuses on the screens a reviewer opens, in either Chinese
 * script, the spreads' category names included; the about page says what the app is.
 */

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const shown = async (page: Page) => {
  const text = `${await page.title()}\n${await page.locator('.taro_page:visible').last().innerText()}\n${await tabBar(page)
    .innerText()
    .catch(() => '')}`
  return text
}

/** Each screen a reviewer opens, with what shows it has loaded. */
const SCREENS: [string, string][] = [
  ['/pages/index/index', '.home__start'],
  ['/pages/index/spreads', '.spreads__category'],
  ['/pages/index/help', '.library__card'],
  ['/pages/index/history', '.section__title'],
  ['/pages/ai/ad_ask', '.ask__quota, .ask__actions'],
  ['/pages/ai/pro_ask', '.ask__quota, .ask__actions'],
  ['/pages/tarot/spread?id=breakup', '.spread-detail__position'],
  ['/pages/tarot/spread?id=gypsy', '.spread-detail__position'],
  ['/pages/content/article?id=can-tarot-predict', '.text-document__paragraph'],
  ['/pages/content/article?id=what-is-tarot', '.text-document__paragraph'],
  ['/pages/content/page?id=privacy-policy', '.text-document__paragraph'],
  ['/pages/content/page?id=user-agreement', '.text-document__paragraph'],
  ['/pages/index/about', '.about__what-it-is'],
]

describe('the words', () => {
  it('calls the feature a reading on home (解读, not AI 解读 or 占卜), with the history tab titled 解读记录', async () => {
    const page = await phonePage(browser, 'zh-CN')
    await page.goto(appUrl())
    await expect.poll(() => page.locator('.home__start:visible').count(), { timeout: 30_000 }).toBe(1)
    expect(await textOf(page, '.home__start')).toBe('开始解读')
    await expect.poll(() => textOf(page, '.account-summary__free'), { timeout: 20_000 }).toMatch(/^今日免费解读：还剩 \d+ 次（共 \d+ 次）$/)
    const home = await shown(page)
    expect(home).not.toMatch(/AI 解读|占卜/)
    expect(home).toContain('我的解读记录')
    // The quota line and the way to the records, under the question box and today's card.
    await inFront(page, '.account-summary__free').evaluate((el) => el.scrollIntoView({ block: 'center' }))
    await page.waitForTimeout(500)
    await shot(page, 'home-wording-zh-Hans')
    await tabBar(page).locator('.weui-tabbar__item').nth(3).click()
    await expect.poll(() => page.title()).toBe('解读记录')
    await page.context().close()
  })

  for (const [locale, script] of [
    ['zh-CN', 'zh-Hans'],
    ['zh-TW', 'zh-Hant'],
  ] as const) {
    it(`shows no fortune-telling word WeChat's review refuses on the screens a reviewer opens (${script})`, async () => {
      const page = await phonePage(browser, locale)
      const found: string[] = []
      for (const [route, ready] of SCREENS) {
        await page.goto(appUrl(route))
        await page.reload()
        await expect
          .poll(
            () =>
              page
                .locator(
                  ready
                    .split(', ')
                    .map((s) => `${s}:visible`)
                    .join(', '),
                )
                .count(),
            { timeout: 20_000, message: route },
          )
          .toBeGreaterThan(0)
        await page.waitForTimeout(300)
        const text = await shown(page)
        expect(text.length, route).toBeGreaterThan(20)
        found.push(...reviewWordsIn(text).map((w) => `${route}: ${w}`))
      }
      expect(found).toEqual([])
      expect(REVIEW_WORDS.length).toBe(12)
      await page.context().close()
    })
  }

  it('says on the about page what the app is: a tool for tarot culture and self-reflection, not fortune-telling, in three languages', async () => {
    const expected = {
      'zh-CN': ['zh-Hans', '塔罗文化与自我觉察的工具', '它不判断命运好坏'],
      'zh-TW': ['zh-Hant', '塔羅文化與自我覺察的工具', '它不判斷命運好壞'],
      'en-US': ['en', 'a tool for tarot culture and self-reflection', 'It is not fortune-telling.'],
    } as const
    for (const [locale, [lang, what, not]] of Object.entries(expected)) {
      const page = await phonePage(browser, locale)
      await page.goto(appUrl('/pages/index/about'))
      await expect.poll(() => page.locator('.about__what-it-is:visible').count(), { timeout: 30_000 }).toBe(1)
      const text = await textOf(page, '.about__what-it-is')
      expect(text).toContain(what)
      expect(text).toContain(not)
      if (lang !== 'en') expect(reviewWordsIn(text)).toEqual([])
      await inFront(page, '.about__what-it-is').scrollIntoViewIfNeeded()
      await page.evaluate(() => window.scrollBy(0, 120))
      if (lang !== 'zh-Hant') await shot(page, `about-what-it-is-${lang}`)
      await page.context().close()
    }
  })
})
