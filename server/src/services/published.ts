import { readFileSync, renameSync } from 'node:fs'
import path from 'node:path'
import { checkArticles, installArticles, resetArticles } from '@tarot/content/articles'
import { BUNDLED_CATALOGUE, type Catalogue, checkCatalogue } from '@tarot/core/spreads'
import type { FastifyBaseLogger } from 'fastify'
import type { PublishedContentRepository, PublishedEntry, PublishedRow } from '../db/published-content'

/** Where content was published before it lived in the database, and its files (imported once at start). */
export function publishedDir(dataDir: string): string {
  return path.join(dataDir, 'published')
}
export const PUBLISHED_FILES = { spreads: 'spreads.json', layouts: 'layouts.json', articles: 'articles.json' } as const

/** What `npm run publish:content` is asked to publish, read from the operator's files. */
export interface PublishRequest {
  spreads?: unknown
  layouts?: unknown
  articles?: unknown
}

/**
 * Checks what an operator publishes and turns it into rows: a spread catalogue goes with its layouts
 * (none when not given), so the two never disagree. A refusal names what is wrong.
 */
export function publishEntries(request: PublishRequest): { ok: true; entries: PublishedEntry[]; notes: string[] } | { ok: false; error: string } {
  const entries: PublishedEntry[] = []
  const notes: string[] = []
  if (request.spreads !== undefined) {
    const layouts = request.layouts ?? {}
    const checked = checkCatalogue(request.spreads, layouts)
    if (!checked.ok) return { ok: false, error: `spread catalogue refused: ${checked.error}` }
    const version = String(checked.catalogue.source.version)
    entries.push({ kind: 'spreads', body: request.spreads, version }, { kind: 'layouts', body: layouts, version })
    notes.push(`spread catalogue version ${version} (${Object.keys(checked.catalogue.source.spreads).length} spreads)`)
  }
  if (request.articles !== undefined) {
    const checked = checkArticles(request.articles)
    if (!checked.ok) return { ok: false, error: `articles refused: ${checked.error}` }
    entries.push({ kind: 'articles', body: request.articles, version: String(checked.version) })
    notes.push(`articles version ${checked.version} (${checked.articles.length} articles)`)
  }
  return { ok: true, entries, notes }
}

/**
 * Content published without a release (`npm run publish:content`): a newer spread catalogue with its
 * layouts, or a newer article set, kept in the database so every instance serves the same. Each
 * instance puts it in force at start and whenever it changes (looked for at most every few seconds,
 * when content is asked for, and by the content plugin's timer); content that no longer checks out
 * (published by a newer release, say) is reported and the bundled content stays.
 */
export class PublishedContent {
  private seen: string | null = null
  private inForce: Catalogue = BUNDLED_CATALOGUE
  private checkedAt = Number.NEGATIVE_INFINITY
  private running: Promise<boolean> | null = null

  constructor(
    private readonly repository: PublishedContentRepository,
    private readonly log: FastifyBaseLogger,
    private readonly onChange: () => void,
    private readonly now: () => number = Date.now,
    readonly intervalMs = 2000,
  ) {}

  /** The spread catalogue in force: the bundled one, or the newest one an operator published that checks out. */
  get catalogue(): Catalogue {
    return this.inForce
  }

  /**
   * Looks for changes (throttled unless forced; callers at the same moment share one look); true when the
   * content in force changed. A database that cannot be asked leaves the content in force as it is.
   */
  refresh(force = false): Promise<boolean> {
    if (this.running) return this.running
    const now = this.now()
    if (!force && now - this.checkedAt < this.intervalMs) return Promise.resolve(false)
    this.checkedAt = now
    this.running = this.look()
      .catch((error: unknown) => {
        this.log.warn({ err: error }, 'published content could not be looked up; the content in force stays')
        return false
      })
      .finally(() => {
        this.running = null
      })
    return this.running
  }

  /**
   * Imports what an installation published into DATA_DIR/published before content lived in the database, once:
   * only when nothing is published there yet; the folder is then renamed so it is not imported again.
   */
  async importFiles(dataDir: string): Promise<void> {
    const dir = publishedDir(dataDir)
    const read = (file: string): unknown => {
      try {
        return JSON.parse(readFileSync(path.join(dir, file), 'utf8'))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        this.log.error({ err: error, file }, 'a published file is unreadable and is not imported')
        return undefined
      }
    }
    const spreads = read(PUBLISHED_FILES.spreads)
    const articles = read(PUBLISHED_FILES.articles)
    const entries: PublishedEntry[] = []
    if (spreads !== undefined) entries.push({ kind: 'spreads', body: spreads, version: null }, { kind: 'layouts', body: read(PUBLISHED_FILES.layouts) ?? {}, version: null })
    if (articles !== undefined) entries.push({ kind: 'articles', body: articles, version: null })
    if (entries.length === 0) return
    if (await this.repository.importIfEmpty(entries)) this.log.info({ dir }, 'content published in DATA_DIR imported into the database')
    else this.log.warn({ dir }, 'content is already published in the database; the files in DATA_DIR are not imported')
    try {
      renameSync(dir, `${dir}.imported`)
    } catch (error) {
      this.log.warn({ err: error, dir }, 'the imported published folder could not be renamed')
    }
  }

  private async look(): Promise<boolean> {
    const signature = await this.repository.signature()
    if (signature === this.seen) return false
    const rows = await this.repository.all()
    // A publish landing between the two queries changes the signature again, so it is applied at the next look.
    this.seen = signature
    this.apply(rows)
    this.onChange()
    return true
  }

  private apply(rows: PublishedRow[]): void {
    const body = (kind: PublishedRow['kind']) => rows.find((row) => row.kind === kind)?.body
    const spreads = body('spreads')
    this.inForce = BUNDLED_CATALOGUE
    if (spreads !== undefined) {
      const result = checkCatalogue(spreads, body('layouts') ?? {})
      if (result.ok) {
        this.inForce = result.catalogue
        this.log.info({ version: result.catalogue.source.version }, 'published spread catalogue in force')
      } else {
        this.log.error({ error: result.error }, 'published spread catalogue refused; the bundled one stays')
      }
    }
    resetArticles()
    const articles = body('articles')
    if (articles !== undefined) {
      const result = installArticles(articles)
      if (result.ok) this.log.info({ version: result.version }, 'published articles in force')
      else this.log.error({ error: result.error }, 'published articles refused; the bundled ones stay')
    }
  }
}
