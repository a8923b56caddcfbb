import * as z from 'zod/mini'
import { ReadingCard } from './readings'

/**
 * The journal (issue 19): private notes on a reading, the look back (复盘) with its reminder, the insights, export
 * and deleting every entry. Limits here are the ones the app checks before sending and the server checks again.
 */

export const NOTE_MAX_LENGTH = 2000
export const OUTCOME_MAX_LENGTH = 1000
export const TAG_MAX_LENGTH = 20
export const TAGS_MAX = 8

/** The moods a note can carry: a fixed list, so insights and other languages can name them. */
export const MOODS = ['calm', 'hopeful', 'grateful', 'curious', 'unsure', 'anxious', 'low', 'determined'] as const
export type Mood = (typeof MOODS)[number]

/** A look back can be asked for this many days after the reading. */
export const REMINDER_DAYS = [3, 7, 30] as const
export type ReminderDays = (typeof REMINDER_DAYS)[number]

export const INSIGHT_RANGES = ['30d', '90d', 'year'] as const
export type InsightRange = (typeof INSIGHT_RANGES)[number]

const Tag = z.string().check(z.trim(), z.minLength(1), z.maxLength(TAG_MAX_LENGTH))

/** `POST /tarot/rest/readings/{id}/notes` and `PUT …/notes/{noteId}`: the note's text, an optional mood and tags. */
export const NoteRequest = z.object({
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(NOTE_MAX_LENGTH)),
  mood: z.optional(z.nullable(z.enum(MOODS))),
  tags: z.optional(z.array(Tag).check(z.maxLength(TAGS_MAX))),
})
export type NoteRequest = z.infer<typeof NoteRequest>

export const NoteView = z.object({
  id: z.string(),
  readingId: z.string(),
  body: z.string(),
  mood: z.nullable(z.enum(MOODS)),
  tags: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type NoteView = z.infer<typeof NoteView>

/** `PUT /tarot/rest/readings/{id}/reminder`: ask for a look back in 3, 7 or 30 days, or `null` for none. */
export const ReminderRequest = z.object({
  days: z.nullable(z.union([z.literal(3), z.literal(7), z.literal(30)])),
  /** The device's time zone (minutes east of UTC), kept in the journal settings: it places the quiet hours of this reminder. */
  tzOffsetMinutes: z.optional(z.number().check(z.int(), z.gte(-720), z.lte(840))),
})
export type ReminderRequest = z.infer<typeof ReminderRequest>

export const ReminderView = z.object({ readingId: z.string(), days: z.number(), dueAt: z.string(), answeredAt: z.nullable(z.string()) })
export type ReminderView = z.infer<typeof ReminderView>

/** `POST /tarot/rest/readings/{id}/look-backs`: how much the reading resonated (1–5) and what happened. */
export const LookBackRequest = z.object({
  resonance: z.number().check(z.int(), z.gte(1), z.lte(5)),
  outcome: z.string().check(z.trim(), z.maxLength(OUTCOME_MAX_LENGTH)),
})
export type LookBackRequest = z.infer<typeof LookBackRequest>

export const LookBackView = z.object({ id: z.string(), readingId: z.string(), resonance: z.number(), outcome: z.string(), createdAt: z.string() })
export type LookBackView = z.infer<typeof LookBackView>

/** One moment of a reading's life after it was drawn, oldest first. */
export const TimelineEntry = z.union([z.object({ kind: z.literal('note'), at: z.string(), note: NoteView }), z.object({ kind: z.literal('lookBack'), at: z.string(), lookBack: LookBackView })])
export type TimelineEntry = z.infer<typeof TimelineEntry>

/** `GET /tarot/rest/readings/{id}/journal`: the question, the cards, the reading, then notes and look backs as one timeline. */
export const ReadingJournal = z.object({
  readingId: z.string(),
  question: z.string(),
  spreadId: z.string(),
  cards: z.nullable(z.array(ReadingCard)),
  createdAt: z.string(),
  savedAt: z.nullable(z.string()),
  interpretation: z.nullable(z.string()),
  reminder: z.nullable(ReminderView),
  /** True when the reminder is due and not answered yet: the app asks "What happened?". */
  lookBackDue: z.boolean(),
  timeline: z.array(TimelineEntry),
})
export type ReadingJournal = z.infer<typeof ReadingJournal>

/** A reader's answer to one of the caller's consultations, not opened yet. */
export const UnseenAnswer = z.object({ consultationId: z.string(), question: z.string(), readerName: z.string(), answeredAt: z.string() })
export type UnseenAnswer = z.infer<typeof UnseenAnswer>

/**
 * `GET /tarot/rest/journal/due`: the in-app reminders. Readings whose look back is due, oldest due first (`count`),
 * and readers' answers not opened yet, newest first (`answers.count`); the badge is the sum.
 */
export const DueLookBacks = z.object({
  count: z.number(),
  list: z.array(z.object({ readingId: z.string(), question: z.string(), spreadId: z.string(), savedAt: z.nullable(z.string()), dueAt: z.string(), days: z.number() })),
  answers: z.object({ count: z.number(), list: z.array(UnseenAnswer) }),
})
export type DueLookBacks = z.infer<typeof DueLookBacks>

export const InsightsQuery = z.object({ range: z.optional(z.enum(INSIGHT_RANGES)) })

const Count = z.object({ key: z.string(), count: z.number() })

/** `GET /tarot/rest/journal/insights?range=30d|90d|year`: counted in the database over saved readings in the range. */
export const Insights = z.object({
  range: z.enum(INSIGHT_RANGES),
  since: z.string(),
  readings: z.number(),
  cardsDrawn: z.number(),
  /** The cards that keep finding you: the most drawn, at most 10, with how often reversed. */
  topCards: z.array(z.object({ id: z.string(), count: z.number(), reversed: z.number() })),
  /** `major`, `Wands`, `Cups`, `Swords`, `Coins`. */
  suits: z.array(Count),
  /** `fire`, `water`, `air`, `earth` of the minor arcana. */
  elements: z.array(Count),
  /** 0–1, of all cards drawn. */
  majorShare: z.number(),
  reversalRate: z.number(),
  /** Readings per week (weeks start on Monday, UTC), only weeks with readings. */
  perWeek: z.array(z.object({ week: z.string(), count: z.number() })),
  /** The topics of the questions (`QUESTION_TOPICS` of @tarot/core). */
  topics: z.array(Count),
  /** Look backs written in the range, per week: the average resonance (1–5) and how many. */
  resonance: z.array(z.object({ week: z.string(), average: z.number(), count: z.number() })),
})
export type Insights = z.infer<typeof Insights>

/** One reading in an export: the reading with its interpretation, notes and look backs. */
export const ExportedReading = z.object({
  id: z.string(),
  question: z.string(),
  spreadId: z.string(),
  cards: z.nullable(z.array(ReadingCard)),
  createdAt: z.string(),
  savedAt: z.nullable(z.string()),
  interpretation: z.nullable(z.string()),
  notes: z.array(NoteView),
  lookBacks: z.array(LookBackView),
})
export const JournalExport = z.object({ exportedAt: z.string(), readings: z.array(ExportedReading) })
export type JournalExport = z.infer<typeof JournalExport>

/** `GET`/`PUT /tarot/rest/journal/settings`: one switch for every reminder, and the app's time zone for quiet hours. */
export const JournalSettings = z.object({
  remindersOn: z.boolean(),
  /** Minutes east of UTC, as `-new Date().getTimezoneOffset()` gives it. */
  tzOffsetMinutes: z.number().check(z.int(), z.gte(-720), z.lte(840)),
  /** Today's card as a WeChat message each morning (mini-program only; off unless asked for). */
  dailyCardOn: z.boolean(),
})
export type JournalSettings = z.infer<typeof JournalSettings>
export const JournalSettingsRequest = z.partial(JournalSettings)
/**
 * The settings as answered, with the WeChat subscription templates ('' when none) of a look back, a reader's answer
 * and today's card, for the mini-program's `requestSubscribeMessage`.
 */
export const JournalSettingsView = z.extend(JournalSettings, { lookBackTemplateId: z.string(), answerTemplateId: z.string(), dailyCardTemplateId: z.string() })
export type JournalSettingsView = z.infer<typeof JournalSettingsView>

/** `DELETE /tarot/rest/journal`: how many entries went. */
export const JournalDeleted = z.object({ notes: z.number(), lookBacks: z.number(), reminders: z.number() })
export const NoteIdParams = z.object({
  id: z.string().check(z.regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/)),
  noteId: z.string().check(z.regex(/^n_[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/)),
})

export const YearQuery = z.object({ year: z.optional(z.coerce.number().check(z.int(), z.gte(2000), z.lte(2100))) })

/** `GET /tarot/rest/journal/year?year=`: a year in cards; `available` from December for the year under way. */
export const YearInCards = z.object({
  year: z.number(),
  available: z.boolean(),
  readings: z.number(),
  topCard: z.nullable(z.object({ id: z.string(), count: z.number() })),
  /** 1–12. */
  busiestMonth: z.nullable(z.object({ month: z.number(), count: z.number() })),
  favouriteSpread: z.nullable(z.object({ spreadId: z.string(), count: z.number() })),
  lookBacks: z.number(),
  /** 0–1: the share of look backs that said the reading resonated (4 or 5). */
  resonatedShare: z.number(),
  /** The year under way: when the earliest look-back reminder not answered yet falls (or fell) due; null when none waits (and for a past year). */
  nextLookBackAt: z.nullable(z.string()),
})
export type YearInCards = z.infer<typeof YearInCards>
