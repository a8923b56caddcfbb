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
// What only the React Native build needs lives in the `native` workspace, so running the
// product (`npm start`) can leave it out; the test command installs it.
const NATIVE_WORKSPACE = 'native'
const hasNativeWorkspace = manifest.workspaces.includes(NATIVE_WORKSPACE)

export function hasNodeModules({ native = false } = {}) {
  const base = existsSync(path.join(root, 'node_modules/.package-lock.json')) && existsSync(path.join(root, 'node_modules/@tarojs/cli'))
  return base && (!native || !hasNativeWorkspace || existsSync(path.join(root, 'node_modules/react-native')))
}

/**
 * How far the install is: npm makes every top-level package's folder at once, then fills them, so a
 * package counts as unpacked once its package.json is there. Returns [unpacked, folders].
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

/** Runs an npm install command, printing a line of progress every 15 s while npm is silent. */
async function install(args, label) {
  const started = Date.now()
  console.log(`› ${label}…`)
  const timer = setInterval(() => {
    const seconds = Math.round((Date.now() - started) / 1000)
    const [unpacked, folders] = unpackedCount()
    console.log(`  … ${seconds} s: ${unpacked} of ${folders} packages unpacked`)
  }, 15_000)
  const code = await run('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'])
  clearInterval(timer)
  if (code !== 0) throw new Error(`${label} failed`)
  console.log(`  done in ${Math.round((Date.now() - started) / 1000)} s (${unpackedCount()[0]} packages)`)
}

/**
 * Installs the locked dependencies when this checkout has none yet. `native: false` (npm start)
 * leaves out the React Native build's workspace; `native: true` (npm test) adds it when missing.
 */
export async function ensureInstalled({ native = false } = {}) {
  if (!hasNodeModules()) {
    const workspaces = manifest.workspaces.filter((w) => native || w !== NATIVE_WORKSPACE)
    const only = native || !hasNativeWorkspace ? [] : ['--include-workspace-root', ...workspaces.flatMap((w) => ['--workspace', w])]
    await install(['ci', ...only], `installing dependencies (npm ci${native ? '' : ', without the React Native build'})`)
  }
  if (native && !hasNodeModules({ native: true })) {
    await install(['install', '--no-save', '--workspace', NATIVE_WORKSPACE], 'installing the React Native build (npm install --workspace native)')
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
