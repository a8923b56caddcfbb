// `npm test`: every check the project has, in order, with one summary at the end.
// lint → typecheck → unit (Vitest: core, contracts, server via app.inject) → app (Jest + jsdom) → RN (Jest + jest-expo, React Native's renderer)
// → production builds (H5, mini-program, RN Android + iOS, server) → server processes (crash, restart, backup, posters, two instances) → RN bundle check (Hermes)
// → size budget → mini-program smoke (stand-in wx + wcc) → end-to-end (Chromium) → WeChat DevTools journey.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { startCluster } from './postgres-cluster.mjs'
import { CHROMIUM, CJK_FONTS, POSTGRESQL, SERIF_FONTS, ensureDebianPackages, ensureInstalled, root, run } from './lib.mjs'

const reports = path.join(root, '.tmp/test-reports')
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const steps = []
let testsPassed = 0
let testsFailed = 0

function vitestCounts(file) {
  if (!existsSync(file)) return null
  const r = JSON.parse(readFileSync(file, 'utf8'))
  return { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0 }
}

/** The exit code a check gives when it could not run here (automake's convention): counted neither passed nor failed. */
const SKIPPED = 77

async function step(name, command, args, { env, report } = {}) {
  const started = Date.now()
  console.log(`\n━━ ${name} ━━`)
  const code = await run(command, args, { env })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (code === SKIPPED) {
    steps.push({ name, ok: true, skipped: true, seconds, counts: null, note: 'skipped: it says why above' })
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
  steps.push({ name, ok: code === 0, seconds, counts })
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

await step('lint', 'npm', ['run', 'lint', '--silent'])
await step('typecheck', 'npm', ['run', 'typecheck'])
await step(`unit tests (core, contracts, content, server on PGlite${cluster ? ' + PostgreSQL' : ''})`, 'npx', vitest('vitest.config.mts', 'unit'), {
  report: path.join(reports, 'unit.json'),
  env: cluster ? { TEST_DATABASE_URL: cluster.url } : {},
})
await step('app tests (Jest, Taro in jsdom)', 'npx', ['jest', '--config', 'jest.config.js', '--json', `--outputFile=${path.join(reports, 'app.json')}`], { report: path.join(reports, 'app.json') })
await step('RN tests (Jest + jest-expo, Taro RN on React Native\'s renderer)', 'npx', ['jest', '--config', 'test-rn/jest.config.js', '--json', `--outputFile=${path.join(reports, 'rn.json')}`], { report: path.join(reports, 'rn.json') })
const h5 = await step('build H5', 'npx', ['taro', 'build', '--type', 'h5'])
const weapp = await step('build mini-program', 'npx', ['taro', 'build', '--type', 'weapp'])
// Taro's RN build exits 0 even when a stylesheet fails to convert; without an old bundle lying
// around, the Hermes check below then finds nothing and fails, as it should.
rmSync(path.join(root, 'dist/rn'), { recursive: true, force: true })
await step('build RN (Android)', 'npx', ['taro', 'build', '--type', 'rn', '--platform', 'android'])
await step('build RN (iOS)', 'npx', ['taro', 'build', '--type', 'rn', '--platform', 'ios'])
await step('render card art (≤ 40 KB each, ≤ 110 KB at 2×)', process.execPath, ['packages/content/art/render.mjs'])
const server = await step('build server', 'npm', ['run', 'build', '--workspace', 'server'])
// The built server as processes: killed mid-stream (PGlite and PostgreSQL), and two instances on one PostgreSQL.
if (server) {
  await step(`server processes (crash mid-stream, restart after kill -9, backup and restore, posters under load${cluster ? ', two instances on one PostgreSQL' : ''})`, 'npx', vitest('vitest.process.config.mts', 'process'), {
    report: path.join(reports, 'process.json'),
    env: cluster ? { TEST_DATABASE_URL: cluster.url } : {},
  })
}
cluster?.stop()
await step('RN bundles: Hermes, module table, pages, size budget', process.execPath, ['scripts/check-rn-bundle.mjs'])
if (h5 && weapp && server && haveBrowser) await step('size budget', process.execPath, ['scripts/size-budget.mjs'])
if (weapp) await step('mini-program smoke (stand-in wx, wcc)', 'npx', vitest('vitest.smoke.config.mts', 'smoke'), { report: path.join(reports, 'smoke.json') })
if (h5 && server && haveBrowser) await step('end-to-end (headless Chromium)', 'npx', vitest('vitest.e2e.config.mts', 'e2e'), { report: path.join(reports, 'e2e.json') })
else if (!haveBrowser) {
  steps.push({ name: 'end-to-end (headless Chromium)', ok: false, seconds: '0', note: 'chromium missing' })
  testsFailed += 1
}
if (process.env.WECHAT_DEVTOOLS_CLI) await step('WeChat DevTools journey (miniprogram-automator)', process.execPath, ['weapp-smoke/automator-journey.mjs'])
else steps.push({ name: 'WeChat DevTools journey (miniprogram-automator)', ok: true, skipped: true, seconds: '0', note: 'skipped: WECHAT_DEVTOOLS_CLI is not set (WeChat DevTools exists for Windows and macOS only)' })

console.log('\n━━ summary ━━')
for (const s of steps) {
  const counts = s.counts ? ` (${s.counts.passed} passed, ${s.counts.failed} failed)` : ''
  console.log(`${s.skipped ? '–' : s.ok ? '✓' : '✗'} ${s.name} — ${s.seconds}s${counts}${s.note ? ` — ${s.note}` : ''}`)
}
console.log(`\n${testsPassed} passed, ${testsFailed} failed`)
process.exit(steps.every((s) => s.ok) ? 0 : 1)
