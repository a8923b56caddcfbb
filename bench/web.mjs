// `npm run bench:web`: the H5 first screen, measured against the floor Taro sets, in one run.
//
// 1. Builds the floor — bench/web-floor/, a Taro 4 app with two tab pages of one line each — with this
//    project's config/ into a temporary directory.
// 2. Serves the built app (dist/h5, or BENCH_H5_DIR) and the floor, each from the built server
//    (server/dist/server.mjs, H5_DIR pointing at it, a throwaway DATA_DIR).
// 3. Runs Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown) BENCH_RUNS times (default 3)
//    against each, alternating, in Debian's Chromium, and prints medians and the app ÷ floor ratios.
// 4. Loads the app once more on slow 3G (2 s round trip, 50 KB/s each way, CDP throttling) with a cold
//    cache: when the first content (the branded splash, or before it existed the app itself) was painted,
//    when a key typed into the first screen's question field lands, when home was usable (its start button shown,
//    the splash gone), and a screenshot at 3 s in
//    docs/screenshots/slow-3g-at-3s.png (BENCH_SHOT to change it).
// Needs `npx taro build --type h5`, `npm run build:server` and the card art (`npm run build:art`, as `npm start` does) first.
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'

const root = path.resolve(import.meta.dirname, '..')
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const RUNS = Number(process.env.BENCH_RUNS || 3)
const appDir = path.resolve(process.env.BENCH_H5_DIR || path.join(root, 'dist/h5'))
const shotPath = path.resolve(root, process.env.BENCH_SHOT || 'docs/screenshots/slow-3g-at-3s.png')
const serverEntry = path.join(root, 'server/dist/server.mjs')
for (const [file, hint] of [
  [path.join(appDir, 'index.html'), 'npx taro build --type h5'],
  [serverEntry, 'npm run build:server'],
  [path.join(root, 'packages/content/dist/res/cards/back.png'), 'npm run build:art'],
]) {
  if (!existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: run \`${hint}\` first`)
}

const work = mkdtempSync(path.join(tmpdir(), 'tarot-bench-web-'))
const children = []
const cleanUp = () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  rmSync(work, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => (cleanUp(), process.exit(1)))

function run(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}\n${output.slice(-3000)}`))))
  })
}

/** The floor, built the way the app is: this project's config/, Babel config and dependencies, the fixture's src/. */
async function buildFloor() {
  const dir = path.join(work, 'floor')
  mkdirSync(dir)
  cpSync(path.join(root, 'bench/web-floor/src'), path.join(dir, 'src'), { recursive: true })
  cpSync(path.join(root, 'config'), path.join(dir, 'config'), { recursive: true })
  for (const file of ['package.json', 'babel.config.js', 'tsconfig.json', 'tsconfig.base.json', 'project.config.json']) cpSync(path.join(root, file), path.join(dir, file))
  // What the config and the fixture refer to: the icon the H5 config copies, a tab icon.
  cpSync(path.join(root, 'src/favicon.ico'), path.join(dir, 'src/favicon.ico'))
  cpSync(path.join(root, 'src/assets/tabbar/home.png'), path.join(dir, 'src/assets/tab.png'))
  // The project's packages, linked one by one so the build's own cache (node_modules/.cache) stays in the temporary directory.
  mkdirSync(path.join(dir, 'node_modules'))
  for (const entry of readdirSync(path.join(root, 'node_modules'))) {
    if (entry !== '.cache') symlinkSync(realpathSync(path.join(root, 'node_modules', entry)), path.join(dir, 'node_modules', entry))
  }
  process.stdout.write('building the floor (a two-tab Taro app with the project config)… ')
  const started = Date.now()
  await run(process.execPath, [path.join(root, 'node_modules/@tarojs/cli/bin/taro'), 'build', '--type', 'h5'], { cwd: dir, env: { ...process.env, NODE_ENV: 'production' } })
  console.log(`${((Date.now() - started) / 1000).toFixed(0)} s`)
  return path.join(dir, 'dist/h5')
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => (port ? resolve(port) : reject(new Error('no port'))))
    })
  })
}

async function waitFor(url, what) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`${what} did not answer ${url} within 60 s`)
}

/** The built server with `h5Dir` as its H5 app, as `npm start` serves it. */
async function serve(h5Dir, name) {
  const port = await freePort()
  const dataDir = path.join(work, `data-${name}`)
  mkdirSync(dataDir)
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, H5_DIR: h5Dir, LOG_LEVEL: 'warn', GUEST_TOKENS_PER_MINUTE: '100000', GUEST_TOKENS_PER_DAY: '100000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  children.push(child)
  await waitFor(`http://127.0.0.1:${port}/tarot/rest/health`, `the server for ${name}`)
  return `http://127.0.0.1:${port}/tarot/h5app/`
}

/** Debian's Chromium with a DevTools port for Lighthouse, a fresh profile each time. */
async function startChromium() {
  const port = await freePort()
  const profile = mkdtempSync(path.join(work, 'chrome-'))
  const child = spawn(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-default-apps',
      '--mute-audio',
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  )
  children.push(child)
  await waitFor(`http://127.0.0.1:${port}/json/version`, 'Chromium')
  return { port, stop: () => child.kill('SIGTERM') }
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

/** One Lighthouse run with its default (mobile) settings: simulated slow 4G, 4× CPU, a 412×823 phone. */
async function audit(url) {
  const browser = await startChromium()
  try {
    const result = await lighthouse(url, { port: browser.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES })
    const { categories, audits } = result.lhr
    const failing = Object.values(categories)
      .filter((c) => c.id !== 'performance')
      .flatMap((c) => c.auditRefs.map((ref) => audits[ref.id]).filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary'))
    return {
      performance: categories.performance.score * 100,
      tbt: audits['total-blocking-time'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      fcp: audits['first-contentful-paint'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      accessibility: categories.accessibility.score * 100,
      bestPractices: categories['best-practices'].score * 100,
      seo: categories.seo.score * 100,
      failing: [...new Set(failing.map((a) => a.id))],
      // What moved: Lighthouse's layout-shift culprits (an element's selector and its share of the score).
      shifts: (audits['layout-shifts']?.details?.items ?? []).map((item) => ({ node: item.node?.selector ?? item.node?.snippet ?? '?', score: item.score })),
      runtimeError: result.lhr.runtimeError?.message,
    }
  } finally {
    browser.stop()
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = sorted.length >> 1
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/** Slow 3G, cold cache: when something was first painted, when home could be used, and what showed at 3 s. */
async function slow3g(url) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'zh-CN' })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 2000, downloadThroughput: 50 * 1024, uploadThroughput: 50 * 1024 })
    const started = Date.now()
    const shot = new Promise((resolve) => {
      setTimeout(() => {
        mkdirSync(path.dirname(shotPath), { recursive: true })
        page.screenshot({ path: shotPath }).then(resolve, resolve)
      }, 3000)
    })
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 })
    await page.waitForFunction(() => performance.getEntriesByType('paint').some((e) => e.name === 'first-contentful-paint'), null, { timeout: 120_000, polling: 50 })
    const fcp = await page.evaluate(() => performance.getEntriesByType('paint').find((e) => e.name === 'first-contentful-paint').startTime)
    const branded = await page.evaluate(() => (document.getElementById('splash') ? 'the splash' : 'the app'))
    // The first screen's question field is real (what is written there carries over to home): when a key typed into it
    // lands. Real key events, so a main thread busy with the app's code delays them as it would a person's. Then emptied
    // and left, so the hand-over goes on as it would without it.
    let writable = null
    const field = page.locator('#splash .fs-input')
    if (await field.count()) {
      await field.pressSequentially('a', { timeout: 120_000 })
      writable = await page.evaluate(() => (document.querySelector('#splash .fs-input')?.value === 'a' ? performance.now() : null))
      await page.evaluate(() => {
        const input = document.querySelector('#splash .fs-input')
        if (input) {
          input.value = ''
          input.blur()
        }
      })
    }
    await page.locator('.home__start').first().waitFor({ state: 'visible', timeout: 120_000 })
    await page.waitForFunction(() => !document.getElementById('splash'), null, { timeout: 120_000, polling: 50 })
    const usable = await page.evaluate(() => performance.now())
    await shot
    return { fcp, branded, writable, usable, wall: Date.now() - started }
  } finally {
    await browser.close()
  }
}

const fmt = {
  score: (v) => v.toFixed(0),
  ms: (v) => (v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${v.toFixed(0)} ms`),
  cls: (v) => v.toFixed(3),
}
const ROWS = [
  ['Lighthouse performance (mobile)', 'performance', fmt.score],
  ['total blocking time', 'tbt', fmt.ms],
  ['largest contentful paint', 'lcp', fmt.ms],
  ['first contentful paint', 'fcp', fmt.ms],
  ['cumulative layout shift', 'cls', fmt.cls],
  ['accessibility', 'accessibility', fmt.score],
  ['best practices', 'bestPractices', fmt.score],
  ['SEO', 'seo', fmt.score],
]

try {
  const floorDir = await buildFloor()
  const appUrl = await serve(appDir, 'app')
  const floorUrl = await serve(floorDir, 'floor')
  const results = { app: [], floor: [] }
  for (let i = 0; i < RUNS; i++) {
    for (const [name, url] of [
      ['app', appUrl],
      ['floor', floorUrl],
    ]) {
      process.stdout.write(`Lighthouse ${name} ${i + 1}/${RUNS}… `)
      const r = await audit(url)
      results[name].push(r)
      console.log(r.runtimeError ? `error: ${r.runtimeError}` : `performance ${fmt.score(r.performance)}`)
    }
  }
  console.log(`\nLighthouse ${RUNS}× each, mobile preset (simulated slow 4G, 4× CPU); median [min–max]; app: ${path.relative(root, appDir) || appDir}\n`)
  console.log('| figure | app | floor | app ÷ floor |\n| --- | ---: | ---: | ---: |')
  for (const [label, key, f] of ROWS) {
    const cell = (list) => {
      const values = list.map((r) => r[key])
      return `${f(median(values))} [${f(Math.min(...values))}–${f(Math.max(...values))}]`
    }
    const a = median(results.app.map((r) => r[key]))
    const b = median(results.floor.map((r) => r[key]))
    console.log(`| ${label} | ${cell(results.app)} | ${cell(results.floor)} | ${b === 0 ? '–' : `${(a / b).toFixed(2)}×`} |`)
  }
  const failing = [...new Set(results.app.flatMap((r) => r.failing))]
  console.log(`\napp audits failing in accessibility, best practices or SEO: ${failing.length ? failing.join(', ') : 'none'}`)
  const shifts = new Map()
  for (const { node, score } of results.app.flatMap((r) => r.shifts)) shifts.set(node, Math.max(score, shifts.get(node) ?? 0))
  const moved = [...shifts].sort((a, b) => b[1] - a[1]).slice(0, 5)
  console.log(`app layout shifts (largest over the runs): ${moved.length ? moved.map(([node, score]) => `${node} ${score.toFixed(3)}`).join('; ') : 'none'}`)

  const slow = await slow3g(appUrl)
  console.log(`\nslow 3G (2 s round trip, 50 KB/s), cold cache, 390×844:`)
  console.log(`- first content painted (${slow.branded}): ${fmt.ms(slow.fcp)}`)
  console.log(`- question field takes typing (the first screen's, carried over to home): ${slow.writable === null ? 'no field before the app' : fmt.ms(slow.writable)}`)
  console.log(`- home usable (start button shown, splash gone): ${fmt.ms(slow.usable)}`)
  console.log(`- screenshot at 3 s: ${path.relative(root, shotPath)}`)
} finally {
  cleanUp()
}
