import { readFileSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appUrl, launchBrowser, phonePage } from './browser'
import { inFront, shot, signInThroughLoginPage, userApi } from './page-helpers'

/**
 * "Download my data" (issue 35, PIPL Art. 45) in headless Chromium: a person with a saved reading, a note on it and a
 * paid order taps the button on the about page and gets one JSON file that holds all three.
 */

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

describe('downloading my data', () => {
  it.each([
    ['zh-CN', 'zh-Hans', '下载我的数据'],
    ['en-GB', 'en', 'Download my data'],
  ])('%s: the about page hands over one file with the saved reading, its note and the order', async (locale, language, button) => {
    const page = await phonePage(browser, locale)
    await signInThroughLoginPage(page, appUrl, `export-${language}`, '/pages/index/about')

    const made = await userApi<{ id: string }>(page, 'POST', '/tarot/rest/readings/physical', {
      spreadId: 'cnc',
      question: 'Should I take the job in Hangzhou?',
      clientKey: `export-${language}`,
      cards: [
        { id: 'Major17', orientation: 'upright' },
        { id: 'Cups02', orientation: 'upright' },
        { id: 'Swords05', orientation: 'reversed' },
      ],
    })
    expect((await userApi(page, 'POST', `/tarot/rest/readings/${made.data.id}/save`)).code).toBe(0)
    expect((await userApi(page, 'POST', `/tarot/rest/readings/${made.data.id}/notes`, { body: `note-${language}: I said yes on Monday`, mood: 'calm', tags: [] })).code).toBe(0)
    expect((await userApi(page, 'POST', '/tarot/rest/account/birth-year', { birthYear: 1990 })).code).toBe(0)
    const paid = await userApi<{ order: { id: string } }>(page, 'POST', '/tarot/rest/pay/orders', { productId: 'energy_60', platform: 'h5', clientKey: `export-order-${language}` })
    expect(paid.code).toBe(0)
    expect((await userApi(page, 'POST', `/tarot/rest/pay/dev/${paid.data.order.id}`, { outcome: 'success' })).code).toBe(0)

    await page.goto(appUrl('/pages/index/about'))
    await page.reload()
    const download = inFront(page, '.account__export')
    await download.scrollIntoViewIfNeeded()
    expect((await download.textContent())?.trim()).toBe(button)
    await shot(page, `about-download-my-data-${language}`)
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()])
    expect(file.suggestedFilename()).toMatch(/^ai-tarot-data-\d{4}-\d{2}-\d{2}\.json$/)
    const saved = JSON.parse(readFileSync((await file.path())!, 'utf8'))
    expect(saved.format).toBe('ai-tarot-export/1')
    expect(saved.sections.readings.map((r: { id: string }) => r.id)).toContain(made.data.id)
    expect(saved.sections.notes.map((n: { body: string }) => n.body)).toContain(`note-${language}: I said yes on Monday`)
    expect(saved.sections.orders.map((o: { id: string; status: string }) => [o.id, o.status])).toContainEqual([paid.data.order.id, 'paid'])
    await page.context().close()
  })
})
