import { randomBytes, randomUUID } from 'node:crypto'
import { ResultCode } from '@tarot/contracts/codes'
import { DrawRequest, PhysicalRequest, PickRequest, type ReadingView } from '@tarot/contracts/readings'
import { commitmentOf, drawCards, seedFromBytes } from '@tarot/core/draw'
import type { Language } from '@tarot/core/language'
import { positionCount, spreadSource } from '@tarot/core/spreads'
import { validateCardInput, validateQuestion } from '@tarot/core/validation'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { ReadingRow } from '../db/readings'
import { fail, ok } from '../lib/envelope'
import { requestLanguage } from '../lib/language'
import { message, validationMessage } from '../lib/messages'
import { requireIdentity } from '../plugins/identity'

const PAGE_SIZE = 20

/** What is wrong with starting a reading on this spread with this question, in the user's words; null when nothing is. */
function startProblem(spreadId: string, question: string, language: Language): string | null {
  if (!spreadSource(spreadId)) return message('badRequest', language)
  const questionError = validateQuestion(question, language)
  return questionError ? validationMessage(questionError, language) : null
}

export function readingView(row: ReadingRow): ReadingView {
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
    positions: positionCount(row.spreadId),
    createdAt: row.createdAt.toISOString(),
    savedAt: row.savedAt ? row.savedAt.toISOString() : null,
  }
}

/**
 * Readings (paths documented in docs/api.md): a digital draw with commit–reveal,
 * physical cards, save (idempotent), get, list and delete — each only on the
 * caller's own readings; another user's reading is simply not found.
 */
export const readingRoutes: FastifyPluginAsync = async (app) => {
  const bad = (request: FastifyRequest, reply: FastifyReply, text?: string) =>
    reply.status(400).send(fail(ResultCode.badRequest, text ?? message('badRequest', requestLanguage(request))))
  const notFound = (request: FastifyRequest, reply: FastifyReply) => reply.status(404).send(fail(ResultCode.notFound, message('notFound', requestLanguage(request))))
  const signedInOnly = (request: FastifyRequest, reply: FastifyReply) => reply.status(200).send(fail(ResultCode.signInRequired, message('recordsNeedSignIn', requestLanguage(request))))

  app.post('/draw', async (request, reply) => {
    const identity = requireIdentity(request, reply)
    if (!identity) return reply
    const language = requestLanguage(request)
    const body = DrawRequest.safeParse(request.body)
    if (!body.success) return bad(request, reply)
    const problem = startProblem(body.data.spreadId, body.data.question, language)
    if (problem) return bad(request, reply, problem)
    const serverSeed = seedFromBytes(randomBytes(32))
    const { reading } = await app.readings.create({
      id: randomUUID(),
      userId: identity.userId,
      spreadId: body.data.spreadId,
      question: body.data.question.trim(),
      language,
      mode: 'draw',
      status: 'drawing',
      serverSeed,
      commitment: commitmentOf(serverSeed),
      clientKey: body.data.clientKey ?? null,
    })
    return ok(readingView(reading))
  })

  app.post<{ Params: { id: string } }>('/:id/pick', async (request, reply) => {
    const identity = requireIdentity(request, reply)
    if (!identity) return reply
    const body = PickRequest.safeParse(request.body)
    if (!body.success) return bad(request, reply)
    const reading = await app.readings.get(identity.userId, request.params.id)
    if (!reading) return notFound(request, reply)
    if (reading.status !== 'drawing') return ok(readingView(reading)) // a retried pick: the cards are already drawn
    if (body.data.picks.length !== positionCount(reading.spreadId)) return bad(request, reply)
    const clientSeed = body.data.clientSeed ?? ''
    const drawn = drawCards({ serverSeed: reading.serverSeed!, clientSeed, picks: body.data.picks })
    if (!drawn.ok) return bad(request, reply)
    const updated = await app.readings.completeDraw(identity.userId, reading.id, body.data.picks, clientSeed, drawn.cards)
    return ok(readingView(updated ?? (await app.readings.get(identity.userId, reading.id))!))
  })

  app.post('/physical', async (request, reply) => {
    const identity = requireIdentity(request, reply)
    if (!identity) return reply
    const language = requestLanguage(request)
    const body = PhysicalRequest.safeParse(request.body)
    if (!body.success) return bad(request, reply)
    const problem = startProblem(body.data.spreadId, body.data.question, language)
    if (problem) return bad(request, reply, problem)
    const cardError = validateCardInput(body.data.cards, positionCount(body.data.spreadId))
    if (cardError) return bad(request, reply, validationMessage(cardError, language))
    const { reading } = await app.readings.create({
      id: randomUUID(),
      userId: identity.userId,
      spreadId: body.data.spreadId,
      question: body.data.question.trim(),
      language,
      mode: 'physical',
      status: 'drawn',
      cards: body.data.cards.map((c) => ({ id: c.id!, orientation: c.orientation! })),
      clientKey: body.data.clientKey ?? null,
    })
    return ok(readingView(reading))
  })

  app.post<{ Params: { id: string } }>('/:id/save', async (request, reply) => {
    const identity = requireIdentity(request, reply)
    if (!identity) return reply
    if (identity.kind !== 'user') return signedInOnly(request, reply)
    const reading = await app.readings.save(identity.userId, request.params.id, new Date(app.now()))
    if (!reading) return notFound(request, reply)
    if (reading.status === 'drawing') return bad(request, reply)
    return ok(readingView(reading))
  })

  app.get<{ Params: { id: string } }>('/:id', async (request, reply) => {
    const identity = requireIdentity(request, reply)
    if (!identity) return reply
    const reading = await app.readings.get(identity.userId, request.params.id)
    return reading ? ok(readingView(reading)) : notFound(request, reply)
  })

  app.get<{ Querystring: { page?: string } }>('/', async (request, reply) => {
    const identity = requireIdentity(request, reply)
    if (!identity) return reply
    if (identity.kind !== 'user') return signedInOnly(request, reply)
    const page = Math.max(1, Math.min(10_000, Number.parseInt(request.query.page ?? '1', 10) || 1))
    const { list, hasMore } = await app.readings.listSaved(identity.userId, page, PAGE_SIZE)
    return ok({ list: list.map(readingView), page, pageSize: PAGE_SIZE, hasMore })
  })

  app.delete<{ Params: { id: string } }>('/:id', async (request, reply) => {
    const identity = requireIdentity(request, reply)
    if (!identity) return reply
    return (await app.readings.delete(identity.userId, request.params.id)) ? ok(null) : notFound(request, reply)
  })
}

