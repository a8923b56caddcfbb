import { type ChildProcess, execFileSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, phonePage } from './browser'
import { freePort, startBuiltServer, stopServer } from './server-process'
import { shot, signInThroughLoginPage, textOf, userApi as api } from './page-helpers'

/**
 * Content security in headless Chromium (issue 35 item 3, docs/content-security.md): with no WeChat keys the server
 * checks with the local rules. A consultation question with contact details is held: the asker sees "审核中" and what
 * it means, the reader's queue does not have it; the operator passes it with `npm run moderation` and the reader sees it.
 * A risky question is refused and nothing is charged. Its own server and data directory, restarted around the
 * operator's commands (PGlite: one process at a time).
 */

const root = path.resolve(import.meta.dirname, '..')
let browser: Browser
let server: ChildProcess | null = null
let baseUrl = ''
let dataDir = ''
let port = 0
let readerId = ''

const command = (file: string, args: string[]) =>
  execFileSync(process.execPath, [path.join(root, 'server/dist', file), ...args], { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }, encoding: 'utf8' })

async function restartAround<T>(work: () => T): Promise<T> {
  await stopServer(server)
  server = null
  const result = work()
  server = await startBuiltServer(dataDir, port)
  return result
}

beforeAll(async () => {
  browser = await launchBrowser()
  dataDir = mkdtempSync(path.join(tmpdir(), 'tarot-e2e-content-'))
  port = await freePort()
  baseUrl = `http://127.0.0.1:${port}`
  server = await startBuiltServer(dataDir, port)
  const res = await fetch(`${baseUrl}/tarot/rest/login/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ provider: 'dev', name: 'e2e-content-reader' }),
  })
  const userId = ((await res.json()) as { data: { userId: string } }).data.userId
  const added = await restartAround(() =>
    command('reader-admin.mjs', [
      'add',
      '--user',
      userId,
      '--name',
      '青岚',
      '--tagline',
      '把问题说清楚，答案就近了',
      '--bio',
      '专注工作与关系议题的塔罗师。',
      '--topics',
      'career,love',
      '--languages',
      'zh-Hans',
      '--price',
      '30',
      '--hours',
      '6',
    ]),
  )
  readerId = /r_[0-9a-f]+/.exec(added)![0]
}, 120_000)

afterAll(async () => {
  await browser?.close()
  await stopServer(server)
})

const appUrl = (route: string) => `${baseUrl}/tarot/h5app/#${route}`

async function signedIn(name: string, redirect: string): Promise<Page> {
  const page = await phonePage(browser, 'zh-CN')
  await signInThroughLoginPage(page, appUrl, name, redirect)
  return page
}

describe('content security', () => {
  it('holds a question with contact details as 审核中 for the asker and out of the reader’s queue until the operator passes it; refuses a risky one', { timeout: 180_000 }, async () => {
    const asker = await signedIn('e2e-content-asker', '/pages/reader/readers')
    expect((await api(asker, 'POST', '/tarot/rest/account/birth-year', { birthYear: 1992 })).code).toBe(0)
    const order = await api<{ order: { id: string } }>(asker, 'POST', '/tarot/rest/pay/orders', { productId: 'energy_60', platform: 'h5', os: 'other', clientKey: 'e2e-content-energy-1' })
    expect((await api(asker, 'POST', `/tarot/rest/pay/dev/${order.data.order.id}`, { outcome: 'success' })).code).toBe(0)
    await expect.poll(async () => (await api<{ total: number }>(asker, 'GET', '/tarot/rest/energy/amount')).data.total).toBe(60)

    // Risky: refused, nothing charged.
    const risky = await api(asker, 'POST', '/tarot/rest/consultations', { readerId, question: '有没有代开发票的门路？', payWith: 'energy', clientKey: 'e2e-content-risky-1' })
    expect(risky.code).toBe(400002)
    expect((await api<{ total: number }>(asker, 'GET', '/tarot/rest/energy/amount')).data.total).toBe(60)

    // Contact details: held for review, the price held.
    const held = await api<{ consultation: { id: string; moderation: string } }>(asker, 'POST', '/tarot/rest/consultations', {
      readerId,
      question: '最近想换工作，又怕看错方向。加我微信 qinglan_2026 详细聊聊可以吗？',
      payWith: 'energy',
      clientKey: 'e2e-content-held-1',
    })
    expect(held.code).toBe(0)
    expect(held.data.consultation.moderation).toBe('questionUnderReview')
    const id = held.data.consultation.id
    expect((await api<{ total: number }>(asker, 'GET', '/tarot/rest/energy/amount')).data.total).toBe(30)

    await asker.goto(appUrl(`/pages/reader/order?id=${id}`))
    await asker.reload()
    await expect.poll(() => textOf(asker, '.order__reader .order-status'), { timeout: 20_000 }).toBe('审核中')
    expect(await textOf(asker, '.consultation__moderation')).toBe('你的问题正在进行内容安全审核，通过后塔罗师才会看到。费用只是暂时冻结，如果没有通过，会全额退还。')
    await shot(asker, 'consultation-under-review-zh-Hans')

    const reader = await signedIn('e2e-content-reader', '/pages/index/about')
    const queue = async () => (await api<{ list: { id: string }[] }>(reader, 'GET', '/tarot/rest/reader/consultations')).data.list.map((c) => c.id)
    expect(await queue()).toEqual([])

    // The operator reads it and passes it.
    const listed = await restartAround(() => command('moderation-admin.mjs', ['list']))
    expect(listed).toContain(`q:${id}`)
    expect(listed).toContain('local: messenger id')
    const passed = await restartAround(() => command('moderation-admin.mjs', ['pass', `q:${id}`]))
    expect(passed).toContain('the reader sees the question now')
    await expect.poll(queue, { timeout: 20_000 }).toEqual([id])
    await asker.reload()
    await expect.poll(() => textOf(asker, '.order__reader .order-status'), { timeout: 20_000 }).toBe('等待塔罗师接单')
    expect(await asker.locator('.consultation__moderation:visible').count()).toBe(0)
  })
})
