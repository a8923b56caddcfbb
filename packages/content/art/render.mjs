// Renders the card art (card-art.mjs) to PNG: per card and the back, a 300×500 file
// `${id}.png` and a 600×1000 file `${id}@2x.png` for sharp screens, and a contact sheet
// of every face at docs/card-faces.png.
//   node packages/content/art/render.mjs [output-dir] [--sheet]   (default: packages/content/dist/res/cards/)
// The build renders the cards; --sheet also redraws docs/card-faces.png for people to look at.
// Exits with 1 if any PNG is over its budget (BUDGET below).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Resvg } from '@resvg/resvg-js'
import { ALL_CARD_IDS, backSvg, cardSvg } from './card-art.mjs'
import { FONT } from './fonts.mjs'
import { readerAvatarSvg } from './reader-art.mjs'

const here = fileURLToPath(new URL('.', import.meta.url))
const args = process.argv.slice(2)
const withSheet = args.includes('--sheet')
const outDir = resolve(args.find((a) => !a.startsWith('--')) ?? join(here, '../dist/res/cards/'))
const sheetPath = join(here, '../../../docs/card-faces.png')
// Per file: the faces are flat shapes, so PNG compresses them well; doubling the width
// roughly doubles-and-a-half the bytes (the edges grow, the flat areas compress away).
const BUDGET = { 1: 40 * 1024, 2: 110 * 1024 }

function render(svg, width) {
  return new Resvg(svg, { font: FONT, fitTo: { mode: 'width', value: width } }).render().asPng()
}

const kb = (bytes) => (bytes / 1024).toFixed(1)

mkdirSync(outDir, { recursive: true })
const faces = [...ALL_CARD_IDS.map((id) => [id, cardSvg(id)]), ['back', backSvg()]]
const stats = { 1: { total: 0, largest: { name: '', size: 0 } }, 2: { total: 0, largest: { name: '', size: 0 } } }
const over = []
for (const [name, svg] of faces) {
  const sizes = []
  for (const scale of [1, 2]) {
    const file = scale === 1 ? `${name}.png` : `${name}@2x.png`
    const png = render(svg, 300 * scale)
    writeFileSync(join(outDir, file), png)
    const s = stats[scale]
    s.total += png.length
    if (png.length > s.largest.size) s.largest = { name: file, size: png.length }
    if (png.length > BUDGET[scale]) over.push(`${file} (${kb(png.length)} KB > ${kb(BUDGET[scale])} KB)`)
    sizes.push(`${kb(png.length).padStart(5)} KB${png.length > BUDGET[scale] ? ' OVER' : ''}`)
  }
  console.log(`${name.padEnd(8)} 1× ${sizes[0]}   2× ${sizes[1]}`)
}
for (const scale of [1, 2]) {
  const { total, largest } = stats[scale]
  console.log(`${scale}×: ${faces.length} files, total ${kb(total)} KB, largest ${largest.name} ${kb(largest.size)} KB (budget ${kb(BUDGET[scale])} KB)`)
}
console.log(`in ${outDir}`)

// The readers' default photo, beside the cards on the resources host: /res/readers/default.png.
const readersDir = join(outDir, '..', 'readers')
mkdirSync(readersDir, { recursive: true })
writeFileSync(join(readersDir, 'default.png'), render(readerAvatarSvg(), 240))
console.log(`reader photo: ${join(readersDir, 'default.png')}`)

// Contact sheet: every SVG nested at half size in one big SVG, rendered once.
if (withSheet) {
  const COLS = 10
  const [W, H, GAP] = [150, 250, 12]
  const rows = Math.ceil(faces.length / COLS)
  const sheetW = COLS * W + (COLS + 1) * GAP
  const sheetH = rows * H + (rows + 1) * GAP
  const cells = faces.map(([, svg], i) => {
    const x = GAP + (i % COLS) * (W + GAP)
    const y = GAP + Math.floor(i / COLS) * (H + GAP)
    return svg.replace(/^<svg /, `<svg x="${x}" y="${y}" `).replace('width="300" height="500"', `width="${W}" height="${H}"`)
  })
  const sheet = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${sheetW} ${sheetH}" width="${sheetW}" height="${sheetH}"><rect width="100%" height="100%" fill="#0d1330"/>${cells.join('')}</svg>`
  writeFileSync(sheetPath, render(sheet, sheetW))
  console.log(`contact sheet: ${sheetPath}`)
}

if (over.length) {
  console.error(`Over budget: ${over.join(', ')}`)
  process.exit(1)
}
