// Writes packages/core/data/spread-summary.json from the spread catalogue (packages/core/data/spreads.json):
// what a list of spreads shows (category, names in three languages, card count, AI tier, recommended, hidden),
// without the positions' names and meanings. The app's first screen reads this instead of the whole catalogue;
// packages/core/src/spread-summary.test.ts fails when it no longer matches the catalogue (run this script then).
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { root } from './lib.mjs'

const data = path.join(root, 'packages/core/data')
const source = JSON.parse(readFileSync(path.join(data, 'spreads.json'), 'utf8'))
const summary = {
  version: source.version,
  categories: source.categories,
  spreads: Object.fromEntries(
    Object.entries(source.spreads).map(([id, s]) => [
      id,
      { name: s.name, count: s.positions.length, ...(s.ai ? { ai: s.ai } : {}), ...(s.tj ? { tj: s.tj } : {}), ...(s.hide ? { hide: s.hide } : {}) },
    ]),
  ),
}
writeFileSync(path.join(data, 'spread-summary.json'), `${JSON.stringify(summary)}\n`)
console.log(`spread-summary.json: ${Object.keys(summary.spreads).length} spreads, version ${summary.version}`)
