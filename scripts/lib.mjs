// Small helpers shared by the project's own scripts (start, test-all, checks).
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...options.env } })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

export function hasNodeModules() {
  return existsSync(path.join(root, 'node_modules/.package-lock.json')) && existsSync(path.join(root, 'node_modules/@tarojs/cli'))
}

/** Installs the locked dependencies when this checkout has none yet. */
export async function ensureInstalled() {
  if (hasNodeModules()) return
  console.log('› installing dependencies (npm ci)…')
  const code = await run('npm', ['ci', '--no-audit', '--no-fund'])
  if (code !== 0) throw new Error('npm ci failed')
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
