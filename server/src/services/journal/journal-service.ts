import { randomUUID } from 'node:crypto'
import type { InsightRange, Insights, JournalExport, LookBackView, Mood, NoteView, ReadingJournal, ReminderView, TimelineEntry } from '@tarot/contracts/journal'
import { type Element, getCard } from '@tarot/core/deck'
import { understandQuestion } from '@tarot/core/reading/question-intent'
import type { ConsultationRepository } from '../../db/consultations'
import type { JournalRepository, LookBackRow, NoteRow, ReminderRow, SettingsChange } from '../../db/journal'
import type { ReadingRepository, ReadingRow } from '../../db/readings'

const DAY_MS = 24 * 60 * 60 * 1000
const RANGE_DAYS: Record<InsightRange, number> = { '30d': 30, '90d': 90, year: 365 }
/** Readings made before topics were kept get theirs on the first insights asked for, this many per request. */
const TOPIC_BACKFILL_BATCH = 2000
const DUE_LIST_SIZE = 50
const TOP_CARDS = 10
/** Where the app has not told us its time zone: most of our users live in UTC+8. */
export const DEFAULT_TZ_OFFSET_MINUTES = 480

export const noteView = (row: NoteRow): NoteView => ({
  id: row.id,
  readingId: row.readingId,
  body: row.body,
  mood: (row.mood as Mood | null) ?? null,
  tags: row.tags,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

export const lookBackView = (row: LookBackRow): LookBackView => ({
  id: row.id,
  readingId: row.readingId,
  resonance: row.resonance,
  outcome: row.outcome,
  createdAt: row.createdAt.toISOString(),
})

const reminderView = (row: ReminderRow): ReminderView => ({
  readingId: row.readingId,
  days: row.days,
  dueAt: row.dueAt.toISOString(),
  answeredAt: row.answeredAt ? row.answeredAt.toISOString() : null,
})

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 1000)

/** Rows grouped by their reading (Node 20 has no `Map.groupBy`). */
function byReading<T extends { readingId: string }>(rows: readonly T[]): Map<string, T[]> {
  const grouped = new Map<string, T[]>()
  for (const row of rows) grouped.set(row.readingId, [...(grouped.get(row.readingId) ?? []), row])
  return grouped
}

/** Tags as the person meant them: trimmed, no empty or repeated ones. */
const cleanTags = (tags: readonly string[] | undefined) => [...new Set((tags ?? []).map((t) => t.trim()).filter(Boolean))]

/**
 * The journal: notes on a reading, look-back reminders and the look backs themselves, the reading's timeline, the
 * insights, export and deleting every entry. Everything is the owner's alone: each call takes the caller's id and a
 * reading another person owns is not found. Notes are never shared and never put in a prompt (nothing here is
 * read by the interpreters or the share image).
 */
export class JournalService {
  constructor(
    private readonly deps: {
      journal: JournalRepository
      readings: ReadingRepository
      now: () => number
      /** For the answers of readers not opened yet, listed with the due look backs. */
      consultations: ConsultationRepository
      /** The WeChat subscription templates ('' when none is set), which the mini-program asks the person to allow. */
      templateIds: () => { lookBack: string; answer: string; dailyCard: string }
      /** Notes one reading may hold (NOTES_PER_READING). */
      notesPerReading: number
    },
  ) {}

  private now() {
    return new Date(this.deps.now())
  }

  /** The caller's reading with cards, or null (not theirs, not there, or still waiting for its pick). */
  private async ownReading(userId: string, readingId: string): Promise<ReadingRow | null> {
    const reading = await this.deps.readings.get(userId, readingId)
    return reading && reading.status !== 'drawing' ? reading : null
  }

  /** The new note; null when the reading is not the caller's; 'full' when it already holds `notesPerReading` notes (nothing written). */
  async addNote(userId: string, readingId: string, input: { body: string; mood?: Mood | null | undefined; tags?: string[] | undefined }): Promise<NoteView | null | 'full'> {
    if (!(await this.ownReading(userId, readingId))) return null
    const now = this.now()
    const row = await this.deps.journal.addNote(
      {
        id: `n_${randomUUID()}`,
        readingId,
        userId,
        body: input.body.trim(),
        mood: input.mood ?? null,
        tags: cleanTags(input.tags),
        createdAt: now,
        updatedAt: now,
      },
      this.deps.notesPerReading,
    )
    return row === 'full' ? 'full' : noteView(row)
  }

  async editNote(userId: string, readingId: string, noteId: string, input: { body: string; mood?: Mood | null | undefined; tags?: string[] | undefined }): Promise<NoteView | null> {
    const row = await this.deps.journal.updateNote(userId, readingId, noteId, { body: input.body.trim(), mood: input.mood ?? null, tags: cleanTags(input.tags) }, this.now())
    return row ? noteView(row) : null
  }

  deleteNote(userId: string, readingId: string, noteId: string): Promise<boolean> {
    return this.deps.journal.deleteNote(userId, readingId, noteId)
  }

  /** Asks for a look back `days` after now (or none, `null`); null when the reading is not the caller's. */
  async setReminder(userId: string, readingId: string, days: number | null, tzOffsetMinutes?: number): Promise<{ reminder: ReminderView | null } | null> {
    if (!(await this.ownReading(userId, readingId))) return null
    // The moment a reminder is asked for is when its time zone matters; otherwise quiet hours would assume Beijing time.
    if (days !== null && tzOffsetMinutes !== undefined) await this.deps.journal.saveSettings(userId, { tzOffsetMinutes }, this.now())
    if (days === null) {
      await this.deps.journal.clearReminder(userId, readingId)
      return { reminder: null }
    }
    const now = this.now()
    const row = await this.deps.journal.setReminder(userId, readingId, days, new Date(now.getTime() + days * DAY_MS), now)
    return { reminder: reminderView(row) }
  }

  /** Appends a look back (they are never edited: each keeps its date); a due reminder is answered by it. */
  async addLookBack(userId: string, readingId: string, input: { resonance: number; outcome: string }): Promise<LookBackView | null> {
    if (!(await this.ownReading(userId, readingId))) return null
    const row = await this.deps.journal.addLookBack({ id: `l_${randomUUID()}`, readingId, userId, resonance: input.resonance, outcome: input.outcome.trim(), createdAt: this.now() })
    return lookBackView(row)
  }

  /** The question, the cards, the reading, then the notes and look backs as one timeline, oldest first. */
  async timeline(userId: string, readingId: string): Promise<ReadingJournal | null> {
    const reading = await this.ownReading(userId, readingId)
    if (!reading) return null
    const [notes, looks, reminder] = await Promise.all([
      this.deps.journal.notesOf(userId, readingId),
      this.deps.journal.lookBacksOf(userId, readingId),
      this.deps.journal.reminderOf(userId, readingId),
    ])
    const entries: TimelineEntry[] = [
      ...notes.map((n) => ({ kind: 'note' as const, at: n.createdAt.toISOString(), note: noteView(n) })),
      ...looks.map((l) => ({ kind: 'lookBack' as const, at: l.createdAt.toISOString(), lookBack: lookBackView(l) })),
    ].sort((a, b) => a.at.localeCompare(b.at))
    return {
      readingId: reading.id,
      question: reading.question,
      spreadId: reading.spreadId,
      cards: reading.cards,
      createdAt: reading.createdAt.toISOString(),
      savedAt: reading.savedAt ? reading.savedAt.toISOString() : null,
      interpretation: reading.interpretation,
      reminder: reminder ? reminderView(reminder) : null,
      lookBackDue: !!reminder && !reminder.answeredAt && reminder.dueAt.getTime() <= this.now().getTime(),
      timeline: entries,
    }
  }

  /** The in-app reminders: look backs due, and readers' answers not opened yet (on H5 and RN the only ones). */
  async due(userId: string) {
    const [{ count, list }, answers] = await Promise.all([this.deps.journal.due(userId, this.now(), DUE_LIST_SIZE), this.deps.consultations.unseenAnswers(userId, DUE_LIST_SIZE)])
    return {
      count,
      list: list.map((row) => ({ ...row, savedAt: row.savedAt ? row.savedAt.toISOString() : null, dueAt: row.dueAt.toISOString() })),
      answers: { count: answers.count, list: answers.list.map((row) => ({ ...row, answeredAt: row.answeredAt.toISOString() })) },
    }
  }

  /** Gives readings saved before topics were kept their topic (the question's, as @tarot/core understands it). */
  private async backfillTopics(userId: string): Promise<void> {
    const missing = await this.deps.journal.readingsWithoutTopic(userId, TOPIC_BACKFILL_BATCH)
    if (missing.length === 0) return
    const byTopic = new Map<string, string[]>()
    for (const { id, question } of missing) {
      const topic = understandQuestion(question).topic
      byTopic.set(topic, [...(byTopic.get(topic) ?? []), id])
    }
    await this.deps.journal.setTopics(userId, byTopic)
  }

  async insights(userId: string, range: InsightRange): Promise<Insights> {
    await this.backfillTopics(userId)
    const since = new Date(this.now().getTime() - RANGE_DAYS[range] * DAY_MS)
    const tz = (await this.deps.journal.settings(userId))?.tzOffsetMinutes ?? DEFAULT_TZ_OFFSET_MINUTES
    const counts = await this.deps.journal.insightCounts(userId, since, tz)
    // Suits and elements are sums over the per-card counts the database grouped (at most 78 rows): each card's suit,
    // and its own element (a minor's suit, a major's sign, planet or element, Golden Dawn), as the deck keeps it.
    const suits = new Map<string, number>([
      ['major', 0],
      ['Wands', 0],
      ['Cups', 0],
      ['Swords', 0],
      ['Coins', 0],
    ])
    const elements = new Map<Element, number>([
      ['fire', 0],
      ['water', 0],
      ['air', 0],
      ['earth', 0],
    ])
    let cardsDrawn = 0
    let reversed = 0
    for (const card of counts.cards) {
      const known = getCard(card.id)
      cardsDrawn += card.count
      reversed += card.reversed
      if (!known) continue
      const suit = known.suit ?? 'major'
      suits.set(suit, (suits.get(suit) ?? 0) + card.count)
      elements.set(known.element, (elements.get(known.element) ?? 0) + card.count)
    }
    const major = suits.get('major') ?? 0
    return {
      range,
      since: since.toISOString(),
      readings: counts.readings,
      cardsDrawn,
      topCards: counts.cards.slice(0, TOP_CARDS),
      suits: [...suits].map(([key, n]) => ({ key, count: n })),
      elements: [...elements].map(([key, n]) => ({ key, count: n })),
      majorShare: ratio(major, cardsDrawn),
      reversalRate: ratio(reversed, cardsDrawn),
      perWeek: counts.perWeek,
      topics: counts.topics.map((t) => ({ key: t.topic, count: t.count })),
      resonance: counts.resonance,
    }
  }

  /**
   * A year in cards (the person's calendar year, in their time zone): shown from December for the year under way,
   * any time for a past year. `resonated` is the share of look backs that said 4 or 5. For the year under way, when
   * the next look back the person asked for falls due (so a year without look backs can say one is on its way).
   */
  async yearInCards(userId: string, year?: number) {
    const tz = (await this.deps.journal.settings(userId))?.tzOffsetMinutes ?? DEFAULT_TZ_OFFSET_MINUTES
    const local = new Date(this.deps.now() + tz * 60_000)
    const current = local.getUTCFullYear()
    const chosen = year ?? current
    const available = chosen < current || (chosen === current && local.getUTCMonth() === 11)
    const from = new Date(Date.UTC(chosen, 0, 1) - tz * 60_000)
    const to = new Date(Date.UTC(chosen + 1, 0, 1) - tz * 60_000)
    const [counts, nextReminder] = await Promise.all([this.deps.journal.yearCounts(userId, from, to, tz), chosen === current ? this.deps.journal.nextReminderDue(userId) : null])
    return {
      year: chosen,
      available,
      readings: counts.readings,
      topCard: counts.topCard,
      busiestMonth: counts.busiestMonth,
      favouriteSpread: counts.favouriteSpread,
      lookBacks: counts.lookBacks.count,
      resonatedShare: ratio(counts.lookBacks.resonated, counts.lookBacks.count),
      nextLookBackAt: nextReminder ? nextReminder.toISOString() : null,
    }
  }

  /** Every reading with its interpretation, notes and look backs. */
  async exportAll(userId: string): Promise<JournalExport> {
    const { readings, notes, lookBacks } = await this.deps.journal.exportAll(userId)
    const notesOf = byReading(notes)
    const looksOf = byReading(lookBacks)
    return {
      exportedAt: this.now().toISOString(),
      readings: readings.map((r) => ({
        id: r.id,
        question: r.question,
        spreadId: r.spreadId,
        cards: r.cards,
        createdAt: r.createdAt.toISOString(),
        savedAt: r.savedAt ? r.savedAt.toISOString() : null,
        interpretation: r.interpretation,
        notes: (notesOf.get(r.id) ?? []).map(noteView),
        lookBacks: (looksOf.get(r.id) ?? []).map(lookBackView),
      })),
    }
  }

  deleteAll(userId: string) {
    return this.deps.journal.deleteAll(userId)
  }

  async settings(userId: string) {
    const row = await this.deps.journal.settings(userId)
    return this.settingsView(row ?? { remindersOn: true, tzOffsetMinutes: DEFAULT_TZ_OFFSET_MINUTES, dailyCardOn: false })
  }

  async saveSettings(userId: string, change: SettingsChange) {
    return this.settingsView(await this.deps.journal.saveSettings(userId, change, this.now()))
  }

  private settingsView(row: { remindersOn: boolean; tzOffsetMinutes: number; dailyCardOn: boolean }) {
    const ids = this.deps.templateIds()
    return {
      remindersOn: row.remindersOn,
      tzOffsetMinutes: row.tzOffsetMinutes,
      dailyCardOn: row.dailyCardOn,
      lookBackTemplateId: ids.lookBack,
      answerTemplateId: ids.answer,
      dailyCardTemplateId: ids.dailyCard,
    }
  }
}
