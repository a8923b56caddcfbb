import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Piscina } from 'piscina'
import { GlyphCache } from './glyphs'
import type { PosterFonts, PosterJob } from './poster-job'

/**
 * Posters are drawn off the event loop: each job (poster-job.ts, plain data) is laid out and rendered by resvg in a
 * pool of worker threads (piscina), so a poster's 50 ms to a second of CPU never holds up another request. The pool
 * has `workers` threads and lets `queue` more renders wait; past that a poster is refused as busy at once rather
 * than left to wait for seconds. Only the fonts a poster uses are loaded (every system font costs about a second a
 * render): Noto Sans CJK for the words (drawn as outlines, see glyphs.ts), Liberation Serif for the card art's
 * `serif` titles. Rendered posters are kept by key (a share and its options, or today's card and its options), the
 * least recently used dropped first, and one poster asked for twice at once is rendered once.
 */
export const DEFAULT_POSTER_FONTS = [
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
  '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc',
  '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
]

/**
 * The PNGs kept take at most this many bytes, besides `maxEntries` (200): a poster is 120–300 KB (measured: 1000×800
 * 122–158 KB, 1080×1920 245–303 KB), so the count holds them near 60 MB; the byte bound keeps that true should
 * posters grow (a mini-program code's picture, more cards).
 */
export const MAX_POSTER_CACHE_BYTES = 64 * 1024 * 1024

/** Why a poster was not drawn: the pool is full (`busy`), or the render budget of the caller's address or of everyone is spent. */
export class PosterRefused extends Error {
  constructor(
    readonly reason: 'busy' | 'address' | 'everyone',
    /** When asking again makes sense. */
    readonly retryAfterSeconds: number,
  ) {
    super(reason === 'busy' ? 'every poster worker is busy and the queue is full' : `the poster render budget (${reason}) is spent`)
  }
}

export interface PosterPoolOptions {
  /** Worker threads (POSTER_WORKERS). */
  workers: number
  /** Renders that may wait for a free worker (POSTER_QUEUE); past it a poster is refused as busy. */
  queue: number
  /** Posters kept rendered, by count and by bytes. */
  maxEntries?: number
  maxBytes?: number
}

const DEFAULT_POOL: PosterPoolOptions = { workers: 1, queue: 16 }

/**
 * The worker's module: beside the built server (dist/poster-worker.mjs, an entry of server/build.mjs), or, when the
 * server runs from its TypeScript sources (tests), worker.ts through tsx.
 */
function workerModule(): { filename: string; execArgv: string[] } {
  const here = import.meta.url
  if (/\.ts$/.test(new URL(here).pathname)) {
    const tsx = pathToFileURL(createRequire(here).resolve('tsx')).href
    return { filename: new URL('./worker.ts', here).href, execArgv: ['--import', tsx] }
  }
  return { filename: new URL('./poster-worker.mjs', here).href, execArgv: [] }
}

/** A poster being drawn (its budget counted, then its render), which others asking for it at once wait for. */
interface Drawing {
  png: Promise<Buffer>
  refusedByBudget: boolean
}

export class PosterRenderer {
  private readonly cache = new Map<string, Buffer>()
  private cacheBytes = 0
  private readonly pending = new Map<string, Drawing>()
  private readonly fontFiles: string[]
  private readonly options: Required<PosterPoolOptions>
  private pool: Piscina | undefined
  /** Renders sent to the pool and not finished: running plus waiting. */
  private inPool = 0
  /** Outlines for the SVGs composed in this thread (readingSvg/todaySvg: a poster's words, for tests and checks). */
  readonly glyphs: GlyphCache

  constructor(fontFiles: string[] = DEFAULT_POSTER_FONTS, options: Partial<PosterPoolOptions> = {}) {
    this.fontFiles = fontFiles.filter((file) => existsSync(file))
    this.glyphs = new GlyphCache(this.fonts.glyphFiles)
    this.options = { maxEntries: 200, maxBytes: MAX_POSTER_CACHE_BYTES, ...DEFAULT_POOL, ...options }
    this.options.workers = Math.max(1, Math.floor(this.options.workers))
    this.options.queue = Math.max(0, Math.floor(this.options.queue))
  }

  /** Whether the CJK font was found (without it Chinese posters would print boxes). */
  get hasCjkFont(): boolean {
    return this.fontFiles.some((file) => /NotoSansCJK|NotoSerifCJK/.test(file))
  }

  get fonts(): PosterFonts {
    return { glyphFiles: this.fontFiles.filter((file) => !/Liberation/.test(file)), serifFiles: this.fontFiles.filter((file) => /Liberation/.test(file)) }
  }

  /** The pool's state: threads started, renders running or waiting, posters kept. */
  get stats(): { threads: number; inPool: number; cached: number; cachedBytes: number } {
    return { threads: this.pool?.threads.length ?? 0, inPool: this.inPool, cached: this.cache.size, cachedBytes: this.cacheBytes }
  }

  /** Started at the first poster, so an app that draws none starts no thread. */
  private workerPool(): Piscina {
    if (!this.pool) {
      const worker = workerModule()
      this.pool = new Piscina({
        filename: worker.filename,
        execArgv: worker.execArgv,
        minThreads: this.options.workers,
        maxThreads: this.options.workers,
        // A thread stays once started: its glyph outlines are what makes the next poster quick.
        idleTimeout: Number.POSITIVE_INFINITY,
        // On Linux the workers run at a lower priority (@napi-rs/nice), so on a busy machine the event loop's thread,
        // which answers every other request, is scheduled first.
        niceIncrement: 10,
        // Between posters the worker goes back to its event loop (piscina's default would block it on Atomics.wait):
        // resvg's pixmaps (8 MB for a story poster) are freed by finalizers that only run there, so without this the
        // worker's memory grew by one pixmap a poster.
        atomics: 'disabled',
      })
    }
    return this.pool
  }

  /** The PNG of one job, drawn in the pool; refused at once (PosterRefused `busy`) when every worker is busy and the queue full. */
  async render(job: PosterJob): Promise<Buffer> {
    if (this.inPool >= this.options.workers + this.options.queue) throw new PosterRefused('busy', 5)
    this.inPool += 1
    try {
      const png = (await this.workerPool().run({ job, fonts: this.fonts })) as Uint8Array
      return Buffer.from(png.buffer, png.byteOffset, png.byteLength)
    } finally {
      this.inPool -= 1
    }
  }

  /**
   * The PNG for `key`, made from `make`'s job the first time it is asked for. `beforeRender` runs only when the
   * poster is neither kept nor being drawn for someone else (a render budget: a kept poster costs nothing) and may
   * refuse by throwing.
   */
  async cached(key: string, make: () => Promise<PosterJob> | PosterJob, beforeRender?: () => Promise<void>): Promise<Buffer> {
    for (;;) {
      const hit = this.kept(key)
      if (hit) return hit
      const drawing = this.pending.get(key)
      if (drawing) {
        try {
          return await drawing.png
        } catch (error) {
          // The first asker's budget refused: this one is counted against its own.
          if (!drawing.refusedByBudget) throw error
          if (this.pending.get(key) === drawing) this.pending.delete(key)
          continue
        }
      }
      const entry: Drawing = { refusedByBudget: false, png: Promise.resolve(Buffer.alloc(0)) }
      entry.png = (async () => {
        try {
          await beforeRender?.()
        } catch (error) {
          entry.refusedByBudget = true
          throw error
        }
        return this.render(await make())
      })()
      this.pending.set(key, entry)
      try {
        const done = await entry.png
        this.keep(key, done)
        return done
      } finally {
        if (this.pending.get(key) === entry) this.pending.delete(key)
      }
    }
  }

  private kept(key: string): Buffer | undefined {
    const hit = this.cache.get(key)
    if (hit) {
      this.cache.delete(key)
      this.cache.set(key, hit)
    }
    return hit
  }

  private keep(key: string, png: Buffer): void {
    const old = this.cache.get(key)
    if (old) this.cacheBytes -= old.length
    this.cache.delete(key)
    this.cache.set(key, png)
    this.cacheBytes += png.length
    for (const [oldest, kept] of this.cache) {
      if (this.cache.size <= this.options.maxEntries && this.cacheBytes <= this.options.maxBytes) break
      if (oldest === key) break
      this.cache.delete(oldest)
      this.cacheBytes -= kept.length
    }
  }

  /** Ends the worker threads (the app's close). */
  async close(): Promise<void> {
    const pool = this.pool
    this.pool = undefined
    await pool?.destroy()
  }
}
