// Size budgets, checked by `npm test` after the builds:
// - H5 first load: every JS and CSS file the home page downloads until its first screen is idle, at most 150 KB gzip.
//   Measured, not guessed: the built app is opened in headless Chromium (Debian's, as the e2e tests use) against the built
//   server; once home's content (the question box and the recommended spreads) is visible, the app marks its first screen
//   idle after a second without a new resource (`tarot:first-screen-idle`, lib/content/warm-conditions.h5.ts), and every
//   script and stylesheet whose request started before that mark counts: the entry, home's chunk, anything they import on
//   the way, which a static walk of webpack's chunk graph could only approximate. What the app starts after the mark (the
//   content check, the res warm-up) is not the first screen's. Each file counts once, gzipped at level 9 from dist/h5.
// - The mini-program main package (dist/weapp without its subpackages): at most 1 MB.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { root } from './lib.mjs'

// 142.3 KB on 2026-11-27 (Preact on H5, the other two languages on demand, the content check after the first screen;
// 192.9 KB on 2026-11-25, 327.7 KB before): what remains is Taro's runtime and router, i18next and home itself (bench/README.md "First load").
const H5_BUDGET = 150 * 1024
const WEAPP_MAIN_BUDGET = 1024 * 1024

const kb = (n) => `${(n / 1024).toFixed(1)} KB`

function dirSize(dir, skip = new Set()) {
  let total = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue
    const full = path.join(dir, entry.name)
    total += entry.isDirectory() ? dirSize(full) : statSync(full).size
  }
  return total
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

async function startServer(dataDir, port) {
  const child = spawn(process.execPath, [path.join(root, 'server/dist/server.mjs')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    try {
      if ((await fetch(`http://127.0.0.1:${port}/tarot/rest/health`)).ok) return child
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  child.kill('SIGTERM')
  throw new Error('server did not become healthy within 60 s')
}

const FIRST_SCREEN_IDLE_MARK = 'tarot:first-screen-idle'

/** The JS and CSS files (paths under dist/h5) home downloads before the app marks its first screen idle. */
export async function homeFirstLoad(baseUrl) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' })
    const page = await context.newPage()
    await page.goto(`${baseUrl}/tarot/h5app/`)
    await page.locator('.home__start').first().waitFor({ state: 'visible', timeout: 60_000 })
    await page.locator('.recommended__item').first().waitFor({ state: 'visible', timeout: 60_000 })
    await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_SCREEN_IDLE_MARK, { timeout: 30_000 })
    // The page's own clock: resource timing entries that started before the mark.
    const urls = await page.evaluate((mark) => {
      const idleAt = performance.getEntriesByName(mark)[0].startTime
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime < idleAt)
        .map((entry) => entry.name)
    }, FIRST_SCREEN_IDLE_MARK)
    const files = []
    for (const url of urls) {
      const { pathname } = new URL(url)
      if (!pathname.startsWith('/tarot/h5app/') || !/\.(js|css)$/.test(pathname)) continue
      const rel = pathname.slice('/tarot/h5app/'.length)
      if (!files.includes(rel)) files.push(rel)
    }
    // The document's own <script>/<link> entries are resource timing entries too; the entry must be among them.
    if (!files.some((rel) => /^js\/app\.[0-9a-f]+\.js$/.test(rel))) throw new Error(`the entry script was not among the first load's files: ${files.join(', ')}`)
    return files
  } finally {
    await browser.close()
  }
}

async function measureH5() {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'tarot-size-'))
  const server = await startServer(dataDir, port)
  try {
    const files = await homeFirstLoad(`http://127.0.0.1:${port}`)
    const sized = files.map((rel) => ({ rel, gzip: gzipSync(readFileSync(path.join(root, 'dist/h5', rel)), { level: 9 }).length }))
    return { total: sized.reduce((sum, f) => sum + f.gzip, 0), sized }
  } finally {
    server.kill('SIGTERM')
    await new Promise((r) => (server.exitCode !== null ? r() : server.once('exit', r)))
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let over = false
  const h5 = await measureH5()
  console.log(`H5 first load, every JS+CSS home downloads (gzip): ${kb(h5.total)} of ${kb(H5_BUDGET)}`)
  for (const f of h5.sized) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.rel}`)
  over ||= h5.total > H5_BUDGET

  const weapp = path.join(root, 'dist/weapp')
  if (existsSync(path.join(weapp, 'app.json'))) {
    const subRoots = JSON.parse(readFileSync(path.join(weapp, 'app.json'), 'utf8')).subPackages?.map((p) => p.root) ?? []
    const weappMain = dirSize(weapp, new Set(subRoots))
    console.log(`mini-program main package: ${kb(weappMain)} of ${kb(WEAPP_MAIN_BUDGET)}`)
    over ||= weappMain > WEAPP_MAIN_BUDGET
  } else {
    console.error('✗ no mini-program build (dist/weapp): run `npx taro build --type weapp`')
    over = true
  }
  if (over) console.error('✗ a size budget is exceeded')
  process.exit(over ? 1 : 0)
}
