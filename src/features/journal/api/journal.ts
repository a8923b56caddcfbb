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
import { ResultCode } from '@tarot/contracts/codes'
import type { journalEndpoints } from '@tarot/contracts/endpoints/journal'
import { journalPaths } from '@tarot/contracts/paths/journal'
import { client } from '@/lib/http/api'
import { ApiError, buildUrl, REQUEST_TIMEOUT_MS, renewSession, requestHeaders } from '@/lib/http/client'
import { type NetworkFailure, messageKeyForNetworkCode, networkCodeOf } from '@/lib/http/network-errors'
import { t } from '@/lib/i18n/i18n'
import { showToast } from '@/lib/ui/toast'

/** The journal's calls (docs/api.md, "The journal"): signed in only, on the person's own readings. */

const journal = client<typeof journalEndpoints>(journalPaths)

export function readingJournal(readingId: string): Promise<ReadingJournal> {
  return journal.reading({ params: { id: readingId }, auth: 'user', silent: true })
}

export interface NoteInput {
  body: string
  mood: Mood | null
  tags: string[]
}

export function addNote(readingId: string, note: NoteInput): Promise<NoteView> {
  return journal.addNote({ params: { id: readingId }, body: note, auth: 'user' })
}

export function editNote(readingId: string, noteId: string, note: NoteInput): Promise<NoteView> {
  return journal.editNote({ params: { id: readingId, noteId }, body: note, auth: 'user' })
}

export async function deleteNote(readingId: string, noteId: string): Promise<void> {
  await journal.deleteNote({ params: { id: readingId, noteId }, auth: 'user' })
}

export function setReminder(readingId: string, days: ReminderDays | null): Promise<{ reminder: ReminderView | null }> {
  return journal.setReminder({ params: { id: readingId }, body: { days, tzOffsetMinutes: -new Date().getTimezoneOffset() }, auth: 'user' })
}

export function addLookBack(readingId: string, lookBack: { resonance: number; outcome: string }): Promise<LookBackView> {
  return journal.addLookBack({ params: { id: readingId }, body: lookBack, auth: 'user' })
}

export function dueLookBacks(): Promise<DueLookBacks> {
  return journal.due({ auth: 'user', silent: true })
}

export function insights(range: InsightRange): Promise<Insights> {
  return journal.insights({ query: { range }, auth: 'user', silent: true })
}

/** A year in cards: the person's calendar year (`year`, default this one, as the server counts it in their time zone). */
export function yearInCards(year?: number): Promise<YearInCards> {
  return journal.year({ query: { year }, auth: 'user', silent: true })
}

export function exportJournal(): Promise<JournalExport> {
  return journal.export({ auth: 'user' })
}

export function deleteJournal(): Promise<{ notes: number; lookBacks: number; reminders: number }> {
  return journal.deleteAll({ auth: 'user' })
}

export function journalSettings(): Promise<JournalSettingsView> {
  return journal.settings({ auth: 'user', silent: true })
}

export function saveJournalSettings(change: Partial<JournalSettings>): Promise<JournalSettingsView> {
  return journal.saveSettings({ body: change, auth: 'user' })
}

/** The JSON envelope in a text answer (a refusal of the CSV export), or null when the answer is the file. */
function envelopeIn(text: unknown): { code: number; message?: string } | null {
  if (typeof text !== 'string' || !text.trimStart().startsWith('{')) return null
  try {
    const body = JSON.parse(text) as { code?: unknown; message?: unknown }
    return typeof body.code === 'number' ? { code: body.code, ...(typeof body.message === 'string' ? { message: body.message } : {}) } : null
  } catch {
    return null
  }
}

function failed(error: ApiError): never {
  if (error.message) showToast(error.message)
  throw error
}

/**
 * The CSV export as text: read with the signed-in token like any other call. A refusal comes as the JSON envelope and
 * goes the way of every call: on 401000 the token is cleared, a new login is tried once and the export retried once;
 * any other refusal (401001 for a guest) or failure shows its message and rejects.
 */
export async function exportJournalCsv(): Promise<string> {
  for (let attempt = 0; ; attempt += 1) {
    let res: { statusCode: number; data: unknown }
    try {
      res = await Taro.request<string>({
        url: buildUrl(journalPaths.exportCsv.path),
        header: requestHeaders('user', 'GET'),
        dataType: 'text',
        responseType: 'text',
        timeout: REQUEST_TIMEOUT_MS,
      })
    } catch (failure) {
      const code = networkCodeOf(failure as NetworkFailure)
      const key = messageKeyForNetworkCode(code)
      return failed(new ApiError(key ? t(key) : '', 'network', code))
    }
    const refusal = envelopeIn(res.data)
    if (!refusal && res.statusCode === 200 && typeof res.data === 'string') return res.data
    if (refusal?.code === ResultCode.tokenExpired && attempt === 0 && (await renewSession())) continue
    if (refusal) return failed(new ApiError(refusal.message || t('errors.unknown'), 'code', refusal.code))
    return failed(new ApiError(t(res.statusCode >= 500 ? 'errors.server' : 'errors.fetchFailed'), 'http', res.statusCode))
  }
}
