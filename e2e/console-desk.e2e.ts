import { type ChildProcess, execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { totpCode } from '../server/src/services/operators/totp'
import { launchBrowser } from './browser'
import { shot } from './page-helpers'
import { freePort, startBuiltServer, stopServer } from './server-process'

/**
 * The console's desk (issue 37 items 6–9) in headless Chromium against the built server and console: a support operator
 * replies to feedback and approves a birth-year correction from it, finds a person and gives (and may not over-take) energy;
 * a moderator takes down a reported share and sees the safety counts; a content operator previews, publishes, withdraws
 * and rolls back a spread catalogue. Operators are made by `npm run operator` before the server starts.
 */

const root = path.resolve(import.meta.dirname, '..')
const PASSWORD = 'e2e console password 1'
type Who = 'support' | 'moderator' | 'content'

let server: ChildProcess | null = null
let base = ''
let browser: Browser
const operators: Record<Who, { name: string; secret: string }> = {
  support: { name: 'sue', secret: '' },
  moderator: { name: 'max', secret: '' },
  content: { name: 'cora', secret: '' },
}
const tokens: Record<'ann' | 'young' | 'sharer', string> = { ann: '', young: '', sharer: '' }
let shareId = ''
const cspViolations: string[] = []
const usedCodes = new Set<string>()

function addOperator(dataDir: string, name: string, role: string): string {
  const out = execFileSync(process.execPath, [path.join(root, 'server/dist/operator-admin.mjs'), 'add', name, '--role', role], {
    env: { ...process.env, DATA_DIR: dataDir, OPERATOR_PASSWORD: PASSWORD, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  })
  const secret = /secret=([A-Z2-7]+)/.exec(out)?.[1]
  if (!secret) throw new Error(`no TOTP secret in the operator command's answer:\n${out}`)
  return secret
}

async function rest<T>(method: string, url: string, body?: unknown, token?: string): Promise<{ code: number; data: T; message?: string }> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', 'tarot-lang': 'zh-Hans', ...(token ? { 'tarot-token': token } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return (await res.json()) as { code: number; data: T; message?: string }
}

async function user(name: string, birthYear: number): Promise<string> {
  const signIn = await rest<{ access_token: string }>('POST', '/tarot/rest/login/sign-in', { provider: 'dev', name })
  const token = signIn.data.access_token
  expect((await rest('POST', '/tarot/rest/account/birth-year', { birthYear }, token)).code).toBe(0)
  return token
}

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tarot-console-desk-e2e-'))
  for (const who of Object.keys(operators) as Who[]) operators[who].secret = addOperator(dataDir, operators[who].name, who)
  const port = await freePort()
  server = await startBuiltServer(dataDir, port, { CONSOLE_SIGN_INS_PER_15_MINUTES: '1000' })
  base = `http://127.0.0.1:${port}`

  // Feedback from an adult, and from someone who gave a minor's year and asks to correct it to an adult's.
  tokens.ann = await user('desk-ann', 1990)
  expect((await rest('POST', '/tarot/rest/feedback', { content: '解读到一半就停了，能量也扣了。', contact: 'ann@example.com' }, tokens.ann)).code).toBe(0)
  tokens.young = await user('desk-young', new Date().getFullYear() - 10)
  expect((await rest('POST', '/tarot/rest/account/birth-year/correction', { birthYear: 1991, contact: 'wx: young1991' }, tokens.young)).code).toBe(0)
  expect((await rest('POST', '/tarot/rest/feedback', { content: '出生年份填错了，我其实是 1991 年的。' }, tokens.young)).code).toBe(0)

  // A shared reading someone reports, and a question the check flags as a crisis.
  tokens.sharer = await user('desk-sharer', 1988)
  const cards = [
    { id: 'Major17', orientation: 'upright' },
    { id: 'Cups02', orientation: 'reversed' },
    { id: 'Wands03', orientation: 'upright' },
  ]
  const made = await rest<{ id: string }>('POST', '/tarot/rest/readings/physical', { spreadId: 'cnc', question: '我该接受新的工作机会吗？', clientKey: 'e2e-desk-share', cards }, tokens.sharer)
  expect(made.code).toBe(0)
  const share = await rest<{ id: string }>('POST', '/tarot/rest/shares', { readingId: made.data.id, includeQuestion: true }, tokens.sharer)
  expect(share.code).toBe(0)
  shareId = share.data.id
  expect((await rest('POST', `/tarot/rest/shared/${shareId}/report`, { reason: 'personal', note: '里面有我的真名' })).code).toBe(0)
  expect((await rest('POST', '/tarot/rest/question/check', { question: '我不想活了，活着没有意义' }, tokens.ann)).code).toBe(0)

  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await stopServer(server)
})

async function laptop(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' })
  const page = await context.newPage()
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(message.text())
  })
  return page
}

const console_ = (route = '') => `${base}/tarot/console/${route ? `#${route}` : ''}`

async function signIn(page: Page, who: Who): Promise<void> {
  await page.goto(console_('/login'))
  await page.locator('input[name=name]').fill(operators[who].name)
  await page.locator('input[name=password]').fill(PASSWORD)
  // A code is good once (the server refuses a replay); the next step's is accepted too, for a second sign-in within 30 s.
  const code = [0, 30_000, -30_000].map((shift) => totpCode(operators[who].secret, Date.now() + shift)).find((c) => !usedCodes.has(`${who}:${c}`))!
  usedCodes.add(`${who}:${code}`)
  await page.locator('input[name=code]').fill(code)
  await page.locator('button[type=submit]').click()
  // Called from beforeAll, where expect.poll may not run: wait for the console to leave its sign-in page.
  await page.waitForURL((url) => !url.hash.startsWith('#/login'), { timeout: 30_000 })
}

async function english(page: Page): Promise<void> {
  const item = page.getByRole('menuitem', { name: 'English' })
  await expect
    .poll(async () => {
      if (!(await item.isVisible())) await page.getByRole('button', { name: '简体中文' }).click({ timeout: 5_000 })
      return item.isVisible()
    })
    .toBe(true)
  await item.click()
}

/** Fills the open reason dialog and confirms it. */
async function confirmWithReason(page: Page, reason: string): Promise<void> {
  await page.getByTestId('reason').fill(reason)
  await expect.poll(() => page.getByTestId('reason-confirm').isEnabled()).toBe(true)
  await page.getByTestId('reason-confirm').click()
}

describe('the console desk: support', () => {
  let page: Page
  beforeAll(async () => {
    page = await laptop()
    await signIn(page, 'support')
  })

  it('shows support the menu it may use: people and feedback, not moderation or content', async () => {
    for (const label of ['订单', '用户', '用户反馈']) await expect.poll(() => page.getByRole('menuitem', { name: label, exact: true }).count()).toBe(1)
    for (const label of ['内容审核', '内容发布']) expect(await page.getByRole('menuitem', { name: label, exact: true }).count()).toBe(0)
  })

  it('replies to a feedback, and the person reads the reply in the app', async () => {
    await page.goto(console_('/feedback'))
    await page.getByText('解读到一半就停了，能量也扣了。').click()
    await expect.poll(() => page.getByText('ann@example.com').count()).toBe(1)
    await page.getByRole('button', { name: '分给我' }).click()
    await expect.poll(() => page.getByRole('button', { name: '取消分配' }).count()).toBe(1)
    await page.getByTestId('reply-text').fill('抱歉给你添麻烦了，那次扣掉的能量已经退回到你的账户。')
    await shot(page, 'console-feedback-reply-zh-Hans')
    await page.getByTestId('reply-send').click()
    await expect.poll(async () => (await page.getByTestId('feedback-reply').textContent()) ?? '').toContain('用户未读')
    const mine = await rest<{ list: { reply: string | null }[]; unread: number }>('GET', '/tarot/rest/feedback/mine', undefined, tokens.ann)
    expect(mine.data.list[0]?.reply).toBe('抱歉给你添麻烦了，那次扣掉的能量已经退回到你的账户。')
    expect(mine.data.unread).toBe(1)
    await rest('POST', '/tarot/rest/feedback/replies/seen', {}, tokens.ann)
    await page.reload()
    await expect.poll(async () => (await page.getByTestId('feedback-reply').textContent()) ?? '').toContain('用户已读')
    // Only one reply: no reply box any more.
    expect(await page.getByTestId('reply-text').count()).toBe(0)
  })

  it('approves a birth-year correction from the feedback item', async () => {
    await page.goto(console_('/feedback'))
    // "Assigned to me" leaves only what this operator took (the one answered above); off again, everything shows.
    const young = page.getByText('出生年份填错了，我其实是 1991 年的。')
    await expect.poll(() => young.count()).toBe(1)
    await page.getByLabel('只看分给我的').check()
    await expect.poll(() => young.count()).toBe(0)
    expect(await page.getByText('解读到一半就停了，能量也扣了。').count()).toBe(1)
    await page.getByLabel('只看分给我的').uncheck()
    await young.click()
    const correction = page.getByTestId('correction')
    await expect.poll(async () => (await correction.textContent()) ?? '').toContain(`从 ${new Date().getFullYear() - 10} 改为 1991`)
    expect(await correction.textContent()).toContain('wx: young1991')
    await correction.getByRole('button', { name: '通过' }).click()
    await confirmWithReason(page, '视频核实了身份证')
    await expect.poll(() => page.getByTestId('correction').count()).toBe(0)
    const status = await rest<{ birthYear: number | null; adult: boolean | null }>('GET', '/tarot/rest/account/birth-year', undefined, tokens.young)
    expect(status.data).toMatchObject({ birthYear: 1991, adult: true })
  })

  it('finds a person by their sign-in name, gives energy, and is refused taking more than they have', async () => {
    await page.goto(console_('/people'))
    await page.getByLabel('用户 ID、登录名、咨询师名、订单号或支付流水号').fill('desk-ann')
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1)
    await page.locator('tbody tr').first().click()
    const energy = page.getByTestId('energy')
    await expect.poll(async () => (await energy.textContent()) ?? '').toMatch(/^\d+$/)
    const before = Number(await energy.textContent())
    await page.getByRole('button', { name: '增减能量' }).click()
    await page.getByTestId('adjust-delta').fill('15')
    await confirmWithReason(page, '补偿中断的解读')
    await expect.poll(async () => Number(await energy.textContent())).toBe(before + 15)
    await expect.poll(() => page.getByTestId('ledger-line').filter({ hasText: '+15' }).count()).toBe(1)
    await page.getByRole('button', { name: '增减能量' }).click()
    await page.getByTestId('adjust-delta').fill(String(-(before + 16)))
    await confirmWithReason(page, '多给了')
    await expect.poll(async () => (await page.getByTestId('reason-error').textContent()) ?? '').toMatch(/[\u4e00-\u9fff]/)
    await page.getByRole('button', { name: '取消' }).click()
    expect(Number(await energy.textContent())).toBe(before + 15)
  })
})

describe('the console desk on a 390 px phone', () => {
  it('lists feedback as cards and shows a person without sideways scrolling', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' })
    const page = await context.newPage()
    await signIn(page, 'support')
    const width = () => page.evaluate(() => document.documentElement.scrollWidth)
    await page.goto(console_('/feedback'))
    await expect.poll(() => page.getByText('解读到一半就停了，能量也扣了。').count()).toBe(1)
    expect(await page.locator('table').count()).toBe(0)
    expect(await width()).toBeLessThanOrEqual(390)
    await page.goto(console_('/people'))
    await page.getByLabel('用户 ID、登录名、咨询师名、订单号或支付流水号').fill('desk-ann')
    await page.getByText('desk-ann', { exact: true }).click()
    await expect.poll(() => page.getByTestId('ledger-line').count()).toBeGreaterThan(0)
    expect(await width()).toBeLessThanOrEqual(390)
    await page.screenshot({ path: path.join(tmpdir(), 'console-person-phone.png'), fullPage: true })
    await context.close()
  })
})

describe('the console desk: moderation', () => {
  let page: Page
  beforeAll(async () => {
    page = await laptop()
    await signIn(page, 'moderator')
  })

  it('shows the reported share with Keep up / Take down and the safety counts, in both languages; takes the share down', async () => {
    await page.goto(console_('/moderation'))
    const item = page.getByTestId('moderation-item').filter({ hasText: '被举报的分享' })
    await expect.poll(() => item.count()).toBe(1)
    expect(await item.textContent()).toContain('里面有我的真名')
    for (const label of ['保留', '下架']) expect(await item.getByRole('button', { name: label }).count()).toBe(1)
    const flags = page.getByTestId('safety-flags')
    await expect.poll(async () => (await flags.textContent()) ?? '').toContain('危机')
    await shot(page, 'console-moderation-zh-Hans')
    await english(page)
    const shared = page.getByTestId('moderation-item').filter({ hasText: 'Reported share' })
    await expect.poll(() => shared.count()).toBe(1)
    await expect.poll(async () => (await flags.textContent()) ?? '').toContain('Crisis')
    await shot(page, 'console-moderation-en')
    // Still up until a moderator decides.
    expect((await rest('GET', `/tarot/rest/shared/${shareId}`)).code).toBe(0)
    await shared.getByRole('button', { name: 'Take down' }).click()
    await confirmWithReason(page, 'Shows a real name')
    await expect.poll(() => page.getByTestId('moderation-item').filter({ hasText: 'Reported share' }).count()).toBe(0)
    // Taken down, the page answers as a link its owner took back (410000).
    expect((await rest('GET', `/tarot/rest/shared/${shareId}`)).code).toBe(410000)
  })
})

describe('the console desk: content', () => {
  let page: Page
  beforeAll(async () => {
    page = await laptop()
    await signIn(page, 'content')
  })

  it('previews the v40 catalogue (the moon spread added), publishes it, withdraws it and rolls back to it', async () => {
    await expect.poll(() => page.url()).toContain('#/content')
    await english(page)
    await expect.poll(() => page.getByText('In force now').count()).toBe(1)
    await page.getByTestId('file-spreads').setInputFiles(path.join(root, 'server/test/fixtures/spreads-v40.json'))
    await page.getByTestId('file-layouts').setInputFiles(path.join(root, 'server/test/fixtures/layouts-v40.json'))
    await page.getByTestId('content-check').click()
    const preview = page.getByTestId('content-preview')
    await expect.poll(async () => (await preview.textContent()) ?? '').toContain('The upload checks out.')
    await expect.poll(async () => (await page.getByTestId('diff-added').first().textContent()) ?? '').toContain('(moon)')
    await shot(page, 'console-content-preview-en')
    await page.getByTestId('content-publish').click()
    await confirmWithReason(page, 'Adds the moon spread')
    await expect.poll(async () => (await page.getByTestId('in-force-spreads').textContent()) ?? '').toBe('Version 40')
    await expect.poll(() => page.getByTestId('history-entry').count()).toBe(1)

    await page.getByTestId('content-withdraw').click()
    await confirmWithReason(page, 'Back to the release')
    await expect.poll(async () => (await page.getByTestId('in-force-spreads').textContent()) ?? '').not.toBe('Version 40')
    await expect.poll(() => page.getByTestId('history-entry').count()).toBe(2)

    const publish = page.getByTestId('history-entry').filter({ hasText: 'Published' })
    await publish.getByTestId('content-rollback').click()
    await confirmWithReason(page, 'Moon spread again')
    await expect.poll(async () => (await page.getByTestId('in-force-spreads').textContent()) ?? '').toBe('Version 40')
    await expect.poll(() => page.getByTestId('history-entry').count()).toBe(3)
    expect(cspViolations).toEqual([])
  }, 120_000)
})
