import { existsSync } from 'node:fs'
import { Resvg } from '@resvg/resvg-js'
import { GlyphCache } from './glyphs'

/**
 * SVG to PNG with resvg, with only the fonts a poster uses (loading every system font costs about a second a
 * render): Noto Sans CJK for the words (drawn as outlines from `glyphs`, see glyphs.ts), Liberation Serif for the
 * card art's `serif` titles, which resvg still sets itself. Rendered posters are
 * kept by key (a share and its options, or today's card and its options), the least recently used dropped first.
 */
export const DEFAULT_POSTER_FONTS = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
  '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
]

export class PosterRenderer {
  private readonly cache = new Map<string, Buffer>()
  private readonly fontFiles: string[]
  /** Outlines of the characters posters have printed so far. */
  readonly glyphs: GlyphCache

  constructor(
    fontFiles: string[] = DEFAULT_POSTER_FONTS,
    private readonly maxEntries = 200,
  ) {
    this.fontFiles = fontFiles.filter((file) => existsSync(file))
    this.glyphs = new GlyphCache(this.fontFiles.filter((file) => !/Liberation/.test(file)))
  }

  /** Whether the CJK font was found (without it Chinese posters would print boxes). */
  get hasCjkFont(): boolean {
    return this.fontFiles.some((file) => /NotoSansCJK|NotoSerifCJK/.test(file))
  }

  /** The page has no `<text>` of its own left; only the card art's titles need a font, and a small one. */
  private get serifFiles(): string[] {
    return this.fontFiles.filter((file) => /Liberation/.test(file))
  }

  render(svg: string): Buffer {
    const resvg = new Resvg(svg, {
      font: { loadSystemFonts: false, fontFiles: this.serifFiles, defaultFontFamily: 'Liberation Serif', serifFamily: 'Liberation Serif' },
    })
    return resvg.render().asPng()
  }

  /** The PNG for `key`, made by `make` (an SVG) the first time it is asked for. */
  async cached(key: string, make: () => Promise<string> | string): Promise<Buffer> {
    const hit = this.cache.get(key)
    if (hit) {
      this.cache.delete(key)
      this.cache.set(key, hit)
      return hit
    }
    const png = this.render(await make())
    this.cache.set(key, png)
    if (this.cache.size > this.maxEntries) this.cache.delete(this.cache.keys().next().value!)
    return png
  }
}
