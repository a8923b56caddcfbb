// `npm test`: every check the project has, with one summary at the end, one step after another (TEST_LANES=2: in two lanes side by side).
// Lane one: build server → unit (Vitest: core, contracts, server via app.inject, PGlite + PostgreSQL).
// Lane two: lint → typecheck → app (Jest + jsdom) → RN (Jest + jest-expo) → builds (H5, console, mini-program, RN Android + iOS, card art)
// → RN bundle check (Hermes) → mini-program smoke. Then, alone on the machine (their timings are a user's): server processes (crash, restart,
// backup, posters under load, two instances) → size budget → end-to-end (Chromium) → the DevTools journey.
// The unit tests keep both cores busy; most of lane two (lint, tsc, webpack) runs on one, so the lanes overlap where a core would idle.
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { startCluster } from './postgres-cluster.mjs'
import { spawn } from 'node:child_process'
import { CHROMIUM, CJK_FONTS, POSTGRESQL, SERIF_FONTS, ensureDebianPackages, ensureInstalled, root, run } from './lib.mjs'

const reports = path.join(root, '.tmp/test-reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const steps = []
const suiteStarted = Date.now()
// Two lanes measured slower on CI's 2 cores (the unit tests already keep both busy: bench/README.md), so one lane is the default.
const lanes = process.env.TEST_LANES === '2' ? 2 : 1
/** While two lanes run, a step's output goes to its log file and is printed whole when it ends, so two steps never interleave. */
let buffered = false
let testsPassed = 0
let testsFailed = 0

function vitestCounts(file) {
  if (!existsSync(file)) return null
  const r = JSON.parse(readFileSync(file, 'utf8'))
  return { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0 }
}

/** The exit code a check gives when it could not run here (automake's convention): counted neither passed nor failed. */
const SKIPPED = 77

/** Runs a command with its output in `file`, then prints the file; resolves with its exit code. */
function runLogged(command, args, { env } = {}, file) {
  return new Promise((resolve) => {
    const out = createWriteStream(file)
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
    child.stdout.pipe(out, { end: false })
    child.stderr.pipe(out, { end: false })
    child.on('close', (code, signal) =>
      out.end(() => {
        process.stdout.write(readFileSync(file))
        resolve(code ?? (signal ? 1 : 0))
      }),
    )
  })
}

let logCount = 0
async function step(name, command, args, { env, report } = {}) {
  const started = Date.now()
  const order = ++logCount
  const log = path.join(reports, `${String(order).padStart(2, '0')}.log`)
  const code = buffered ? await runLogged(command, args, { env }, log).then((c) => (console.log(`━━ ${name}: done ━━`), c)) : (console.log(`\n━━ ${name} ━━`), await run(command, args, { env }))
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (code === SKIPPED) {
    steps.push({ order, name, ok: true, skipped: true, seconds, counts: null, note: 'skipped: it says why above' })
    return false
  }
  const counts = report ? vitestCounts(report) : null
  if (counts) {
    testsPassed += counts.passed
    testsFailed += counts.failed
  }
  // A step that fails without failing a counted test still counts as one failure.
  if (code !== 0 && (!counts || counts.failed === 0)) testsFailed += 1
  else if (code === 0 && !counts) testsPassed += 1
  steps.push({ order, name, ok: code === 0, seconds, counts })
  return code === 0
}

const vitest = (config, name) => ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${path.join(reports, `${name}.json`)}`]

await ensureInstalled({ everything: true })
const haveBrowser = await ensureDebianPackages([CHROMIUM, CJK_FONTS, SERIF_FONTS])
// Database tests run on embedded PGlite and on a throwaway PostgreSQL cluster (Debian's postgresql).
let cluster = null
if (await ensureDebianPackages([POSTGRESQL])) {
  try {
    cluster = await startCluster()
  } catch (error) {
    console.error(`could not start a PostgreSQL cluster: ${error.message}`)
  }
}
if (!cluster) {
  steps.push({ name: 'PostgreSQL for the database tests', ok: false, seconds: '0', note: 'not available: database tests ran on PGlite only' })
  testsFailed += 1
}

const unitEnv = cluster ? { TEST_DATABASE_URL: cluster.url } : {}
const builds = { server: false, h5: false, weapp: false, console: false }

async function laneOne() {
  builds.server = await step('build server', 'npm', ['run', 'build', '--workspace', 'server'])
  await step(`unit tests (core, contracts, content, server on PGlite${cluster ? ' + PostgreSQL' : ''})`, 'npx', vitest('vitest.config.mts', 'unit'), {
    report: path.join(reports, 'unit.json'),
    env: unitEnv,
  })
}

async function laneTwo() {
  await step('lint', 'npm', ['run', 'lint', '--silent'])
  await step('typecheck', 'npm', ['run', 'typecheck'])
  await step('app tests (Jest, Taro in jsdom)', 'npx', ['jest', '--config', 'jest.config.js', '--json', `--outputFile=${path.join(reports, 'app.json')}`], { report: path.join(reports, 'app.json') })
  await step("RN tests (Jest + jest-expo, Taro RN on React Native's renderer)", 'npx', ['jest', '--config', 'test-rn/jest.config.js', '--json', `--outputFile=${path.join(reports, 'rn.json')}`], {
    report: path.join(reports, 'rn.json'),
  })
  builds.h5 = await step('build H5', 'npx', ['taro', 'build', '--type', 'h5'])
  // The back office's console (Vite), which the end-to-end step drives beside the H5 app.
  builds.console = await step('build console', 'npm', ['run', 'build', '--workspace', 'console'])
  builds.weapp = await step('build mini-program', 'npx', ['taro', 'build', '--type', 'weapp'])
  // Taro's RN build exits 0 even when a stylesheet fails to convert; without an old bundle lying
  // around, the Hermes check below then finds nothing and fails, as it should.
  rmSync(path.join(root, 'dist/rn'), { recursive: true, force: true })
  await step('build RN (Android)', 'npx', ['taro', 'build', '--type', 'rn', '--platform', 'android'])
  await step('build RN (iOS)', 'npx', ['taro', 'build', '--type', 'rn', '--platform', 'ios'])
  await step('render card art (≤ 40 KB each, ≤ 110 KB at 2×)', process.execPath, ['packages/content/art/render.mjs'])
  await step('RN bundles: Hermes, module table, pages, size budget', process.execPath, ['scripts/check-rn-bundle.mjs'])
  if (builds.weapp) await step('mini-program smoke (stand-in wx, wcc)', 'npx', vitest('vitest.smoke.config.mts', 'smoke'), { report: path.join(reports, 'smoke.json') })
}

if (lanes === 2) {
  buffered = true
  await Promise.all([laneOne(), laneTwo()])
  buffered = false
} else {
  await laneTwo()
  await laneOne()
}
// Alone on the machine from here: what times a process or a page as a user would.
// The built server as processes: killed mid-stream (PGlite and PostgreSQL), and two instances on one PostgreSQL.
if (builds.server) {
  await step(
    `server processes (crash mid-stream, restart after kill -9, backup and restore, posters under load${cluster ? ', two instances on one PostgreSQL' : ''})`,
    'npx',
    vitest('vitest.process.config.mts', 'process'),
    { report: path.join(reports, 'process.json'), env: unitEnv },
  )
}
cluster?.stop()
// The size budget serves the built H5 app from the built server.
if (builds.h5 && builds.weapp && builds.server && haveBrowser) await step('size budget', process.execPath, ['scripts/size-budget.mjs'])
if (builds.h5 && builds.console && builds.server && haveBrowser) await step('end-to-end (headless Chromium)', 'npx', vitest('vitest.e2e.config.mts', 'e2e'), { report: path.join(reports, 'e2e.json') })
else if (!haveBrowser) {
  steps.push({ name: 'end-to-end (headless Chromium)', ok: false, seconds: '0', note: 'chromium missing' })
  testsFailed += 1
}
if (process.env.WECHAT_DEVTOOLS_CLI) await step('WeChat DevTools journey (miniprogram-automator)', process.execPath, ['weapp-smoke/automator-journey.mjs'])
else
  steps.push({
    name: 'WeChat DevTools journey (miniprogram-automator)',
    ok: true,
    skipped: true,
    seconds: '0',
    note: 'skipped: WECHAT_DEVTOOLS_CLI is not set (WeChat DevTools exists for Windows and macOS only)',
  })

const total = ((Date.now() - suiteStarted) / 1000).toFixed(0)
console.log('\n━━ summary ━━')
// In the order the steps started (lanes finish them out of order); the notes without a step first.
for (const s of steps.toSorted((a, b) => (a.order ?? 0) - (b.order ?? 0))) {
  const counts = s.counts ? ` (${s.counts.passed} passed, ${s.counts.failed} failed)` : ''
  console.log(`${s.skipped ? '–' : s.ok ? '✓' : '✗'} ${s.name} — ${s.seconds}s${counts}${s.note ? ` — ${s.note}` : ''}`)
}
console.log(`\n${total} s in all, ${lanes === 2 ? 'in two lanes side by side' : 'one step at a time'}`)
console.log(`${testsPassed} passed, ${testsFailed} failed`)
process.exit(steps.every((s) => s.ok) ? 0 : 1)
