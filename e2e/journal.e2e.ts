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
  [
    { id: 'Major17', orientation: 'upright' },
    { id: 'Cups02', orientation: 'upright' },
    { id: 'Swords05', orientation: 'reversed' },
  ],
  [
    { id: 'Major17', orientation: 'reversed' },
    { id: 'Wands03', orientation: 'upright' },
    { id: 'Coins09', orientation: 'upright' },
  ],
  [
    { id: 'Major17', orientation: 'upright' },
    { id: 'Cups10', orientation: 'upright' },
    { id: 'Major01', orientation: 'upright' },
  ],
]

/** Saved readings made through the API (a free three-card spread; three unless `count` says fewer), their ids. */
async function savedReadings(page: Page, question: string, key: string, count = THREE_CARDS.length): Promise<string[]> {
  const ids: string[] = []
  for (const [i, cards] of THREE_CARDS.slice(0, count).entries()) {
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

/** The note box is the app's text box: dark, framed, no resize grip, the text light on it (issue 34: it was a white textarea). */
async function expectThemedNoteBox(page: Page): Promise<void> {
  const look = await inFront(page, '.journal__editor .journal__textarea').evaluate((box) => {
    const area = box.querySelector('textarea')!
    const outer = getComputedStyle(box)
    const inner = getComputedStyle(area)
    return {
      background: outer.backgroundColor,
      border: outer.borderTopWidth,
      radius: outer.borderTopLeftRadius,
      innerBackground: inner.backgroundColor,
      resize: inner.resize,
      color: inner.color,
      innerBorder: inner.borderTopWidth,
    }
  })
  expect(look).toMatchObject({ background: 'rgb(11, 16, 40)', innerBackground: 'rgba(0, 0, 0, 0)', resize: 'none', color: 'rgb(243, 234, 215)', innerBorder: '0px' })
  expect(parseFloat(look.border)).toBeGreaterThan(0)
  expect(parseFloat(look.radius)).toBeGreaterThan(0)
}

/** Each mood's label sits in the middle of its pill, up and down (issue 34: they sat low). */
async function expectChipLabelsCentred(page: Page): Promise<void> {
  const offsets = await page.locator('.journal__editor:visible .journal__chip').evaluateAll((chips) =>
    chips.map((chip) => {
      const words = document.createRange()
      words.selectNodeContents(chip.querySelector('.journal__chip-text')!)
      const text = words.getBoundingClientRect()
      const box = chip.getBoundingClientRect()
      return { label: chip.textContent, off: Math.abs(text.top + text.height / 2 - (box.top + box.height / 2)) }
    }),
  )
  expect(offsets).toHaveLength(8)
  for (const chip of offsets) expect(chip.off, chip.label ?? '').toBeLessThanOrEqual(1)
}

describe('the journal', () => {
  it('keeps a note, sets a look-back reminder, takes a look back and shows them as one timeline (zh-Hans), then the insights', async () => {
    const page = await signedIn('journal-zh', 'zh-CN')
    const [id] = await savedReadings(page, '接下来三个月，我的工作会怎么发展？', 'e2e-journal-zh')
    await open(page, `/pages/tarot/tarot_read?id=${id}`)
    await inFront(page, '.journal').waitFor({ timeout: 20_000 })

    // No look back written yet: the way to one says "write", not "again".
    expect(await textOf(page, '.journal__look-back-open')).toBe('写复盘')

    // A note with a mood and tags, in the app's own text box on the dark theme.
    await saying(page, '.journal__button', '写笔记').click()
    await inFront(page, '.journal__editor textarea').fill('今天抽到星星，心里踏实了一些。')
    await saying(page, '.journal__chip', '平静').click()
    await inFront(page, '.journal__editor input').fill('工作 期待')
    await expectThemedNoteBox(page)
    await expectChipLabelsCentred(page)
    expect(await textOf(page, '.journal__editor .text-box__count')).toBe('15/2000')
    await inFront(page, '.journal__editor').scrollIntoViewIfNeeded()
    await shot(page, 'journal-note-zh-Hans')
    await saying(page, '.journal__button--primary', '保存').click()
    await expect.poll(() => textOf(page, '.journal__entry-body')).toBe('今天抽到星星，心里踏实了一些。')
    expect(await textOf(page, '.journal__entry-tags')).toBe('#工作 #期待')

    // The reminder, one tap; the server keeps it.
    await saying(page, '.journal__segment', '7 天后').click()
    await expect.poll(() => textOf(page, '.journal__reminder .journal__hint')).toContain('提醒你复盘')
    const journal = await userApi<{ reminder: { days: number } | null }>(page, 'GET', `/tarot/rest/readings/${id}/journal`)
    expect(journal.data.reminder).toMatchObject({ days: 7 })

    // A look back: how much it resonated and what happened.
    await saying(page, '.journal__button', '写复盘').click()
    await page.locator('.journal__scale-step:visible').nth(3).click()
    await expect.poll(() => textOf(page, '.journal__scale-word')).toBe('比较符合')
    await inFront(page, '.journal__look-back textarea').fill('项目顺利推进，压力也小了。')
    await saying(page, '.journal__button--primary', '记下复盘').click()
    await expect.poll(() => page.locator('.journal__entry--look-back:visible').count()).toBe(1)
    expect(await textOf(page, '.journal__entry--look-back .journal__entry-kind')).toBe('复盘 · 贴切 4/5')
    // One written: now another is "again".
    expect(await textOf(page, '.journal__look-back-open')).toBe('再写一次复盘')
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
          return {
            text: label.textContent,
            gap: track.getBoundingClientRect().left - words.getBoundingClientRect().right,
            cut: label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1,
          }
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
  it('sums up the year only once the insights would, in the same words, and a year without look backs says the reminder already set, with its date (zh-Hans, en)', async () => {
    for (const [locale, lang, question, noteText] of [
      ['zh-CN', 'zh-Hans', '这个月我该把精力放在哪里？', '抽到星星，想慢慢来。'],
      ['en-US', 'en', 'What should I focus on this month?', 'Drew the Star; I want to take it slowly.'],
    ] as const) {
      const page = await signedIn(`journal-year-${lang}`, locale)
      const [first] = await savedReadings(page, question, `e2e-journal-year-${lang}`, 1)

      // One reading: nothing to sum up yet. The year says what the insights say, and the insights offer no way to it.
      await open(page, '/pagesApp/journal/insights')
      await inFront(page, '.insights__empty-text').waitFor({ timeout: 20_000 })
      const insightsWords = await textOf(page, '.insights__empty-text')
      expect(insightsWords).toBe(
        lang === 'en'
          ? 'Save 2 more readings and this is where the cards you draw most, your topics and how they change will appear.'
          : '再保存 2 次解读，这里就会汇总你常抽到的牌、关心的话题和它们的变化。',
      )
      expect(await page.locator('.insights__year:visible').count()).toBe(0)
      await open(page, '/pagesApp/journal/year')
      await expect.poll(() => textOf(page, '.insights__empty-text'), { timeout: 20_000 }).toBe(insightsWords)
      expect(await page.locator('.year__card:visible, .card-face:visible').count()).toBe(0)
      await shot(page, `journal-year-too-early-${lang}`)

      // Three readings and a look-back reminder on one of them, no look back written: the year says when it comes.
      await savedReadings(page, question, `e2e-journal-year-more-${lang}`, 2)
      expect((await userApi(page, 'POST', `/tarot/rest/readings/${first}/notes`, { body: noteText, mood: 'calm' })).code).toBe(0)
      const set = await userApi<{ reminder: { dueAt: string } }>(page, 'PUT', `/tarot/rest/readings/${first}/reminder`, { days: 7 })
      expect(set.code).toBe(0)
      const due = new Date(set.data.reminder.dueAt)
      const date = lang === 'en' ? `${due.toLocaleString('en-US', { month: 'short' })} ${due.getDate()}` : `${due.getMonth() + 1}月${due.getDate()}日`
      await open(page, '/pagesApp/journal/year')
      await expect.poll(() => textOf(page, '.year__no-look-backs'), { timeout: 20_000 }).toContain(date)
      const said = await textOf(page, '.year__no-look-backs')
      expect(said).toMatch(
        lang === 'en'
          ? /^No look-backs this year yet\. Your reminder is set for \w{3} \d{1,2}, \d\d:\d\d: come back then/
          : /^今年还没写过复盘。提醒已设在 \d{1,2}月\d{1,2}日 \d\d:\d\d，到时回来看看说中了多少。$/,
      )
      // The date and its time never part at a line's end: one line box.
      expect(await inFront(page, '.year__date').evaluate((run) => run.getClientRects().length)).toBe(1)
      expect(said).not.toMatch(/设个提醒|Set a reminder/)
      expect(await page.locator('.year__card:visible').count()).toBe(1)
      await inFront(page, '.year__no-look-backs').scrollIntoViewIfNeeded()
      await shot(page, `journal-reminder-set-${lang}`)

      // The reading's own panel in English too: its note box, for the other language's screenshot.
      if (lang === 'en') {
        await open(page, `/pages/tarot/tarot_read?id=${first}`)
        await inFront(page, '.journal').waitFor({ timeout: 20_000 })
        expect(await textOf(page, '.journal__look-back-open')).toBe('Write a look-back')
        await saying(page, '.journal__button', 'Add a note').click()
        await inFront(page, '.journal__editor textarea').fill('The Star again. Slower this time.')
        await saying(page, '.journal__chip', 'Hopeful').click()
        await expectThemedNoteBox(page)
        await expectChipLabelsCentred(page)
        await inFront(page, '.journal__editor').scrollIntoViewIfNeeded()
        await shot(page, 'journal-note-en')
      }
      await page.context().close()
    }
  }, 180_000)
})
