import type { Browser, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appUrl, launchBrowser, phonePage } from './browser'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

// The warm-up fetches card art into the HTTP cache; home's own today's card is an <img> and part of the first screen.
const isWarming = (request: Request) => /\/res\/cards\/[^/]+\.png(\?|$)/.test(request.url()) && request.resourceType() !== 'image'

interface Log {
  /** Every other request: when it started and finished (ms since the page opened). */
  others: { url: string; start: number; end: number }[]
  /** Card art fetched by the warm-up: when each started and finished, and when it started by the clock (`wall`). */
  cards: { url: string; start: number; end: number; wall: number }[]
}

/** Records the page's requests with their start and end times. */
function recordRequests(page: Page): Log {
  const opened = Date.now()
  const log: Log = { others: [], cards: [] }
  const entries = new Map<Request, { url: string; start: number; end: number; wall: number }>()
  page.on('request', (request) => {
    const entry = { url: request.url(), start: Date.now() - opened, end: Number.POSITIVE_INFINITY, wall: Date.now() }
    entries.set(request, entry)
    ;(isWarming(request) ? log.cards : log.others).push(entry)
  })
  const done = (request: Request) => {
    const entry = entries.get(request)
    if (entry) entry.end = Date.now() - opened
  }
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return log
}

async function openHome(page: Page): Promise<void> {
  await page.goto(appUrl())
  await page.locator('.recommended__item').first().waitFor({ state: 'visible', timeout: 30_000 })
}

describe("the version file's res warm-up", () => {
  it('requests no card art until home has drawn and the network has been quiet, and then at most two at a time', async () => {
    const page = await phonePage(browser, 'zh-CN')
    const log = recordRequests(page)
    await openHome(page)
    // The version file lists all 78 cards and the back.
    await expect.poll(() => log.cards.filter((c) => c.end < Number.POSITIVE_INFINITY).length, { timeout: 45_000 }).toBeGreaterThanOrEqual(79)

    const firstCard = Math.min(...log.cards.map((c) => c.start))
    const before = log.others.filter((r) => r.start < firstCard)
    // Everything home asked for had finished, the version check included, and nothing had started or finished for most of a second.
    expect(before.some((r) => r.url.includes('/versionApp.json'))).toBe(true)
    expect(before.every((r) => r.end <= firstCard)).toBe(true)
    const lastActivity = Math.max(...before.map((r) => r.end))
    expect(firstCard - lastActivity).toBeGreaterThanOrEqual(800)

    // Never more than two card requests in flight.
    const edges = log.cards
      .flatMap((c) => [
        { at: c.start, d: 1 },
        { at: c.end, d: -1 },
      ])
      .sort((a, b) => a.at - b.at || a.d - b.d)
    let inFlight = 0
    let most = 0
    for (const e of edges) most = Math.max(most, (inFlight += e.d))
    expect(most).toBeLessThanOrEqual(2)
    await page.context().close()
  })

  it('holds while a finger is on the screen and resumes once it has lifted', async () => {
    const page = await phonePage(browser, 'zh-CN')
    const log = recordRequests(page)
    await openHome(page)
    await expect.poll(() => log.cards.length, { timeout: 45_000 }).toBeGreaterThanOrEqual(4)
    // A finger sliding slowly on home for four seconds, as on the draw's fan.
    const cdp = await page.context().newCDPSession(page)
    const from = Date.now()
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 200, y: 500 }] })
    for (let i = 0; Date.now() - from < 4000; i += 1) {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: 200 + (i % 20), y: 500 }] })
      await page.waitForTimeout(50)
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    const to = Date.now()
    // Requests already waiting for an idle moment may leave as the finger lands; none starts after that while it moves.
    const during = log.cards.filter((c) => c.wall > from + 500 && c.wall < to)
    expect(during.map((c) => c.url)).toEqual([])
    // And the rest follow once it has lifted.
    await expect.poll(() => log.cards.filter((c) => c.end < Number.POSITIVE_INFINITY).length, { timeout: 45_000 }).toBeGreaterThanOrEqual(79)
    expect(log.cards.some((c) => c.wall >= to)).toBe(true)
    await page.context().close()
  })

  it('warms nothing when the browser says Save-Data', async () => {
    const page = await phonePage(browser, 'zh-CN')
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setDataSaverOverride' as never, { dataSaverEnabled: true } as never)
    const log = recordRequests(page)
    await openHome(page)
    expect(await page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(true)
    // The version check runs (its flags still apply)…
    await expect.poll(() => log.others.some((r) => r.url.includes('/versionApp.json') && r.end < Number.POSITIVE_INFINITY), { timeout: 15_000 }).toBe(true)
    // …and long after home is idle, no card art has been fetched.
    await page.waitForTimeout(5000)
    expect(log.cards.map((c) => c.url)).toEqual([])
    await page.context().close()
  })
})
