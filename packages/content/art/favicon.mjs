// Renders the app icon (src/favicon.ico: 32 and 48 px PNGs in an ICO) from the deck back's centre.
//   node packages/content/art/favicon.mjs src/favicon.ico
import { writeFileSync } from 'node:fs'
import { Resvg } from '@resvg/resvg-js'
// The deck back's centre, simplified for 32 px: navy card, brass frame, gold eight-point star, ivory pip.
const star = (cx, cy, n, ro, ri, rot = -90) => {
  const pts = []
  for (let i = 0; i < n * 2; i++) {
    const r = i % 2 ? ri : ro
    const a = ((rot + (i * 180) / n) * Math.PI) / 180
    pts.push(`${(cx + r * Math.cos(a)).toFixed(2)},${(cy + r * Math.sin(a)).toFixed(2)}`)
  }
  return pts.join(' ')
}
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect x="10" y="2" width="44" height="60" rx="6" fill="#0d1330" stroke="#c9a24d" stroke-width="3"/><polygon points="${star(32, 32, 8, 17, 7)}" fill="#e2b85c"/><circle cx="32" cy="32" r="4.5" fill="#f3ead7"/></svg>`
const png = (size) => new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng()
const images = [png(32), png(48)]
const header = Buffer.alloc(6)
header.writeUInt16LE(0, 0)
header.writeUInt16LE(1, 2)
header.writeUInt16LE(images.length, 4)
let offset = 6 + 16 * images.length
const entries = images.map((img, i) => {
  const e = Buffer.alloc(16)
  const s = [32, 48][i]
  e.writeUInt8(s, 0)
  e.writeUInt8(s, 1)
  e.writeUInt8(0, 2)
  e.writeUInt8(0, 3)
  e.writeUInt16LE(1, 4)
  e.writeUInt16LE(32, 6)
  e.writeUInt32LE(img.length, 8)
  e.writeUInt32LE(offset, 12)
  offset += img.length
  return e
})
writeFileSync(process.argv[2], Buffer.concat([header, ...entries, ...images]))
writeFileSync('/tmp/lh/favicon-preview.png', png(128))
console.log(svg)
