import { ResultCode } from '@tarot/contracts/codes'
import { ChatRequest } from '@tarot/contracts/chat'
import { isLanguage } from '@tarot/core/language'
import { screenMessage } from '@tarot/core/question-check'
import type { FastifyPluginAsync } from 'fastify'
import type { ChatExchangeRow } from '../db/chat'
import { fail, ok } from '../lib/envelope'
import { requestLanguage } from '../lib/language'
import { message } from '../lib/messages'
import { verdictMessage } from '../lib/question-messages'
import { openEventStream } from '../lib/sse'
import { requireIdentity } from '../plugins/identity'
import { generate } from '../services/interpreter/generate'
import { PROMPT_VERSION } from '../services/interpreter/prompt'

/** A turn claimed by a process that died is given up after this long. */
const STALE_TURN_MS = 5 * 60_000

const turnView = (row: ChatExchangeRow) => ({ seq: row.seq, message: row.message, answer: row.answer ?? '', engine: row.engine, cost: row.cost, createdAt: row.createdAt.toISOString() })

/**
 * Follow-up chat on a reading (`/tarot/rest/readings/{id}/chat`): open only once
 * the reading's AI text exists. `GET` gives the conversation and what the next
 * follow-up costs; `POST` streams one answer as server-sent events, like the
 * interpretation. The first follow-ups of a reading are free, later ones cost
 * energy, reserved first and refunded unless the answer is delivered.
 */
export const chatRoutes: FastifyPluginAsync = async (app) => {
  const pricing = app.config.pricing

  /** What the next follow-up would cost, and how many are left, after `answered` turns. */
  const allowance = (answered: number) => {
    const left = Math.max(0, pricing.chatMaxPerReading - answered)
    const freeLeft = Math.max(0, Math.min(left, pricing.chatFreePerReading - answered))
    return { left, freeLeft, nextCost: left === 0 ? null : freeLeft > 0 ? 0 : pricing.chatCost }
  }

  app.get<{ Params: { id: string } }>('/:id/chat', async (request, reply) => {
    const identity = requireIdentity(request, reply)
    if (!identity) return reply
    const reading = await app.readings.get(identity.userId, request.params.id)
    if (!reading) return reply.status(404).send(fail(ResultCode.notFound, message('notFound', requestLanguage(request))))
    const turns = await app.chat.answered(identity.userId, reading.id)
    return ok({ open: reading.interpretation !== null, turns: turns.map(turnView), ...allowance(turns.length) })
  })

  app.post<{ Params: { id: string } }>('/:id/chat', { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (request, reply) => {
    const identity = requireIdentity(request, reply)
    if (!identity) return reply
    const language0 = requestLanguage(request)
    const body = ChatRequest.safeParse(request.body)
    if (!body.success) return reply.status(400).send(fail(ResultCode.badRequest, message('badRequest', language0)))
    const reading = await app.readings.get(identity.userId, request.params.id)
    if (!reading) return reply.status(404).send(fail(ResultCode.notFound, message('notFound', language0)))
    if (!reading.interpretation || !reading.cards) return reply.status(200).send(fail(ResultCode.conflict, message('chatNeedsReading', language0)))

    const text = body.data.message.trim()
    const clientKey = body.data.clientKey ?? null
    // A retried send that was already answered gets the same answer again, at no further cost.
    if (clientKey) {
      const earlier = await app.chat.byClientKey(identity.userId, reading.id, clientKey)
      if (earlier?.status === 'answered') {
        const replay = openEventStream(reply)
        replay.send('meta', { engine: earlier.engine, stored: true, seq: earlier.seq })
        replay.send('delta', { text: earlier.answer })
        replay.send('done', { length: earlier.answer?.length ?? 0, charged: null })
        return replay.end()
      }
    }

    // Crisis language, sensitive topics and unsuitable asks get the same care as on the ask page; nothing is spent.
    const screen = screenMessage(text)
    if (screen.kind !== 'ok') return ok({ verdict: screen.kind, ...(screen.kind === 'unsuitable' ? { reason: screen.reason } : {}), message: verdictMessage(screen, language0) })

    const now = app.now()
    const claim = await app.chat.claim(identity.userId, reading.id, text, clientKey, pricing.chatMaxPerReading, new Date(now - STALE_TURN_MS))
    if (!claim.ok) return reply.status(200).send(fail(claim.reason === 'busy' ? ResultCode.conflict : ResultCode.followUpLimit, message(claim.reason === 'busy' ? 'aiBusy' : 'chatLimit', language0)))
    const turn = claim.exchange
    const cost = turn.seq <= pricing.chatFreePerReading ? 0 : pricing.chatCost
    const chargeKey = `chat:${turn.id}`
    if (cost > 0) {
      const spent = await app.ledger.apply(identity.userId, -cost, 'chat', chargeKey, reading.id).catch(async (error: unknown) => {
        await app.chat.release(turn.id)
        throw error
      })
      if (!spent.ok) {
        await app.chat.release(turn.id)
        return reply.status(200).send(fail(ResultCode.insufficientEnergy, message('chatInsufficientEnergy', language0, { cost })))
      }
    }

    const stream = openEventStream(reply)
    const primary = app.interpreter
    stream.send('meta', { engine: primary.name, stored: false, seq: turn.seq, charged: cost > 0 ? { energy: cost } : { free: true } })
    const language = isLanguage(reading.language) ? reading.language : language0
    const history = (await app.chat.answered(identity.userId, reading.id)).map((t) => ({ message: t.message, answer: t.answer ?? '' }))
    const input = { question: reading.question, language, spreadId: reading.spreadId, cards: reading.cards, interpretation: reading.interpretation, history, message: text }
    let delivered = false
    try {
      const result = await generate({
        primary,
        fallback: app.fallbackInterpreter,
        run: (engine, signal, report) => engine.followUp(input, signal, report),
        signal: stream.signal,
        now: app.now,
        onDelta: (piece) => stream.send('delta', { text: piece }),
        onRestart: (engine) => stream.send('restart', { engine }),
      })
      if (result.primary.error) request.log.warn({ err: result.primary.error, engine: primary.name, outcome: result.primary.outcome }, 'follow-up engine failed')
      if (primary !== app.fallbackInterpreter) {
        await app.aiCalls.record({
          userId: identity.userId,
          readingId: reading.id,
          kind: 'chat',
          engine: primary.name,
          model: result.primary.report.model ?? null,
          promptVersion: PROMPT_VERSION,
          outcome: result.primary.outcome,
          promptTokens: result.primary.report.usage?.promptTokens ?? null,
          completionTokens: result.primary.report.usage?.completionTokens ?? null,
          durationMs: result.primary.durationMs,
        })
      }
      if (result.engine) {
        // A fallback answer is free: the user paid for the model's.
        const paid = result.fellBack ? 0 : cost
        await app.chat.answer(turn.id, result.text, result.engine, paid)
        delivered = true
        if (cost > 0 && paid === 0) await app.ledger.apply(identity.userId, cost, 'refund', `refund:${chargeKey}`, reading.id)
        const next = allowance(turn.seq)
        stream.send('done', { length: result.text.length, engine: result.engine, seq: turn.seq, charged: paid > 0 ? { energy: paid } : cost > 0 ? null : { free: true }, ...next })
      }
    } catch (error) {
      request.log.error({ err: error }, 'follow-up failed')
    } finally {
      if (!delivered) {
        await app.chat.release(turn.id)
        if (cost > 0) await app.ledger.apply(identity.userId, cost, 'refund', `refund:${chargeKey}`, reading.id)
        stream.send('error', { code: ResultCode.serverError, message: message('chatFailed', language0), refunded: true })
      }
    }
    return stream.end()
  })
}
