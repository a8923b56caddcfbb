import type { Browser, Page, Response } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appUrl, launchBrowser, phonePage } from './browser'
import { inFront, shot, signInThroughLoginPage, textOf } from './page-helpers'

/**
 * The reading journey of issue 6 in headless Chromium against the started server
 * (offline interpreter, PGlite): sign in, ask, draw or enter cards, the streamed
 * reading, a follow-up, and the reading in history; and every refusal on the way.
 */

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

// Taro keeps earlier pages of the stack in the DOM, hidden; the page in front is the last visible match.

interface Words {
  locale: string
  question: string
  /** Who wrote the reading, under its title, and each answer's caption: the server here has no model, so the built-in reader. */
  writtenBy: string
  answeredBy: string
}

const ZH: Words = {
  locale: 'zh-CN',
  question: '接下来三个月，我该把精力放在哪里？',
  writtenBy: '这份解读由应用内置的解读程序根据牌义写成，没有使用 AI 模型。',
  answeredBy: '由应用内置的解读程序根据牌义回答，没有使用 AI 模型',
}
const EN: Words = {
  locale: 'en-US',
  question: 'Where should I put my energy over the next three months?',
  writtenBy: "Written by the app's built-in reader from the cards' meanings, without an AI model.",
  answeredBy: "Answered by the app's built-in reader from the cards' meanings, without an AI model",
}

/** A fresh phone in `locale`, signed in through the login page with the dev provider as `name`. */
async function signedInPhone(words: Words, name: string): Promise<Page> {
  const page = await phonePage(browser, words.locale)
  await signInThroughLoginPage(page, appUrl, name, '/pages/index/history')
  return page
}

/** The ask page for `question` (from the home page's box), ready to check. */
async function askFromHome(page: Page, question: string): Promise<void> {
  await page.goto(appUrl('/pages/index/index'))
  // A fresh load: a tab switch still settling from the sign-in must not leave another tab in front.
  await page.reload()
  await inFront(page, '.home__input input').fill(question)
  await inFront(page, '.home__start').click()
  await expect.poll(() => page.url()).toContain('/pages/ai/ad_ask')
  await expect.poll(() => inFront(page, '.ask__input textarea').inputValue()).toBe(question)
}

/** Waits for the interpretation stream and checks it came as server-sent events with many pieces. */
function watchInterpretation(page: Page): Promise<Response> {
  return page.waitForResponse((r) => r.url().includes('/interpretation') && r.request().method() === 'POST', { timeout: 30_000 })
}

/** The text the stream delivered, from its `delta` events. */
function deliveredText(body: string): string {
  return [...body.matchAll(/^event: delta\ndata: (.*)$/gm)].map((m) => (JSON.parse(m[1]!) as { text: string }).text).join('')
}

async function readAndFollowUp(page: Page, words: Words, followUp: string, label: string): Promise<void> {
  await expect.poll(() => page.url(), { timeout: 20_000 }).toContain('/pages/tarot/tarot_read')
  await expect.poll(() => inFront(page, '.reading-board__card').count()).toBeGreaterThan(0)
  // The cost is shown before anything is spent.
  expect(await textOf(page, '.reading__cost')).not.toBe('')
  const streamed = watchInterpretation(page)
  await inFront(page, '.reading__start').click()
  const response = await streamed
  expect(response.headers()['content-type']).toContain('text/event-stream')
  const body = await response.text()
  // A piece per paragraph: a three-card reading has eight or more (the closing line is occasional now).
  expect(body.match(/^event: delta$/gm)?.length ?? 0).toBeGreaterThanOrEqual(8)
  const delivered = deliveredText(body)
  // Who wrote it, under a title that does not claim AI for the built-in reader.
  await expect.poll(() => textOf(page, '.reading__author'), { timeout: 20_000 }).toBe(words.writtenBy)
  expect(await textOf(page, '.reading__section-title')).not.toContain('AI')
  // The whole reading has arrived, yet it appears at a reading pace: it grows, well short of the whole.
  await expect.poll(() => textOf(page, '.reading__text'), { timeout: 20_000 }).not.toBe('')
  const first = (await textOf(page, '.reading__text')).length
  await page.waitForTimeout(1500)
  const later = (await textOf(page, '.reading__text')).length
  expect(later).toBeGreaterThan(first)
  expect(later).toBeLessThan(delivered.length * 0.8)
  expect(await inFront(page, '.reading__followup').count()).toBe(0)
  // A reader who does not want to wait shows it all, and the follow-up comes up.
  await inFront(page, '.reading__show-all').click()
  await inFront(page, '.reading__followup').waitFor({ timeout: 20_000 })
  expect((await textOf(page, '.reading__text')).length).toBeGreaterThan(200)
  // The same frame every run, from the "saved" line down (board, positions, the reading's start), not wherever the reveal's scrolling stopped.
  await inFront(page, '.reading-save').evaluate((element) => element.scrollIntoView({ block: 'start' }))
  await shot(page, `reading-${label}`)

  await inFront(page, '.reading__followup').click()
  await expect.poll(() => page.url()).toContain('/pagesChat/ai/chat')
  await inFront(page, '.chat__input textarea').fill(followUp)
  await inFront(page, '.chat__send').click()
  await expect.poll(() => textOf(page, '.chat__bubble--user')).toContain(followUp)
  // The answer itself (the bubble also holds its caption and "Show all" now).
  await expect.poll(async () => (await textOf(page, '.chat__answer')).length, { timeout: 20_000 }).toBeGreaterThan(40)
  expect(await textOf(page, '.chat__author')).toBe(words.answeredBy)
  await expect.poll(() => textOf(page, '.chat__allowance')).not.toBe('')
  // The picture shows the whole answer, not one caught mid-sentence: "Show all" while it is still being revealed.
  const showAll = inFront(page, '.chat__show-all')
  if ((await showAll.count()) > 0) await showAll.click()
  await expect.poll(() => inFront(page, '.chat__show-all').count()).toBe(0)
  await shot(page, `chat-${label}`)
}

async function seeInHistory(page: Page, question: string): Promise<void> {
  await page.goto(appUrl('/pages/index/history'))
  await expect.poll(() => page.locator('.history__question:visible').allTextContents(), { timeout: 20_000 }).toContain(question)
}

describe('the reading journey', () => {
  it.each([
    ['zh-Hans', ZH, '第二张牌想告诉我什么？'],
    ['en', EN, 'What is the second card telling me?'],
  ] as const)('%s: question → accepted → draw → streamed reading → follow-up → history', async (label, words, followUp) => {
    const page = await signedInPhone(words, `journey-${label}`)
    await askFromHome(page, words.question)
    await shot(page, `ask-${label}`)
    await inFront(page, '.ask__draw').click()
    await expect.poll(() => page.url()).toContain('/pagesThird/third/draw_cards')
    // The fairness commitment is visible before the pick.
    await expect.poll(() => textOf(page, '.draw__commitment')).toMatch(/[0-9a-f]{16}/)
    await expect.poll(() => page.locator('.fan__card:visible').count(), { timeout: 20_000 }).toBe(78)
    for (const index of [7, 33]) await page.locator('.fan__card:visible').nth(index).click()
    // Mid-pick: two of three cards taken from the fan.
    await expect.poll(() => textOf(page, '.draw__counter')).toBe('2 / 3')
    await shot(page, `draw-${label}`)
    await page.locator('.fan__card:visible').nth(61).click()
    await inFront(page, '.draw__continue').waitFor({ timeout: 20_000 })
    await expect.poll(() => page.locator('.draw__board .card-face--up:visible').count(), { timeout: 20_000 }).toBe(3)
    await shot(page, `board-${label}`)
    await inFront(page, '.draw__continue').click()
    await readAndFollowUp(page, words, followUp, label)
    // The draw can be verified on the device after the reading.
    await page.goBack()
    await expect.poll(() => inFront(page, '.verify-draw__verdict--ok').count(), { timeout: 20_000 }).toBeGreaterThan(0)
    await seeInHistory(page, words.question)
    await page.context().close()
  })

  it('en: the same with cards entered from the user’s own deck', async () => {
    const page = await signedInPhone(EN, 'journey-physical')
    const question = 'What do I need to understand about my new job?'
    await askFromHome(page, question)
    await inFront(page, '.ask__enter').click()
    await expect.poll(() => page.url()).toContain('/pagesThird/third/input_cards')
    const cards = ['The Star', 'Two of Cups', 'Knight of Swords']
    for (const [i, name] of cards.entries()) {
      await page.locator('.input__pick:visible').nth(i).click()
      await inFront(page, '.picker__search input').fill(name)
      await inFront(page, '.picker__card').click()
      await expect.poll(() => page.locator('.input__card-name:visible').nth(i).textContent()).toBe(name)
    }
    await page.locator('.input__orientation-option--reversed:visible').nth(1).click()
    await shot(page, 'input-en')
    await inFront(page, '.input__submit').click()
    await readAndFollowUp(page, EN, 'What should I do first?', 'physical-en')
    await seeInHistory(page, question)
    await page.context().close()
  })
})

describe('refusals on the way', () => {
  async function askPage(words: Words): Promise<Page> {
    const page = await phonePage(browser, words.locale)
    await page.goto(appUrl('/pages/ai/ad_ask'))
    await inFront(page, '.ask__input textarea').waitFor()
    return page
  }
  const ask = async (page: Page, question: string) => {
    await inFront(page, '.ask__input textarea').fill(question)
    await inFront(page, '.ask__draw').click()
  }

  it('zh-Hans: empty, too long, not a question and a crisis, each with its message', async () => {
    const page = await askPage(ZH)
    await ask(page, '')
    await expect.poll(() => textOf(page, '.ask__error')).toBe('请输入你的问题')
    await ask(page, '我想知道'.repeat(13))
    await expect.poll(() => textOf(page, '.ask__error')).toBe('问题太长了')
    await ask(page, '今天的天气真的很不错。')
    await expect.poll(() => textOf(page, '.ask__verdict--not_a_question')).toContain('还不像一个问题')
    await ask(page, '我真的不想活了，该怎么办？')
    await expect.poll(() => textOf(page, '.ask__verdict--crisis')).toContain('12356')
    await shot(page, 'ask-crisis-zh-Hans')
    expect(page.url()).toContain('/pages/ai/ad_ask')
    await page.context().close()
  })

  it('en: empty, too long, not a question and a crisis, each with its message', async () => {
    const page = await askPage(EN)
    await ask(page, '')
    await expect.poll(() => textOf(page, '.ask__error')).toBe('Please enter your question')
    await ask(page, `${'What will happen with my plans '.repeat(6)}?`)
    await expect.poll(() => textOf(page, '.ask__error')).toBe('The question is too long')
    await ask(page, 'The weather is lovely today.')
    await expect.poll(() => textOf(page, '.ask__verdict--not_a_question')).toContain('does not look like a question')
    await ask(page, 'I want to end my life, will it get better?')
    await expect.poll(() => textOf(page, '.ask__verdict--crisis')).toContain('Hong Kong: 2389 2222')
    await page.context().close()
  })

  it('en: a repeated card and an empty position when entering cards', async () => {
    const page = await phonePage(browser, EN.locale)
    // The ask flow's store, as the ask page leaves it after an accepted question.
    await page.goto(appUrl('/pages/index/index'))
    await page.evaluate(() =>
      localStorage.setItem(
        'tarot-ask',
        JSON.stringify({ data: JSON.stringify({ state: { question: 'How can I grow at work this year?', spreadId: 'cnc', readingId: null, checkedAt: Date.now() }, version: 1 }) }),
      ),
    )
    await page.goto(appUrl('/pagesThird/third/input_cards'))
    await page.reload()
    await page.locator('.input__pick:visible').first().waitFor()
    await inFront(page, '.input__submit').click()
    await expect.poll(() => page.locator('.taro__toast').last().textContent()).toContain('Please select a card for all positions')
    await expect.poll(() => page.locator('.input__position--missing:visible').count()).toBeGreaterThan(0)
    for (const i of [0, 1]) {
      await page.locator('.input__pick:visible').nth(i).click()
      await inFront(page, '.picker__search input').fill('The Moon')
      await inFront(page, '.picker__card').click()
    }
    await expect.poll(() => page.locator('.taro__toast').last().textContent()).toContain('Cannot Select Repeatedly')
    await page.context().close()
  })
})
