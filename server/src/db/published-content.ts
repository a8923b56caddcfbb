import { asc, desc, eq, sql } from 'drizzle-orm'
import { AuditLogRepository, type NewAuditEntry } from './audit-log'
import type { Database } from './client'
import { publishedContent, publishedContentHistory } from './schema'

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

  /**
   * The console's publish (or rollback, or withdrawal): the rows put in force, the history entry a later rollback can
   * republish from, and the audit entry, in one transaction; every instance picks it up within seconds.
   */
  async publishFromConsole(
    action: 'publish' | 'rollback' | 'withdraw',
    entries: PublishedEntry[],
    meta: { summary: string; operatorId: string; operatorName: string },
    audit: (historyId: number) => NewAuditEntry,
  ): Promise<number> {
    return this.db.transaction(async (tx) => {
      if (action === 'withdraw') await tx.delete(publishedContent)
      for (const entry of entries) {
        await tx
          .insert(publishedContent)
          .values(entry)
          .onConflictDoUpdate({ target: publishedContent.kind, set: { body: entry.body, version: entry.version, publishedAt: sql`clock_timestamp()` } })
      }
      const [history] = await tx
        .insert(publishedContentHistory)
        .values({ action, entries: entries.map((e) => ({ kind: e.kind, body: e.body, version: e.version })), ...meta })
        .returning({ id: publishedContentHistory.id })
      await AuditLogRepository.recordIn(tx, audit(history!.id))
      return history!.id
    })
  }

  async history(limit = 50) {
    return this.db
      .select({
        id: publishedContentHistory.id,
        action: publishedContentHistory.action,
        summary: publishedContentHistory.summary,
        operatorName: publishedContentHistory.operatorName,
        at: publishedContentHistory.at,
      })
      .from(publishedContentHistory)
      .orderBy(desc(publishedContentHistory.id))
      .limit(limit)
  }

  async historyEntry(id: number) {
    const [row] = await this.db.select().from(publishedContentHistory).where(eq(publishedContentHistory.id, id)).limit(1)
    return row ?? null
  }

  /** Removes everything published (back to the bundled content); the number of kinds removed. */
  async withdraw(): Promise<number> {
    const removed = await this.db.delete(publishedContent).returning({ kind: publishedContent.kind })
    return removed.length
  }
}
