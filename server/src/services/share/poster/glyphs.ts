import { Resvg } from '@resvg/resvg-js'
import { escapeXml } from './text-layout'

/**
 * Text as outlines, glyph by glyph. resvg reads a font file from disk again for every glyph it shapes, and a Noto
 * Sans CJK collection is 20 MB, so a poster's words cost seconds when left to `<text>`. Instead each character's
 * outline and advance are asked of resvg once (all new ones of a poster in one pass), kept for the life of the
 * process, and lines are laid out here as paths: a poster's second render costs no font work at all.
 */

const EM = 1000
// Far apart, so each glyph's two copies (start- and end-anchored) are told apart by their coordinates.
const ROW = 4000
const END_X = 100_000

interface Glyph {
  d: string
  advance: number
}

export interface Face {
  family: string
  weight: number
}

const firstPoint = (d: string): [number, number] | null => {
  const m = /M\s*(-?[\d.]+)[\s,]+(-?[\d.]+)/.exec(d)
  return m ? [Number(m[1]), Number(m[2])] : null
}

/** Moves every coordinate of a path from resvg's output by (-dx, -dy): its commands are absolute M/L/C/Q/Z only. */
function shift(d: string, dx: number, dy: number): string {
  let i = 0
  return d.replace(/-?[\d.]+(?:e-?\d+)?/g, (n) => {
    const v = Number(n) - (i++ % 2 === 0 ? dx : dy)
    return String(Math.round(v * 10) / 10)
  })
}

// Outlines depend only on the font files, so every cache on the same files shares them (app instances, tests).
const byFonts = new Map<string, Map<string, Glyph>>()

export class GlyphCache {
  private readonly glyphs: Map<string, Glyph>

  constructor(private readonly fontFiles: string[]) {
    const key = fontFiles.join('|')
    this.glyphs = byFonts.get(key) ?? new Map<string, Glyph>()
    byFonts.set(key, this.glyphs)
  }

  private key(face: Face, ch: string): string {
    return `${face.family}|${face.weight}|${ch}`
  }

  /** Asks resvg for the outlines of every character of `texts` not seen before, in one pass per face. */
  private learn(face: Face, texts: string[]): void {
    const missing = [...new Set(texts.flatMap((t) => [...t]))].filter((ch) => !this.glyphs.has(this.key(face, ch)))
    if (missing.length === 0) return
    const font = `font-family="${face.family}" font-weight="${face.weight}" font-size="${EM}"`
    const body = missing
      .map((ch, i) => `<text x="0" y="${i * ROW}" ${font}>${escapeXml(ch)}</text><text x="${END_X}" y="${i * ROW}" text-anchor="end" ${font}>${escapeXml(ch)}</text>`)
      .join('')
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${body}</svg>`
    const out = new Resvg(svg, { font: { loadSystemFonts: false, fontFiles: this.fontFiles, defaultFontFamily: face.family } }).toString()
    const found = new Map<number, { start?: string; end?: string }>()
    for (const m of out.matchAll(/<path[^>]*\sd="([^"]+)"/g)) {
      const d = m[1]!
      const p = firstPoint(d)
      if (!p) continue
      const index = Math.round(p[1] / ROW)
      const entry = found.get(index) ?? {}
      if (p[0] > END_X / 2) entry.end = d
      else entry.start = d
      found.set(index, entry)
    }
    missing.forEach((ch, i) => {
      const entry = found.get(i)
      const start = entry?.start
      const end = entry?.end
      // No outline (a space, or a character the font lacks): an empty advance of the usual width.
      if (!start || !end) {
        this.glyphs.set(this.key(face, ch), { d: '', advance: /\s/.test(ch) ? 224 : EM })
        return
      }
      const a = firstPoint(start)!
      const b = firstPoint(end)!
      this.glyphs.set(this.key(face, ch), { d: shift(start, 0, i * ROW), advance: END_X - (b[0] - a[0]) })
    })
  }

  /** Width of `text` at `size` pixels. */
  width(face: Face, text: string, size: number): number {
    this.learn(face, [text])
    let w = 0
    for (const ch of text) w += this.glyphs.get(this.key(face, ch))!.advance
    return (w * size) / EM
  }

  /** Prepares every glyph of these texts at once (one resvg pass instead of one per line). */
  prepare(face: Face, texts: string[]): void {
    this.learn(face, texts)
  }

  /** `text` as one path element with its baseline at (x, y), aligned by `anchor`. */
  line(face: Face, text: string, x: number, y: number, size: number, fill: string, anchor: 'start' | 'middle' | 'end' = 'start'): string {
    this.learn(face, [text])
    const scale = size / EM
    const width = this.width(face, text, size)
    const left = anchor === 'start' ? x : anchor === 'middle' ? x - width / 2 : x - width
    let pen = 0
    let d = ''
    for (const ch of text) {
      const glyph = this.glyphs.get(this.key(face, ch))!
      if (glyph.d) d += pen === 0 ? glyph.d : shift(glyph.d, -pen, 0)
      pen += glyph.advance
    }
    if (!d) return ''
    return `<path transform="translate(${left.toFixed(1)} ${y}) scale(${scale.toFixed(5)})" fill="${fill}" d="${d}"/>`
  }
}
