import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appUrl, launchBrowser, phonePage } from './browser'
import { inFront, shot, textOf } from './page-helpers'

/**
 * Issue 34 item 5 in headless Chromium against the built server: the ask page's spread fits the time the
 * question names (a three months' question is not opened with "choice and consequence", read for today's
 * decision), and follows the question until the person picks one; the question boxes (home and ask) count
 * live against the language's limit, warn before it and never cut the text.
 */

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const ASK = '/pages/ai/ad_ask'
const active = (page: Page) => inFront(page, '.ask__spread-option--active').getAttribute('data-spread')

/** From home's box to the ask page with `question`. */
async function askFromHome(page: Page, question: string): Promise<void> {
  await page.goto(appUrl('/pages/index/index'))
  await page.reload()
  await inFront(page, '.home__input input').fill(question)
  await inFront(page, '.home__start').click()
  await expect.poll(() => page.url()).toContain(ASK)
  await expect.poll(() => inFront(page, '.ask__input textarea').inputValue()).toBe(question)
}

describe('the spread fitted to the time the question names', () => {
  for (const [locale, language, question, fitted, todayQuestion] of [
    ['zh-CN', 'zh-Hans', '接下来三个月，我的工作会怎么发展？', '按问题里的「接下来三个月」选了这个牌阵，也可以换一个。', '今天的面试我要注意什么？'],
    [
      'en-US',
      'en',
      'Where should I put my energy over the next three months?',
      'Picked for the time your question names (over the next three months); you can choose another.',
      'What should I keep in mind today?',
    ],
  ] as const) {
    it(`${language}: a three months' question opens with a spread not read for today, says why, follows the question, and keeps the one picked`, async () => {
      const page = await phonePage(browser, locale)
      await askFromHome(page, question)
      expect(await active(page)).toBe('energy')
      expect(await textOf(page, '.ask__chooser-fitted')).toBe(fitted)
      await shot(page, `ask-spread-for-horizon-${language}`)

      // Written on the ask page: a day's question gets the day's spread.
      await inFront(page, '.ask__input textarea').fill(todayQuestion)
      await expect.poll(() => active(page)).toBe('today')
      // Picked by the person: it stays, and nothing says it was fitted.
      await inFront(page, '.ask__spread-option[data-spread="cnc"]').click()
      await inFront(page, '.ask__input textarea').fill(question)
      await page.waitForTimeout(200)
      expect(await active(page)).toBe('cnc')
      expect(await page.locator('.ask__chooser-fitted:visible').count()).toBe(0)
      await page.context().close()
    })
  }
})

describe('the question boxes count against the limit', () => {
  it('zh-Hans: home and the ask page count live, warn ten characters before 50, show how much to cut past it, and never cut the text', async () => {
    const page = await phonePage(browser, 'zh-CN')
    await page.goto(appUrl('/pages/index/index'))
    await page.reload()
    const home = inFront(page, '.home__input input')
    await home.fill('我该怎么准备下个月的面试？')
    await expect.poll(() => textOf(page, '.home__hero .question-counter__count')).toBe('13/50')
    // Room left: no word, only the count.
    expect(((await page.locator('.home__hero .question-counter__note').last().textContent()) ?? '').trim()).toBe('')
    // 55 characters: kept whole, with how much to cut.
    const long = '下个月我要去一家很想进的公司面试，准备了很久还是很紧张，担心自己临场发挥不好，也担心对方觉得我经验不够，我该怎么调整心态？'
    expect(long.length).toBeGreaterThan(50)
    await home.fill(long)
    expect(await home.inputValue()).toBe(long)
    await expect.poll(() => textOf(page, '.home__hero .question-counter__note')).toBe(`超出 ${long.length - 50} 个字，请删减到 50 字以内`)
    await inFront(page, '.home__start').click()
    await expect.poll(() => page.url()).toContain(ASK)
    await expect.poll(() => inFront(page, '.ask__input textarea').inputValue()).toBe(long)
    expect(await textOf(page, '.ask__question .question-counter__count')).toBe(`${long.length}/50`)
    expect(await inFront(page, '.ask__question .question-counter__count').getAttribute('class')).toContain('question-counter__count--over')
    await inFront(page, '.ask__draw').click()
    await expect.poll(() => textOf(page, '.ask__error')).toBe('问题太长了')
    expect(page.url()).toContain(ASK)

    // Near the limit: what is left, in amber, before anything is refused.
    const near = long.slice(0, 44)
    await inFront(page, '.ask__input textarea').fill(near)
    await expect.poll(() => textOf(page, '.ask__question .question-counter__count')).toBe('44/50')
    expect(await textOf(page, '.ask__question .question-counter__note')).toBe('还能写 6 个字')
    expect(await inFront(page, '.ask__question .question-counter__count').getAttribute('class')).toContain('question-counter__count--near')
    await inFront(page, '.ask__input textarea').blur()
    await shot(page, 'ask-counter-zh-Hans')
    await page.context().close()
  })

  it('en: the limit is 150, warned twenty characters before', async () => {
    const page = await phonePage(browser, 'en-US')
    await page.goto(appUrl(ASK))
    const box = inFront(page, '.ask__input textarea')
    await box.waitFor()
    const question = 'My manager offered me a team lead role starting next month, but I love the hands-on work I do now. What should I weigh before I answer her?'
    await box.fill(question)
    await expect.poll(() => textOf(page, '.ask__question .question-counter__count')).toBe(`${question.length}/150`)
    expect(await textOf(page, '.ask__question .question-counter__note')).toBe(`${150 - question.length} characters left`)
    await box.blur()
    await shot(page, 'ask-counter-en')
    const longer = `${question} Or should I say no?`
    await box.fill(longer)
    expect(await box.inputValue()).toBe(longer)
    await expect.poll(() => textOf(page, '.ask__question .question-counter__note')).toBe(`${longer.length - 150} characters over: shorten it to 150`)
    await page.context().close()
  })
})
