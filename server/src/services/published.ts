import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { installArticles, resetArticles } from '@tarot/content/articles'
import { BUNDLED_CATALOGUE, type Catalogue, checkCatalogue } from '@tarot/core/spreads'
import type { FastifyBaseLogger } from 'fastify'

/** Where an operator's published content lives, and its files. */
export function publishedDir(dataDir: string): string {
  return path.join(dataDir, 'published')
}
export const PUBLISHED_FILES = { spreads: 'spreads.json', layouts: 'layouts.json', articles: 'articles.json' } as const

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'))
}

function stamp(file: string): string {
  try {
    const s = statSync(file)
    return `${s.mtimeMs}:${s.size}`
  } catch {
    return '-'
  }
}

/**
 * Content published without a release (`npm run publish:content`): a newer spread
 * catalogue with its layouts, or a newer article set, in DATA_DIR/published. The
 * server puts it in force at start and whenever the files change (checked at most
 * every few seconds, when content is asked for); a file that no longer checks out
 * is reported and the bundled content stays.
 */
export class PublishedContent {
  private seen = ''
  private inForce: Catalogue = BUNDLED_CATALOGUE

  /** The spread catalogue in force: the bundled one, or the newest one an operator published that checks out. */
  get catalogue(): Catalogue {
    return this.inForce
  }
  private checkedAt = 0

  constructor(
    private readonly dir: string,
    private readonly log: FastifyBaseLogger,
    private readonly onChange: () => void,
    private readonly now: () => number = Date.now,
    private readonly intervalMs = 2000,
  ) {}

  /** Looks for changes (throttled); true when content in force changed. */
  refresh(force = false): boolean {
    const now = this.now()
    if (!force && now - this.checkedAt < this.intervalMs) return false
    this.checkedAt = now
    const files = Object.values(PUBLISHED_FILES).map((f) => path.join(this.dir, f))
    const signature = files.map(stamp).join('|')
    if (signature === this.seen) return false
    this.seen = signature
    this.apply()
    this.onChange()
    return true
  }

  private apply(): void {
    const spreadsFile = path.join(this.dir, PUBLISHED_FILES.spreads)
    const layoutsFile = path.join(this.dir, PUBLISHED_FILES.layouts)
    const articlesFile = path.join(this.dir, PUBLISHED_FILES.articles)
    this.inForce = BUNDLED_CATALOGUE
    if (stamp(spreadsFile) !== '-') {
      try {
        const result = checkCatalogue(readJson(spreadsFile), stamp(layoutsFile) !== '-' ? readJson(layoutsFile) : {})
        if (result.ok) {
          this.inForce = result.catalogue
          this.log.info({ version: result.catalogue.source.version }, 'published spread catalogue in force')
        } else {
          this.log.error({ error: result.error }, 'published spread catalogue refused; the bundled one stays')
        }
      } catch (error) {
        this.log.error({ err: error }, 'published spread catalogue unreadable; the bundled one stays')
      }
    }
    resetArticles()
    if (stamp(articlesFile) !== '-') {
      try {
        const result = installArticles(readJson(articlesFile))
        if (result.ok) this.log.info({ version: result.version }, 'published articles in force')
        else this.log.error({ error: result.error }, 'published articles refused; the bundled ones stay')
      } catch (error) {
        this.log.error({ err: error }, 'published articles unreadable; the bundled ones stay')
      }
    }
  }
}
