// Draws every spread layout into one contact sheet, docs/spread-layouts.svg and .png, so a
// person can look the 37 spreads over at a glance. Run: node scripts/render-layout-sheet.mjs
import { readFileSync, writeFileSync } from 'node:fs'
import { Resvg } from '@resvg/resvg-js'

const root = new URL('../', import.meta.url)
const catalogue = JSON.parse(readFileSync(new URL('packages/core/data/spreads.json', root), 'utf8'))
const layouts = JSON.parse(readFileSync(new URL('packages/core/data/layouts.json', root), 'utf8'))

const CARD_W = 100
const CARD_H = 170
const CELL_W = 380
const CELL_H = 330
const COLUMNS = 6
const LABEL_H = 46

function bounds(positions) {
  const pts = positions.flatMap(({ x, y, angle }) => {
    const r = (angle * Math.PI) / 180
    return [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ].map(([sx, sy]) => {
      const dx = (sx * CARD_W) / 2
      const dy = (sy * CARD_H) / 2
      return [x + dx * Math.cos(r) - dy * Math.sin(r), y + dx * Math.sin(r) + dy * Math.cos(r)]
    })
  })
  const xs = pts.map((p) => p[0])
  const ys = pts.map((p) => p[1])
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) }
}

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')
const ids = catalogue.categories.flatMap((c) => c.spreads)
const cells = ids.map((id, index) => {
  const spread = catalogue.spreads[id]
  const layout = layouts[id]
  const b = bounds(layout.positions)
  const w = b.maxX - b.minX + 2 * layout.margin
  const h = b.maxY - b.minY + 2 * layout.margin
  const scale = Math.min((CELL_W - 20) / w, (CELL_H - LABEL_H - 14) / h)
  const ox = (index % COLUMNS) * CELL_W + (CELL_W - w * scale) / 2
  const oy = Math.floor(index / COLUMNS) * CELL_H + LABEL_H + (CELL_H - LABEL_H - h * scale) / 2
  const overlapping = new Set((layout.overlaps ?? []).map(([, j]) => j))
  const cards = layout.positions
    .map((p, i) => {
      const cx = (p.x - b.minX + layout.margin) * scale
      const cy = (p.y - b.minY + layout.margin) * scale
      const fill = i === layout.self ? '#e2b85c' : '#24295a'
      const text = i === layout.self ? '#1a1530' : '#f3ead7'
      const label = layout.num ? `${Math.floor(i / layout.num) + 1}.${(i % layout.num) + 1}` : String(i + 1)
      return `<g transform="translate(${ox + cx} ${oy + cy}) rotate(${p.angle})"><rect x="${(-CARD_W / 2) * scale}" y="${(-CARD_H / 2) * scale}" width="${CARD_W * scale}" height="${CARD_H * scale}" rx="${6 * scale}" fill="${fill}" fill-opacity="${overlapping.has(i) ? 0.85 : 1}" stroke="#e2b85c" stroke-width="1.2"/><text y="${Math.min(14, 40 * scale) / 3}" font-size="${Math.max(7, Math.min(14, 40 * scale))}" text-anchor="middle" fill="${text}" font-family="sans-serif" transform="rotate(${-p.angle})">${label}</text></g>`
    })
    .join('')
  const x0 = (index % COLUMNS) * CELL_W
  const y0 = Math.floor(index / COLUMNS) * CELL_H
  const tier = spread.ai ? ('free' in spread.ai ? 'free' : 'pro') : 'no AI'
  const flags = [tier, spread.tj ? 'recommended' : '', spread.hide ? 'hidden' : ''].filter(Boolean).join(' · ')
  return `<g><rect x="${x0 + 4}" y="${y0 + 4}" width="${CELL_W - 8}" height="${CELL_H - 8}" rx="10" fill="#161d40"/><text x="${x0 + 16}" y="${y0 + 24}" font-size="15" fill="#e2b85c" font-family="sans-serif">${esc(spread.name.en)} — ${spread.positions.length}</text><text x="${x0 + 16}" y="${y0 + 40}" font-size="11" fill="#a9a6c2" font-family="sans-serif">${esc(id)} · ${flags}</text>${cards}</g>`
})
const rows = Math.ceil(ids.length / COLUMNS)
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${COLUMNS * CELL_W}" height="${rows * CELL_H}" viewBox="0 0 ${COLUMNS * CELL_W} ${rows * CELL_H}"><rect width="100%" height="100%" fill="#0d1330"/>${cells.join('')}</svg>`
writeFileSync(new URL('docs/spread-layouts.svg', root), svg)
writeFileSync(new URL('docs/spread-layouts.png', root), new Resvg(svg, { background: '#0d1330' }).render().asPng())
console.log(`docs/spread-layouts.svg and .png: ${ids.length} layouts`)
