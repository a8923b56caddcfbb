import * as z from 'zod/mini'
import { ResultCode } from '../codes'
import type { EndpointsOf } from '../endpoint'
import { FailureEnvelope, Null } from '../envelope'
import { ReadingIdParams } from '../ids'
import {
  DueLookBacks,
  Insights,
  InsightsQuery,
  JournalDeleted,
  JournalExport,
  JournalSettingsRequest,
  JournalSettingsView,
  LookBackRequest,
  LookBackView,
  NOTE_MAX_LENGTH,
  NoteIdParams,
  NoteRequest,
  NoteView,
  OUTCOME_MAX_LENGTH,
  ReadingJournal,
  ReminderRequest,
  ReminderView,
  TAGS_MAX,
  TAG_MAX_LENGTH,
  YearInCards,
  YearQuery,
} from '../journal'
import { journalPaths as paths } from '../paths/journal'

const noteErrors = { 400: FailureEnvelope, 404: FailureEnvelope }
const noteLimits = { noteMaxLength: NOTE_MAX_LENGTH, tagMaxLength: TAG_MAX_LENGTH, tagsMax: TAGS_MAX }

/** The journal (docs/api.md, "The journal"): notes, look backs and reminders on the caller's own readings, insights, export, settings. */
export const journalEndpoints = {
  reading: { ...paths.reading, params: ReadingIdParams, response: ReadingJournal, errors: { 404: FailureEnvelope }, codes: [ResultCode.notFound] },
  addNote: { ...paths.addNote, params: ReadingIdParams, body: NoteRequest, response: NoteView, errors: noteErrors, codes: [ResultCode.noteLimit, ResultCode.notFound], limits: noteLimits },
  editNote: { ...paths.editNote, params: NoteIdParams, body: NoteRequest, response: NoteView, errors: noteErrors, codes: [ResultCode.notFound], limits: noteLimits },
  deleteNote: { ...paths.deleteNote, params: NoteIdParams, response: Null, errors: { 404: FailureEnvelope }, codes: [ResultCode.notFound] },
  setReminder: { ...paths.setReminder, params: ReadingIdParams, body: ReminderRequest, response: z.object({ reminder: z.nullable(ReminderView) }), errors: noteErrors, codes: [ResultCode.notFound] },
  addLookBack: {
    ...paths.addLookBack,
    params: ReadingIdParams,
    body: LookBackRequest,
    response: LookBackView,
    errors: noteErrors,
    codes: [ResultCode.notFound],
    limits: { outcomeMaxLength: OUTCOME_MAX_LENGTH },
  },
  due: { ...paths.due, response: DueLookBacks },
  insights: { ...paths.insights, query: InsightsQuery, response: Insights, errors: { 400: FailureEnvelope } },
  year: { ...paths.year, query: YearQuery, response: YearInCards, errors: { 400: FailureEnvelope } },
  export: { ...paths.export, response: JournalExport },
  // The CSV (sent as `text/csv`, so never serialized) or the JSON envelope of a refusal.
  exportCsv: { ...paths.exportCsv, response: z.union([z.string(), FailureEnvelope]) },
  deleteAll: { ...paths.deleteAll, response: JournalDeleted },
  settings: { ...paths.settings, response: JournalSettingsView },
  saveSettings: { ...paths.saveSettings, body: JournalSettingsRequest, response: JournalSettingsView, errors: { 400: FailureEnvelope } },
} as const satisfies EndpointsOf<typeof paths>
