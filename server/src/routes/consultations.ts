import { ResultCode } from '@tarot/contracts/codes'
import type { Language } from '@tarot/core/language'
import { visibleLength } from '@tarot/core/validation'
import type { preValidationAsyncHookHandler } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DomainError, found } from '../lib/domain-error'
import { invalidRequestSays, ok } from '../lib/envelope'
import { requestLanguage, requestRegion } from '../lib/language'
import { readersMessage } from '../lib/readers-messages'
import { callerOf, readerOf, signedInOnly } from '../plugins/identity'
import { questionRefusal } from '../services/question-check/refusal'
import { RECORD_ID } from './readers'
import { consultationEndpoints, readerDeskEndpoints } from '@tarot/contracts/endpoints/readers'
import { route } from '../lib/route'

const QUESTION_MIN = 4
const QUESTION_MAX = 1000
const ANSWER_MIN = 20
const ANSWER_MAX = 5000
const REVIEW_MAX = 500

/** A field of an untrusted body, when the body is an object. */
function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>)[name] : undefined
}

/** What is wrong with a text's length, counted in visible characters after trimming, in the caller's words. */
function lengthProblem(raw: unknown, min: number, max: number, keys: { short: 'questionTooShort' | 'answerTooShort'; long: 'questionTooLong' | 'answerTooLong' }, language: Language): string | null {
  if (typeof raw !== 'string') return null
  if (raw.length > max) return readersMessage(keys.long, language, { max })
  const length = visibleLength(raw.trim())
  if (length < min) return readersMessage(keys.short, language, { min })
  if (length > max) return readersMessage(keys.long, language, { max })
  return null
}

/** A NUL cannot be stored in a PostgreSQL text. */
const hasNul = (value: unknown) => typeof value === 'string' && value.includes('\u0000')

/** A request that makes no sense, in the field's own words when there are some. */
function bad(text?: string): never {
  throw DomainError.badRequest(text === undefined ? undefined : () => text)
}

/**
 * A route's `preValidation` hook after its access hook: the text's length in visible characters after trimming,
 * checked before the schema so that the caller hears the field's own words rather than a plain "bad request".
 */
function lengthChecked(name: 'question' | 'answer', min: number, max: number, keys: Parameters<typeof lengthProblem>[3]): preValidationAsyncHookHandler {
  return async (request) => {
    const problem = lengthProblem(field(request.body, name), min, max, keys, requestLanguage(request))
    if (problem) bad(problem)
  }
}

/** The user's consultation orders: order (with energy or WeChat Pay), list, look, cancel, confirm, review. Only ever the caller's own. */
export const consultationRoutes: FastifyPluginAsyncZod = async (app) => {
  // Consultations are paid and kept: a guest is asked to sign in, in the readers' own words.
  const signedIn = signedInOnly((language) => readersMessage('signInToConsult', language))
  const tags = ['Consultations']

  route(
    app,
    consultationEndpoints.create,
    {
      preValidation: [signedIn, lengthChecked('question', QUESTION_MIN, QUESTION_MAX, { short: 'questionTooShort', long: 'questionTooLong' })],
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        operationId: 'createConsultation',
        tags,
        summary: 'Order a consultation',
        description:
          'A question (4–1000 characters) for a reader, optionally with one of the user\'s readings (its spread, question and cards are attached). `payWith: "energy"` holds the price from the balance at once (`paid`, answered within 24 hours or refunded); ' +
          '`payWith: "wechat"` answers the consultation `created` and the parameters to pay its order (`pay`); it turns `paid` when the payment arrives. `clientKey` makes a retry return the same consultation, charged once. ' +
          "Refusals in HTTP 200: `402000`, `409002`, `403000`, `403002`, `403003`, `403004`, and `400001` for crisis language (the caring words with hotlines) or a health question (a doctor's word), which no reader is asked and nothing is charged for.",
      },
    },
    async (request) => {
      const body = request.body
      if (hasNul(body.question)) bad()
      if (!RECORD_ID.test(body.readerId) || (body.readingId !== undefined && !RECORD_ID.test(body.readingId))) throw DomainError.notFound()
      // Crisis language and health questions get the same answer as on the ask page, before a reader is paid to wait on them.
      const screened = questionRefusal(body.question, requestLanguage(request), requestRegion(request))
      if (screened && (screened.verdict === 'crisis' || screened.reason === 'medical')) throw new DomainError(ResultCode.questionRefused, () => screened.message ?? '')
      return ok(await app.consultations.create({ ...body, question: body.question.trim(), userId: callerOf(request).userId }))
    },
  )

  route(
    app,
    consultationEndpoints.list,
    {
      preValidation: signedIn,
      schema: { operationId: 'listConsultations', tags, summary: 'My consultations', description: 'Newest first (the latest 100).' },
    },
    async (request) => ok({ list: await app.consultations.listForUser(callerOf(request).userId) }),
  )

  route(
    app,
    consultationEndpoints.unread,
    {
      preValidation: signedIn,
      schema: {
        operationId: 'unreadConsultationAnswers',
        tags,
        summary: 'Answers not opened yet',
        description:
          "How many readers' answers to the caller's consultations are not opened yet, and the newest of them (the badges on the tab bar, home and My consultations). Opening a consultation (`GET /tarot/rest/consultations/{id}`) takes its answer off.",
      },
    },
    async (request) => ok(await app.consultations.unreadAnswers(callerOf(request).userId)),
  )

  route(
    app,
    consultationEndpoints.get,
    {
      preValidation: signedIn,
      schema: {
        operationId: 'getConsultation',
        tags,
        summary: 'One consultation',
        description: "One of the caller's consultations, with the answer once given.",
      },
    },
    async (request) => ok(found(RECORD_ID.test(request.params.id) ? await app.consultations.getForUser(callerOf(request).userId, request.params.id) : null)),
  )

  const steps = {
    cancel: {
      operationId: 'cancelConsultation',
      summary: 'Cancel a consultation',
      description: 'Before the reader accepts: a paid consultation is refunded, an unpaid one simply closes. Refused in HTTP 200 with `409002` after that.',
    },
    complete: {
      operationId: 'completeConsultation',
      summary: 'Confirm the answer',
      description: 'The price held goes to the reader (it also does by itself 72 hours after the answer). Refused in HTTP 200 with `409002` before the answer.',
    },
  }
  for (const step of ['cancel', 'complete'] as const) {
    route(app, consultationEndpoints[step], { preValidation: signedIn, schema: { ...steps[step], tags } }, async (request) => {
      if (!RECORD_ID.test(request.params.id)) throw DomainError.notFound()
      return ok(await app.consultations.userStep(callerOf(request).userId, request.params.id, step))
    })
  }

  const reviewInvalid = (language: Language) => readersMessage('reviewInvalid', language, { max: REVIEW_MAX })
  route(
    app,
    consultationEndpoints.review,
    {
      preValidation: signedIn,
      errorHandler: invalidRequestSays(reviewInvalid),
      schema: {
        operationId: 'reviewConsultation',
        tags,
        summary: 'Review the reader',
        description:
          'A rating of 1–5 and up to 500 characters, on an answered or completed consultation; releases the price to the reader if that has not happened yet. Refused in HTTP 200 with `409002` otherwise.',
      },
    },
    async (request) => {
      const { rating, text } = request.body
      if (hasNul(text)) bad(reviewInvalid(requestLanguage(request)))
      if (!RECORD_ID.test(request.params.id)) throw DomainError.notFound()
      return ok(await app.consultations.userStep(callerOf(request).userId, request.params.id, { rating, text: text.trim() }))
    },
  )
}

/** The reader's desk: their profile, their queue, accept and answer. The database decides who is a reader, not the token (`app.requireReader`). */
export const readerDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Reader desk']

  route(
    app,
    readerDeskEndpoints.self,
    {
      preValidation: app.authenticate,
      schema: {
        operationId: 'readerSelf',
        tags,
        summary: 'My reader profile',
        description:
          "The caller's reader profile with the energy earned (released to them) and pending (answered, released when the asker confirms or 72 hours after the answer), or `data: null` for anyone who is not a reader.",
      },
    },
    async (request) => ok(await app.readerService.self(callerOf(request).userId)),
  )

  route(
    app,
    readerDeskEndpoints.queue,
    {
      preValidation: app.requireReader,
      schema: {
        operationId: 'readerQueue',
        tags,
        summary: 'My queue',
        description: 'Paid consultations addressed to the caller: those to answer first, soonest due first, then the rest newest first.',
      },
    },
    async (request) => ok({ list: await app.consultations.readerQueue(readerOf(request).id) }),
  )

  route(
    app,
    readerDeskEndpoints.accept,
    {
      preValidation: app.requireReader,
      schema: {
        operationId: 'acceptConsultation',
        tags,
        summary: 'Accept a consultation',
        description: 'A paid consultation, before its 24 hours are up; the user can no longer cancel it. Refused in HTTP 200 with `409002` otherwise.',
      },
    },
    async (request) => {
      if (!RECORD_ID.test(request.params.id)) throw DomainError.notFound()
      return ok(await app.consultations.readerStep(readerOf(request).id, request.params.id, 'accept'))
    },
  )

  route(
    app,
    readerDeskEndpoints.answer,
    {
      preValidation: [app.requireReader, lengthChecked('answer', ANSWER_MIN, ANSWER_MAX, { short: 'answerTooShort', long: 'answerTooLong' })],
      schema: {
        operationId: 'answerConsultation',
        tags,
        summary: 'Answer a consultation',
        description: '20–5000 characters, on a paid or accepted consultation before its 24 hours are up (a paid one is accepted on the way). Refused in HTTP 200 with `409002` otherwise.',
      },
    },
    async (request) => {
      const { answer } = request.body
      if (hasNul(answer)) bad()
      if (!RECORD_ID.test(request.params.id)) throw DomainError.notFound()
      return ok(await app.consultations.readerStep(readerOf(request).id, request.params.id, { answer: answer.trim() }))
    },
  )
}
