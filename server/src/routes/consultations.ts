import { ResultCode } from '@tarot/contracts/codes'
import { AnswerRequest, CreateConsultationRequest, ReviewRequest } from '@tarot/contracts/readers'
import type { Language } from '@tarot/core/language'
import { visibleLength } from '@tarot/core/validation'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { ReaderRow } from '../db/readers'
import { fail, ok } from '../lib/envelope'
import { requestLanguage } from '../lib/language'
import { message } from '../lib/messages'
import { payMessage } from '../lib/pay-messages'
import { readersMessage } from '../lib/readers-messages'
import { requireIdentity } from '../plugins/identity'
import type { Failure } from '../services/consultations/consultation-service'
import type { VerifiedToken } from '../services/tokens'
import { RECORD_ID, readerCard } from './readers'

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
    case 'refused':
      return reply.status(failure.code === ResultCode.badRequest ? 400 : 200).send(fail(failure.code, payMessage(failure.key, language)))
  }
}

/** The signed-in user behind the request; a guest is asked to sign in (consultations are paid and kept). */
function requireUser(request: FastifyRequest, reply: FastifyReply): VerifiedToken | null {
  const identity = requireIdentity(request, reply)
  if (!identity) return null
  if (identity.kind === 'user') return identity
  void reply.status(200).send(fail(ResultCode.signInRequired, readersMessage('signInToConsult', requestLanguage(request))))
  return null
}

/** The user's consultation orders: order (with energy or WeChat Pay), list, look, cancel, confirm, review. Only ever the caller's own. */
export const consultationRoutes: FastifyPluginAsync = async (app) => {
  app.post('/', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request, reply) => {
    const identity = requireUser(request, reply)
    if (!identity) return reply
    const language = requestLanguage(request)
    const problem = lengthProblem(field(request.body, 'question'), QUESTION_MIN, QUESTION_MAX, { short: 'questionTooShort', long: 'questionTooLong' }, language)
    if (problem) return bad(request, reply, problem)
    const body = CreateConsultationRequest.safeParse(request.body)
    if (!body.success || hasNul(body.data.question)) return bad(request, reply)
    if (!RECORD_ID.test(body.data.readerId) || (body.data.readingId !== undefined && !RECORD_ID.test(body.data.readingId))) return refuse(request, reply, { ok: false, error: 'notFound' })
    const result = await app.consultations.create({ ...body.data, question: body.data.question.trim(), userId: identity.userId })
    if (!result.ok) return refuse(request, reply, result)
    return ok({ consultation: result.consultation, pay: result.pay })
  })

  app.get('/', async (request, reply) => {
    const identity = requireUser(request, reply)
    if (!identity) return reply
    return ok({ list: await app.consultations.listForUser(identity.userId) })
  })

  app.get<{ Params: { id: string } }>('/:id', async (request, reply) => {
    const identity = requireUser(request, reply)
    if (!identity) return reply
    const found = RECORD_ID.test(request.params.id) ? await app.consultations.getForUser(identity.userId, request.params.id) : null
    return found ? ok(found) : refuse(request, reply, { ok: false, error: 'notFound' })
  })

  for (const step of ['cancel', 'complete'] as const) {
    app.post<{ Params: { id: string } }>(`/:id/${step}`, async (request, reply) => {
      const identity = requireUser(request, reply)
      if (!identity) return reply
      if (!RECORD_ID.test(request.params.id)) return refuse(request, reply, { ok: false, error: 'notFound' })
      const result = await app.consultations.userStep(identity.userId, request.params.id, step)
      return result.ok ? ok(result.consultation) : refuse(request, reply, result)
    })
  }

  app.post<{ Params: { id: string } }>('/:id/review', async (request, reply) => {
    const identity = requireUser(request, reply)
    if (!identity) return reply
    const body = ReviewRequest.safeParse(request.body)
    if (!body.success || hasNul(body.data.text)) return bad(request, reply, readersMessage('reviewInvalid', requestLanguage(request), { max: REVIEW_MAX }))
    if (!RECORD_ID.test(request.params.id)) return refuse(request, reply, { ok: false, error: 'notFound' })
    const result = await app.consultations.userStep(identity.userId, request.params.id, { rating: body.data.rating, text: body.data.text.trim() })
    return result.ok ? ok(result.consultation) : refuse(request, reply, result)
  })
}

/** The reader's desk: their profile, their queue, accept and answer. The database decides who is a reader, not the token. */
export const readerDeskRoutes: FastifyPluginAsync = async (app) => {
  async function requireReader(request: FastifyRequest, reply: FastifyReply): Promise<ReaderRow | null> {
    const identity = requireIdentity(request, reply)
    if (!identity) return null
    const reader = await app.readers.byUserId(identity.userId)
    if (reader) return reader
    void reply.status(200).send(fail(ResultCode.notReader, readersMessage('notReader', requestLanguage(request))))
    return null
  }

  app.get('/me', async (request, reply) => {
    const identity = requireIdentity(request, reply)
    if (!identity) return reply
    const reader = await app.readers.byUserId(identity.userId)
    if (!reader) return ok(null)
    const stats = (await app.readers.stats([reader.id])).get(reader.id)!
    return ok({ ...readerCard(reader, stats), bio: reader.bio, earnedEnergy: stats.earnedEnergy })
  })

  app.get('/consultations', async (request, reply) => {
    const reader = await requireReader(request, reply)
    if (!reader) return reply
    return ok({ list: await app.consultations.readerQueue(reader.id) })
  })

  app.post<{ Params: { id: string } }>('/consultations/:id/accept', async (request, reply) => {
    const reader = await requireReader(request, reply)
    if (!reader) return reply
    if (!RECORD_ID.test(request.params.id)) return refuse(request, reply, { ok: false, error: 'notFound' })
    const result = await app.consultations.readerStep(reader.id, request.params.id, 'accept')
    return result.ok ? ok(result.consultation) : refuse(request, reply, result)
  })

  app.post<{ Params: { id: string } }>('/consultations/:id/answer', async (request, reply) => {
    const reader = await requireReader(request, reply)
    if (!reader) return reply
    const problem = lengthProblem(field(request.body, 'answer'), ANSWER_MIN, ANSWER_MAX, { short: 'answerTooShort', long: 'answerTooLong' }, requestLanguage(request))
    if (problem) return bad(request, reply, problem)
    const body = AnswerRequest.safeParse(request.body)
    if (!body.success || hasNul(body.data.answer)) return bad(request, reply)
    if (!RECORD_ID.test(request.params.id)) return refuse(request, reply, { ok: false, error: 'notFound' })
    const result = await app.consultations.readerStep(reader.id, request.params.id, { answer: body.data.answer.trim() })
    return result.ok ? ok(result.consultation) : refuse(request, reply, result)
  })
}
