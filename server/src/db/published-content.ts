import { asc, sql } from 'drizzle-orm'
import type { Database } from './client'
import { publishedContent } from './schema'

export type PublishedKind = (typeof publishedContent.$inferSelect)['kind']
export type PublishedRow = typeof publishedContent.$inferSelect
export interface PublishedEntry {
  kind: PublishedKind
  body: unknown
  version: string | null
}

/** Content an operator published without a release: one row per kind, shared by every instance. */
export class PublishedContentRepository {
  constructor(private readonly db: Database) {}

  /** What is published and when, cheap to ask every few seconds: it changes whenever a publish or withdrawal does. */
  async signature(): Promise<string> {
    const rows = await this.db
      .select({ kind: publishedContent.kind, at: sql<string>`${publishedContent.publishedAt}::text` })
      .from(publishedContent)
      .orderBy(asc(publishedContent.kind))
    return rows.map((row) => `${row.kind}@${row.at}`).join('|')
  }

  async all(): Promise<PublishedRow[]> {
    return this.db.select().from(publishedContent).orderBy(asc(publishedContent.kind))
  }

  /** Replaces the given kinds in one transaction, so an instance never serves a catalogue without its layouts. */
  async publish(entries: PublishedEntry[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const entry of entries) {
        await tx
          .insert(publishedContent)
          .values(entry)
          .onConflictDoUpdate({ target: publishedContent.kind, set: { body: entry.body, version: entry.version, publishedAt: sql`clock_timestamp()` } })
      }
    })
  }

  /**
   * Imports content published before it lived in the database, only while nothing is published here
   * (instances importing at once: the table is locked, the first imports, the others find rows). True when imported.
   */
  async importIfEmpty(entries: PublishedEntry[]): Promise<boolean> {
    if (entries.length === 0) return false
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${publishedContent} in share row exclusive mode`)
      const [existing] = await tx.select({ kind: publishedContent.kind }).from(publishedContent).limit(1)
      if (existing) return false
      await tx.insert(publishedContent).values(entries)
      return true
    })
  }

  /** Removes everything published (back to the bundled content); the number of kinds removed. */
  async withdraw(): Promise<number> {
    const removed = await this.db.delete(publishedContent).returning({ kind: publishedContent.kind })
    return removed.length
  }
}
