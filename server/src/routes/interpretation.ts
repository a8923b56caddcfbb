import { ResultCode } from '@tarot/contracts/codes'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { fail, ok } from '../lib/envelope'
import { requestLanguage } from '../lib/language'
import { message } from '../lib/messages'
import { openEventStream } from '../lib/sse'
import { requireIdentity } from '../plugins/identity'
import type { InterpretFailure } from '../services/reading/reading-service'

/** Why an interpretation did not start, in the caller's language. */
function refuse(request: FastifyRequest, reply: FastifyReply, failure: InterpretFailure) {
  const language = requestLanguage(request)
  switch (failure.error) {
    case 'notFound':
      return reply.status(404).send(fail(ResultCode.notFound, message('notFound', language)))
    case 'badRequest':
      return reply.status(400).send(fail(ResultCode.badRequest, message('badRequest', language)))
    case 'busy':
      return reply.status(200).send(fail(ResultCode.conflict, message('aiBusy', language)))
    case 'noAi':
      return reply.status(400).send(fail(ResultCode.badRequest, message('noAiReading', language)))
    case 'noFreeLeft':
      return reply.status(200).send(fail(ResultCode.noFreeReadings, message('noFreeReadings', language)))
    case 'insufficientEnergy':
      return reply.status(200).send(fail(ResultCode.insufficientEnergy, message('insufficientEnergy', language, { cost: failure.cost })))
  }
}

/**
 * The interpretation of a reading, streamed as server-sent events
 * (`POST /tarot/rest/readings/{id}/interpretation`), and the stored text whole
 * (`GET` on the same path) for clients that cannot stream or lost the stream.
 *
 * Events: `meta` (engine, what was reserved), `delta` (a piece of text), `restart`
 * (the model failed mid-way: drop the text so far, the offline reading follows),
 * `done` (stored; what was charged), `error` (nothing delivered, nothing charged).
 * The reading service does the work and the charging; this file speaks HTTP.
 */
export const interpretationRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>('/:id/interpretation', async (request, reply) => {
    const identity = requireIdentity(request, reply)
    if (!identity) return reply
    const stored = await app.readingService.stored(identity.userId, request.params.id)
    return stored ? ok(stored) : refuse(request, reply, { error: 'notFound' })
  })

  app.post<{ Params: { id: string } }>('/:id/interpretation', { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (request, reply) => {
    const identity = requireIdentity(request, reply)
    if (!identity) return reply
    const started = await app.readingService.interpret(identity.userId, request.params.id, requestLanguage(request), request.log)
    if (!started.ok) return refuse(request, reply, started.failure)
    const stream = openEventStream(reply)
    await started.write(stream)
    return stream.end()
  })
}
