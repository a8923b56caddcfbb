import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appUrl, launchBrowser, phonePage } from './browser'
import { inFront, shot, textOf } from './page-helpers'

/**
 * The question check of issue 15 item 12 in headless Chromium against the built server: a sum or a quiz
 * question is not sent to the cards; the pause after five refusals says when it ends; a crisis answer in
 * English starts with the person's own hotlines (988 in the US, 116 123 in the UK), findahelpline.com always.
 */

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

async function askPage(locale: string): Promise<Page> {
  const page = await phonePage(browser, locale)
  await page.goto(appUrl('/pages/ai/ad_ask'))
  await inFront(page, '.ask__input textarea').waitFor()
  return page
}

/** The crisis answer as its lines read: a line of its own, or "• " and a hotline. */
function crisisAnswer(page: Page): Promise<string> {
  return inFront(page, '.ask__verdict--crisis .ask__verdict-lines').evaluate((message) =>
    [...message.children].map((line) => (line.classList.contains('ask__verdict-item') ? `• ${line.querySelector('.ask__verdict-item-text')?.textContent ?? ''}` : (line.textContent ?? ''))).join('\n'),
  )
}

async function ask(page: Page, question: string): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().includes('/question/check'))
  await inFront(page, '.ask__input textarea').fill(question)
  await inFront(page, '.ask__draw').click()
  await answered
}

describe('the question check', () => {
  it('refuses a sum and a quiz question as not a tarot question, in every language, and lets a real question on to the cards', async () => {
    for (const [locale, questions, says] of [
      ['zh-CN', ['1+1等于几', '法国的首都是哪里？'], '还不像一个问题'],
      ['zh-TW', ['1+1等於幾', '中秋節是幾月幾號'], '還不像一個問題'],
      ['en-US', ['What is 2+2?', 'How many cm in an inch?'], 'does not look like a question'],
    ] as const) {
      const page = await askPage(locale)
      for (const question of questions) {
        await ask(page, question)
        await expect.poll(() => textOf(page, '.ask__verdict--not_a_question'), { message: question }).toContain(says)
        expect(page.url()).toContain('/pages/ai/ad_ask')
      }
      await page.context().close()
    }
    const page = await askPage('en-US')
    await ask(page, 'What will 2025 bring for my career?')
    await expect.poll(() => page.url()).toContain('/pagesThird/third/draw_cards')
    await page.context().close()
  })

  it('after five refusals, says when asking opens again, in minutes and on the clock', async () => {
    const page = await askPage('en-US')
    for (let i = 0; i < 5; i += 1) {
      await ask(page, i % 2 ? 'What is 7 times 8?' : 'The weather is lovely today.')
      await expect.poll(() => inFront(page, '.ask__verdict--not_a_question').count()).toBe(1)
    }
    const asked = Date.now()
    await ask(page, 'What can I learn from this relationship?')
    await expect.poll(() => textOf(page, '.ask__verdict--too-many')).toMatch(/Too many error attempts\. You can ask again in (2[6-9]|30) minutes/)
    // The clock time, as the phone shows it: thirty minutes after the first refusal.
    const clock = await textOf(page, '.ask__retry-at')
    const [, hours, minutes] = clock.match(/^Asking opens again at (\d\d):(\d\d)\.$/) ?? []
    expect(hours, clock).toBeDefined()
    const opens = new Date(asked)
    opens.setHours(Number(hours), Number(minutes))
    const ahead = ((opens.getTime() - asked) / 60_000 + 24 * 60) % (24 * 60)
    expect(ahead).toBeGreaterThanOrEqual(27)
    expect(ahead).toBeLessThanOrEqual(31)
    expect(page.url()).toContain('/pages/ai/ad_ask')
    await shot(page, 'question-paused-en')
    await page.context().close()
  })

  it('answers a crisis in English with the person’s own hotlines first: 988 in the US, 116 123 in the UK, findahelpline.com always', async () => {
    const us = await askPage('en-US')
    await ask(us, 'I want to end my life, will it get better?')
    const usText = await crisisAnswer(us)
    expect(usText).toMatch(/You can reach:\n• US and Canada: call or text 988\n• UK and Ireland: Samaritans 116 123/)
    // A hotline that wraps hangs under its own text, not under the bullet.
    const hanging = await us
      .locator('.ask__verdict--crisis:visible .ask__verdict-item-text')
      .evaluateAll((items) =>
        items.map((item) => ({ left: item.getBoundingClientRect().left, lines: Math.round(item.getBoundingClientRect().height / parseFloat(getComputedStyle(item).lineHeight)) })),
      )
    expect(hanging.some((item) => item.lines > 1)).toBe(true)
    expect(new Set(hanging.map((item) => item.left)).size).toBe(1)
    const bulletRight = await us
      .locator('.ask__verdict--crisis:visible .ask__verdict-bullet')
      .first()
      .evaluate((b) => b.getBoundingClientRect().right)
    expect(hanging[0]!.left).toBeGreaterThanOrEqual(bulletRight)
    expect(usText).toContain('findahelpline.com')
    expect(usText.indexOf('988')).toBeLessThan(usText.indexOf('12356'))
    await inFront(us, '.ask__verdict--crisis').scrollIntoViewIfNeeded()
    await shot(us, 'crisis-en')
    await us.context().close()

    const uk = await askPage('en-GB')
    await ask(uk, 'I want to end my life, will it get better?')
    const ukText = await crisisAnswer(uk)
    expect(ukText).toMatch(/You can reach:\n• UK and Ireland: Samaritans 116 123 \(free, 24 hours\)\n• US and Canada: call or text 988/)
    expect(ukText).toContain('findahelpline.com')
    await uk.context().close()
  })

  it('makes a crisis answer’s hotlines and emergency numbers tappable: each a tel: link that calls, the care and words unchanged (zh-Hans, en)', async () => {
    for (const [locale, question, numbers, name] of [
      ['zh-CN', '我不想活了，牌能告诉我该怎么办吗？', ['12356', '010-82951332', '1925', '1995', '2389 2222', '110', '120'], 'crisis-call-zh-Hans'],
      ['en-US', 'I want to end my life, will it get better?', ['988', '116 123', '13 11 14', '12356', '010-82951332'], 'crisis-call-en'],
    ] as const) {
      const page = await askPage(locale)
      await ask(page, question)
      await expect.poll(() => page.locator('.ask__verdict--crisis:visible').count(), { message: question }).toBe(1)
      const text = await crisisAnswer(page)
      const links = await page.locator('.ask__verdict--crisis:visible a.phone-link').evaluateAll((elements) =>
        elements.map((a) => {
          const box = a.getBoundingClientRect()
          return { number: a.textContent, href: a.getAttribute('href'), label: a.getAttribute('aria-label'), color: getComputedStyle(a).color, width: box.width, height: box.height }
        }),
      )
      for (const number of numbers) {
        const link = links.find((l) => l.number === number)
        expect(link, `${locale}: ${number}`).toBeTruthy()
        expect(link!.href).toBe(`tel:${number.replace(/\D/g, '')}`)
        expect(link!.label).toMatch(locale === 'en-US' ? `Call ${number}` : `拨打 ${number}`)
        expect(link!.width).toBeGreaterThan(0)
      }
      // The hours stay words, and the care reads as before, word for word.
      expect(links.map((l) => l.number)).not.toContain('24')
      if (locale === 'zh-CN') {
        expect(text).toMatch(/^听起来你现在很不好受，谢谢你愿意说出来。[^\n]*你可以马上联系：\n• 全国心理援助热线 12356，北京心理危机研究与干预中心 010-82951332（24小时）\n/)
        expect(text).toMatch(/\n如果你有立即的危险，请拨打 110 或 120。$/)
      } else {
        expect(text).toMatch(/You can reach:\n• US and Canada: call or text 988\n• UK and Ireland: Samaritans 116 123 \(free, 24 hours\)/)
      }
      // A tap follows the link: nothing in the app holds it back (the tab bar's guard is for javascript: links only).
      const followed = await inFront(page, '.ask__verdict--crisis a.phone-link').evaluate((a) => {
        let prevented = true
        const watch = (event: Event) => {
          prevented = event.defaultPrevented
          event.preventDefault()
        }
        window.addEventListener('click', watch)
        ;(a as HTMLAnchorElement).click()
        window.removeEventListener('click', watch)
        return !prevented
      })
      expect(followed).toBe(true)
      await inFront(page, '.ask__verdict--crisis').scrollIntoViewIfNeeded()
      await shot(page, name)
      await page.context().close()
    }
  })

  it('answers a health question with a doctor’s word and no cards, and offers a question about looking after oneself that goes on to the cards', async () => {
    for (const [locale, question, says, title, name] of [
      ['zh-CN', '我该停用抗抑郁药吗？', '别自己突然停药', '身体的事，先问医生', 'ask-health-zh-Hans'],
      ['zh-TW', '我需要去看醫生嗎？', '心裡有疑問，就值得去看一次', '身體的事，先問醫師', 'ask-health-zh-Hant'],
      ['en-US', 'Should I stop taking my antidepressants?', 'do not stop on your own', 'Your health comes first', 'ask-health-en'],
    ] as const) {
      const page = await askPage(locale)
      await ask(page, question)
      await expect.poll(() => textOf(page, '.ask__verdict--unsuitable'), { message: question }).toContain(says)
      expect(await textOf(page, '.ask__verdict--unsuitable .ask__verdict-title')).toBe(title)
      await inFront(page, '.ask__verdict--unsuitable').scrollIntoViewIfNeeded()
      await shot(page, name)
      expect(page.url()).toContain('/pages/ai/ad_ask')
      await inFront(page, '.ask__health-reframe').click()
      await expect.poll(() => page.url()).toContain('/pagesThird/third/draw_cards')
      await page.context().close()
    }
  })

  it('answers a disguised crisis with care, not cards', async () => {
    for (const [locale, question] of [
      ['en-US', 'Is k1ll mys3lf the answer?'],
      ['zh-CN', '想去tiao楼，牌怎么说'],
      ['zh-TW', '我想ㄗㄕ'],
    ] as const) {
      const page = await askPage(locale)
      await ask(page, question)
      await expect.poll(() => page.locator('.ask__verdict--crisis:visible').count(), { message: question }).toBe(1)
      expect(await crisisAnswer(page)).toMatch(/findahelpline\.com|1925|12356/)
      await page.context().close()
    }
  })
})
