import path from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseUrl, launchBrowser, phonePage } from './browser'
import { screenshots } from './page-helpers'

/** The API docs page (Swagger UI at /tarot/rest/docs), as a developer reads it. */

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('the API docs page', () => {
  it('keeps the result codes table readable: room between its columns, the short ones on one line, under the CSP', async () => {
    const page = await phonePage(browser, 'en-US')
    const refused: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text())
    })
    await page.goto(`${baseUrl()}/tarot/rest/docs`)
    const table = page.locator('.info .renderedMarkdown table').first()
    await table.waitFor({ timeout: 30_000 })
    expect(await table.locator('th').allTextContents()).toEqual(['code', 'HTTP', 'name', 'meaning'])
    // Where each cell's words start and end on the screen: "HTTP" and "name" used to touch ("HTTPname").
    const spans = (row: string) =>
      page
        .locator(`.info .renderedMarkdown table ${row}`)
        .first()
        .evaluate((tr) =>
          [...tr.children].map((cell) => {
            const range = document.createRange()
            range.selectNodeContents(cell)
            const box = range.getBoundingClientRect()
            return { left: box.left, right: box.right }
          }),
        )
    for (const row of ['thead tr', 'tbody tr']) {
      const cells = await spans(row)
      for (let i = 1; i < cells.length; i += 1) expect(cells[i]!.left - cells[i - 1]!.right, `${row}: columns ${i} and ${i + 1}`).toBeGreaterThanOrEqual(12)
    }
    // A long name stays on one line.
    const nameCell = page.locator('.info .renderedMarkdown table tbody tr', { hasText: 'purchaseUnavailable' }).locator('td').nth(2)
    expect(await nameCell.evaluate((cell) => getComputedStyle(cell).whiteSpace)).toBe('nowrap')
    expect(refused).toEqual([])
    await table.scrollIntoViewIfNeeded()
    await page.screenshot({ path: path.join(screenshots, 'api-docs-headers-en.png') })
    await page.context().close()
  })
})
