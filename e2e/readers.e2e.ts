import { type ChildProcess, execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, phonePage } from './browser'
import { freePort, startBuiltServer, stopServer } from './server-process'
import { inFront, shot, signInThroughLoginPage, tabBar, textOf, toast, userApi } from './page-helpers'

/**
 * The readers marketplace (issue 8) in headless Chromium: an operator makes two signed-in users
 * readers with the reader command, a user buys energy through the dev checkout, books a reader with
 * a reading attached, the reader accepts and answers on the desk, and the user reads the answer and
 * reviews it.
 *
 * With PGlite only one process may open the data directory, and the reader command says to stop the
 * server first; so this file runs its own server on its own directory and restarts it around the command,
 * as an operator would.
 */

const root = path.resolve(import.meta.dirname, '..')
let browser: Browser
let server: ChildProcess | null = null
let baseUrl = ''
const readerIds: Record<string, string> = {}

async function startServer(dataDir: string, port: number): Promise<void> {
  server = await startBuiltServer(dataDir, port)
}

async function stopOwnServer(): Promise<void> {
  await stopServer(server)
  server = null
}

/** A dev-provider sign-in through the REST API: the user id the operator needs. */
async function devUserId(name: string): Promise<string> {
  const res = await fetch(`${baseUrl}/tarot/rest/login/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ provider: 'dev', name }) })
  const body = (await res.json()) as { code: number; data: { userId: string } }
  expect(body.code).toBe(0)
  return body.data.userId
}

function readerCommand(dataDir: string, args: string[]): string {
  return execFileSync(process.execPath, [path.join(root, 'server/dist/reader-admin.mjs'), ...args], { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, encoding: 'utf8' })
}

beforeAll(async () => {
  browser = await launchBrowser()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tarot-e2e-readers-'))
  const port = await freePort()
  baseUrl = `http://127.0.0.1:${port}`
  await startServer(dataDir, port)
  const iris = await devUserId('e2e-reader-iris')
  const xing = await devUserId('e2e-reader-xing')
  await stopOwnServer()
  const added = readerCommand(dataDir, [
    'add',
    '--user',
    iris,
    '--name',
    'Iris Vale',
    '--tagline',
    'Clear, kind readings for love and new beginnings',
    '--bio',
    'I have read tarot for twelve years. I look at the whole spread before any single card, and I write back in plain words you can act on.',
    '--topics',
    'love,growth',
    '--languages',
    'en,zh-Hans',
    '--price',
    '30',
    '--hours',
    '6',
    '--sort',
    '0',
  ])
  readerIds.iris = /r_[0-9a-f]+/.exec(added)![0]
  const addedXing = readerCommand(dataDir, [
    'add',
    '--user',
    xing,
    '--name',
    '星野',
    '--tagline',
    '事业与财运，一步一步看清楚',
    '--bio',
    '专注职业选择与理财节奏的塔罗师。',
    '--topics',
    'career,wealth',
    '--languages',
    'zh-Hans',
    '--price',
    '45',
    '--hours',
    '12',
    '--sort',
    '1',
  ])
  readerIds.xing = /r_[0-9a-f]+/.exec(addedXing)![0]
  expect(readerCommand(dataDir, ['list'])).toContain('Iris Vale')
  await startServer(dataDir, port)
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await stopOwnServer()
})

const appUrl = (route: string) => `${baseUrl}/tarot/h5app/#${route}`

/** A fresh phone signed in through the login page with the dev provider, landing on `redirect`. */
async function signedIn(locale: string, name: string, redirect: string): Promise<Page> {
  const page = await phonePage(browser, locale)
  await signInThroughLoginPage(page, appUrl, name, redirect)
  return page
}

const api = userApi

/** The badge on the history tab (readers' answers not opened yet), or '' when there is none. */
async function historyTabBadge(page: Page): Promise<string> {
  const badge = tabBar(page).locator('.weui-tabbar__item').nth(3).locator('.taro-tabbar-badge')
  return (await badge.count()) > 0 && (await badge.isVisible()) ? ((await badge.textContent()) ?? '').trim() : ''
}

/** Home's line for an answer not opened yet, or '' when there is none. */
async function homeNotice(page: Page): Promise<string> {
  const notice = page.locator('.answer-notice__text:visible')
  return (await notice.count()) > 0 ? ((await notice.last().textContent()) ?? '').trim() : ''
}

describe('readers marketplace', () => {
  it('lists the readers in Chinese, filtered by topic', async () => {
    const page = await phonePage(browser, 'zh-CN')
    await page.goto(appUrl('/pages/reader/readers'))
    await expect.poll(() => page.locator('.reader-card:visible').count(), { timeout: 20_000 }).toBe(2)
    expect(await textOf(page, '.topic-filter__chip--active')).toBe('全部')
    await shot(page, 'readers-zh-Hans')
    await inFront(page, '[data-topic="career"]').click()
    await expect.poll(() => page.locator('.reader-card__name:visible').allTextContents()).toEqual(['星野'])
    await inFront(page, '[data-topic="study"]').click()
    await expect.poll(() => textOf(page, '.readers-status')).toContain('这个话题暂时还没有塔罗师')
    await page.context().close()
  })

  it('books a reader with energy, the reader answers on the desk, and the user reads the answer and reviews it', { timeout: 180_000 }, async () => {
    // The user: signed in, 60 energy bought through the dev checkout, and a saved reading to attach.
    const user = await signedIn('en-US', 'e2e-asker', '/pages/reader/readers')
    expect((await api(user, 'POST', '/tarot/rest/account/birth-year', { birthYear: 1990 })).code).toBe(0)
    const order = await api<{ order: { id: string } }>(user, 'POST', '/tarot/rest/pay/orders', { productId: 'energy_60', platform: 'h5', os: 'other', clientKey: 'e2e-readers-energy-1' })
    expect(order.code).toBe(0)
    expect((await api(user, 'POST', `/tarot/rest/pay/dev/${order.data.order.id}`, { outcome: 'success' })).code).toBe(0)
    await expect.poll(async () => (await api<{ total: number }>(user, 'GET', '/tarot/rest/energy/amount')).data.total).toBe(60)
    const made = await api<{ id: string }>(user, 'POST', '/tarot/rest/readings/physical', {
      spreadId: 'cnc',
      question: 'Should I move to the coast this spring?',
      clientKey: 'e2e-readers-reading-1',
      cards: [
        { id: 'Major00', orientation: 'upright' },
        { id: 'Cups02', orientation: 'reversed' },
        { id: 'Coins10', orientation: 'upright' },
      ],
    })
    expect(made.code).toBe(0)
    expect((await api(user, 'POST', `/tarot/rest/readings/${made.data.id}/save`, {})).code).toBe(0)

    // From the reading to the readers, the profile and the order.
    await user.goto(appUrl(`/pages/tarot/tarot_read?id=${made.data.id}`))
    await user.reload()
    await inFront(user, '.reading__ask-reader').click()
    await expect.poll(() => user.url()).toContain(`/pages/reader/readers?readingId=${made.data.id}`)
    await expect.poll(() => user.locator('.reader-card:visible').count(), { timeout: 20_000 }).toBe(2)
    // The operator gave no photo: the default one from the resources host.
    await expect.poll(() => inFront(user, `[data-reader="${readerIds.iris}"] .reader-avatar img`).getAttribute('src')).toMatch(/\/res\/readers\/default\.png$/)
    // A fresh load for the picture, so no page is still sliding in.
    await user.reload()
    await expect.poll(() => user.locator('.reader-card:visible').count(), { timeout: 20_000 }).toBe(2)
    await shot(user, 'readers-en')
    await inFront(user, `[data-reader="${readerIds.iris}"]`).click()
    await expect.poll(() => textOf(user, '.reader-profile__name')).toBe('Iris Vale')
    expect(await textOf(user, '.reader-promise__text')).toBe('Answered within 24 hours, or a full refund: energy back to your balance, a WeChat payment back to WeChat Pay.')
    // The price in energy and in money where the person chooses.
    expect(await textOf(user, '.reader-profile__consult')).toBe('Consult · 30 energy or ¥3.00')
    await user.reload()
    await expect.poll(() => textOf(user, '.reader-profile__name')).toBe('Iris Vale')
    await shot(user, 'reader-profile-en')
    await inFront(user, '.reader-profile__consult').click()
    await expect.poll(() => user.url()).toContain(`/pages/reader/order?readerId=${readerIds.iris}&readingId=${made.data.id}`)
    await expect.poll(() => textOf(user, '.order__balance')).toBe('60 energy')
    expect(await textOf(user, '.order__price')).toBe('30 energy or ¥3.00')
    expect(await textOf(user, '.attached-reading__spread')).toBe('Choice and Consequence')
    await inFront(user, '.order__question textarea').fill('My partner got a job offer by the sea. Should we both move, or should I stay for my own work?')
    await shot(user, 'reader-order-en')
    await inFront(user, '.order__submit').click()
    await expect.poll(() => user.url()).toMatch(/\/pages\/reader\/order\?id=c_/)
    const consultationId = /id=(c_[^&]+)/.exec(user.url())![1]!
    await expect.poll(() => textOf(user, '.order__reader .order-status')).toBe('Waiting for the reader')
    expect(await textOf(user, '[data-step="paid"] .timeline__label')).toBe('Paid with 30 energy')
    expect(await textOf(user, '.consultation__answer-by')).toContain('Your reader answers by')
    expect((await api<{ total: number }>(user, 'GET', '/tarot/rest/energy/amount')).data.total).toBe(30)

    // The reader: the desk is on the about page; accept, then answer.
    const reader = await signedIn('en-US', 'e2e-reader-iris', '/pages/index/about')
    await inFront(reader, '.reader-desk-entry').click()
    await expect.poll(() => reader.url()).toContain('/pages/reader/desk')
    const item = (selector = '') => inFront(reader, `[data-consultation="${consultationId}"]${selector ? ` ${selector}` : ''}`)
    await expect.poll(async () => (await item().textContent()) ?? '', { timeout: 20_000 }).toContain('My partner got a job offer by the sea.')
    expect(await item('.attached-reading').textContent()).toContain('The Fool')
    await item('.desk-item__accept').click()
    await expect.poll(() => reader.locator(`.desk__group--progress [data-consultation="${consultationId}"]:visible`).count()).toBe(1)
    // A fresh load, so the picture shows no toast.
    await reader.reload()
    await expect.poll(() => reader.locator(`.desk__group--progress [data-consultation="${consultationId}"]:visible`).count(), { timeout: 20_000 }).toBe(1)
    const answer =
      'The Fool upright says the move is a real beginning, not an escape. The Two of Cups reversed asks you to talk about <b>your</b> work before you pack: go together once the plan includes you.'
    await item('.desk-answer__text textarea').fill(answer)
    await shot(reader, 'reader-desk-en')
    await item('.desk-answer__text textarea').fill('Too short.')
    await item('.desk-answer__send').click()
    await expect.poll(() => toast(reader)).toContain('Please write at least 20 characters')
    await item('.desk-answer__text textarea').fill(answer)
    await item('.desk-answer__send').click()
    await expect.poll(() => reader.locator(`.desk__group--done [data-consultation="${consultationId}"]:visible`).count()).toBe(1)
    // Nothing earned yet, and the desk says why: the energy waits for the asker's confirmation (or the 72 hours).
    await expect.poll(() => textOf(reader, '.desk__pending-value')).toBe('30 energy')
    expect(await textOf(reader, '.desk__earned-value')).toBe('0 energy')
    expect(await textOf(reader, `[data-consultation="${consultationId}"] .desk-item__pending`)).toMatch(/^Yours once the asker confirms, or by itself on /)
    await reader.reload()
    await expect.poll(() => textOf(reader, '.desk__pending-value'), { timeout: 20_000 }).toBe('30 energy')
    await shot(reader, 'reader-desk-pending-earning-en')

    // The user: the answer is flagged on home and on the history tab until it is opened.
    await user.goto(appUrl('/pages/index/index'))
    await expect.poll(() => homeNotice(user), { timeout: 20_000 }).toBe('Iris Vale has answered your question')
    await expect.poll(() => historyTabBadge(user)).toBe('1')
    await shot(user, 'readers-answer-badge-en')
    await inFront(user, '.answer-notice').click()
    await expect.poll(() => user.url()).toContain(`/pages/reader/order?id=${consultationId}`)

    // The answer as plain text, then a review.
    await user.reload()
    await expect.poll(() => textOf(user, '.consultation__answer'), { timeout: 20_000 }).toBe(answer)
    expect(await user.locator('.consultation__answer b').count()).toBe(0)
    await shot(user, 'reader-answer-en')
    // Opened: the flags are gone.
    expect(await textOf(user, '[data-step="paid"] .timeline__label')).toBe('Paid with 30 energy')
    expect(await textOf(user, '.consultation__answer-by')).toMatch(/^Confirming completes the consultation and pays the reader\. If you do not, it completes by itself on /)
    const home = await user.context().newPage()
    await home.goto(appUrl('/pages/index/index'))
    await expect.poll(() => home.locator('.home__start:visible').count(), { timeout: 20_000 }).toBe(1)
    await expect.poll(() => historyTabBadge(home)).toBe('')
    expect(await homeNotice(home)).toBe('')
    await home.close()
    await inFront(user, '[data-star="5"]').click()
    await inFront(user, '.review-form__text textarea').fill('Kind, clear and practical.')
    await inFront(user, '.review-form__send').click()
    await expect.poll(() => textOf(user, '.order__reader .order-status')).toBe('Reviewed')

    // The reader sees the review and what they earned.
    await reader.reload()
    await expect.poll(() => textOf(reader, `[data-consultation="${consultationId}"] .desk-item__review`), { timeout: 20_000 }).toContain('Kind, clear and practical.')
    expect(await textOf(reader, '.desk__earned-value')).toBe('30 energy')
    await user.context().close()
    await reader.context().close()
  })

  it('pays a reader with WeChat (the dev checkout) in a fresh session, without visiting Energy & VIP first', { timeout: 120_000 }, async () => {
    // Issue 15 item 4: the payment sheet's texts come with the payment, not with the Energy page.
    const user = await signedIn('en-US', 'e2e-wechat-fresh', '/pages/reader/readers')
    expect((await api(user, 'POST', '/tarot/rest/account/birth-year', { birthYear: 1988 })).code).toBe(0)
    await user.reload()
    await expect.poll(() => user.locator('.reader-card:visible').count(), { timeout: 20_000 }).toBe(2)
    await inFront(user, `[data-reader="${readerIds.iris}"]`).click()
    await expect.poll(() => textOf(user, '.reader-profile__name')).toBe('Iris Vale')
    await inFront(user, '.reader-profile__consult').click()
    await expect.poll(() => user.url()).toContain(`/pages/reader/order?readerId=${readerIds.iris}`)
    await expect.poll(() => textOf(user, '.order__balance')).toBe('0 energy')
    await inFront(user, '.order__question textarea').fill('Is this a good year to change careers, or should I wait?')
    await inFront(user, '[data-pay="wechat"]').click()
    expect(await textOf(user, '.order__submit')).toBe('Pay ¥3.00 with WeChat and send')
    await inFront(user, '.order__submit').click()
    await expect.poll(() => textOf(user, '.dialog__title'), { timeout: 20_000 }).toBe('Local test payment')
    expect(await textOf(user, '.dialog__confirm')).toBe('Pay')
    await inFront(user, '.dialog__confirm').click()
    await expect.poll(() => user.url(), { timeout: 20_000 }).toMatch(/\/pages\/reader\/order\?id=c_/)
    await expect.poll(() => textOf(user, '.order__reader .order-status'), { timeout: 20_000 }).toBe('Waiting for the reader')
    // What was paid, and how: money, refunded as money.
    expect(await textOf(user, '[data-step="paid"] .timeline__label')).toBe('Paid ¥3.00 with WeChat Pay')
    expect(await textOf(user, '.consultation__answer-by')).toMatch(/If not, your ¥3\.00 goes back to WeChat Pay by itself\.$/)
    await user.reload()
    await expect.poll(() => textOf(user, '[data-step="paid"] .timeline__label'), { timeout: 20_000 }).toBe('Paid ¥3.00 with WeChat Pay')
    await shot(user, 'readers-order-paid-wechat-en')
    // Cancelled before the reader accepts: the money goes back to WeChat Pay, not into energy.
    await inFront(user, '.consultation__cancel').click()
    await expect.poll(() => textOf(user, '.dialog__content')).toBe('The reader has not started yet. Your ¥3.00 will go back to WeChat Pay.')
    await inFront(user, '.dialog__confirm').click()
    await expect.poll(() => textOf(user, '[data-step="cancelled"] .timeline__label'), { timeout: 20_000 }).toBe('Cancelled · ¥3.00 refunded to WeChat Pay')
    expect(await textOf(user, '.consultation__refunded')).toBe('¥3.00 has been refunded to your WeChat Pay, to where you paid from.')
    expect((await api<{ total: number }>(user, 'GET', '/tarot/rest/energy/amount')).data.total).toBe(0)
    await user.context().close()
  })

  it("pays 星野 with WeChat Pay in Chinese: the price in money and energy, what was paid, the reader's pending earning, and the answer flagged until it is opened", { timeout: 180_000 }, async () => {
    const user = await signedIn('zh-CN', 'e2e-zh-asker', '/pages/reader/readers')
    expect((await api(user, 'POST', '/tarot/rest/account/birth-year', { birthYear: 1992 })).code).toBe(0)
    await user.goto(appUrl(`/pages/reader/reader?id=${readerIds.xing}`))
    await user.reload()
    await expect.poll(() => textOf(user, '.reader-profile__name'), { timeout: 20_000 }).toBe('星野')
    expect(await textOf(user, '.reader-profile__consult')).toBe('咨询 · 45 能量或 ¥4.50')
    await inFront(user, '.reader-profile__consult').click()
    await expect.poll(() => user.url()).toContain(`/pages/reader/order?readerId=${readerIds.xing}`)
    await expect.poll(() => textOf(user, '.order__balance')).toBe('0 能量')
    expect(await textOf(user, '.order__price')).toBe('45 能量或 ¥4.50')
    // WeChat Pay is chosen, as the energy would not cover it: no shortfall to read, and the button says the money.
    await expect.poll(() => inFront(user, '.pay-options__option--active').getAttribute('data-pay')).toBe('wechat')
    expect(await user.locator('.order__short:visible').count()).toBe(0)
    expect(await textOf(user, '.order__submit')).toBe('微信支付 ¥4.50 并发送')
    // With energy chosen, the shortfall and the other way to pay.
    await inFront(user, '[data-pay="energy"]').click()
    expect(await textOf(user, '.order__short-text')).toBe('这次咨询需要 45 能量，你现在有 0，用能量支付还差 45。也可以改用微信支付 ¥4.50。')
    await inFront(user, '[data-pay="wechat"]').click()
    await expect.poll(() => user.locator('.order__short:visible').count()).toBe(0)
    await inFront(user, '.order__question textarea').fill('年底要不要换工作？现在的团队很稳定，但我觉得学不到新东西了。')
    await inFront(user, '.order__submit').click()
    await expect.poll(() => textOf(user, '.dialog__title'), { timeout: 20_000 }).toBe('本地测试支付')
    await inFront(user, '.dialog__confirm').click()
    await expect.poll(() => user.url(), { timeout: 20_000 }).toMatch(/\/pages\/reader\/order\?id=c_/)
    const consultationId = /id=(c_[^&]+)/.exec(user.url())![1]!
    await expect.poll(() => textOf(user, '.order__reader .order-status'), { timeout: 20_000 }).toBe('等待塔罗师接单')
    expect(await textOf(user, '[data-step="paid"] .timeline__label')).toBe('已用微信支付 ¥4.50')
    expect(await textOf(user, '.consultation__answer-by')).toMatch(/前回复你；如果没有，¥4\.50 会自动原路退回微信支付。$/)
    expect(await inFront(user, '.consultation').textContent()).not.toContain('冻结')
    await user.reload()
    await expect.poll(() => textOf(user, '[data-step="paid"] .timeline__label'), { timeout: 20_000 }).toBe('已用微信支付 ¥4.50')
    await shot(user, 'readers-order-paid-wechat-zh-Hans')

    // 星野 answers; the desk says the 45 energy wait for the asker's confirmation.
    const reader = await signedIn('zh-CN', 'e2e-reader-xing', '/pages/reader/desk')
    const item = (selector = '') => inFront(reader, `[data-consultation="${consultationId}"]${selector ? ` ${selector}` : ''}`)
    await expect.poll(async () => (await item().textContent()) ?? '', { timeout: 20_000 }).toContain('年底要不要换工作')
    await item('.desk-item__accept').click()
    await expect.poll(() => reader.locator(`.desk__group--progress [data-consultation="${consultationId}"]:visible`).count()).toBe(1)
    await item('.desk-answer__text textarea').fill('宝剑八正位说明你觉得被困住，但绳子其实是松的：先把想学的东西列出来，再看新机会能不能给你。')
    await item('.desk-answer__send').click()
    await expect.poll(() => reader.locator(`.desk__group--done [data-consultation="${consultationId}"]:visible`).count()).toBe(1)
    await reader.reload()
    await expect.poll(() => textOf(reader, '.desk__pending-value'), { timeout: 20_000 }).toBe('45 能量')
    expect(await textOf(reader, '.desk__earned-value')).toBe('0 能量')
    expect(await textOf(reader, '.desk__pending-hint')).toBe('还没到账：提问者确认完成后，这份回复的能量就结算给你；对方没有确认的话，回复 72 小时后自动结算。')
    expect(await textOf(reader, `[data-consultation="${consultationId}"] .desk-item__pending`)).toMatch(/^对方确认后结算给你；最晚 .+ 自动结算$/)
    await shot(reader, 'reader-desk-pending-earning-zh-Hans')

    // The asker: flagged on home, on the history tab and on "我的咨询".
    await user.goto(appUrl('/pages/index/index'))
    await user.reload()
    await expect.poll(() => homeNotice(user), { timeout: 20_000 }).toBe('星野回复了你的咨询')
    await expect.poll(() => historyTabBadge(user)).toBe('1')
    await shot(user, 'readers-answer-badge-zh-Hans')
    await user.goto(appUrl('/pages/reader/readers?tab=mine'))
    await user.reload()
    await expect.poll(() => textOf(user, '.readers-tabs__badge-text'), { timeout: 20_000 }).toBe('1')
    await expect.poll(() => textOf(user, `[data-consultation="${consultationId}"] .my-orders__unread-text`)).toBe('新回复')
    await inFront(user, `[data-consultation="${consultationId}"]`).click()
    await expect.poll(() => textOf(user, '.consultation__answer'), { timeout: 20_000 }).toContain('宝剑八正位')
    expect(await textOf(user, '.consultation__answer-by')).toMatch(/^确认完成后，费用会结算给塔罗师；如果你没有确认，.+ 会自动完成。$/)
    // Opened: every flag is gone.
    await user.goto(appUrl('/pages/index/index'))
    await user.reload()
    await expect.poll(() => user.locator('.home__start:visible').count(), { timeout: 20_000 }).toBe(1)
    await expect.poll(() => historyTabBadge(user)).toBe('')
    expect(await homeNotice(user)).toBe('')
    await user.goto(appUrl('/pages/reader/readers?tab=mine'))
    await user.reload()
    await expect.poll(() => user.locator(`[data-consultation="${consultationId}"]:visible`).count(), { timeout: 20_000 }).toBe(1)
    expect(await user.locator('.readers-tabs__badge:visible').count()).toBe(0)
    expect(await user.locator('.my-orders__unread:visible').count()).toBe(0)

    // Confirmed: the status lines follow, and the reader has earned it.
    await inFront(user, `[data-consultation="${consultationId}"]`).click()
    await inFront(user, '.consultation__complete').click()
    await expect.poll(() => textOf(user, '.order__reader .order-status'), { timeout: 20_000 }).toBe('已完成')
    expect(await inFront(user, '.consultation').textContent()).not.toContain('回复后结算')
    await reader.reload()
    await expect.poll(() => textOf(reader, '.desk__earned-value'), { timeout: 20_000 }).toBe('45 能量')
    expect(await reader.locator('.desk__pending:visible').count()).toBe(0)
    await user.context().close()
    await reader.context().close()
  })
})
