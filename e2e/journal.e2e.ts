import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appUrl, launchBrowser, phonePage } from './browser'
import { inFront, shot, signInThroughLoginPage, textOf, userApi } from './page-helpers'
import { freePort, startBuiltServer, stopServer } from './server-process'

/**
 * The journal of issue 19 in headless Chromium against the started server: a note on a reading, its look-back
 * reminder, a look back written, and the insights (with the way to the year in cards) once there are a few readings.
 * A reminder falls due on a server of its own, restarted with its clock eight days ahead (DEV_CLOCK_OFFSET_MS).
 */

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const THREE_CARDS = [
  [{ id: 'Major17', orientation: 'upright' }, { id: 'Cups02', orientation: 'upright' }, { id: 'Swords05', orientation: 'reversed' }],
  [{ id: 'Major17', orientation: 'reversed' }, { id: 'Wands03', orientation: 'upright' }, { id: 'Coins09', orientation: 'upright' }],
  [{ id: 'Major17', orientation: 'upright' }, { id: 'Cups10', orientation: 'upright' }, { id: 'Major01', orientation: 'upright' }],
]

/** Three saved readings made through the API (a free three-card spread), their ids. */
async function savedReadings(page: Page, question: string, key: string): Promise<string[]> {
  const ids: string[] = []
  for (const [i, cards] of THREE_CARDS.entries()) {
    const made = await userApi<{ id: string }>(page, 'POST', '/tarot/rest/readings/physical', { spreadId: 'cnc', question, clientKey: `${key}-${i}`, cards })
    expect(made.code).toBe(0)
    expect((await userApi(page, 'POST', `/tarot/rest/readings/${made.data.id}/save`)).code).toBe(0)
    ids.push(made.data.id)
  }
  return ids
}

/** The visible element of `selector` that says `text`, on the page in front. */
const saying = (page: Page, selector: string, text: string) => page.locator(`${selector}:visible`, { hasText: text }).last()

async function open(page: Page, route: string): Promise<void> {
  await page.goto(appUrl(route))
  await page.reload()
}

async function signedIn(name: string, locale: string, redirect = '/pages/index/history'): Promise<Page> {
  const page = await phonePage(browser, locale)
  await signInThroughLoginPage(page, appUrl, name, redirect)
  return page
}

describe('the journal', () => {
  it('keeps a note, sets a look-back reminder, takes a look back and shows them as one timeline (zh-Hans), then the insights', async () => {
    const page = await signedIn('journal-zh', 'zh-CN')
    const [id] = await savedReadings(page, '接下来三个月，我的工作会怎么发展？', 'e2e-journal-zh')
    await open(page, `/pages/tarot/tarot_read?id=${id}`)
    await inFront(page, '.journal').waitFor({ timeout: 20_000 })

    // A note with a mood and tags.
    await saying(page, '.journal__button', '写笔记').click()
    await inFront(page, '.journal__editor textarea').fill('今天抽到星星，心里踏实了一些。')
    await saying(page, '.journal__chip', '平静').click()
    await inFront(page, '.journal__editor input').fill('工作 期待')
    await saying(page, '.journal__button--primary', '保存').click()
    await expect.poll(() => textOf(page, '.journal__entry-body')).toBe('今天抽到星星，心里踏实了一些。')
    expect(await textOf(page, '.journal__entry-tags')).toBe('#工作 #期待')

    // The reminder, one tap; the server keeps it.
    await saying(page, '.journal__segment', '7 天后').click()
    await expect.poll(() => textOf(page, '.journal__reminder .journal__hint')).toContain('提醒你复盘')
    const journal = await userApi<{ reminder: { days: number } | null }>(page, 'GET', `/tarot/rest/readings/${id}/journal`)
    expect(journal.data.reminder).toMatchObject({ days: 7 })

    // A look back: how much it resonated and what happened.
    await saying(page, '.journal__button', '再写一次复盘').click()
    await page.locator('.journal__scale-step:visible').nth(3).click()
    await expect.poll(() => textOf(page, '.journal__scale-word')).toBe('比较符合')
    await inFront(page, '.journal__look-back textarea').fill('项目顺利推进，压力也小了。')
    await saying(page, '.journal__button--primary', '记下复盘').click()
    await expect.poll(() => page.locator('.journal__entry--look-back:visible').count()).toBe(1)
    expect(await textOf(page, '.journal__entry--look-back .journal__entry-kind')).toBe('复盘 · 贴切 4/5')
    await inFront(page, '.journal').scrollIntoViewIfNeeded()
    await shot(page, 'journal-reading-zh-Hans')

    // From history to the insights.
    await open(page, '/pages/index/history')
    await inFront(page, '.due__insights').click()
    await expect.poll(() => page.url()).toContain('/pagesApp/journal/insights')
    await expect.poll(() => textOf(page, '.insights__summary'), { timeout: 20_000 }).toBe('3 次解读，9 张牌')
    expect(await page.locator('.insights__block-title:visible').allTextContents()).toContain('总是找上你的牌')
    await shot(page, 'insights-zh-Hans')
    await page.context().close()
  }, 120_000)

  it('a look back falls due a week later: history lists it with a badge, and the reading asks what happened (en)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tarot-e2e-due-'))
    const port = await freePort()
    const url = (route: string) => `http://127.0.0.1:${port}/tarot/h5app/#${route}`
    let server = await startBuiltServer(dataDir, port)
    const page = await phonePage(browser, 'en-US')
    try {
      await signInThroughLoginPage(page, url, 'journal-due', '/pages/index/history')
      const [id] = await savedReadings(page, 'Will the move to a new team work out?', 'e2e-journal-due')
      expect((await userApi(page, 'PUT', `/tarot/rest/readings/${id}/reminder`, { days: 7 })).code).toBe(0)
      await page.goto(url('/pages/index/history'))
      await page.reload()
      await expect.poll(() => page.locator('.history__question:visible').count(), { timeout: 20_000 }).toBe(3)
      expect(await page.locator('.due__row:visible').count()).toBe(0)

      // Eight days on.
      await stopServer(server)
      server = await startBuiltServer(dataDir, port, { DEV_CLOCK_OFFSET_MS: String(8 * 24 * 3600 * 1000) })
      await page.reload()
      await expect.poll(() => page.locator('.due__row:visible').count(), { timeout: 20_000 }).toBe(1)
      expect(await textOf(page, '.due__badge-text')).toBe('1')
      expect(await textOf(page, '.due__question')).toBe('Will the move to a new team work out?')
      await inFront(page, '.due__row').click()
      await expect.poll(() => page.url()).toContain(`/pages/tarot/tarot_read?id=${id}`)
      await expect.poll(() => textOf(page, '.journal__look-back .journal__title'), { timeout: 20_000 }).toBe('What happened?')
    } finally {
      await page.context().close()
      await stopServer(server)
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)

  it('draws the insights as charts with the numbers on tap (en), and leads to the year in cards', async () => {
    const page = await signedIn('journal-en', 'en-US')
    const ids = await savedReadings(page, 'Where is my career heading over the next three months?', 'e2e-journal-en')
    expect((await userApi(page, 'POST', `/tarot/rest/readings/${ids[0]}/look-backs`, { resonance: 5, outcome: 'The new role came through.' })).code).toBe(0)
    expect((await userApi(page, 'POST', `/tarot/rest/readings/${ids[0]}/notes`, { body: 'Drew the Star and felt steadier about the interview.', mood: 'calm', tags: ['work'] })).code).toBe(0)
    // The reading's timeline in English: the note and the look back.
    await open(page, `/pages/tarot/tarot_read?id=${ids[0]}`)
    await expect.poll(() => page.locator('.journal__entry--look-back:visible').count(), { timeout: 20_000 }).toBe(1)
    expect(await textOf(page, '.journal__entry-body')).toBe('Drew the Star and felt steadier about the interview.')
    await inFront(page, '.journal').scrollIntoViewIfNeeded()
    await shot(page, 'journal-reading-en')
    await open(page, '/pagesApp/journal/insights')
    await expect.poll(() => textOf(page, '.insights__summary'), { timeout: 20_000 }).toBe('3 readings, 9 cards')
    await page.locator('.chart__bar-row:visible').first().click()
    await expect.poll(() => page.locator('.chart__detail:visible').first().textContent()).toBe('The Star: 3 times · 1 reversed')
    await shot(page, 'insights-en')
    // A long card name ("Nine of Pentacles") stays whole and clear of its bar, on this phone and on a 320 px one.
    for (const width of [390, 320]) {
      await page.setViewportSize({ width, height: 844 })
      const rows = await page.locator('.chart__bar-row:visible').evaluateAll((elements) =>
        elements.map((row) => {
          const label = row.querySelector('.chart__bar-label')!
          const track = row.querySelector('.chart__bar-track')!
          // The text's own extent, not its box: the words must end before the bar starts.
          const words = document.createRange()
          words.selectNodeContents(label)
          return { text: label.textContent, gap: track.getBoundingClientRect().left - words.getBoundingClientRect().right, cut: label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1 }
        }),
      )
      expect(rows.find((r) => r.text === 'Nine of Pentacles')).toBeTruthy()
      for (const row of rows) expect(row, `${width} px: ${row.text}`).toMatchObject({ cut: false })
      for (const row of rows) expect(row.gap, `${width} px: ${row.text}`).toBeGreaterThanOrEqual(6)
    }
    await page.setViewportSize({ width: 390, height: 844 })

    // This year has readings: the way to the year in cards.
    const year = new Date().getFullYear()
    await inFront(page, '.insights__year').click()
    await expect.poll(() => page.url()).toContain('/pagesApp/journal/year')
    await expect.poll(() => textOf(page, '.year__title'), { timeout: 20_000 }).toBe(`Your ${year} in cards`)
    const text = (await inFront(page, '.insights').textContent()) ?? ''
    expect(text).toContain('The Star')
    expect(text).toContain('Choice and Consequence')
    expect(text).toContain('1 of 1 look-back said the reading rang true')
    await shot(page, 'insights-year-in-cards-en')
    await page.context().close()
  }, 120_000)
})
