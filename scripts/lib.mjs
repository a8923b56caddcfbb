// Small helpers shared by the project's own scripts (start, test-all, checks).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync } from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...options.env } })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
// What only the tests, linters and benchmarks need (`tools`) lives in a workspace of its own, so running the
// product (`npm start`) can leave it out; the test command and the RN build install it. Known by one package it
// brings. (The React Native packages stay in the root manifest: Taro's RN build looks for them there and
// otherwise tries to install them itself.)
const OPTIONAL_WORKSPACES = { tools: 'vitest' }
const optional = Object.keys(OPTIONAL_WORKSPACES).filter((w) => manifest.workspaces.includes(w))

const installed = (pkg) => existsSync(path.join(root, 'node_modules', pkg, 'package.json'))

export function hasNodeModules({ everything = false } = {}) {
  const base = existsSync(path.join(root, 'node_modules/.package-lock.json')) && existsSync(path.join(root, 'node_modules/@tarojs/cli'))
  return base && (!everything || optional.every((w) => installed(OPTIONAL_WORKSPACES[w])))
}

/**
 * How far the install is: npm makes every top-level package's folder at once, then fills them, so a
 * package counts as unpacked once its package.json is there. Returns [unpacked, folders]. Only the top
 * level is counted (packages nested inside others are not), so these are not npm's own figures.
 */
function unpackedCount() {
  const dir = path.join(root, 'node_modules')
  if (!existsSync(dir)) return [0, 0]
  let unpacked = 0
  let folders = 0
  const count = (folder) => {
    folders += 1
    if (existsSync(path.join(folder, 'package.json'))) unpacked += 1
  }
  for (const entry of readdirSync(dir)) {
    if (entry.startsWith('.')) continue
    if (entry.startsWith('@')) for (const scoped of readdirSync(path.join(dir, entry))) count(path.join(dir, entry, scoped))
    else count(path.join(dir, entry))
  }
  return [unpacked, folders]
}

/** The packages installed, counted as npm counts them (its `added N packages`): every entry under node_modules in its lock. */
export function installedCount() {
  try {
    const lock = JSON.parse(readFileSync(path.join(root, 'node_modules/.package-lock.json'), 'utf8'))
    return Object.keys(lock.packages ?? {}).filter((key) => key.includes('node_modules/')).length
  } catch {
    return 0
  }
}

/** Runs an npm install command, printing a line of progress every 15 s while npm is silent. */
async function install(args, label) {
  const started = Date.now()
  console.log(`› ${label}…`)
  const timer = setInterval(() => {
    const seconds = Math.round((Date.now() - started) / 1000)
    const [unpacked, folders] = unpackedCount()
    console.log(`  … ${seconds} s: ${unpacked} of ${folders} top-level packages unpacked`)
  }, 15_000)
  const code = await run('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'])
  clearInterval(timer)
  if (code !== 0) throw new Error(`${label} failed`)
  // npm has just said how many packages it added (nested ones included); the same figure, not a count of our own.
  const count = installedCount()
  console.log(`  done in ${Math.round((Date.now() - started) / 1000)} s${count ? ` (${count.toLocaleString('en')} packages installed)` : ''}`)
}

/**
 * Installs the locked dependencies when this checkout has none yet. `everything: false` (npm start) leaves
 * out the optional workspaces; `everything: true` (npm test, the RN build) adds whichever is missing.
 */
export async function ensureInstalled({ everything = false } = {}) {
  if (!hasNodeModules()) {
    const only = everything || optional.length === 0 ? [] : ['--include-workspace-root', ...manifest.workspaces.filter((w) => !optional.includes(w)).flatMap((w) => ['--workspace', w])]
    await install(['ci', ...only], `installing dependencies (npm ci${only.length ? `, without the ${optional.join(' and ')} workspaces` : ''})`)
  }
  const missing = optional.filter((w) => !installed(OPTIONAL_WORKSPACES[w]))
  if (everything && missing.length) {
    await install(['install', '--no-save', ...missing.flatMap((w) => ['--workspace', w])], `adding the ${missing.join(' and ')} workspaces (npm install)`)
  }
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0
}

/** Installs Debian packages the tests need (as root, with apt), when their files are missing. */
export async function ensureDebianPackages(packages) {
  const missing = packages.filter((p) => !existsSync(p.file))
  if (missing.length === 0) return true
  if (!isRoot() || spawnSync('which', ['apt-get']).status !== 0) {
    console.warn(`missing: ${missing.map((p) => p.name).join(', ')} (install them with apt-get)`)
    return false
  }
  console.log(`› apt-get install ${missing.map((p) => p.name).join(' ')}`)
  await run('apt-get', ['update', '-qq'])
  const code = await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing.map((p) => p.name)], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  })
  return code === 0
}

export const CHROMIUM = { name: 'chromium', file: '/usr/bin/chromium' }
export const CJK_FONTS = { name: 'fonts-noto-cjk', file: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc' }
export const SERIF_FONTS = { name: 'fonts-liberation', file: '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf' }
export const POSTGRESQL = { name: 'postgresql', file: '/usr/lib/postgresql' }
