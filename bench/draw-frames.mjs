// `node bench/draw-frames.mjs`: frame times of the draw in Chromium with the CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate), as a mid-range phone would run it, per phase:
//   shuffle   — the draw page from its first frame until the fan is there (the deck riffling);
//   fan open  — the 78 backs spreading out into the arc;
//   fan drag  — a finger sliding across the fan twice, a card rising under it (CDP touch events);
//   reveal    — after the last pick: the cards flying to the board and turning over, until "continue".
// Frames are timed by a requestAnimationFrame loop in the page; a frame is dropped for every 16.7 ms
// vsync interval it overran. Serves the built H5 app from the built server (as the e2e set-up does):
// needs `npx taro build --type h5` and `npm run build:server`; RES_DIR may point at rendered card art.
// The floor, in the same run: the fan the app drew (its elements and their styles, copied from the
// page) in a page with no framework, raised under the same touches by a dozen lines of plain script
// doing what the app's H5 leaf does (two class and transform writes when the finger crosses a card).
// What the floor drops is what this Chromium on this machine costs for that design; the app's share
// above it is ours.
// BENCH_TRACE_PHASE=shuffle, open or reveal traces that phase instead of the drag (the per-move figures then
// divide by the drag's move count all the same: compare totals).
// BENCH_TRACE=1 also traces the drag (CDP Tracing) and prints where the main thread's time went per
// touch move, BENCH_TRACE=js adds a JS CPU profile (CDP Profiler) by script and function; tracing
// costs time itself, so take frame times from a run without it.
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { printTrace, startTrace, summariseProfile, summariseTrace } from './draw-trace.mjs'

const root = path.resolve(import.meta.dirname, '..')
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
const RATE = Number(process.env.BENCH_CPU_SLOWDOWN || 4)
const TRACE = process.env.BENCH_TRACE || ''
/** Which phase BENCH_TRACE traces: the drag (default), the shuffle, the fan's opening or the reveal. */
const TRACE_PHASE = process.env.BENCH_TRACE_PHASE || 'drag'
const DRAG_STEPS = 70
const VSYNC = 1000 / 60
const serverEntry = path.join(root, 'server/dist/server.mjs')
for (const [file, hint] of [
  [path.join(root, 'dist/h5/index.html'), 'npx taro build --type h5'],
  [serverEntry, 'npm run build:server'],
]) {
  if (!existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: run \`${hint}\` first`)
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

async function startServer(port, dataDir) {
  const child = spawn(process.execPath, [serverEntry], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', GUEST_TOKENS_PER_MINUTE: '100000', READINGS_PER_MINUTE: '100000' },
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

/** Starts recording frame times in the page (a rAF loop); `stopFrames` returns them. */
const startFrames = (page) =>
  page.evaluate(() => {
    const w = /** @type {any} */ (window)
    w.__frames = []
    w.__recording = true
    let last = performance.now()
    const tick = (now) => {
      if (!w.__recording) return
      w.__frames.push(now - last)
      last = now
      requestAnimationFrame(tick)
    }
    requestAnimationFrame((now) => {
      last = now
      requestAnimationFrame(tick)
    })
  })
const stopFrames = (page) =>
  page.evaluate(() => {
    const w = /** @type {any} */ (window)
    w.__recording = false
    return w.__frames
  })

function summarise(name, frames) {
  const sorted = [...frames].sort((a, b) => a - b)
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0
  const missed = frames.reduce((sum, f) => sum + Math.max(0, Math.round(f / VSYNC) - 1), 0)
  const intervals = frames.reduce((sum, f) => sum + Math.max(1, Math.round(f / VSYNC)), 0)
  return { phase: name, frames: frames.length, p50: at(0.5), p95: at(0.95), max: sorted[sorted.length - 1] ?? 0, dropped: intervals ? missed / intervals : 0 }
}

/** A finger slid along a row at height `y` through CDP touch events, a move every 16 ms (about one a frame). */
const slider = (cdp, y) => async (x1, x2, steps) => {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x1, y }] })
  for (let i = 1; i <= steps; i += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x1 + ((x2 - x1) * i) / steps, y }] })
    await new Promise((r) => setTimeout(r, 16))
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}

/** The drawn fan as a page of its own: its markup, the style rules that touch it, and plain touch handling. */
const floorPage = (page) =>
  page.evaluate(() => {
    const fan = /** @type {HTMLElement} */ ([...document.querySelectorAll('.fan')].filter((e) => e.getBoundingClientRect().width > 0).pop())
    const box = fan.getBoundingClientRect()
    const rules = []
    for (const sheet of document.styleSheets) {
      let list
      try {
        list = sheet.cssRules
      } catch {
        continue
      }
      for (const rule of list) if (/\.(fan|card-face)/.test(rule.cssText)) rules.push(rule.cssText)
    }
    const script = `
      const fan = document.querySelector('.fan')
      const slots = [...fan.querySelectorAll('.fan__slot')]
      const strips = [...fan.querySelectorAll('.fan__card')].map((s) => [parseFloat(s.style.left), parseFloat(s.style.width)])
      const lift = Math.round(parseFloat(slots[0].style.width) * 0.4)
      const rest = slots.map((s) => s.style.transform)
      const raisedOf = (t) => t.replace(/translateY\\((-?[\\d.]+)px\\)/, (_, y) => 'translateY(' + (parseFloat(y) - lift).toFixed(1) + 'px)')
      const left = fan.getBoundingClientRect().left
      let under = null
      const set = (i, up) => {
        if (i === null) return
        slots[i].classList.toggle('fan__slot--raised', up)
        slots[i].style.transform = up ? raisedOf(rest[i]) : rest[i]
        slots[i].style.transitionDelay = '0ms'
      }
      const follow = (x) => {
        const i = strips.findIndex(([l, w]) => x - left >= l && x - left < l + w)
        const next = i < 0 ? null : i
        if (next === under) return
        set(under, false)
        set(next, true)
        under = next
      }
      fan.addEventListener('touchstart', (e) => follow(e.touches[0].clientX), { passive: true })
      fan.addEventListener('touchmove', (e) => follow(e.touches[0].clientX), { passive: true })
      fan.addEventListener('touchend', () => follow(-1e9), { passive: true })`
    return `<!doctype html><html><head><meta name="viewport" content="width=device-width,initial-scale=1"><style>html,body{margin:0;background:#0b1030}taro-view-core{display:block}${rules.join('\n')}</style></head><body><div style="position:absolute;left:${box.left}px;top:${box.top}px">${fan.outerHTML}</div><script>${script}</script></body></html>`
  })

const visible = (page, selector) => page.locator(`${selector}:visible`).last()

async function main() {
  const port = await freePort()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tarot-bench-draw-'))
  const server = await startServer(port, dataDir)
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] })
  const app = (route) => `http://127.0.0.1:${port}/tarot/h5app/#${route}`
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'en-US' })
    const page = await context.newPage()
    // Signed in with the dev provider, as the e2e journey does.
    await page.goto(app(`/pagesApp/common/login?redirect=${encodeURIComponent('/pages/index/history')}`))
    await visible(page, '.login__name input').fill('bench-draw')
    await visible(page, '.login__check').click()
    await visible(page, '.login__submit').click()
    await page.waitForURL(/pages\/index\/history/, { timeout: 30_000 })
    await page.goto(app('/pages/index/index'))
    await page.reload()
    await visible(page, '.home__input input').fill('What should I focus on at work this season?')
    await visible(page, '.home__start').click()
    await page.waitForURL(/pages\/ai\/ad_ask/, { timeout: 30_000 })
    await visible(page, '.ask__draw').waitFor()

    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: RATE })
    const results = []

    const traceOf = async (phase) => (TRACE && TRACE_PHASE === phase ? await startTrace(cdp, { js: TRACE === 'js' }) : null)
    let stopTrace = await traceOf('shuffle')
    await visible(page, '.ask__draw').click()
    await page.waitForURL(/draw_cards/, { timeout: 30_000 })
    await startFrames(page)
    await visible(page, '.fan').waitFor({ timeout: 30_000 })
    results.push(summarise('shuffle', await stopFrames(page)))
    let traced = stopTrace ? await stopTrace() : null

    stopTrace = await traceOf('open')
    await startFrames(page)
    await page.waitForTimeout(1000)
    results.push(summarise('fan open', await stopFrames(page)))
    if (stopTrace) traced = await stopTrace()

    const box = await visible(page, '.fan').boundingBox()
    const y = box.y + box.height * 0.3
    const slide = slider(cdp, y)
    stopTrace = await traceOf('drag')
    await startFrames(page)
    await slide(20, 370, DRAG_STEPS)
    await slide(370, 60, DRAG_STEPS)
    results.push(summarise('fan drag', await stopFrames(page)))
    if (stopTrace) traced = await stopTrace()
    const floorHtml = await floorPage(page)
    if (process.env.BENCH_FLOOR_OUT) (await import('node:fs')).writeFileSync(process.env.BENCH_FLOOR_OUT, floorHtml)

    stopTrace = await traceOf('reveal')
    await startFrames(page)
    await slide(200, 200, 1)
    await visible(page, '.draw__continue').waitFor({ timeout: 60_000 })
    results.push(summarise('reveal', await stopFrames(page)))
    if (stopTrace) traced = await stopTrace()

    // The floor: the same fan and the same touches in a page of its own, same origin (the card art), same
    // throttle. The app's page closes first: it would share the renderer's main thread (same site).
    await page.close()
    const floor = await context.newPage()
    const floorUrl = `http://127.0.0.1:${port}/tarot/h5app/floor.html`
    await floor.route(floorUrl, (route) => route.fulfill({ contentType: 'text/html', body: floorHtml }))
    await floor.goto(floorUrl)
    await floor.locator('.fan__slot').first().waitFor()
    const floorCdp = await context.newCDPSession(floor)
    await floorCdp.send('Emulation.setCPUThrottlingRate', { rate: RATE })
    await floor.waitForTimeout(1000)
    const floorBox = await floor.locator('.fan').boundingBox()
    const floorY = floorBox.y + floorBox.height * 0.3
    const floorSlide = slider(floorCdp, floorY)
    const stopFloorTrace = TRACE && TRACE_PHASE === 'drag' ? await startTrace(floorCdp, { js: TRACE === 'js' }) : null
    await startFrames(floor)
    await floorSlide(20, 370, DRAG_STEPS)
    await floorSlide(370, 60, DRAG_STEPS)
    results.push(summarise('floor drag', await stopFrames(floor)))
    const floorTraced = stopFloorTrace ? await stopFloorTrace() : null

    console.log(`Draw frame times, Chromium ${browser.version()}, 390×844, CPU slowdown ${RATE}×`)
    console.log('phase       frames   p50 ms   p95 ms   max ms   dropped')
    for (const r of results) {
      console.log(
        `${r.phase.padEnd(10)} ${String(r.frames).padStart(7)} ${r.p50.toFixed(1).padStart(8)} ${r.p95.toFixed(1).padStart(8)} ${r.max.toFixed(1).padStart(8)} ${`${(r.dropped * 100).toFixed(1)}%`.padStart(9)}`,
      )
    }
    if (traced && process.env.BENCH_TRACE_OUT) (await import('node:fs')).writeFileSync(process.env.BENCH_TRACE_OUT, JSON.stringify(traced.events))
    if (traced) printTrace(summariseTrace(traced.events, 2 * DRAG_STEPS), traced.profile ? summariseProfile(traced.profile) : null)
    if (floorTraced) {
      console.log('\nThe floor (the same fan, no framework):')
      printTrace(summariseTrace(floorTraced.events, 2 * DRAG_STEPS), floorTraced.profile ? summariseProfile(floorTraced.profile) : null)
    }
  } finally {
    await browser.close()
    server.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
