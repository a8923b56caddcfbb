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

  app.post<{ Params: { id: string } }>('/:id/interpretation', async (request, reply) => {
    const identity = requireIdentity(request, reply)
    if (!identity) return reply
    const reading = await app.readings.get(identity.userId, request.params.id)
    if (!reading) return reply.status(404).send(fail(ResultCode.notFound, message('notFound', requestLanguage(request))))
    if (!reading.cards) return reply.status(400).send(fail(ResultCode.badRequest, message('badRequest', requestLanguage(request))))

    const stream = openEventStream(request, reply)
    if (reading.interpretation) {
      stream.send('meta', { engine: reading.interpretationEngine, stored: true })
      stream.send('delta', { text: reading.interpretation })
      stream.send('done', { length: reading.interpretation.length })
      return stream.end()
    }
    const interpreter = app.interpreter
    stream.send('meta', { engine: interpreter.name, stored: false })
    let text = ''
    try {
      const language = isLanguage(reading.language) ? reading.language : requestLanguage(request)
      for await (const piece of interpreter.interpret({ question: reading.question, language, spreadId: reading.spreadId, cards: reading.cards }, stream.signal)) {
        if (stream.signal.aborted) break
        text += piece
        stream.send('delta', { text: piece })
      }
      if (stream.signal.aborted) return stream.end()
      await app.readings.storeInterpretation(identity.userId, reading.id, text, interpreter.name)
      stream.send('done', { length: text.length })
    } catch (error) {
      request.log.error({ err: error }, 'interpretation failed')
      stream.send('error', { code: ResultCode.serverError, message: message('unknownServerError', requestLanguage(request)) })
    }
    return stream.end()
  })
}
