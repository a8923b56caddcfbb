import type {
  DueLookBacks,
  InsightRange,
  Insights,
  JournalExport,
  JournalSettings,
  JournalSettingsView,
  LookBackView,
  Mood,
  NoteView,
  ReadingJournal,
  ReminderDays,
  ReminderView,
  YearInCards,
} from '@tarot/contracts/journal'
import Taro from '@tarojs/taro'
import { buildUrl, REQUEST_TIMEOUT_MS, request, requestHeaders } from '@/lib/http/client'

/** The journal's calls (docs/api.md, "The journal"): signed in only, on the person's own readings. */

const reading = (id: string) => `/tarot/rest/readings/${encodeURIComponent(id)}`

export function readingJournal(readingId: string): Promise<ReadingJournal> {
  return request<ReadingJournal>({ url: `${reading(readingId)}/journal`, auth: 'user', silent: true })
}

export interface NoteInput {
  body: string
  mood: Mood | null
  tags: string[]
}

export function addNote(readingId: string, note: NoteInput): Promise<NoteView> {
  return request<NoteView>({ url: `${reading(readingId)}/notes`, method: 'POST', data: note, auth: 'user' })
}

export function editNote(readingId: string, noteId: string, note: NoteInput): Promise<NoteView> {
  return request<NoteView>({ url: `${reading(readingId)}/notes/${encodeURIComponent(noteId)}`, method: 'PUT', data: note, auth: 'user' })
}

export function deleteNote(readingId: string, noteId: string): Promise<void> {
  return request<void>({ url: `${reading(readingId)}/notes/${encodeURIComponent(noteId)}`, method: 'DELETE', auth: 'user' })
}

export function setReminder(readingId: string, days: ReminderDays | null): Promise<{ reminder: ReminderView | null }> {
  return request<{ reminder: ReminderView | null }>({ url: `${reading(readingId)}/reminder`, method: 'PUT', data: { days, tzOffsetMinutes: -new Date().getTimezoneOffset() }, auth: 'user' })
}

export function addLookBack(readingId: string, lookBack: { resonance: number; outcome: string }): Promise<LookBackView> {
  return request<LookBackView>({ url: `${reading(readingId)}/look-backs`, method: 'POST', data: lookBack, auth: 'user' })
}

export function dueLookBacks(): Promise<DueLookBacks> {
  return request<DueLookBacks>({ url: '/tarot/rest/journal/due', auth: 'user', silent: true })
}

export function insights(range: InsightRange): Promise<Insights> {
  return request<Insights>({ url: '/tarot/rest/journal/insights', query: { range }, auth: 'user', silent: true })
}

/** A year in cards: the person's calendar year (`year`, default this one, as the server counts it in their time zone). */
export function yearInCards(year?: number): Promise<YearInCards> {
  return request<YearInCards>({ url: '/tarot/rest/journal/year', query: { year }, auth: 'user', silent: true })
}

export function exportJournal(): Promise<JournalExport> {
  return request<JournalExport>({ url: '/tarot/rest/journal/export', auth: 'user' })
}

export function deleteJournal(): Promise<{ notes: number; lookBacks: number; reminders: number }> {
  return request({ url: '/tarot/rest/journal', method: 'DELETE', auth: 'user' })
}

export function journalSettings(): Promise<JournalSettingsView> {
  return request<JournalSettingsView>({ url: '/tarot/rest/journal/settings', auth: 'user', silent: true })
}

export function saveJournalSettings(change: Partial<JournalSettings>): Promise<JournalSettingsView> {
  return request<JournalSettingsView>({ url: '/tarot/rest/journal/settings', method: 'PUT', data: change, auth: 'user' })
}

/** The CSV export as text (not the envelope): read with the signed-in token like any other call. */
export async function exportJournalCsv(): Promise<string> {
  const res = await Taro.request<string>({
    url: buildUrl('/tarot/rest/journal/export/csv'),
    header: requestHeaders('user', 'GET'),
    dataType: 'text',
    responseType: 'text',
    timeout: REQUEST_TIMEOUT_MS,
  })
  if (res.statusCode !== 200 || typeof res.data !== 'string') throw new Error(`export failed: ${res.statusCode}`)
  return res.data
}
