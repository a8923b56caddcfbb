import { ResultCode } from '@tarot/contracts/codes'
import { journalEndpoints } from '@tarot/contracts/endpoints/journal'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../lib/envelope'
import { journalInvalidRequest, journalMessage } from '../lib/journal-messages'
import { message } from '../lib/messages'
import { route } from '../lib/route'
import { DomainError, found } from '../lib/domain-error'
import { callerOf, signedInOnly } from '../plugins/identity'
import { journalCsv } from '../services/journal/csv'

const errorHandler = journalInvalidRequest((language) => message('badRequest', language))
const tags = ['Journal']

/**
 * The journal on one reading (paths documented in docs/api.md): notes (add, edit, delete), the look-back reminder,
 * look backs (append-only) and the timeline. Signed in only, on the caller's own readings; another person's reading
 * or note is not found. Junk in a field is answered 400 with what is wrong with it, in the caller's language.
 */
export const readingJournalRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInOnly((language) => message('recordsNeedSignIn', language))

  route(
    app,
    journalEndpoints.reading,
    {
      preValidation: signedIn,
      errorHandler,
      schema: {
        operationId: 'readingJournal',
        tags,
        summary: "A reading's timeline",
        description: 'The question, the cards and the reading, then its notes and look backs as one timeline (oldest first), the look-back reminder and whether a look back is due now.',
      },
    },
    async (request) => {
      const journal = await app.journal.timeline(callerOf(request).userId, request.params.id)
      return ok(found(journal))
    },
  )

  route(
    app,
    journalEndpoints.addNote,
    {
      preValidation: signedIn,
      errorHandler,
      schema: {
        operationId: 'addNote',
        tags,
        summary: 'Add a note',
        description:
          'A private note (1–2,000 characters), an optional mood from the fixed list and up to 8 tags. Notes are never shared and never sent to a model. ' +
          'A reading holds at most `NOTES_PER_READING` notes (default 50): past it `403007`, nothing written.',
      },
    },
    async (request) => {
      const note = await app.journal.addNote(callerOf(request).userId, request.params.id, request.body)
      if (note === 'full') throw new DomainError(ResultCode.noteLimit, (language) => journalMessage('notesFull', language, { max: app.config.limits.notesPerReading }))
      return ok(found(note))
    },
  )

  route(
    app,
    journalEndpoints.editNote,
    {
      preValidation: signedIn,
      errorHandler,
      schema: { operationId: 'editNote', tags, summary: 'Edit a note', description: 'Replaces the note’s text, mood and tags.' },
    },
    async (request) => {
      const { id, noteId } = request.params
      const note = await app.journal.editNote(callerOf(request).userId, id, noteId, request.body)
      return ok(found(note))
    },
  )

  route(
    app,
    journalEndpoints.deleteNote,
    {
      preValidation: signedIn,
      errorHandler,
      schema: { operationId: 'deleteNote', tags, summary: 'Delete a note', description: 'Deletes one of the caller’s notes.' },
    },
    async (request) => {
      const { id, noteId } = request.params
      if (!(await app.journal.deleteNote(callerOf(request).userId, id, noteId))) throw DomainError.notFound()
      return ok(null)
    },
  )

  route(
    app,
    journalEndpoints.setReminder,
    {
      preValidation: signedIn,
      errorHandler,
      schema: {
        operationId: 'setLookBackReminder',
        tags,
        summary: 'Ask for a look back later',
        description: '`days`: 3, 7 or 30 asks "What happened?" that many days from now (replacing an earlier request); `null` asks for none (the default).',
      },
    },
    async (request) => {
      const result = await app.journal.setReminder(callerOf(request).userId, request.params.id, request.body.days, request.body.tzOffsetMinutes)
      return ok(found(result))
    },
  )

  route(
    app,
    journalEndpoints.addLookBack,
    {
      preValidation: signedIn,
      errorHandler,
      schema: {
        operationId: 'addLookBack',
        tags,
        summary: 'Look back at a reading',
        description:
          'How much the reading resonated (1–5) and what happened (up to 1,000 characters). Look backs are append-only, each with its date; one written once the reminder is due answers it.',
      },
    },
    async (request) => {
      const lookBack = await app.journal.addLookBack(callerOf(request).userId, request.params.id, request.body)
      return ok(found(lookBack))
    },
  )
}

/** The journal as a whole: due look backs, insights, export, deleting every entry, reminder settings. Signed in only. */
export const journalRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = signedInOnly((language) => message('recordsNeedSignIn', language))

  route(
    app,
    journalEndpoints.due,
    {
      preValidation: signedIn,
      schema: {
        operationId: 'dueLookBacks',
        tags,
        summary: 'In-app reminders: look backs due, answers not opened',
        description:
          'Readings whose look back is due and not written yet, oldest due first (at most 50, `count` of them), and readers’ answers to the caller’s consultations not opened yet, newest first (`answers`); the badge is `count + answers.count`. Opening a consultation (`GET /tarot/rest/consultations/{id}`) takes its answer off.',
      },
    },
    async (request) => ok(await app.journal.due(callerOf(request).userId)),
  )

  route(
    app,
    journalEndpoints.insights,
    {
      preValidation: signedIn,
      errorHandler,
      schema: {
        operationId: 'journalInsights',
        tags,
        summary: 'Insights',
        description:
          'Over saved readings of the last 30 days, 90 days or year (`range`, default `30d`): the cards drawn most often, suits and elements, the share of major arcana, ' +
          'the reversal rate, readings per week, the topics asked about, and the look backs’ resonance per week. Counted in the database.',
      },
    },
    async (request) => ok(await app.journal.insights(callerOf(request).userId, request.query.range ?? '30d')),
  )

  route(
    app,
    journalEndpoints.year,
    {
      preValidation: signedIn,
      errorHandler,
      schema: {
        operationId: 'yearInCards',
        tags,
        summary: 'A year in cards',
        description:
          'The most drawn card, the busiest month, the favourite spread and how often look backs said the reading resonated (4–5), over a calendar year in the person’s time zone (`year`, default this one). `available` is true from December for the year under way.',
      },
    },
    async (request) => ok(await app.journal.yearInCards(callerOf(request).userId, request.query.year)),
  )

  route(
    app,
    journalEndpoints.export,
    {
      preValidation: signedIn,
      schema: {
        operationId: 'exportJournal',
        tags,
        summary: 'Export everything (JSON)',
        description: 'Every reading with its interpretation, notes and look backs.',
      },
    },
    async (request) => ok(await app.journal.exportAll(callerOf(request).userId)),
  )

  route(
    app,
    journalEndpoints.exportCsv,
    {
      preValidation: signedIn,
      schema: {
        operationId: 'exportJournalCsv',
        tags,
        summary: 'Export everything (CSV)',
        description:
          '`text/csv` (UTF-8 with a byte-order mark, for spreadsheet apps), one row per reading, note and look back: `kind,reading_id,date,question,spread,cards,text,mood,tags,resonance`. ' +
          'A cell that a spreadsheet would take for a formula starts with an apostrophe. ' +
          'A refusal is the JSON envelope in HTTP 200, as on every call: `401000` without a valid token (log in again), `401001` for a guest.',
      },
    },
    async (request, reply) => {
      const data = await app.journal.exportAll(callerOf(request).userId)
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="tarot-journal-${data.exportedAt.slice(0, 10)}.csv"`)
        .send(journalCsv(data))
    },
  )

  route(
    app,
    journalEndpoints.deleteAll,
    {
      preValidation: signedIn,
      schema: {
        operationId: 'deleteJournal',
        tags,
        summary: 'Delete every journal entry',
        description: 'Deletes all of the caller’s notes, look backs and look-back reminders in one step. The readings and the account stay.',
      },
    },
    async (request) => ok(await app.journal.deleteAll(callerOf(request).userId)),
  )

  route(
    app,
    journalEndpoints.settings,
    {
      preValidation: signedIn,
      schema: {
        operationId: 'journalSettings',
        tags,
        summary: 'Reminder settings',
        description:
          'Whether reminders are on, the time zone the app last reported, whether today’s card comes as a WeChat message (`dailyCardOn`), and the WeChat subscription templates (`lookBackTemplateId`, `answerTemplateId`, `dailyCardTemplateId`, empty when none is set) that the mini-program asks the person to allow.',
      },
    },
    async (request) => ok(await app.journal.settings(callerOf(request).userId)),
  )

  route(
    app,
    journalEndpoints.saveSettings,
    {
      preValidation: signedIn,
      errorHandler,
      schema: {
        operationId: 'saveJournalSettings',
        tags,
        summary: 'Change reminder settings',
        description:
          '`remindersOn: false` turns every reminder off (in-app badge and WeChat messages); `tzOffsetMinutes` (minutes east of UTC) places quiet hours, 22:00–08:00; `dailyCardOn: true` asks for today’s card as a WeChat message once a day after 08:00 (mini-program sign-ins only).',
      },
    },
    async (request) => ok(await app.journal.saveSettings(callerOf(request).userId, request.body)),
  )
}
