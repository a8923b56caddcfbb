import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appUrl, launchBrowser, phonePage } from './browser'
import { inFront, screenshots, shot, signInThroughLoginPage, textOf } from './page-helpers'
import path from 'node:path'

/**
 * Issue 17 in headless Chromium: the fan follows a finger (a card rises under it and is
 * taken when the finger lifts), the picked cards turn over on the board, and the themed
 * dialog (log out) takes focus, cancels on Escape and confirms with its button.
 */

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

async function toDraw(page: Page, question: string): Promise<void> {
  await page.goto(appUrl('/pages/index/index'))
  await page.reload()
  await inFront(page, '.home__input input').fill(question)
  await inFront(page, '.home__start').click()
  await expect.poll(() => page.url()).toContain('/pages/ai/ad_ask')
  await inFront(page, '.ask__draw').click()
  await expect.poll(() => page.url()).toContain('/pagesThird/third/draw_cards')
  await expect.poll(() => page.locator('.fan__card:visible').count(), { timeout: 20_000 }).toBe(78)
  // The fan has spread out.
  await page.waitForTimeout(900)
}

/** The draw page for `spreadId`, reached as the ask page leaves it (its store holding an accepted question). */
async function toDrawOf(page: Page, spreadId: string, question: string): Promise<void> {
  await page.goto(appUrl('/pages/index/index'))
  await page.evaluate(
    ({ spreadId, question }) => localStorage.setItem('tarot-ask', JSON.stringify({ data: JSON.stringify({ state: { question, spreadId, readingId: null, checkedAt: Date.now() }, version: 1 }) })),
    { spreadId, question },
  )
  await page.goto(appUrl('/pagesThird/third/draw_cards'))
  await page.reload()
  await expect.poll(() => page.locator('.fan__card:visible').count(), { timeout: 20_000 }).toBe(78)
  await page.waitForTimeout(900)
}

/** The fan and the places under it as drawn on the page in front, and any name cut short. */
function stageOf(page: Page) {
  return page.evaluate(() => {
    const shown = (selector: string) => [...document.querySelectorAll<HTMLElement>(selector)].filter((e) => e.getBoundingClientRect().height > 0)
    const box = (e: Element) => {
      const r = e.getBoundingClientRect()
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom }
    }
    return {
      screen: { width: window.innerWidth, height: window.innerHeight },
      fan: box(shown('.fan').at(-1)!),
      places: shown('.pick-slot').map(box),
      cutNames: shown('.pick-slot__name')
        .filter((e) => e.scrollHeight > e.clientHeight + 1 || e.scrollWidth > e.clientWidth + 1)
        .map((e) => e.textContent),
      filled: shown('.pick-slot').map((e) => e.querySelector('.pick-slot__card') !== null),
    }
  })
}

/** The places sit under the fan, side by side, all on the screen, none of their names cut. */
async function expectComposed(page: Page, count: number): Promise<void> {
  const stage = await stageOf(page)
  expect(stage.places).toHaveLength(count)
  for (const place of stage.places) {
    expect(place.top).toBeGreaterThanOrEqual(stage.fan.bottom)
    expect(place.left).toBeGreaterThanOrEqual(0)
    expect(place.right).toBeLessThanOrEqual(stage.screen.width)
    expect(place.bottom).toBeLessThanOrEqual(stage.screen.height)
  }
  stage.places.forEach((a, i) => stage.places.slice(i + 1).forEach((b) => expect(a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5).toBe(true)))
  expect(stage.cutNames).toEqual([])
  // The fan and its places use the screen: less than a tenth of it left empty below them.
  expect(stage.screen.height - Math.max(...stage.places.map((p) => p.bottom))).toBeLessThan(stage.screen.height / 10)
}

/** A finger laid on the fan at x1, slid to x2 and (unless `hold`) lifted, through CDP touch events. */
async function slide(page: Page, x1: number, x2: number, hold = false): Promise<void> {
  const box = (await inFront(page, '.fan').boundingBox())!
  const y = box.y + box.height * 0.3
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x1, y }] })
  const steps = 12
  for (let i = 1; i <= steps; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x1 + ((x2 - x1) * i) / steps, y }] })
  }
  if (!hold) await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

describe('a draw with ceremony, and themed dialogs', () => {
  it('en: the fan is an arc across the screen; a card follows the finger and is taken when it lifts', async () => {
    const page = await phonePage(browser, 'en-US')
    await signInThroughLoginPage(page, appUrl, 'ceremony-en', '/pages/index/history')
    await toDraw(page, 'What should I focus on at work this season?')
    const fan = (await inFront(page, '.fan').boundingBox())!
    // Edge to edge on a 390 px phone.
    expect(fan.x).toBeLessThanOrEqual(1)
    expect(fan.width).toBeGreaterThanOrEqual(388)
    await slide(page, 60, 150, true)
    await expect.poll(() => page.locator('.fan__slot--raised:visible').count()).toBe(1)
    await shot(page, 'draw-fan-arc-en')
    await expectComposed(page, 3)
    await slide(page, 150, 150)
    await expect.poll(() => textOf(page, '.draw__counter')).toBe('1 / 3')
    // The card taken lies in the first place; the second and third are still empty.
    await expect.poll(async () => (await stageOf(page)).filled).toEqual([true, false, false])
    expect(await inFront(page, '.pick-slot__name').textContent()).toBe('Where It Leads')
    await shot(page, 'draw-fan-slots-en')
    await slide(page, 300, 240)
    await expect.poll(() => textOf(page, '.draw__counter')).toBe('2 / 3')
    expect(await page.locator('.fan__slot--picked:visible').count()).toBe(2)
    await page.context().close()
  })

  it.each([
    ['zh-Hans', 'zh-CN', '这段感情接下来会怎样发展？', '现状', '可能结果'],
    ['en', 'en-US', 'Where is this relationship heading?', 'The Present', 'The Likely Outcome'],
  ])('%s: the ten places of the Celtic Cross fit under the fan, numbered and named, on one screen', async (language, locale, question, first, last) => {
    const page = await phonePage(browser, locale)
    await signInThroughLoginPage(page, appUrl, `ceremony-celtic-${language}`, '/pages/index/history')
    await toDrawOf(page, 'celtic', question)
    expect(await textOf(page, '.draw__counter')).toBe('0 / 10')
    await expectComposed(page, 10)
    const names = await page.locator('.pick-slot__name:visible').allTextContents()
    expect(names[0]).toBe(first)
    expect(names[9]).toBe(last)
    await shot(page, `draw-fan-slots-celtic-${language}`)
    await page.locator('.fan__card:visible').nth(30).click()
    await expect.poll(async () => (await stageOf(page)).filled.filter(Boolean).length).toBe(1)
    expect((await stageOf(page)).filled[0]).toBe(true)
    await page.context().close()
  })

  it('on a short phone (360×640) the three places still fit under the fan, on one screen (they ended 19 px below it)', async () => {
    const page = await phonePage(browser, 'en-US')
    await page.setViewportSize({ width: 360, height: 640 })
    await signInThroughLoginPage(page, appUrl, 'ceremony-short', '/pages/index/history')
    await toDrawOf(page, 'cnc', 'Where should I put my energy in the next three months?')
    await expectComposed(page, 3)
    await page.context().close()
  })

  it('zh-Hans: the picked cards turn over on the board in 3D', async () => {
    const page = await phonePage(browser, 'zh-CN')
    await signInThroughLoginPage(page, appUrl, 'ceremony-zh', '/pages/index/history')
    await toDraw(page, '这个季度工作上我该专注什么？')
    for (const index of [9, 40, 70]) await page.locator('.fan__card:visible').nth(index).click()
    await inFront(page, '.flip--turned').waitFor({ timeout: 20_000 })
    // Mid-turn: the card stands at an angle, its back still showing.
    await page.waitForTimeout(200)
    await page.screenshot({ path: path.join(screenshots, 'draw-reveal-flip-zh-Hans.png') })
    const transform = await inFront(page, '.flip--turned .flip__inner').evaluate((el) => getComputedStyle(el).transform)
    expect(transform).toMatch(/^matrix3d/)
    await inFront(page, '.draw__continue').waitFor({ timeout: 20_000 })
    await expect.poll(() => page.locator('.draw__board .card-face--up:visible').count()).toBe(3)
    await page.context().close()
  })

  it('zh-Hans: logging out asks in the themed dialog, which takes focus, cancels on Escape and confirms with its button', async () => {
    const page = await phonePage(browser, 'zh-CN')
    await signInThroughLoginPage(page, appUrl, 'ceremony-dialog', '/pages/index/about')
    await inFront(page, '.account__logout').click()
    const dialog = inFront(page, '.dialog__panel')
    await dialog.waitFor()
    expect(await dialog.getAttribute('role')).toBe('dialog')
    expect(await dialog.getAttribute('aria-modal')).toBe('true')
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.dialog__panel') !== null)).toBe(true)
    await shot(page, 'dialog-logout-zh-Hans')
    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('.dialog__panel:visible').count()).toBe(0)
    expect(await page.locator('.account__logout:visible').count()).toBe(1)
    await inFront(page, '.account__logout').click()
    await inFront(page, '.dialog__confirm').click()
    await expect.poll(() => page.locator('.account__sign-in:visible').count(), { timeout: 20_000 }).toBe(1)
    await page.context().close()
  })
})
