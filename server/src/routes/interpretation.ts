import { ResultCode } from '@tarot/contracts/codes'
import { isLanguage } from '@tarot/core/language'
import type { FastifyPluginAsync } from 'fastify'
import { fail, ok } from '../lib/envelope'
import { requestLanguage } from '../lib/language'
import { message } from '../lib/messages'
import { openEventStream } from '../lib/sse'
import { requireIdentity } from '../plugins/identity'

/**
 * The interpretation of a reading, streamed as server-sent events
 * (`POST /tarot/rest/readings/{id}/interpretation`), and the stored text whole
 * (`GET` on the same path) for clients that cannot stream or lost the stream.
 */
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
    if (!reading) return reply.status(404).send(fail(ResultCode.notFound, message('notFound', requestLanguage(request))))
    if (!reading.cards) return reply.status(400).send(fail(ResultCode.badRequest, message('badRequest', requestLanguage(request))))

    if (reading.interpretation) {
      const stored = openEventStream(request, reply)
      stored.send('meta', { engine: reading.interpretationEngine, stored: true })
      stored.send('delta', { text: reading.interpretation })
      stored.send('done', { length: reading.interpretation.length })
      return stored.end()
    }

    // Reserve before generating; what was reserved is given back unless the reading is delivered.
    const language0 = requestLanguage(request)
    const attempt = await app.ledger.refundCount(identity.userId, reading.id)
    const reservation = await app.charging.reserve(identity.userId, reading.id, reading.spreadId, attempt, app.now())
    if (!reservation.ok) {
      if (reservation.reason === 'no-ai') return reply.status(400).send(fail(ResultCode.badRequest, message('noAiReading', language0)))
      if (reservation.reason === 'no-free-left') return reply.status(200).send(fail(ResultCode.noFreeReadings, message('noFreeReadings', language0)))
      return reply.status(200).send(fail(ResultCode.insufficientEnergy, message('insufficientEnergy', language0, { cost: reservation.cost ?? 0 })))
    }

    const stream = openEventStream(request, reply)
    const interpreter = app.interpreter
    stream.send('meta', { engine: interpreter.name, stored: false, charged: reservation.kind === 'free' ? { free: true } : { energy: reservation.cost } })
    let text = ''
    let delivered = false
    try {
      const language = isLanguage(reading.language) ? reading.language : requestLanguage(request)
      for await (const piece of interpreter.interpret({ question: reading.question, language, spreadId: reading.spreadId, cards: reading.cards }, stream.signal)) {
        if (stream.signal.aborted) break
        text += piece
        stream.send('delta', { text: piece })
      }
      if (!stream.signal.aborted && text.trim() !== '') {
        await app.readings.storeInterpretation(identity.userId, reading.id, text, interpreter.name)
        delivered = true
        stream.send('done', { length: text.length })
      }
    } catch (error) {
      request.log.error({ err: error }, 'interpretation failed')
    } finally {
      if (!delivered) {
        await app.charging.refund(identity.userId, reading.id, reservation)
        stream.send('error', { code: ResultCode.serverError, message: message('unknownServerError', language0), refunded: true })
      }
    }
    return stream.end()
  })
}
