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
 * The back office's console (issue 37) in headless Chromium against the built server and the built console: operators made
 * by `npm run operator` before the server starts (one process owns a PGlite database), orders paid through the dev provider,
 * then signing in with a TOTP code, searching, an order's story, a partial refund through the dialog, its audit entry,
 * what a support operator does not see, both languages and a phone's width.
 */

const root = path.resolve(import.meta.dirname, '..')
const PASSWORD = 'e2e console password 1'

let server: ChildProcess | null = null
let base = ''
let browser: Browser
const operators: Record<'owner' | 'support', { name: string; secret: string }> = { owner: { name: 'olivia', secret: '' }, support: { name: 'sam', secret: '' } }
const orders: string[] = []
const cspViolations: string[] = []

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
    headers: { 'content-type': 'application/json', 'tarot-lang': 'en', ...(token ? { 'tarot-token': token } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  return (await res.json()) as { code: number; data: T; message?: string }
}

/** A user who bought 60 energy through the dev provider: the order's id. */
async function paidOrder(name: string): Promise<string> {
  const signIn = await rest<{ access_token: string }>('POST', '/tarot/rest/login/sign-in', { provider: 'dev', name })
  const token = signIn.data.access_token
  expect((await rest('POST', '/tarot/rest/account/birth-year', { birthYear: 1990 }, token)).code).toBe(0)
  const order = await rest<{ order: { id: string } }>('POST', '/tarot/rest/pay/orders', { productId: 'energy_60', platform: 'h5', os: 'other', clientKey: `e2e-console-${name}` }, token)
  expect(order.code).toBe(0)
  expect((await rest('POST', `/tarot/rest/pay/dev/${order.data.order.id}`, { outcome: 'success' }, token)).code).toBe(0)
  // The dev provider credits at once; wait for it outside a test (expect.poll is for tests only).
  for (let tries = 0; (await rest<{ total: number }>('GET', '/tarot/rest/energy/amount', undefined, token)).data.total !== 60; tries++) {
    if (tries > 100) throw new Error(`${name}: the 60 energy never arrived`)
    await new Promise((r) => setTimeout(r, 100))
  }
  return order.data.order.id
}

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tarot-console-e2e-'))
  operators.owner.secret = addOperator(dataDir, operators.owner.name, 'owner')
  operators.support.secret = addOperator(dataDir, operators.support.name, 'support')
  const port = await freePort()
  server = await startBuiltServer(dataDir, port, { CONSOLE_SIGN_INS_PER_15_MINUTES: '1000' })
  base = `http://127.0.0.1:${port}`
  orders.push(await paidOrder('console-e2e-ann'), await paidOrder('console-e2e-ben'))
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
  await stopServer(server)
})

async function laptop(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'zh-CN' })
  return watch(await context.newPage())
}

async function phone(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' })
  return watch(await context.newPage())
}

function watch(page: Page): Page {
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(message.text())
  })
  return page
}

const console_ = (route = '') => `${base}/tarot/console/${route ? `#${route}` : ''}`

async function signIn(page: Page, who: 'owner' | 'support', code = totpCode(operators[who].secret, Date.now())): Promise<void> {
  await page.goto(console_('/login'))
  await page.locator('input[name=name]').fill(operators[who].name)
  await page.locator('input[name=password]').fill(PASSWORD)
  await page.locator('input[name=code]').fill(code)
  await page.locator('button[type=submit]').click()
}

/** A code of this secret that is not the one of now, nor of the steps either side. */
function wrongCode(secret: string): string {
  const now = Date.now()
  const near = new Set([-30_000, 0, 30_000].map((d) => totpCode(secret, now + d)))
  for (let shift = 1; ; shift++) {
    const code = String((Number(totpCode(secret, now)) + shift * 137_911) % 1_000_000).padStart(6, '0')
    if (!near.has(code)) return code
  }
}

describe('the console (owner, laptop)', () => {
  let page: Page

  beforeAll(async () => {
    page = await laptop()
  })

  it('refuses a wrong TOTP code in the operator’s language, then signs in with the right one and opens on orders', async () => {
    await signIn(page, 'owner', wrongCode(operators.owner.secret))
    const alert = page.getByRole('alert')
    await expect.poll(async () => (await alert.textContent()) ?? '').toMatch(/[\u4e00-\u9fff]/)
    expect(page.url()).toContain('#/login')
    await page.locator('input[name=code]').fill(totpCode(operators.owner.secret, Date.now()))
    await page.locator('button[type=submit]').click()
    await expect.poll(() => page.url()).toContain('#/orders')
    for (const id of orders) await expect.poll(() => page.getByText(id, { exact: true }).count()).toBe(1)
    // The owner's menu has the three resources, in Chinese.
    for (const label of ['订单', '操作记录', '运营账号']) await expect.poll(() => page.getByRole('menuitem', { name: label }).count()).toBe(1)
    await expect.poll(() => page.getByRole('columnheader', { name: '订单号' }).count()).toBe(1)
    await shot(page, 'console-orders-zh-Hans')
  })

  it('finds an order by its number, and tells its story', async () => {
    const [target, other] = orders as [string, string]
    await page.getByLabel('订单号、支付流水号或用户 ID').fill(target)
    await expect.poll(() => page.getByText(other, { exact: true }).count()).toBe(0)
    await expect.poll(() => page.getByText(target, { exact: true }).count()).toBe(1)
    await page.getByText(target, { exact: true }).click()
    await expect.poll(() => page.url()).toContain(`#/orders/${target}/show`)
    await expect.poll(() => page.getByRole('heading', { name: '订单经过' }).count()).toBe(1)
    // Created, then paid: at least two steps, oldest first.
    await expect.poll(() => page.locator('.MuiStep-root').count()).toBeGreaterThanOrEqual(2)
    await expect.poll(() => page.getByText('没有退款。').count()).toBe(1)
  })

  it('previews what a partial refund takes back as the amount changes, and refunds once for a double click', async () => {
    await page.getByRole('button', { name: '退款' }).click()
    const amount = page.getByTestId('refund-amount')
    const fullText = await amount.inputValue()
    const full = Math.round(Number(fullText) * 100)
    expect(full).toBeGreaterThan(1)
    await expect.poll(async () => (await page.getByTestId('refund-preview').textContent()) ?? '').toContain('能量 60（当初发放 60）')
    const half = Math.floor(full / 2)
    await amount.fill((half / 100).toFixed(2))
    await expect.poll(async () => (await page.getByTestId('refund-preview').textContent()) ?? '').toContain(`¥${(half / 100).toFixed(2)}（实付 ¥${(full / 100).toFixed(2)}）`)
    const preview = (await page.getByTestId('refund-preview').textContent()) ?? ''
    expect(preview).toMatch(/能量 \d+（当初发放 60），余额 60 → \d+/)
    await page.getByTestId('refund-reason').fill('用户说点错了，退一半')
    await expect.poll(() => page.getByTestId('refund-confirm').isEnabled()).toBe(true)
    await shot(page, 'console-refund-confirm-zh-Hans')
    await page.getByTestId('refund-confirm').dblclick()
    await expect.poll(async () => (await page.getByTestId('refund-result').textContent()) ?? '').toMatch(/^退款成功：¥\d+\.\d\d$/)
    await page.getByRole('button', { name: '关闭' }).click()
    await expect.poll(() => page.getByTestId('refund').count()).toBe(1)
    await expect.poll(async () => (await page.getByTestId('refund').textContent()) ?? '').toContain('用户说点错了，退一半')
  })

  it('shows that refund in the operations log, with its before and after', async () => {
    await page.goto(console_('/audit'))
    const row = page.locator('tr', { hasText: orders[0]! }).filter({ hasText: '用户说点错了，退一半' })
    await expect.poll(() => row.count()).toBe(1)
    expect(await row.textContent()).toContain(operators.owner.name)
    await row.click()
    await expect.poll(() => page.getByTestId('audit-diff').count()).toBe(1)
    // Read-only: nothing to edit, delete or add there.
    expect(await page.getByRole('button', { name: /删除|编辑|新建/ }).count()).toBe(0)
  })

  it('adds an operator and shows the authenticator’s URI once (QR code and text), then changes the role and deactivates', async () => {
    await page.getByRole('menuitem', { name: '运营账号' }).click()
    await expect.poll(() => page.getByText(operators.support.name, { exact: true }).count()).toBe(1)
    await page.getByRole('link', { name: '新建' }).click()
    await page.getByLabel('账号名').fill('casey')
    await page.locator('input[name=password]').fill('casey password 12')
    await page.getByRole('button', { name: '保存' }).click()
    await expect.poll(async () => (await page.getByTestId('totp-uri').textContent()) ?? '').toMatch(/^otpauth:\/\/totp\/.*secret=[A-Z2-7]+/)
    expect(await page.getByTestId('totp-qr').getAttribute('src')).toMatch(/^data:image\/png;base64,/)
    await page.getByRole('button', { name: '已在 App 中保存' }).click()
    await expect.poll(() => page.url()).toMatch(/#\/operators$/)
    const row = page.locator('tr', { hasText: 'casey' })
    await expect.poll(() => row.count()).toBe(1)
    expect(await row.textContent()).toContain('客服')
    await row.getByRole('link', { name: '编辑' }).click()
    await page.getByRole('combobox').click()
    await page.getByRole('option', { name: '内容运营' }).click()
    await page.getByRole('button', { name: '保存' }).click()
    await expect.poll(() => page.url()).toMatch(/#\/operators$/)
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('内容运营')
    await row.getByRole('button', { name: '停用' }).click()
    await expect.poll(async () => (await row.textContent()) ?? '').toContain('已停用')
    await expect.poll(() => row.getByRole('button', { name: '重新启用' }).count()).toBe(1)
  })

  // Two lists, two order pages and a refund: longer than the others on a busy machine (120 s).
  it('speaks English when switched, and refunds the other order in full', async () => {
    await page.goto(console_('/orders'))
    // The language menu, opened again if a click came before the page was ready for it.
    const english = page.getByRole('menuitem', { name: 'English' })
    await expect
      .poll(async () => {
        if (!(await english.isVisible())) await page.getByRole('button', { name: '简体中文' }).click({ timeout: 5_000 })
        return english.isVisible()
      })
      .toBe(true)
    await english.click()
    await expect.poll(() => page.getByRole('columnheader', { name: 'Order no.' }).count()).toBe(1)
    for (const label of ['Orders', 'Operations log', 'Operators']) await expect.poll(() => page.getByRole('menuitem', { name: label }).count()).toBe(1)
    // The list kept the earlier search (react-admin keeps a list's filters): clear it.
    await page.getByLabel('Order no., transaction id or user id').fill('')
    for (const id of orders) await expect.poll(() => page.getByText(id, { exact: true }).count()).toBe(1)
    await shot(page, 'console-orders-en')
    await page.getByText(orders[1]!, { exact: true }).click()
    await expect.poll(() => page.getByRole('heading', { name: 'What happened' }).count()).toBe(1)
    await page.getByRole('button', { name: 'Refund' }).click()
    await expect.poll(async () => (await page.getByTestId('refund-preview').textContent()) ?? '').toContain('60 energy of the 60 granted (balance 60 → 0)')
    // Too much is refused before it is sent, in words.
    await page.getByTestId('refund-amount').fill('9999')
    await expect.poll(() => page.getByText(/^Between ¥0\.01 and ¥/).count()).toBe(1)
    expect(await page.getByTestId('refund-confirm').isEnabled()).toBe(false)
    await page.getByTestId('refund-amount').fill('')
    await page.getByTestId('refund-amount').type(((await refundable(page)) / 100).toFixed(2))
    await page.getByTestId('refund-reason').fill('Charged twice by mistake')
    await expect.poll(() => page.getByTestId('refund-confirm').isEnabled()).toBe(true)
    await shot(page, 'console-refund-confirm-en')
    await page.getByTestId('refund-confirm').click()
    await expect.poll(async () => (await page.getByTestId('refund-result').textContent()) ?? '').toMatch(/^Refund done: ¥\d+\.\d\d$/)
  }, 120_000)
})

/** What the dialog says is still refundable, in fen (its helper line when the amount is wrong names the most). */
async function refundable(page: Page): Promise<number> {
  const text = (await page.getByText(/^Between ¥0\.01 and ¥/).textContent()) ?? ''
  return Math.round(Number(/¥([\d.]+)$/.exec(text)![1]) * 100)
}

describe('the console (support, phone)', () => {
  let page: Page

  beforeAll(async () => {
    page = await phone()
  })

  it('lists orders as cards at 390 px, and has no operators in its menu or behind their address', async () => {
    await signIn(page, 'support')
    await expect.poll(() => page.url()).toContain('#/orders')
    // A card's first line is the order number, with the amount beside it.
    await expect.poll(() => page.getByText(orders[0]!).count()).toBe(1)
    // The phone's list: no table, nothing wider than the screen.
    expect(await page.locator('table').count()).toBe(0)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await page.getByRole('button', { name: '打开菜单' }).click()
    await expect.poll(() => page.getByRole('menuitem', { name: '订单' }).count()).toBe(1)
    expect(await page.getByRole('menuitem', { name: '运营账号' }).count()).toBe(0)
    await page.keyboard.press('Escape')
    await page.goto(console_('/operators'))
    await expect.poll(() => page.getByText('你没有访问这个页面的权限').count()).toBe(1)
  })

  it('opens the refund dialog full-screen at 390 px with its preview and a reachable confirm', async () => {
    await page.goto(console_(`/orders/${orders[0]}/show`))
    await page.getByRole('button', { name: '退款' }).click()
    await expect.poll(async () => (await page.getByTestId('refund-preview').textContent()) ?? '').toContain('能量')
    const dialog = await page.getByRole('dialog').boundingBox()
    expect(dialog!.width).toBeLessThanOrEqual(390)
    const confirm = await page.getByTestId('refund-confirm').boundingBox()
    expect(confirm!.x + confirm!.width).toBeLessThanOrEqual(390)
    expect(confirm!.y + confirm!.height).toBeLessThanOrEqual(844)
    await page.getByRole('button', { name: '取消' }).click()
  })

  it('reads the operations log at 390 px: a row opens to who, why and the before and after', async () => {
    await page.goto(console_('/audit'))
    const row = page.locator('tr', { hasText: orders[0]! }).first()
    await expect.poll(() => row.count()).toBe(1)
    await row.click()
    await expect.poll(() => page.getByTestId('audit-diff').count()).toBeGreaterThanOrEqual(1)
    await expect.poll(() => page.getByText(`操作人: ${operators.owner.name} · 原因: 用户说点错了，退一半`).count()).toBe(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  it('goes back to the sign-in page when the session is past its expiry, or when the server no longer knows it', async () => {
    const key = 'tarot-console-session'
    const saved = await page.evaluate((k) => sessionStorage.getItem(k)!, key)
    // Past its expiry: the console drops it without asking the server.
    await page.evaluate(([k, v]) => sessionStorage.setItem(k!, JSON.stringify({ ...JSON.parse(v!), expiresAt: Date.now() - 1000 })), [key, saved])
    await page.goto(console_('/orders'))
    await expect.poll(() => page.url()).toContain('#/login')
    // A token the server refuses (ended elsewhere, or never made): the first answer sends the operator to sign in.
    await page.evaluate(([k, v]) => sessionStorage.setItem(k!, JSON.stringify({ ...JSON.parse(v!), token: 'not-a-token' })), [key, saved])
    await page.goto(console_('/orders'))
    await expect.poll(() => page.url()).toContain('#/login')
    expect(await page.evaluate((k) => sessionStorage.getItem(k), key)).toBeNull()
  })

  it('ran every page within the console’s CSP', () => {
    expect(cspViolations).toEqual([])
  })
})
