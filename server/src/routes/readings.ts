import { randomBytes, randomUUID } from 'node:crypto'
import { ResultCode } from '@tarot/contracts/codes'
import { FailureEnvelope } from '@tarot/contracts/envelope'
import { QuestionRefusal } from '@tarot/contracts/question'
import { DrawRequest, PhysicalRequest, PickRequest, PicksSoFarRequest, ReadingList, ReadingView } from '@tarot/contracts/readings'
import { ReadingIdParams } from '@tarot/contracts/ids'
import { commitmentOf, drawCards, seedFromBytes } from '@tarot/core/draw'
import type { Language } from '@tarot/core/language'
import { understandQuestion } from '@tarot/core/reading/question-intent'
import { type Catalogue, positionCount, spreadSource } from '@tarot/core/spreads'
import { validateCardInput, validateQuestion } from '@tarot/core/validation'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import type { ReadingRow } from '../db/readings'
import { fail, ok } from '../lib/envelope'
import { requestLanguage, requestRegion } from '../lib/language'
import { message, validationMessage } from '../lib/messages'
import { envelopeOf, nullEnvelope } from '../openapi/components'
import { callerOf, signedInOnly } from '../plugins/identity'
import { questionRefusal } from '../services/question-check/refusal'

const PAGE_SIZE = 20

/**
 * What is wrong with starting a reading on this spread with this question, as the 400 answer; null when nothing is.
 * A question the question check refuses (crisis, sensitive, unsuitable) is refused here too, whatever the client did.
 */
function startProblem(catalogue: Catalogue, spreadId: string, question: string, language: Language, region: string | null): QuestionRefusal | null {
  if (!spreadSource(catalogue, spreadId)) return fail(ResultCode.badRequest, message('badRequest', language))
  const questionError = validateQuestion(question, language)
  const refusal = questionError === 'question.empty' ? null : questionRefusal(question, language, region)
  // A crisis is answered with care even when the text is too short or too long for a question.
  if (questionError && refusal?.verdict !== 'crisis') return fail(ResultCode.badRequest, validationMessage(questionError, language))
  return refusal ? { code: ResultCode.questionRefused, message: refusal.message ?? message('badRequest', language), data: refusal } : null
}

/** What every new reading starts with, whichever way its cards come. */
function newReading(userId: string, body: { spreadId: string; question: string; clientKey?: string | null | undefined }, language: Language) {
  const question = body.question.trim()
  // The topic is kept so the journal's insights can count topics in the database.
  return { id: randomUUID(), userId, spreadId: body.spreadId, question, language, clientKey: body.clientKey ?? null, topic: understandQuestion(question).topic }
}

/** Whether `list` begins with `start`. */
const startsWith = (list: readonly number[], start: readonly number[]) => start.every((p, i) => list[i] === p)

/** What both ways of starting a reading answer for a question the question check refuses. */
const REFUSED_QUESTION = 'A question the question check refuses (crisis, sensitive, unsuitable) is answered `400001` (HTTP 400) with the verdict and its message in `data`: no reading is made.'

export function readingView(row: ReadingRow, catalogue: Catalogue): ReadingView {
  return {
    id: row.id,
    spreadId: row.spreadId,
    question: row.question,
    language: row.language,
    mode: row.mode,
    status: row.status,
    commitment: row.commitment,
    // Revealed only after the pick: before it, the seed would tell which card lies where.
    serverSeed: row.status === 'drawing' ? null : row.serverSeed,
    clientSeed: row.clientSeed,
    picks: row.picks,
    cards: row.cards,
    positions: positionCount(catalogue, row.spreadId),
    createdAt: row.createdAt.toISOString(),
    savedAt: row.savedAt ? row.savedAt.toISOString() : null,
    interpreted: row.interpretation !== null,
  }
}

/**
 * Readings (paths documented in docs/api.md): a digital draw with commit–reveal,
 * physical cards, save (idempotent), get, list and delete — each only on the
 * caller's own readings; another user's reading is simply not found.
 */
export const readingRoutes: FastifyPluginAsyncZod = async (app) => {
  const bad = (request: FastifyRequest, reply: FastifyReply, text?: string) =>
    reply.status(400).send(fail(ResultCode.badRequest, text ?? message('badRequest', requestLanguage(request))))
  const notFound = (request: FastifyRequest, reply: FastifyReply) => reply.status(404).send(fail(ResultCode.notFound, message('notFound', requestLanguage(request))))
  // Saved readings are kept with an account: a guest is told so in the records' own words.
  const signedIn = signedInOnly((language) => message('recordsNeedSignIn', language))
  const answers = { 200: envelopeOf(ReadingView), 400: QuestionRefusal, 404: FailureEnvelope }
  const tags = ['Readings']
  // Starting readings (draws and physical cards together) is limited per user, so one caller cannot fill the database.
  const readingsNote = `Rate limit: ${app.config.limits.readingsPerMinute} a minute, draws and physical cards together, counted per user.`
  const readingsPerMinute = app.rateLimit({ max: app.config.limits.readingsPerMinute, timeWindow: '1 minute', keyGenerator: (request) => `readings:${request.identity?.userId ?? request.ip}` })

  app.post(
    '/draw',
    {
      onRequest: readingsPerMinute,
      config: { rateLimitNote: readingsNote },
      preValidation: app.authenticate,
      schema: {
        operationId: 'startDraw',
        tags,
        summary: 'Start a digital draw',
        description: 'A reading with `status: "drawing"` and the `commitment` (sha256 of the server seed), shown before the pick. `clientKey` makes a retry return the same reading. ' +
          REFUSED_QUESTION,
        body: DrawRequest,
        response: answers,
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request)
      const language = requestLanguage(request)
      const body = request.body
      const problem = startProblem(app.published.catalogue, body.spreadId, body.question, language, requestRegion(request))
      if (problem) return reply.status(400).send(problem)
      const serverSeed = seedFromBytes(randomBytes(32))
      const { reading } = await app.readings.create({
        ...newReading(userId, body, language),
        mode: 'draw',
        status: 'drawing',
        serverSeed,
        commitment: commitmentOf(serverSeed),
      })
      return ok(readingView(reading, app.published.catalogue))
    },
  )

  app.post(
    '/:id/pick',
    {
      preValidation: app.authenticate,
      schema: {
        operationId: 'pickCards',
        tags,
        summary: 'Pick the cards',
        description:
          "The fan positions picked (one per spread position) and optional randomness of the user's own: the reading `drawn`, with `cards` and the revealed `serverSeed`; " +
          '`verifyDraw` in `@tarot/core/draw` re-derives the cards. A repeated pick returns the cards already drawn. The picks must start with those kept so far (`PUT …/picks`).',
        params: ReadingIdParams,
        body: PickRequest,
        response: answers,
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request)
      const { picks } = request.body
      const reading = await app.readings.get(userId, request.params.id)
      if (!reading) return notFound(request, reply)
      if (reading.status !== 'drawing') return ok(readingView(reading, app.published.catalogue)) // a retried pick: the cards are already drawn
      if (picks.length !== positionCount(app.published.catalogue, reading.spreadId)) return bad(request, reply)
      // The cards picked before a reload stay where they were.
      if (!startsWith(picks, reading.picks ?? [])) return bad(request, reply)
      const clientSeed = request.body.clientSeed ?? ''
      const drawn = drawCards({ serverSeed: reading.serverSeed!, clientSeed, picks })
      if (!drawn.ok) return bad(request, reply)
      const updated = await app.readings.completeDraw(userId, reading.id, picks, clientSeed, drawn.cards)
      return ok(readingView(updated ?? (await app.readings.get(userId, reading.id))!, app.published.catalogue))
    },
  )

  app.put(
    '/:id/picks',
    {
      preValidation: app.authenticate,
      schema: {
        operationId: 'keepPicks',
        tags,
        summary: 'Keep the picks so far',
        description:
          'The fan positions picked so far (fewer than the spread has), kept with the sealed draw so a reload shows them picked where they were. ' +
          'A card once picked stays picked: the picks must go on from those kept (an older, shorter list changes nothing), and the final pick must start with them. ' +
          'A reading already drawn is answered as it is.',
        params: ReadingIdParams,
        body: PicksSoFarRequest,
        response: answers,
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request)
      const { picks } = request.body
      const reading = await app.readings.get(userId, request.params.id)
      if (!reading) return notFound(request, reply)
      if (reading.status !== 'drawing') return ok(readingView(reading, app.published.catalogue))
      const kept = reading.picks ?? []
      if (picks.length >= positionCount(app.published.catalogue, reading.spreadId) || new Set(picks).size !== picks.length) return bad(request, reply)
      // A request overtaken by a later one (fewer picks, the same so far) changes nothing; a different card in a kept place is refused.
      if (picks.length <= kept.length) return startsWith(kept, picks) ? ok(readingView(reading, app.published.catalogue)) : bad(request, reply)
      if (!startsWith(picks, kept)) return bad(request, reply)
      const updated = await app.readings.keepPicks(userId, reading.id, picks)
      return ok(readingView(updated ?? (await app.readings.get(userId, reading.id))!, app.published.catalogue))
    },
  )

  app.post(
    '/physical',
    {
      onRequest: readingsPerMinute,
      config: { rateLimitNote: readingsNote },
      preValidation: app.authenticate,
      schema: {
        operationId: 'enterPhysicalCards',
        tags,
        summary: "Enter cards from one's own deck",
        description:
          'A reading `drawn` from the user\'s own cards, one per position ("Cannot Select Repeatedly", "Please select a card for all positions"). ' +
          REFUSED_QUESTION,
        body: PhysicalRequest,
        response: answers,
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request)
      const language = requestLanguage(request)
      const body = request.body
      const problem = startProblem(app.published.catalogue, body.spreadId, body.question, language, requestRegion(request))
      if (problem) return reply.status(400).send(problem)
      const cardError = validateCardInput(body.cards, positionCount(app.published.catalogue, body.spreadId))
      if (cardError) return bad(request, reply, validationMessage(cardError, language))
      const { reading } = await app.readings.create({
        ...newReading(userId, body, language),
        mode: 'physical',
        status: 'drawn',
        cards: body.cards.map((c) => ({ id: c.id!, orientation: c.orientation! })),
      })
      return ok(readingView(reading, app.published.catalogue))
    },
  )

  app.post(
    '/:id/save',
    {
      preValidation: signedIn,
      schema: { operationId: 'saveReading', tags, summary: 'Save a reading', description: 'The reading `saved`; saving again returns the same record.', params: ReadingIdParams, response: answers },
    },
    async (request, reply) => {
      const reading = await app.readings.save(callerOf(request).userId, request.params.id, new Date(app.now()))
      if (!reading) return notFound(request, reply)
      if (reading.status === 'drawing') return bad(request, reply)
      return ok(readingView(reading, app.published.catalogue))
    },
  )

  app.get(
    '/:id',
    {
      preValidation: app.authenticate,
      schema: { operationId: 'getReading', tags, summary: 'One reading', description: "One of the caller's readings.", params: ReadingIdParams, response: answers },
    },
    async (request, reply) => {
      const reading = await app.readings.get(callerOf(request).userId, request.params.id)
      return reading ? ok(readingView(reading, app.published.catalogue)) : notFound(request, reply)
    },
  )

  app.get(
    '/',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'listReadings',
        tags,
        summary: 'Saved readings',
        description: 'Saved readings, newest first, 20 a page.',
        // Lenient: anything that is not a page number from 1 to 10 000 reads as the nearest one (or the first).
        querystring: z.object({ page: z.optional(z.unknown()) }),
        response: { 200: envelopeOf(ReadingList) },
      },
    },
    async (request) => {
      const asked: unknown = request.query.page ?? '1'
      const page = Math.max(1, Math.min(10_000, Number.parseInt(String(asked), 10) || 1))
      const { list, hasMore } = await app.readings.listSaved(callerOf(request).userId, page, PAGE_SIZE)
      return ok({ list: list.map((row) => readingView(row, app.published.catalogue)), page, pageSize: PAGE_SIZE, hasMore })
    },
  )

  app.delete(
    '/:id',
    {
      preValidation: app.authenticate,
      schema: {
        operationId: 'deleteReading',
        tags,
        summary: 'Delete a reading',
        description: "Deletes one of the caller's readings.",
        params: ReadingIdParams,
        response: { 200: nullEnvelope(), 404: FailureEnvelope },
      },
    },
    async (request, reply) => ((await app.readings.delete(callerOf(request).userId, request.params.id)) ? ok(null) : notFound(request, reply)),
  )
}
