import { and, desc, eq, isNotNull, isNull, lt, or } from 'drizzle-orm'
import type { Database } from './client'
import { readings } from './schema'

export type ReadingRow = typeof readings.$inferSelect
export type NewReading = typeof readings.$inferInsert

/** No interpretation yet, or (`replacing`) one written by that engine. */
function writable(replacing?: string) {
  return replacing === undefined ? isNull(readings.interpretation) : or(isNull(readings.interpretation), eq(readings.interpretationEngine, replacing))
}

/** The only module touching readings. Every query is scoped to its owner. */
export class ReadingRepository {
  constructor(private readonly db: Database) {}

  /** Inserts, or returns the reading this user already created with the same client key (a retried request). */
  async create(row: NewReading): Promise<{ reading: ReadingRow; created: boolean }> {
    const inserted = await this.db.insert(readings).values(row).onConflictDoNothing().returning()
    if (inserted[0]) return { reading: inserted[0], created: true }
    const existing = row.clientKey
      ? await this.db
          .select()
          .from(readings)
          .where(and(eq(readings.userId, row.userId), eq(readings.clientKey, row.clientKey)))
          .limit(1)
      : []
    if (!existing[0]) throw new Error('reading insert conflicted without a matching client key')
    return { reading: existing[0], created: false }
  }

  async get(userId: string, id: string): Promise<ReadingRow | null> {
    const rows = await this.db
      .select()
      .from(readings)
      .where(and(eq(readings.id, id), eq(readings.userId, userId)))
      .limit(1)
    return rows[0] ?? null
  }

  /** Keeps the picks made so far with a draw still `drawing`; null when it is not (drawn meanwhile, or not the caller's). */
  async keepPicks(userId: string, id: string, picks: number[]): Promise<ReadingRow | null> {
    const rows = await this.db
      .update(readings)
      .set({ picks })
      .where(and(eq(readings.id, id), eq(readings.userId, userId), eq(readings.status, 'drawing')))
      .returning()
    return rows[0] ?? null
  }

  /** Moves a committed draw to drawn with its picks and cards; only once (a second pick finds nothing to update). */
  async completeDraw(userId: string, id: string, picks: number[], clientSeed: string, cards: NonNullable<ReadingRow['cards']>): Promise<ReadingRow | null> {
    const rows = await this.db
      .update(readings)
      .set({ status: 'drawn', picks, clientSeed, cards })
      .where(and(eq(readings.id, id), eq(readings.userId, userId), eq(readings.status, 'drawing')))
      .returning()
    return rows[0] ?? null
  }

  /** Keeps a drawn reading in the history. Saving again is harmless: the first save time stays. */
  async save(userId: string, id: string, now: Date): Promise<ReadingRow | null> {
    const rows = await this.db
      .update(readings)
      .set({ status: 'saved', savedAt: now })
      .where(and(eq(readings.id, id), eq(readings.userId, userId), eq(readings.status, 'drawn')))
      .returning()
    return rows[0] ?? (await this.get(userId, id))
  }

  /** Saved readings, newest first, `size` per page. */
  async listSaved(userId: string, page: number, size: number): Promise<{ list: ReadingRow[]; hasMore: boolean }> {
    const rows = await this.db
      .select()
      .from(readings)
      .where(and(eq(readings.userId, userId), isNotNull(readings.savedAt)))
      .orderBy(desc(readings.savedAt), desc(readings.id))
      .limit(size + 1)
      .offset((page - 1) * size)
    return { list: rows.slice(0, size), hasMore: rows.length > size }
  }

  /**
   * Marks a reading as being interpreted; false when it already has its text or another
   * request is writing it. A mark older than `staleBefore` was left by a process that died.
   */
  /** `replacing`: the engine whose stored interpretation may be written over (the fallback's, when the model is asked again). */
  async claimInterpretation(userId: string, id: string, now: Date, staleBefore: Date, replacing?: string): Promise<boolean> {
    const rows = await this.db
      .update(readings)
      .set({ interpretingSince: now })
      .where(and(eq(readings.id, id), eq(readings.userId, userId), writable(replacing), or(isNull(readings.interpretingSince), lt(readings.interpretingSince, staleBefore))))
      .returning({ id: readings.id })
    return rows.length === 1
  }

  /** Keeps a claim taken by `claimInterpretation` alive while its stream runs (no-op once released or written). */
  async renewInterpretation(userId: string, id: string, now: Date, replacing?: string): Promise<void> {
    await this.db
      .update(readings)
      .set({ interpretingSince: now })
      .where(and(eq(readings.id, id), eq(readings.userId, userId), writable(replacing), isNotNull(readings.interpretingSince)))
  }

  async releaseInterpretation(userId: string, id: string): Promise<void> {
    await this.db
      .update(readings)
      .set({ interpretingSince: null })
      .where(and(eq(readings.id, id), eq(readings.userId, userId)))
  }

  /** Keeps the finished interpretation; the first one written stays, unless it is `replacing`'s (a fallback asked again). */
  async storeInterpretation(userId: string, id: string, text: string, engine: string, replacing?: string): Promise<void> {
    await this.db
      .update(readings)
      .set({ interpretation: text, interpretationEngine: engine, interpretingSince: null })
      .where(and(eq(readings.id, id), eq(readings.userId, userId), writable(replacing)))
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const rows = await this.db
      .delete(readings)
      .where(and(eq(readings.id, id), eq(readings.userId, userId)))
      .returning({ id: readings.id })
    return rows.length === 1
  }
}
