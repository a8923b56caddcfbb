import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appUrl, baseUrl, launchBrowser, phonePage } from './browser'
import { inFront, shot, signInThroughLoginPage, textOf, userApi } from './page-helpers'

/**
 * Sharing a reading (issue 20) in headless Chromium against the started server: the owner makes a link from the
 * reading page, a stranger opens it in a fresh browser with no account and sees the cards, the owner takes the link
 * back from "Links I shared", and the stranger's page then says so.
 */

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(() => browser?.close())

const CARDS = [
  { id: 'Major17', orientation: 'upright' },
  { id: 'Cups02', orientation: 'reversed' },
  { id: 'Wands03', orientation: 'upright' },
]

/** A three-card reading made through the API, with its interpretation written (the built-in reader), so it has a bottom line. */
async function readingWithInterpretation(page: Page, question: string): Promise<string> {
  const made = await userApi<{ id: string }>(page, 'POST', '/tarot/rest/readings/physical', { spreadId: 'cnc', question, clientKey: 'e2e-share', cards: CARDS })
  expect(made.code).toBe(0)
  const stream = await page.evaluate(async (id) => {
    const token = JSON.parse(JSON.parse(localStorage.getItem('user-info')!).data).state.token as string
    const res = await fetch(`/tarot/rest/readings/${id}/interpretation`, { method: 'POST', headers: { 'tarot-token': token, 'content-type': 'application/json', 'tarot-lang': 'en' }, body: '{}' })
    return res.text()
  }, made.data.id)
  expect(stream).toContain('event: done')
  return made.data.id
}

/** The link as the stranger's browser reaches this test server (the server names itself by PUBLIC_ORIGIN). */
const onThisServer = (link: string) => link.replace(/^https?:\/\/[^/]+/, baseUrl())

async function stranger(locale: string, link: string): Promise<Page> {
  const page = await phonePage(browser, locale)
  const asked = page.waitForRequest((r) => r.url().includes('/tarot/rest/shared/'))
  await page.goto(onThisServer(link))
  // The shared reading is asked for without any token.
  expect((await asked).headers()['tarot-token']).toBeUndefined()
  return page
}

describe('sharing a reading', () => {
  it('shares from the reading, opens as a stranger, and is taken back', async () => {
    const owner = await phonePage(browser, 'en-US')
    await signInThroughLoginPage(owner, appUrl, 'share-owner', '/pages/index/history')
    const question = 'How can I settle into the new city?'
    const id = await readingWithInterpretation(owner, question)
    await owner.goto(appUrl(`/pages/tarot/tarot_read?id=${id}`))
    await owner.reload()
    await inFront(owner, '.share-panel').waitFor({ timeout: 20_000 })

    // The question goes along only when turned on: here it is.
    expect(await inFront(owner, '.share-panel__option').getAttribute('aria-checked')).toBe('false')
    await inFront(owner, '.share-panel__option').click()
    await inFront(owner, '.share-panel__create').click()
    await expect.poll(() => textOf(owner, '.share-panel__link'), { timeout: 20_000 }).toContain('/pagesApp/share/reading?id=')
    const link = await textOf(owner, '.share-panel__link')
    await inFront(owner, '.share-panel').scrollIntoViewIfNeeded()
    await shot(owner, 'share-panel-en')
    expect(link).not.toContain('token')

    // A stranger, in a fresh browser with no account, in English and in Chinese.
    const en = await stranger('en-US', link)
    await expect.poll(() => en.locator('.shared__board .card-face:visible').count(), { timeout: 20_000 }).toBe(3)
    expect(await en.locator('.shared__board .card-face--reversed:visible').count()).toBe(1)
    expect(await textOf(en, '.shared__spread')).toBe('Choice and Consequence')
    expect(await textOf(en, '.shared__question')).toBe(question)
    expect((await textOf(en, '.shared__bottom-text')).length).toBeGreaterThan(10)
    await shot(en, 'shared-reading-en')

    const zh = await stranger('zh-CN', link)
    await expect.poll(() => zh.locator('.shared__board .card-face:visible').count(), { timeout: 20_000 }).toBe(3)
    expect(await textOf(zh, '.shared__spread')).toBe('选择与后果')
    expect(await textOf(zh, '.shared__cta-button')).toBe('我也来问一个问题')
    await shot(zh, 'shared-reading-zh-Hans')

    // The owner takes it back from "Links I shared", after the app's confirm.
    await inFront(owner, '.share-panel__manage').click()
    await expect.poll(() => owner.locator('.shared-links__item:visible').count(), { timeout: 20_000 }).toBe(1)
    await inFront(owner, '.shared-links__revoke').click()
    await inFront(owner, '.dialog__confirm').click()
    await expect.poll(() => textOf(owner, '.shared-links__badge')).toBe('Taken back')
    await shot(owner, 'shared-links-en')

    // The stranger's next visit says kindly that the link was taken back.
    await en.reload()
    await expect.poll(() => textOf(en, '.shared__status'), { timeout: 20_000 }).toBe('The person who shared this reading has taken the link back, so it can no longer be seen.')
    expect(await en.locator('.shared__board:visible').count()).toBe(0)
    await zh.reload()
    await expect.poll(() => textOf(zh, '.shared__status'), { timeout: 20_000 }).toBe('分享者已收回这个链接，这次解读看不到了。')
    await Promise.all([owner, en, zh].map((p) => p.context().close()))
  })

  it('speaks of the asker in the third person to a stranger: 提问者的感受, not 你的感受', async () => {
    const owner = await phonePage(browser, 'zh-CN')
    await signInThroughLoginPage(owner, appUrl, 'share-viewer', '/pages/index/history')
    const cards = [
      { id: 'Major06', orientation: 'upright' },
      { id: 'Cups02', orientation: 'reversed' },
      { id: 'Coins03', orientation: 'upright' },
      { id: 'Major17', orientation: 'upright' },
    ]
    const made = await userApi<{ id: string }>(owner, 'POST', '/tarot/rest/readings/physical', { spreadId: 'pyramid', question: '我和他接下来会怎样？', clientKey: 'e2e-share-viewer', cards })
    expect(made.code).toBe(0)
    const share = await userApi<{ link: string }>(owner, 'POST', '/tarot/rest/shares', { readingId: made.data.id })
    expect(share.code).toBe(0)

    const zh = await stranger('zh-CN', share.data.link)
    await expect.poll(() => zh.locator('.position-list__name:visible').count(), { timeout: 20_000 }).toBe(4)
    const names = await zh.locator('.position-list__name:visible').allTextContents()
    expect(names).toEqual(['提问者的感受', '对方的感受', '关系现状', '未来走向'])
    expect(names.join('')).not.toContain('你')
    await shot(zh, 'shared-page-viewer-zh-Hans')

    const en = await stranger('en-US', share.data.link)
    await expect.poll(() => en.locator('.position-list__name:visible').count(), { timeout: 20_000 }).toBe(4)
    const english = await en.locator('.position-list__name:visible').allTextContents()
    expect(english[0]).toBe("The Asker's Feelings")
    expect(english.join(' ')).not.toMatch(/\byour?\b/i)
    await shot(en, 'shared-page-viewer-en')
    await Promise.all([owner, en, zh].map((p) => p.context().close()))
  })

  it('lets a stranger report the shared page: a reason and a note, sent with no token, then thanks (issue 37)', async () => {
    const owner = await phonePage(browser, 'en-US')
    await signInThroughLoginPage(owner, appUrl, 'share-reported', '/pages/index/history')
    const id = await readingWithInterpretation(owner, 'Is this the right time to move?')
    const share = await userApi<{ link: string }>(owner, 'POST', '/tarot/rest/shares', { readingId: id })
    expect(share.code).toBe(0)

    const en = await stranger('en-US', share.data.link)
    await expect.poll(() => en.locator('.shared__board .card-face:visible').count(), { timeout: 20_000 }).toBe(3)
    expect(await textOf(en, '.report__link')).toBe('Report')
    await inFront(en, '.report__link').scrollIntoViewIfNeeded()
    await inFront(en, '.report__link').click()
    await inFront(en, '.report__sheet').waitFor()
    expect(await en.locator('.report__reason:visible').allTextContents()).toEqual(['It is upsetting', 'It has personal information', 'Spam or ads', 'Something else'])
    await en.getByRole('radio', { name: 'It has personal information' }).click()
    await inFront(en, '.report__note textarea').fill('The question names my sister.')
    await inFront(en, '.report__send').scrollIntoViewIfNeeded()
    await shot(en, 'shared-report-en')

    const sent = en.waitForRequest((r) => r.url().endsWith('/report') && r.method() === 'POST')
    await inFront(en, '.report__send').click()
    const request = await sent
    expect(request.headers()['tarot-token']).toBeUndefined()
    expect(request.postDataJSON()).toEqual({ reason: 'personal', note: 'The question names my sister.' })
    await expect.poll(() => textOf(en, '.report__thanks'), { timeout: 20_000 }).toBe('Thanks, we will take a look')
    expect(await en.locator('.report__link:visible').count()).toBe(0)
    await Promise.all([owner, en].map((p) => p.context().close()))
  })
})
