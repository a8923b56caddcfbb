import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appUrl, launchBrowser, phonePage } from './browser'
import { inFront, shot, signInThroughLoginPage, textOf } from './page-helpers'

/**
 * The reading page of issue 34, item 7: a relationship spread's 对方的感受 (Their Feelings) is read of the other
 * person, not as the asker's heart (圣杯二（逆位） there said 关系失衡先发生在你心里); and the draw's proof, whose
 * 64-character hashes filled much of the page, is folded behind "Verify this draw" with its verdict in sight.
 */

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

type Lang = 'zh-Hans' | 'en'
const LOCALE: Record<Lang, string> = { 'zh-Hans': 'zh-CN', en: 'en-US' }

/** A REST call with this page's user token, in the reading's language. */
function api<T>(page: Page, language: Lang, method: string, url: string, body?: unknown): Promise<{ code: number; data: T }> {
  return page.evaluate(
    async ([m, u, b, lang]) => {
      const token = JSON.parse(JSON.parse(localStorage.getItem('user-info')!).data).state.token as string
      const res = await fetch(u as string, {
        method: m as string,
        headers: { 'tarot-token': token, 'content-type': 'application/json', 'tarot-lang': lang as string },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      })
      return res.json()
    },
    [method, url, body, language] as const,
  )
}

const WORDS: Record<Lang, { question: string; theirs: string; them: RegExp; asker: RegExp; position: string }> = {
  'zh-Hans': { question: '他现在对我是什么感觉？', theirs: '对方的感受 · 圣杯二（逆位）', them: /对方/, asker: /你心里|你的感受|你觉得|问问自己/, position: '对方的感受' },
  en: {
    question: 'How does he feel about me right now?',
    theirs: 'Their Feelings · The Two of Cups reversed',
    them: /\bthey\b|\bthem\b/i,
    asker: /\byou feel\b|\byour (?:feelings?|heart)\b|\bask yourself\b/i,
    position: 'Their Feelings',
  },
}

describe('the reading page', () => {
  it.each(['zh-Hans', 'en'] as const)('%s: a relationship spread reads its other person’s card of that person, never as the asker’s heart', async (language) => {
    const words = WORDS[language]
    const page = await phonePage(browser, LOCALE[language])
    await signInThroughLoginPage(page, appUrl, `other-person-${language}`, '/pages/index/history')
    // The asker's own cards, the other person's Two of Cups reversed among them (the draw the issue saw).
    const cards = [
      { id: 'Major06', orientation: 'upright' },
      { id: 'Cups02', orientation: 'reversed' },
      { id: 'Swords04', orientation: 'reversed' },
      { id: 'Major15', orientation: 'reversed' },
    ]
    const made = await api<{ id: string }>(page, language, 'POST', '/tarot/rest/readings/physical', {
      spreadId: 'pyramid',
      question: words.question,
      cards,
      clientKey: `other-${language}-${Date.now()}`,
    })
    expect(made.code).toBe(0)
    // The relationship spreads are read for energy: 60 bought through the dev provider, as the money e2e does.
    expect((await api(page, language, 'POST', '/tarot/rest/account/birth-year', { birthYear: 1990 })).code).toBe(0)
    const order = await api<{ order: { id: string } }>(page, language, 'POST', '/tarot/rest/pay/orders', {
      productId: 'energy_60',
      platform: 'h5',
      os: 'other',
      clientKey: `energy-${language}-${Date.now()}`,
    })
    expect((await api(page, language, 'POST', `/tarot/rest/pay/dev/${order.data.order.id}`, { outcome: 'success' })).code).toBe(0)
    await expect.poll(async () => (await api<{ total: number }>(page, language, 'GET', '/tarot/rest/energy/amount')).data.total).toBe(60)
    await page.goto(appUrl(`/pages/tarot/tarot_read?id=${made.data.id}`))
    await inFront(page, '.reading__start').click()
    await inFront(page, '.reading__show-all').click()
    await inFront(page, '.reading__followup').waitFor({ timeout: 20_000 })
    const text = await textOf(page, '.reading__text')
    const at = text.indexOf(words.theirs)
    expect(at, text.slice(0, 300)).toBeGreaterThanOrEqual(0)
    // Their place: from its heading to the next place's.
    const next = text.indexOf(language === 'en' ? 'The Bond Now · ' : '关系现状 · ', at)
    const theirs = text.slice(at + words.theirs.length, next > at ? next : undefined)
    expect(theirs).toMatch(words.them)
    expect(theirs).not.toMatch(words.asker)
    // The screenshot frames their place under the board.
    await inFront(page, '.reading__text').evaluate((element, place) => {
      const item = [...element.querySelectorAll('*')].reverse().find((e) => e.textContent?.startsWith(place as string))
      ;(item ?? element).scrollIntoView({ block: 'center' })
    }, words.position)
    await shot(page, `reading-other-person-${language}`)
    await page.context().close()
  })

  it.each(['zh-Hans', 'en'] as const)('%s: folds the draw’s 64-character hashes behind “verify this draw”, its verdict in sight, and shows them on a tap', async (language) => {
    const page = await phonePage(browser, LOCALE[language])
    await signInThroughLoginPage(page, appUrl, `verify-fold-${language}`, '/pages/index/history')
    const question = language === 'en' ? 'What should I focus on this month?' : '这个月我该把心思放在哪里？'
    const started = await api<{ id: string; commitment: string }>(page, language, 'POST', '/tarot/rest/readings/draw', { spreadId: 'ppf', question, clientKey: `verify-${language}-${Date.now()}` })
    expect(started.code).toBe(0)
    const drawn = await api<{ serverSeed: string }>(page, language, 'POST', `/tarot/rest/readings/${started.data.id}/pick`, { picks: [7, 33, 61] })
    expect(drawn.code).toBe(0)
    await page.goto(appUrl(`/pages/tarot/tarot_read?id=${started.data.id}`))
    await expect.poll(() => inFront(page, '.verify-draw__verdict--ok').count(), { timeout: 20_000 }).toBe(1)
    const box = inFront(page, '.verify-draw')
    // Folded: the title, what a tap shows, and the verdict; no hash on the page.
    expect(await box.textContent()).not.toContain(started.data.commitment)
    expect(await page.locator('.verify-draw__hex:visible').count()).toBe(0)
    const toggle = inFront(page, '.verify-draw__toggle')
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    expect(await toggle.textContent()).toContain(language === 'en' ? 'Show the proof' : '查看验证细节')
    const folded = (await box.boundingBox())!.height
    await box.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await shot(page, `reading-verify-folded-${language}`)
    // A tap shows the commitment and the revealed seed, wrapped within the screen; another folds them again.
    await toggle.click()
    await expect.poll(() => box.textContent()).toContain(started.data.commitment)
    expect(await box.textContent()).toContain(drawn.data.serverSeed)
    expect(await toggle.getAttribute('aria-expanded')).toBe('true')
    const open = (await box.boundingBox())!
    expect(open.height).toBeGreaterThan(folded * 2)
    expect(open.x + open.width).toBeLessThanOrEqual(390)
    await toggle.evaluate((element) => element.scrollIntoView({ block: 'start' }))
    await shot(page, `reading-verify-open-${language}`)
    await toggle.click()
    await expect.poll(() => box.textContent()).not.toContain(started.data.commitment)
    await page.context().close()
  })
})
