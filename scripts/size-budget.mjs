// Size budgets: the H5 home page's initial JS+CSS (what index.html loads before any page chunk)
// at most 200 KB gzip, and the mini-program main package at most 1.5 MB.
import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { root } from './lib.mjs'

const H5_BUDGET = 200 * 1024
const WEAPP_MAIN_BUDGET = 1.5 * 1024 * 1024

function dirSize(dir, skip = new Set()) {
  let total = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (skip.has(entry.name)) continue
    const full = path.join(dir, entry.name)
    total += entry.isDirectory() ? dirSize(full) : statSync(full).size
  }
  return total
}

const h5 = path.join(root, 'dist/h5')
const html = readFileSync(path.join(h5, 'index.html'), 'utf8')
const assets = [...html.matchAll(/(?:src|href)="\/tarot\/h5app\/([^"]+\.(?:js|css))"/g)].map((m) => m[1])
// The home page's own chunk loads right after the entry: count it too.
const homeChunks = readdirSync(path.join(h5, 'js')).filter((f) => /^src_pages_index_index_tsx\./.test(f) && f.endsWith('.js')).map((f) => `js/${f}`)
let h5Gzip = 0
for (const rel of [...assets, ...homeChunks]) h5Gzip += gzipSync(readFileSync(path.join(h5, rel)), { level: 9 }).length

const weapp = path.join(root, 'dist/weapp')
const subRoots = JSON.parse(readFileSync(path.join(weapp, 'app.json'), 'utf8')).subPackages?.map((p) => p.root) ?? []
const weappMain = dirSize(weapp, new Set(subRoots))

const kb = (n) => `${(n / 1024).toFixed(1)} KB`
console.log(`H5 initial JS+CSS (gzip): ${kb(h5Gzip)} of ${kb(H5_BUDGET)} [${[...assets, ...homeChunks].join(', ')}]`)
console.log(`weapp main package: ${kb(weappMain)} of ${kb(WEAPP_MAIN_BUDGET)}`)
const over = h5Gzip > H5_BUDGET || weappMain > WEAPP_MAIN_BUDGET
if (over) console.error('✗ a size budget is exceeded')
process.exit(over ? 1 : 0)
