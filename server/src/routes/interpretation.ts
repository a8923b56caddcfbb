import { ResultCode } from '@tarot/contracts/codes'
import { isLanguage } from '@tarot/core/language'
import type { FastifyPluginAsync } from 'fastify'
import { fail, ok } from '../lib/envelope'
import { requestLanguage } from '../lib/language'
import { message } from '../lib/messages'
import { openEventStream } from '../lib/sse'
import { requireIdentity } from '../plugins/identity'
import { generate } from '../services/interpreter/generate'
import { PROMPT_VERSION } from '../services/interpreter/prompt'

/**
 * The interpretation of a reading, streamed as server-sent events
 * (`POST /tarot/rest/readings/{id}/interpretation`), and the stored text whole
 * (`GET` on the same path) for clients that cannot stream or lost the stream.
 *
 * Events: `meta` (engine, what was reserved), `delta` (a piece of text), `restart`
 * (the model failed mid-way: drop the text so far, the offline reading follows),
 * `done` (stored; what was charged), `error` (nothing delivered, nothing charged).
 */
/** How long a claim on a reading holds if its process died mid-stream. */
const STALE_CLAIM_MS = 5 * 60_000

export const interpretationRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>('/:id/interpretation', async (request, reply) => {
    const identity = requireIdentity(request, reply)
    if (!identity) return reply
    const reading = await app.readings.get(identity.userId, request.params.id)
    if (!reading?.interpretation) return reply.status(404).send(fail(ResultCode.notFound, message('notFound', requestLanguage(request))))
    return ok({ text: reading.interpretation, engine: reading.interpretationEngine })
  })

  app.post<{ Params: { id: string } }>('/:id/interpretation', { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (request, reply) => {
    const identity = requireIdentity(request, reply)
    if (!identity) return reply
    const reading = await app.readings.get(identity.userId, request.params.id)
    const language0 = requestLanguage(request)
    if (!reading) return reply.status(404).send(fail(ResultCode.notFound, message('notFound', language0)))
    if (!reading.cards) return reply.status(400).send(fail(ResultCode.badRequest, message('badRequest', language0)))

    if (reading.interpretation) {
      const stored = openEventStream(reply)
      stored.send('meta', { engine: reading.interpretationEngine, stored: true })
      stored.send('delta', { text: reading.interpretation })
      stored.send('done', { length: reading.interpretation.length, charged: null })
      return stored.end()
    }

    // One writer per reading: a second request while the first streams is told to wait, and is never charged.
    const now = app.now()
    if (!(await app.readings.claimInterpretation(identity.userId, reading.id, new Date(now), new Date(now - STALE_CLAIM_MS)))) {
      return reply.status(200).send(fail(ResultCode.conflict, message('aiBusy', language0)))
    }
    let reservation: Awaited<ReturnType<typeof app.charging.reserve>>
    try {
      // Reserve before generating; what was reserved is given back unless the reading is delivered.
      const attempt = await app.ledger.refundCount(identity.userId, reading.id)
      reservation = await app.charging.reserve(identity.userId, reading.id, reading.spreadId, attempt, now)
    } catch (error) {
      await app.readings.releaseInterpretation(identity.userId, reading.id)
      throw error
    }
    if (!reservation.ok) {
      await app.readings.releaseInterpretation(identity.userId, reading.id)
      if (reservation.reason === 'no-ai') return reply.status(400).send(fail(ResultCode.badRequest, message('noAiReading', language0)))
      if (reservation.reason === 'no-free-left') return reply.status(200).send(fail(ResultCode.noFreeReadings, message('noFreeReadings', language0)))
      return reply.status(200).send(fail(ResultCode.insufficientEnergy, message('insufficientEnergy', language0, { cost: reservation.cost ?? 0 })))
    }
    const charge = reservation.kind === 'free' ? { free: true } : { energy: reservation.cost }

    const stream = openEventStream(reply)
    const primary = app.interpreter
    stream.send('meta', { engine: primary.name, stored: false, charged: charge })
    const language = isLanguage(reading.language) ? reading.language : language0
    const input = { question: reading.question, language, spreadId: reading.spreadId, cards: reading.cards }
    let delivered = false
    let charged = false
    try {
      const result = await generate({
        primary,
        fallback: app.fallbackInterpreter,
        run: (engine, signal, report) => engine.interpret(input, signal, report),
        signal: stream.signal,
        now: app.now,
        onDelta: (text) => stream.send('delta', { text }),
        onRestart: (engine) => stream.send('restart', { engine }),
      })
      if (result.primary.error) request.log.warn({ err: result.primary.error, engine: primary.name, outcome: result.primary.outcome }, 'interpretation engine failed')
      if (primary !== app.fallbackInterpreter) {
        await app.aiCalls.record({
          userId: identity.userId,
          readingId: reading.id,
          kind: 'reading',
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
        await app.readings.storeInterpretation(identity.userId, reading.id, result.text, result.engine)
        delivered = true
        // The reading the user paid for is the primary engine's; a fallback reading is free.
        charged = !result.fellBack
        if (!charged) await app.charging.refund(identity.userId, reading.id, reservation)
        stream.send('done', { length: result.text.length, engine: result.engine, charged: charged ? charge : null })
      }
    } catch (error) {
      request.log.error({ err: error }, 'interpretation failed')
    } finally {
      if (!delivered) {
        await app.readings.releaseInterpretation(identity.userId, reading.id)
        await app.charging.refund(identity.userId, reading.id, reservation)
        stream.send('error', { code: ResultCode.serverError, message: message('unknownServerError', language0), refunded: true })
      }
    }
    return stream.end()
  })
}
