import { and, asc, count, eq, inArray, isNotNull, isNull, lte, ne, sql, type SQL } from 'drizzle-orm'
import type { Database } from './client'
import { journalNotes, journalSettings, lookBackReminders, lookBacks, readings, wechatOpenIds } from './schema'

export type NoteRow = typeof journalNotes.$inferSelect
export type LookBackRow = typeof lookBacks.$inferSelect
export type ReminderRow = typeof lookBackReminders.$inferSelect
export type JournalSettingsRow = typeof journalSettings.$inferSelect

/** What the insights count, straight from the database (the service names and shapes it). */
export interface InsightCounts {
  readings: number
  cards: { id: string; count: number; reversed: number }[]
  perWeek: { week: string; count: number }[]
  topics: { topic: string; count: number }[]
  resonance: { week: string; average: number; count: number }[]
}

export interface SettingsChange {
  remindersOn?: boolean | undefined
  tzOffsetMinutes?: number | undefined
  dailyCardOn?: boolean | undefined
}

export interface DueRow {
  readingId: string
  question: string
  spreadId: string
  savedAt: Date | null
  dueAt: Date
  days: number
}

/** Rows of a raw statement; both drivers (PGlite, node-postgres) answer `{ rows }`. */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] }
  return result.rows
}

/**
 * The only module touching the journal's tables (notes, look backs, their reminders, reminder settings). Every query
 * is scoped to its owner: another person's reading or note is simply not found.
 */
export class JournalRepository {
  constructor(private readonly db: Database) {}

  // ───────────── notes ─────────────

  /**
   * Adds a note unless the reading already holds `max`: 'full' then, and nothing written. The reading's row is locked
   * for the count and the insert, so notes added at once on several instances never pass the cap.
   */
  async addNote(row: typeof journalNotes.$inferInsert, max: number): Promise<NoteRow | 'full'> {
    return this.db.transaction(async (tx) => {
      await tx
        .select({ id: readings.id })
        .from(readings)
        .where(and(eq(readings.id, row.readingId), eq(readings.userId, row.userId)))
        .for('update')
      const [held] = await tx
        .select({ n: count() })
        .from(journalNotes)
        .where(and(eq(journalNotes.userId, row.userId), eq(journalNotes.readingId, row.readingId)))
      if ((held?.n ?? 0) >= max) return 'full'
      const [inserted] = await tx.insert(journalNotes).values(row).returning()
      return inserted!
    })
  }

  async updateNote(userId: string, readingId: string, noteId: string, fields: { body: string; mood: string | null; tags: string[] }, now: Date): Promise<NoteRow | null> {
    const rows = await this.db
      .update(journalNotes)
      .set({ ...fields, updatedAt: now })
      .where(and(eq(journalNotes.id, noteId), eq(journalNotes.readingId, readingId), eq(journalNotes.userId, userId)))
      .returning()
    return rows[0] ?? null
  }

  async deleteNote(userId: string, readingId: string, noteId: string): Promise<boolean> {
    const rows = await this.db
      .delete(journalNotes)
      .where(and(eq(journalNotes.id, noteId), eq(journalNotes.readingId, readingId), eq(journalNotes.userId, userId)))
      .returning({ id: journalNotes.id })
    return rows.length === 1
  }

  async notesOf(userId: string, readingId: string): Promise<NoteRow[]> {
    return this.db
      .select()
      .from(journalNotes)
      .where(and(eq(journalNotes.userId, userId), eq(journalNotes.readingId, readingId)))
      .orderBy(asc(journalNotes.createdAt), asc(journalNotes.id))
  }

  // ───────────── reminders and look backs ─────────────

  /** Asks for a look back at `dueAt` (replacing an earlier request for this reading, answered or not). */
  async setReminder(userId: string, readingId: string, days: number, dueAt: Date, now: Date): Promise<ReminderRow> {
    const [row] = await this.db
      .insert(lookBackReminders)
      .values({ readingId, userId, days, dueAt, createdAt: now })
      .onConflictDoUpdate({ target: lookBackReminders.readingId, set: { days, dueAt, createdAt: now, answeredAt: null, notifiedAt: null } })
      .returning()
    return row!
  }

  async clearReminder(userId: string, readingId: string): Promise<void> {
    await this.db.delete(lookBackReminders).where(and(eq(lookBackReminders.readingId, readingId), eq(lookBackReminders.userId, userId)))
  }

  async reminderOf(userId: string, readingId: string): Promise<ReminderRow | null> {
    const rows = await this.db
      .select()
      .from(lookBackReminders)
      .where(and(eq(lookBackReminders.readingId, readingId), eq(lookBackReminders.userId, userId)))
      .limit(1)
    return rows[0] ?? null
  }

  /** Appends a look back; a reminder that was due is answered by it in the same transaction. */
  async addLookBack(row: typeof lookBacks.$inferInsert & { createdAt: Date }): Promise<LookBackRow> {
    return this.db.transaction(async (tx) => {
      const [inserted] = await tx.insert(lookBacks).values(row).returning()
      await tx
        .update(lookBackReminders)
        .set({ answeredAt: row.createdAt })
        .where(and(eq(lookBackReminders.readingId, row.readingId), eq(lookBackReminders.userId, row.userId), isNull(lookBackReminders.answeredAt), lte(lookBackReminders.dueAt, row.createdAt)))
      return inserted!
    })
  }

  async lookBacksOf(userId: string, readingId: string): Promise<LookBackRow[]> {
    return this.db
      .select()
      .from(lookBacks)
      .where(and(eq(lookBacks.userId, userId), eq(lookBacks.readingId, readingId)))
      .orderBy(asc(lookBacks.createdAt), asc(lookBacks.id))
  }

  /** Look backs due and not answered yet, oldest due first (the in-app list and badge). */
  async due(userId: string, now: Date, limit: number): Promise<{ count: number; list: DueRow[] }> {
    const dueNow = and(eq(lookBackReminders.userId, userId), isNull(lookBackReminders.answeredAt), lte(lookBackReminders.dueAt, now))
    const [total] = await this.db.select({ n: count() }).from(lookBackReminders).where(dueNow)
    const list = await this.db
      .select({ readingId: readings.id, question: readings.question, spreadId: readings.spreadId, savedAt: readings.savedAt, dueAt: lookBackReminders.dueAt, days: lookBackReminders.days })
      .from(lookBackReminders)
      .innerJoin(readings, eq(readings.id, lookBackReminders.readingId))
      .where(dueNow)
      .orderBy(asc(lookBackReminders.dueAt), asc(readings.id))
      .limit(limit)
    return { count: total?.n ?? 0, list }
  }

  /** When the next look back this person asked for falls due (or fell due, not answered yet): the earliest; null when none waits. */
  async nextReminderDue(userId: string): Promise<Date | null> {
    const [next] = await this.db
      .select({ dueAt: lookBackReminders.dueAt })
      .from(lookBackReminders)
      .where(and(eq(lookBackReminders.userId, userId), isNull(lookBackReminders.answeredAt)))
      .orderBy(asc(lookBackReminders.dueAt))
      .limit(1)
    return next?.dueAt ?? null
  }

  // ───────────── insights ─────────────

  /** Saved readings of this person with no topic yet (made before topics were kept), at most `limit`. */
  async readingsWithoutTopic(userId: string, limit: number): Promise<{ id: string; question: string }[]> {
    return this.db
      .select({ id: readings.id, question: readings.question })
      .from(readings)
      .where(and(eq(readings.userId, userId), isNull(readings.topic), isNotNull(readings.savedAt)))
      .limit(limit)
  }

  async setTopics(userId: string, byTopic: Map<string, string[]>): Promise<void> {
    for (const [topic, ids] of byTopic) {
      await this.db
        .update(readings)
        .set({ topic })
        .where(and(eq(readings.userId, userId), inArray(readings.id, ids)))
    }
  }

  /**
   * Every count the insights show, over this person's readings saved since `since` and look backs written since then;
   * each is one grouped statement on the `(user_id, saved_at)` / `(user_id, created_at)` indexes. Weeks start on
   * Monday, shifted into the person's time zone by `tzOffsetMinutes`.
   */
  async insightCounts(userId: string, since: Date, tzOffsetMinutes: number): Promise<InsightCounts> {
    const shift = sql`make_interval(mins => ${tzOffsetMinutes}::int)`
    const inRange = sql`r.user_id = ${userId} and r.saved_at >= ${since.toISOString()}::timestamptz`
    const [cards, perWeek, topics, resonance, total] = await Promise.all([
      rowsOf<{ id: string; count: number; reversed: number }>(
        this.db,
        sql`select c->>'id' as id, count(*)::int as count, (count(*) filter (where c->>'orientation' = 'reversed'))::int as reversed
            from readings r cross join lateral jsonb_array_elements(r.cards) c
            where ${inRange} and jsonb_typeof(r.cards) = 'array'
            group by 1 order by 2 desc, 1`,
      ),
      rowsOf<{ week: string; count: number }>(
        this.db,
        sql`select to_char(date_trunc('week', (r.saved_at at time zone 'UTC') + ${shift}), 'YYYY-MM-DD') as week, count(*)::int as count
            from readings r where ${inRange} group by 1 order by 1`,
      ),
      rowsOf<{ topic: string; count: number }>(this.db, sql`select coalesce(r.topic, 'self') as topic, count(*)::int as count from readings r where ${inRange} group by 1 order by 2 desc, 1`),
      rowsOf<{ week: string; average: number; count: number }>(
        this.db,
        sql`select to_char(date_trunc('week', (l.created_at at time zone 'UTC') + ${shift}), 'YYYY-MM-DD') as week,
                   round(avg(l.resonance), 2)::float8 as average, count(*)::int as count
            from look_backs l where l.user_id = ${userId} and l.created_at >= ${since.toISOString()}::timestamptz
            group by 1 order by 1`,
      ),
      rowsOf<{ count: number }>(this.db, sql`select count(*)::int as count from readings r where ${inRange}`),
    ])
    return { readings: total[0]?.count ?? 0, cards, perWeek, topics, resonance }
  }

  /** A year in cards: the most drawn card, the busiest month (1–12), the favourite spread, and the look backs' resonance, in [from, to). */
  async yearCounts(userId: string, from: Date, to: Date, tzOffsetMinutes: number) {
    const shift = sql`make_interval(mins => ${tzOffsetMinutes}::int)`
    const inYear = sql`r.user_id = ${userId} and r.saved_at >= ${from.toISOString()}::timestamptz and r.saved_at < ${to.toISOString()}::timestamptz`
    const [card, month, spread, total, resonance] = await Promise.all([
      rowsOf<{ id: string; count: number }>(
        this.db,
        sql`select c->>'id' as id, count(*)::int as count from readings r cross join lateral jsonb_array_elements(r.cards) c
            where ${inYear} and jsonb_typeof(r.cards) = 'array' group by 1 order by 2 desc, 1 limit 1`,
      ),
      rowsOf<{ month: number; count: number }>(
        this.db,
        sql`select extract(month from (r.saved_at at time zone 'UTC') + ${shift})::int as month, count(*)::int as count from readings r where ${inYear} group by 1 order by 2 desc, 1 limit 1`,
      ),
      rowsOf<{ spreadId: string; count: number }>(this.db, sql`select r.spread_id as "spreadId", count(*)::int as count from readings r where ${inYear} group by 1 order by 2 desc, 1 limit 1`),
      rowsOf<{ count: number }>(this.db, sql`select count(*)::int as count from readings r where ${inYear}`),
      rowsOf<{ resonated: number; count: number }>(
        this.db,
        sql`select (count(*) filter (where l.resonance >= 4))::int as resonated, count(*)::int as count from look_backs l
            where l.user_id = ${userId} and l.created_at >= ${from.toISOString()}::timestamptz and l.created_at < ${to.toISOString()}::timestamptz`,
      ),
    ])
    return { readings: total[0]?.count ?? 0, topCard: card[0] ?? null, busiestMonth: month[0] ?? null, favouriteSpread: spread[0] ?? null, lookBacks: resonance[0] ?? { resonated: 0, count: 0 } }
  }

  // ───────────── export and deletion ─────────────

  /** Every reading with cards (drawn or saved), with its notes and look backs, oldest first. */
  async exportAll(userId: string): Promise<{ readings: (typeof readings.$inferSelect)[]; notes: NoteRow[]; lookBacks: LookBackRow[] }> {
    const [readingRows, notes, looks] = await Promise.all([
      this.db
        .select()
        .from(readings)
        .where(and(eq(readings.userId, userId), ne(readings.status, 'drawing')))
        .orderBy(asc(readings.createdAt), asc(readings.id)),
      this.db.select().from(journalNotes).where(eq(journalNotes.userId, userId)).orderBy(asc(journalNotes.createdAt), asc(journalNotes.id)),
      this.db.select().from(lookBacks).where(eq(lookBacks.userId, userId)).orderBy(asc(lookBacks.createdAt), asc(lookBacks.id)),
    ])
    return { readings: readingRows, notes, lookBacks: looks }
  }

  /** Deletes every note, look back and reminder of this person in one transaction; the readings and the account stay. */
  async deleteAll(userId: string): Promise<{ notes: number; lookBacks: number; reminders: number }> {
    return this.db.transaction(async (tx) => {
      const notes = await tx.delete(journalNotes).where(eq(journalNotes.userId, userId)).returning({ id: journalNotes.id })
      const looks = await tx.delete(lookBacks).where(eq(lookBacks.userId, userId)).returning({ id: lookBacks.id })
      const reminders = await tx.delete(lookBackReminders).where(eq(lookBackReminders.userId, userId)).returning({ id: lookBackReminders.readingId })
      return { notes: notes.length, lookBacks: looks.length, reminders: reminders.length }
    })
  }

  // ───────────── reminders through WeChat ─────────────

  /**
   * Look backs due and not answered or sent yet, of people who keep reminders on and have an openid under the
   * mini-program `appId`, oldest due first, with the time zone their app reported (null: never reported).
   */
  async dueForWechat(appId: string, now: Date, limit: number): Promise<{ readingId: string; userId: string; question: string; dueAt: Date; openId: string; tzOffsetMinutes: number | null }[]> {
    return this.db
      .select({
        readingId: lookBackReminders.readingId,
        userId: lookBackReminders.userId,
        question: readings.question,
        dueAt: lookBackReminders.dueAt,
        openId: wechatOpenIds.openId,
        tzOffsetMinutes: journalSettings.tzOffsetMinutes,
      })
      .from(lookBackReminders)
      .innerJoin(readings, eq(readings.id, lookBackReminders.readingId))
      .innerJoin(wechatOpenIds, and(eq(wechatOpenIds.userId, lookBackReminders.userId), eq(wechatOpenIds.appId, appId)))
      .leftJoin(journalSettings, eq(journalSettings.userId, lookBackReminders.userId))
      .where(and(isNull(lookBackReminders.answeredAt), isNull(lookBackReminders.notifiedAt), lte(lookBackReminders.dueAt, now), sql`coalesce(${journalSettings.remindersOn}, true)`))
      .orderBy(asc(lookBackReminders.dueAt))
      .limit(limit)
  }

  /** Takes the sending of one reminder: true for the one instance whose update found it unsent. */
  async claimWechatReminder(readingId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .update(lookBackReminders)
      .set({ notifiedAt: now })
      .where(and(eq(lookBackReminders.readingId, readingId), isNull(lookBackReminders.notifiedAt), isNull(lookBackReminders.answeredAt)))
      .returning({ id: lookBackReminders.readingId })
    return rows.length === 1
  }

  /** Gives a claimed reminder back when WeChat could not take it (a network failure), so a later sweep tries again. */
  async releaseWechatReminder(readingId: string): Promise<void> {
    await this.db.update(lookBackReminders).set({ notifiedAt: null }).where(eq(lookBackReminders.readingId, readingId))
  }

  /**
   * People who asked for today's card through WeChat, keep reminders on, have an openid under the mini-program
   * `appId` and were not sent today's yet (their today, in the time zone their app reported).
   */
  async dailyCardsForWechat(appId: string, now: Date, limit: number): Promise<{ userId: string; openId: string; tzOffsetMinutes: number }[]> {
    const today = sql`to_char((${now.toISOString()}::timestamptz at time zone 'UTC') + make_interval(mins => ${journalSettings.tzOffsetMinutes}), 'YYYY-MM-DD')`
    return this.db
      .select({ userId: journalSettings.userId, openId: wechatOpenIds.openId, tzOffsetMinutes: journalSettings.tzOffsetMinutes })
      .from(journalSettings)
      .innerJoin(wechatOpenIds, and(eq(wechatOpenIds.userId, journalSettings.userId), eq(wechatOpenIds.appId, appId)))
      .where(and(eq(journalSettings.dailyCardOn, true), eq(journalSettings.remindersOn, true), sql`${journalSettings.dailyCardSentOn} is distinct from ${today}`))
      .orderBy(asc(journalSettings.userId))
      .limit(limit)
  }

  /** Takes the sending of one person's card of `day` (their YYYY-MM-DD): true for the one instance whose update found it unsent. */
  async claimDailyCard(userId: string, day: string): Promise<boolean> {
    const rows = await this.db
      .update(journalSettings)
      .set({ dailyCardSentOn: day })
      .where(and(eq(journalSettings.userId, userId), eq(journalSettings.dailyCardOn, true), eq(journalSettings.remindersOn, true), sql`${journalSettings.dailyCardSentOn} is distinct from ${day}`))
      .returning({ id: journalSettings.userId })
    return rows.length === 1
  }

  /** Gives a claimed day back when WeChat could not take the message, so a later sweep tries again. */
  async releaseDailyCard(userId: string, day: string): Promise<void> {
    await this.db
      .update(journalSettings)
      .set({ dailyCardSentOn: null })
      .where(and(eq(journalSettings.userId, userId), eq(journalSettings.dailyCardSentOn, day)))
  }

  // ───────────── reminder settings ─────────────

  async settings(userId: string): Promise<JournalSettingsRow | null> {
    const rows = await this.db.select().from(journalSettings).where(eq(journalSettings.userId, userId)).limit(1)
    return rows[0] ?? null
  }

  async saveSettings(userId: string, change: SettingsChange, now: Date): Promise<JournalSettingsRow> {
    const set = {
      updatedAt: now,
      ...(change.remindersOn === undefined ? {} : { remindersOn: change.remindersOn }),
      ...(change.tzOffsetMinutes === undefined ? {} : { tzOffsetMinutes: change.tzOffsetMinutes }),
      ...(change.dailyCardOn === undefined ? {} : { dailyCardOn: change.dailyCardOn }),
    }
    const [row] = await this.db
      .insert(journalSettings)
      .values({ userId, ...set })
      .onConflictDoUpdate({ target: journalSettings.userId, set })
      .returning()
    return row!
  }
}
