import { Resvg } from '@resvg/resvg-js'
import { escapeXml } from './text-layout'

/**
 * Text as outlines, glyph by glyph. resvg reads a font file from disk again for every glyph it shapes, and a Noto
 * Sans CJK collection is 20 MB, so a poster's words cost seconds when left to `<text>`. Instead each character's
 * outline and advance are asked of resvg once (all new ones of a poster in one pass), kept (up to a bound, the
 * least recently used dropped first) and lines are laid out here as paths: a poster's second render costs no font
 * work at all. Posters render in worker threads (renderer.ts), so each worker keeps its own outlines.
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

/**
 * How much outline text one set of fonts keeps. A Noto Sans CJK outline is about 1 KB of path (a Latin one 0.3 KB),
 * and a poster prints up to a few hundred distinct characters: 16 MB holds the outlines of well over 10,000
 * characters, the everyday Chinese of both scripts in both weights, so posters seldom ask resvg again; without a
 * bound, every rare character anyone's reading printed stayed for the life of the process.
 */
export const MAX_GLYPH_BYTES = 16 * 1024 * 1024

/** Outlines by face and character, the least recently used dropped first once their paths pass `maxBytes`. */
class GlyphStore {
  private readonly glyphs = new Map<string, Glyph>()
  private size = 0

  constructor(readonly maxBytes: number) {}

  get bytes(): number {
    return this.size
  }

  get count(): number {
    return this.glyphs.size
  }

  /** The glyph, now the most recently used. */
  touch(key: string): Glyph | undefined {
    const glyph = this.glyphs.get(key)
    if (glyph) {
      this.glyphs.delete(key)
      this.glyphs.set(key, glyph)
    }
    return glyph
  }

  peek(key: string): Glyph | undefined {
    return this.glyphs.get(key)
  }

  set(key: string, glyph: Glyph): void {
    this.size += bytesOf(key, glyph) - (this.glyphs.has(key) ? bytesOf(key, this.glyphs.get(key)!) : 0)
    this.glyphs.delete(key)
    this.glyphs.set(key, glyph)
  }

  /** Drops the least recently used until under the bound, keeping those `inUse` (the text being laid out now). */
  trim(inUse: Set<string>): void {
    for (const [key, glyph] of this.glyphs) {
      if (this.size <= this.maxBytes || inUse.has(key)) return
      this.glyphs.delete(key)
      this.size -= bytesOf(key, glyph)
    }
  }
}

// UTF-16 strings: two bytes a character, the path and its key, plus the advance.
const bytesOf = (key: string, glyph: Glyph) => (key.length + glyph.d.length) * 2 + 8

// Outlines depend only on the font files, so every cache on the same files (and bound) shares them: app instances, tests.
const byFonts = new Map<string, GlyphStore>()

export class GlyphCache {
  private readonly glyphs: GlyphStore

  constructor(
    private readonly fontFiles: string[],
    maxBytes = MAX_GLYPH_BYTES,
  ) {
    const key = `${maxBytes}|${fontFiles.join('|')}`
    this.glyphs = byFonts.get(key) ?? new GlyphStore(maxBytes)
    byFonts.set(key, this.glyphs)
  }

  /** What the outlines kept take (bytes of path text) and how many there are. */
  get stats(): { bytes: number; glyphs: number; maxBytes: number } {
    return { bytes: this.glyphs.bytes, glyphs: this.glyphs.count, maxBytes: this.glyphs.maxBytes }
  }

  private key(face: Face, ch: string): string {
    return `${face.family}|${face.weight}|${ch}`
  }

  /** Asks resvg for the outlines of every character of `texts` not seen before, in one pass per face. */
  private learn(face: Face, texts: string[]): void {
    const chars = [...new Set(texts.flatMap((t) => [...t]))]
    const missing = chars.filter((ch) => !this.glyphs.touch(this.key(face, ch)))
    if (missing.length === 0) return
    const font = `font-family="${face.family}" font-weight="${face.weight}" font-size="${EM}"`
    const body = missing.map((ch, i) => `<text x="0" y="${i * ROW}" ${font}>${escapeXml(ch)}</text><text x="${END_X}" y="${i * ROW}" text-anchor="end" ${font}>${escapeXml(ch)}</text>`).join('')
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
    this.glyphs.trim(new Set(chars.map((ch) => this.key(face, ch))))
  }

  /** Width of `text` at `size` pixels. */
  width(face: Face, text: string, size: number): number {
    this.learn(face, [text])
    let w = 0
    for (const ch of text) w += this.glyphs.peek(this.key(face, ch))!.advance
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
      const glyph = this.glyphs.peek(this.key(face, ch))!
      if (glyph.d) d += pen === 0 ? glyph.d : shift(glyph.d, -pen, 0)
      pen += glyph.advance
    }
    if (!d) return ''
    return `<path transform="translate(${left.toFixed(1)} ${y}) scale(${scale.toFixed(5)})" fill="${fill}" d="${d}"/>`
  }
}
