import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appUrl, launchBrowser, phonePage } from './browser'
import { inFront, shot, textOf, userApi } from './page-helpers'

/**
 * Issue 15, items 1–3, as a guest in headless Chromium against the built server:
 * a drawn reading survives a reload (the same seal and the same cards, never a
 * fresh fan; drawing again is the explicit "new reading"), a guest's reading is
 * theirs to keep after signing in, and a question being typed survives a reload.
 */

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const DRAW = '/pagesThird/third/draw_cards'
const READING = '/pages/tarot/tarot_read'

/** From the home page's box to the draw page, as a guest. */
async function askAndDraw(page: Page, question: string): Promise<void> {
  await page.goto(appUrl('/pages/index/index'))
  await inFront(page, '.home__input input').fill(question)
  await inFront(page, '.home__start').click()
  await expect.poll(() => page.url()).toContain('/pages/ai/ad_ask')
  await expect.poll(() => inFront(page, '.ask__input textarea').inputValue()).toBe(question)
  await inFront(page, '.ask__draw').click()
  await expect.poll(() => page.url()).toContain(DRAW)
}

/** The fairness seal as shown, opened in full. */
async function seal(page: Page): Promise<string> {
  await expect.poll(() => textOf(page, '.draw__commitment'), { timeout: 20_000 }).toMatch(/[0-9a-f]{16}/)
  // A tap while the resumed page is still settling can land on the seal of the state it replaces; tap again, as a person
  // would, when the seal has not opened a second later (a seal that never opens still fails).
  await expect
    .poll(
      async () => {
        const text = await textOf(page, '.draw__commitment')
        if (!/[0-9a-f]{64}/.test(text)) await inFront(page, '.draw__commitment').click()
        return text
      },
      { interval: 1_000, timeout: 10_000 },
    )
    .toMatch(/[0-9a-f]{64}/)
  return (/[0-9a-f]{64}/.exec(await textOf(page, '.draw__commitment')) ?? [''])[0]
}

const fan = (page: Page) => page.locator('.fan__card:visible')

async function pick(page: Page, slots: number[]): Promise<void> {
  await expect.poll(() => fan(page).count(), { timeout: 20_000 }).toBe(78)
  for (const slot of slots) await fan(page).nth(slot).click()
}

/** The cards on the board, in position order: which card and which way up. */
async function board(page: Page): Promise<string[]> {
  await inFront(page, '.draw__continue').waitFor({ timeout: 20_000 })
  await expect.poll(() => page.locator('.draw__board .card-face--up:visible').count(), { timeout: 20_000 }).toBe(3)
  return page
    .locator('.draw__board .card-face:visible')
    .evaluateAll((faces) => faces.map((f) => `${f.querySelector('img')?.getAttribute('src') ?? ''}${f.classList.contains('card-face--reversed') ? ' reversed' : ''}`))
}

/** Waits (a few seconds at most) for the card art on show to have loaded, so a screenshot shows the cards. */
async function artLoaded(page: Page): Promise<void> {
  await page
    .waitForFunction(() => [...document.querySelectorAll('img')].filter((img) => img.offsetParent !== null && img.src).every((img) => img.complete && img.naturalWidth > 0), undefined, {
      timeout: 5000,
    })
    .catch(() => undefined)
}

/** The fan positions the server holds for the ask flow's reading, asked with the guest's (or the account's) token. */
const heldPicks = (page: Page) =>
  page.evaluate(async () => {
    const ask = JSON.parse(JSON.parse(localStorage.getItem('tarot-ask') ?? '{"data":"{}"}').data || '{}')?.state ?? {}
    const session = JSON.parse(JSON.parse(localStorage.getItem('user-info') ?? '{"data":"{}"}').data || '{}')?.state ?? {}
    const res = await fetch(`/tarot/rest/readings/${ask.readingId as string}`, { headers: { 'tarot-token': (session.token || session.uken) as string } })
    return ((await res.json()) as { data?: { picks: number[] | null } }).data?.picks ?? null
  })

/** The fan's places whose card has been taken, in fan order. */
const taken = (page: Page) =>
  page.evaluate(() => {
    const fans = [...document.querySelectorAll('.fan')].filter((f) => (f as HTMLElement).offsetParent !== null)
    return [...(fans.at(-1)?.querySelectorAll('.fan__slot') ?? [])].flatMap((slot, i) => (slot.classList.contains('fan__slot--picked') ? [i] : []))
  })

const storedAsk = (page: Page) => page.evaluate(() => JSON.parse(JSON.parse(localStorage.getItem('tarot-ask') ?? '{"data":"{}"}').data || '{}')?.state ?? {})

describe('a drawn reading survives a reload', () => {
  it('en: a reload mid-draw keeps the seal and the cards picked, a reload after the reveal keeps the seal and the cards; a new draw is the explicit new reading', async () => {
    const page = await phonePage(browser, 'en-US')
    await askAndDraw(page, 'What should I know before I move to a new city?')
    const sealed = await seal(page)
    // Mid-draw: two cards taken, then the page is reloaded: the same seal, the same two cards still taken, said so.
    await pick(page, [5, 41])
    await expect.poll(() => textOf(page, '.draw__counter')).toBe('2 / 3')
    await page.reload()
    expect(await seal(page)).toBe(sealed)
    await expect.poll(() => textOf(page, '.draw__counter'), { timeout: 20_000 }).toBe('2 / 3')
    await expect.poll(() => taken(page)).toEqual([5, 41])
    await expect.poll(() => page.locator('.draw__slots .pick-slot--filled:visible').count()).toBe(2)
    expect(await textOf(page, '.draw__kept')).toBe('2 cards picked before are still in their places: carry on from there.')
    await artLoaded(page)
    await shot(page, 'draw-resumed-picks-en')
    // A kept card cannot be taken again; the last pick turns the three over, the two kept ones first.
    await pick(page, [41, 70])
    const cards = await board(page)
    expect(cards.every((c) => c.includes('/res/cards/'))).toBe(true)
    expect(await heldPicks(page)).toEqual([5, 41, 70])

    // Revealed: a reload (and a second one) shows the same seal and the same cards in the same places, no fan.
    for (let i = 0; i < 2; i += 1) {
      await page.reload()
      expect(await seal(page)).toBe(sealed)
      expect(await board(page)).toEqual(cards)
      expect(await fan(page).count()).toBe(0)
    }
    await inFront(page, '.draw__new-reading').scrollIntoViewIfNeeded()
    await artLoaded(page)
    await shot(page, 'draw-resumed-en')

    // Drawing again on the same question is a separate, explicit action: a new seal and a fresh fan.
    const first = (await storedAsk(page)).readingId as string
    await inFront(page, '.draw__new-reading').click()
    const resealed = await seal(page)
    expect(resealed).not.toBe(sealed)
    await expect.poll(() => fan(page).count(), { timeout: 20_000 }).toBe(78)
    await expect.poll(async () => (await storedAsk(page)).readingId).not.toBe(first)
    await page.context().close()
  })

  it('zh-Hans: the revealed cards come back after a reload, and after the app is closed and opened again', async () => {
    const page = await phonePage(browser, 'zh-CN')
    await askAndDraw(page, '接下来半年，我的感情会怎样发展？')
    const sealed = await seal(page)
    await pick(page, [3, 30, 60])
    const cards = await board(page)
    await page.reload()
    expect(await seal(page)).toBe(sealed)
    expect(await board(page)).toEqual(cards)
    expect(await textOf(page, '.draw__again-note')).toContain('原样保留')
    await inFront(page, '.draw__new-reading').scrollIntoViewIfNeeded()
    await artLoaded(page)
    await shot(page, 'draw-resumed-zh-Hans')

    // The app closed and opened again (a new tab on the same storage): the ask page leads back to the same cards.
    const context = page.context()
    await page.close()
    const reopened = await context.newPage()
    await reopened.goto(appUrl('/pages/ai/ad_ask'))
    await expect.poll(() => textOf(reopened, '.ask__pending-question')).toBe('接下来半年，我的感情会怎样发展？')
    await shot(reopened, 'reading-waiting-zh-Hans')
    await inFront(reopened, '.ask__pending-continue').click()
    await expect.poll(() => reopened.url()).toContain(DRAW)
    expect(await seal(reopened)).toBe(sealed)
    expect(await board(reopened)).toEqual(cards)
    await context.close()
  })
})

describe('the cards picked before a reload', () => {
  it('zh-Hans: one card picked, a reload shows it still picked in its place under the same seal, and the draw goes on to the reading; the ask page offers the way back only once a card is picked', async () => {
    const page = await phonePage(browser, 'zh-CN')
    const question = '下个月的面试，我该怎么准备？'
    await askAndDraw(page, question)
    const sealed = await seal(page)
    // Sealed, nothing picked: nothing waits, so the ask page offers no way back.
    await page.goto(appUrl('/pages/ai/ad_ask'))
    await page.reload()
    await expect.poll(() => inFront(page, '.ask__input textarea').count(), { timeout: 20_000 }).toBe(1)
    await page.waitForTimeout(500)
    expect(await page.locator('.ask__pending:visible').count()).toBe(0)

    await page.goto(appUrl(DRAW))
    await page.reload()
    expect(await seal(page)).toBe(sealed)
    await pick(page, [33])
    await expect.poll(() => textOf(page, '.draw__counter')).toBe('1 / 3')
    await page.reload()
    expect(await seal(page)).toBe(sealed)
    await expect.poll(() => textOf(page, '.draw__counter'), { timeout: 20_000 }).toBe('1 / 3')
    await expect.poll(() => taken(page)).toEqual([33])
    await expect.poll(() => page.locator('.draw__slots .pick-slot--filled:visible').count()).toBe(1)
    expect(await textOf(page, '.draw__kept')).toBe('上次抽的 1 张牌还在原来的位置，接着抽就好。')
    await artLoaded(page)
    await shot(page, 'draw-resumed-picks-zh-Hans')

    // Now a card waits: the ask page leads back to the same draw, the card still in its place.
    await page.goto(appUrl('/pages/ai/ad_ask'))
    await page.reload()
    await expect.poll(() => textOf(page, '.ask__pending-question'), { timeout: 20_000 }).toBe(question)
    await inFront(page, '.ask__pending-continue').click()
    await expect.poll(() => page.url()).toContain(DRAW)
    expect(await seal(page)).toBe(sealed)
    await expect.poll(() => taken(page), { timeout: 20_000 }).toEqual([33])
    await pick(page, [2, 60])
    const cards = await board(page)
    expect(cards).toHaveLength(3)
    expect(await heldPicks(page)).toEqual([33, 2, 60])
    await inFront(page, '.draw__continue').click()
    await expect.poll(() => page.url(), { timeout: 20_000 }).toContain(READING)
    // The reading has the three cards drawn, and its text comes.
    await expect.poll(() => page.locator('.reading-board__card:visible').count(), { timeout: 20_000 }).toBe(3)
    await expect.poll(() => textOf(page, '.reading__interpretation').then((t) => t.length), { timeout: 30_000 }).toBeGreaterThan(40)
    await page.context().close()
  })
})

describe("a guest's reading after signing in", () => {
  it('en: read as a guest, sign in from History: the readings are in History and the reading page says so; an unsaved one saves from its page', async () => {
    const page = await phonePage(browser, 'en-US')
    const question = 'How can I make peace with my brother?'
    await askAndDraw(page, question)
    await pick(page, [1, 2, 3])
    await board(page)
    await inFront(page, '.draw__continue').click()
    await expect.poll(() => page.url(), { timeout: 20_000 }).toContain(READING)
    const older = new URL(page.url().replace('#', '')).searchParams.get('id') ?? ''
    expect(older).not.toBe('')
    // A guest is told how to keep it, on the reading itself.
    await expect.poll(() => textOf(page, '.reading-save__note')).toBe('Sign in to keep this reading in your history.')

    // Back on the draw page: the same reading again, and the explicit new reading draws a second one.
    await page.goto(appUrl(DRAW))
    await page.reload()
    await inFront(page, '.draw__new-reading').click()
    await pick(page, [20, 40, 60])
    await board(page)
    await inFront(page, '.draw__continue').click()
    await expect.poll(() => page.url(), { timeout: 20_000 }).toContain(READING)
    await expect.poll(() => page.url()).not.toContain(older)

    // Sign in from History, as a person would: both readings are there.
    await page.goto(appUrl('/pages/index/history'))
    // The history page in front (not the reading page's button still fading out) before the tap.
    await expect.poll(() => page.url()).toContain('/pages/index/history')
    await expect.poll(() => inFront(page, '.primary-button').textContent()).toBe('Sign in')
    await inFront(page, '.primary-button').click()
    await expect.poll(() => page.url()).toContain('/pagesApp/common/login')
    await inFront(page, '.login__name input').fill('guest-who-signs-in')
    await inFront(page, '.login__check').click()
    await inFront(page, '.login__submit').click()
    await expect.poll(() => page.url(), { timeout: 20_000 }).toContain('/pages/index/history')
    await expect.poll(() => page.locator('.history__question:visible').allTextContents(), { timeout: 20_000 }).toEqual([question, question])

    // The reading page of the first one says it is kept.
    await page.goto(appUrl(`${READING}?id=${older}`))
    await page.reload()
    await expect.poll(() => textOf(page, '.reading-save__saved')).toContain('Saved in your history')
    await artLoaded(page)
    await shot(page, 'reading-saved-after-sign-in-en')

    // A reading of the account not in its history yet (here entered through the API) is saved from its own page.
    const entered = await userApi<{ id: string }>(page, 'POST', '/tarot/rest/readings/physical', {
      spreadId: 'one',
      question: 'What should I let go of this spring?',
      cards: [{ id: 'Major13', orientation: 'upright' }],
    })
    await page.goto(appUrl(`${READING}?id=${entered.data.id}`))
    await page.reload()
    await expect.poll(() => textOf(page, '.reading-save__note')).toBe('This reading is not in your history yet.')
    await artLoaded(page)
    await shot(page, 'reading-save-en')
    await inFront(page, '.reading-save__save').click()
    await expect.poll(() => textOf(page, '.reading-save__saved')).toContain('Saved in your history')
    await page.goto(appUrl('/pages/index/history'))
    await page.reload()
    await expect.poll(() => page.locator('.history__question:visible').allTextContents(), { timeout: 20_000 }).toContain('What should I let go of this spring?')
    await page.context().close()
  })
})

describe('a question being typed', () => {
  it('en: survives a reload of the ask page, and is gone once cleared', async () => {
    const page = await phonePage(browser, 'en-US')
    await page.goto(appUrl('/pages/ai/ad_ask'))
    const box = () => inFront(page, '.ask__input textarea')
    await box().fill('Is this the right time to start my own studio?')
    await page.reload()
    await expect.poll(() => box().inputValue()).toBe('Is this the right time to start my own studio?')
    await box().fill('')
    await page.reload()
    await box().waitFor()
    await page.waitForTimeout(500)
    expect(await box().inputValue()).toBe('')
    await page.context().close()
  })
})
