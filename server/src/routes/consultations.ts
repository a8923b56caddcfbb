import { ResultCode } from '@tarot/contracts/codes'
import {
  CONSULTATION_ANSWER_MAX,
  CONSULTATION_ANSWER_MIN,
  CONSULTATION_QUESTION_MAX,
  CONSULTATION_QUESTION_MIN,
  CONSULTATION_REVIEW_MAX,
} from '@tarot/contracts/consultation-limits'
import { consultationEndpoints, readerDeskEndpoints } from '@tarot/contracts/endpoints/readers'
import type { Language } from '@tarot/core/language'
import { visibleLength } from '@tarot/core/validation'
import type { FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { fail, invalidRequestSays, ok } from '../lib/envelope'
import { requestLanguage, requestRegion } from '../lib/language'
import { message } from '../lib/messages'
import { payMessage } from '../lib/pay-messages'
import { readersMessage } from '../lib/readers-messages'
import { route } from '../lib/route'
import { callerOf, readerOf, signedInOnly } from '../plugins/identity'
import type { Failure } from '../services/consultations/consultation-service'
import { questionRefusal } from '../services/question-check/refusal'
import { RECORD_ID, readerCard } from './readers'

const QUESTION_MIN = CONSULTATION_QUESTION_MIN
const QUESTION_MAX = CONSULTATION_QUESTION_MAX
const ANSWER_MIN = CONSULTATION_ANSWER_MIN
const ANSWER_MAX = CONSULTATION_ANSWER_MAX
const REVIEW_MAX = CONSULTATION_REVIEW_MAX

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

function bad(request: FastifyRequest, reply: FastifyReply, text?: string) {
  return reply.status(400).send(fail(ResultCode.badRequest, text ?? message('badRequest', requestLanguage(request))))
}

function refuse(request: FastifyRequest, reply: FastifyReply, failure: Failure) {
  const language = requestLanguage(request)
  switch (failure.error) {
    case 'notFound':
      return reply.status(404).send(fail(ResultCode.notFound, message('notFound', language)))
    case 'notAllowedNow':
      return reply.status(200).send(fail(ResultCode.notAllowedNow, readersMessage('notAllowedNow', language)))
    case 'readerUnavailable':
      return reply.status(200).send(fail(ResultCode.notAllowedNow, readersMessage('readerUnavailable', language)))
    case 'ownReader':
      return reply.status(200).send(fail(ResultCode.forbidden, readersMessage('ownReader', language)))
    case 'insufficientEnergy':
      return reply.status(200).send(fail(ResultCode.insufficientEnergy, readersMessage('consultationInsufficientEnergy', language, { cost: failure.cost })))
    case 'contentRisky':
      return reply.status(200).send(fail(ResultCode.contentRefused, message('contentRefused', language)))
    case 'refused':
      return reply.status(failure.code === ResultCode.badRequest ? 400 : 200).send(fail(failure.code, payMessage(failure.key, language)))
  }
}


/**
 * A route's `preValidation` hook after its access hook: the text's length in visible characters after trimming,
 * checked before the schema so that the caller hears the field's own words rather than a plain "bad request".
 */
function lengthChecked(name: 'question' | 'answer', min: number, max: number, keys: Parameters<typeof lengthProblem>[3]): preValidationAsyncHookHandler {
  return async (request, reply) => {
    const problem = lengthProblem(field(request.body, name), min, max, keys, requestLanguage(request))
    if (problem) return bad(request, reply, problem)
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
          "A question (4–1000 characters) for a reader, optionally with one of the user's readings (its spread, question and cards are attached). `payWith: \"energy\"` holds the price from the balance at once (`paid`, answered within 24 hours or refunded); " +
          '`payWith: "wechat"` answers the consultation `created` and the parameters to pay its order (`pay`); it turns `paid` when the payment arrives. `clientKey` makes a retry return the same consultation, charged once. ' +
          'Refusals in HTTP 200: `402000`, `409002`, `403000`, `403002`, `403003`, `403004`, and `400001` for crisis language (the caring words with hotlines) or a health question (a doctor\'s word), which no reader is asked and nothing is charged for.',
      },
    },
    async (request, reply) => {
      const body = request.body
      if (hasNul(body.question)) return bad(request, reply)
      if (!RECORD_ID.test(body.readerId) || (body.readingId !== undefined && !RECORD_ID.test(body.readingId))) return refuse(request, reply, { ok: false, error: 'notFound' })
      // Crisis language and health questions get the same answer as on the ask page, before a reader is paid to wait on them.
      const screened = questionRefusal(body.question, requestLanguage(request), requestRegion(request))
      if (screened && (screened.verdict === 'crisis' || screened.reason === 'medical')) return fail(ResultCode.questionRefused, screened.message ?? '')
      const result = await app.consultations.create({ ...body, question: body.question.trim(), userId: callerOf(request).userId })
      if (!result.ok) return refuse(request, reply, result)
      return ok({ consultation: result.consultation, pay: result.pay })
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
    async (request, reply) => {
      const found = RECORD_ID.test(request.params.id) ? await app.consultations.getForUser(callerOf(request).userId, request.params.id) : null
      return found ? ok(found) : refuse(request, reply, { ok: false, error: 'notFound' })
    },
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
    route(
      app,
      consultationEndpoints[step],
      { preValidation: signedIn, schema: { ...steps[step], tags } },
      async (request, reply) => {
        if (!RECORD_ID.test(request.params.id)) return refuse(request, reply, { ok: false, error: 'notFound' })
        const result = await app.consultations.userStep(callerOf(request).userId, request.params.id, step)
        return result.ok ? ok(result.consultation) : refuse(request, reply, result)
      },
    )
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
        description: 'A rating of 1–5 and up to 500 characters, on an answered or completed consultation; releases the price to the reader if that has not happened yet. Refused in HTTP 200 with `409002` otherwise.',
      },
    },
    async (request, reply) => {
      const { rating, text } = request.body
      if (hasNul(text)) return bad(request, reply, reviewInvalid(requestLanguage(request)))
      if (!RECORD_ID.test(request.params.id)) return refuse(request, reply, { ok: false, error: 'notFound' })
      const result = await app.consultations.userStep(callerOf(request).userId, request.params.id, { rating, text: text.trim() })
      return result.ok ? ok(result.consultation) : refuse(request, reply, result)
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
        description: "The caller's reader profile with the energy earned (released to them) and pending (answered, released when the asker confirms or 72 hours after the answer), or `data: null` for anyone who is not a reader.",
      },
    },
    async (request) => {
      const reader = await app.readers.byUserId(callerOf(request).userId)
      if (!reader) return ok(null)
      const stats = (await app.readers.stats([reader.id])).get(reader.id)!
      return ok({ ...readerCard(reader, stats, app.orders.energyFen), bio: reader.bio, earnedEnergy: stats.earnedEnergy, pendingEnergy: stats.pendingEnergy })
    },
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
    async (request, reply) => {
      if (!RECORD_ID.test(request.params.id)) return refuse(request, reply, { ok: false, error: 'notFound' })
      const result = await app.consultations.readerStep(readerOf(request).id, request.params.id, 'accept')
      return result.ok ? ok(result.consultation) : refuse(request, reply, result)
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
    async (request, reply) => {
      const { answer } = request.body
      if (hasNul(answer)) return bad(request, reply)
      if (!RECORD_ID.test(request.params.id)) return refuse(request, reply, { ok: false, error: 'notFound' })
      const result = await app.consultations.readerStep(readerOf(request).id, request.params.id, { answer: answer.trim() })
      return result.ok ? ok(result.consultation) : refuse(request, reply, result)
    },
  )
}
