import { ResultCode } from '@tarot/contracts/codes'
import { ChatRequest } from '@tarot/contracts/chat'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { fail, ok } from '../lib/envelope'
import { requestLanguage } from '../lib/language'
import { message } from '../lib/messages'
import { openEventStream } from '../lib/sse'
import { requireIdentity } from '../plugins/identity'
import type { ChatFailure } from '../services/chat/chat-service'

/** Why a follow-up did not start, in the caller's language. */
function refuse(request: FastifyRequest, reply: FastifyReply, failure: ChatFailure) {
  const language = requestLanguage(request)
  switch (failure.error) {
    case 'notFound':
      return reply.status(404).send(fail(ResultCode.notFound, message('notFound', language)))
    case 'needsReading':
      return reply.status(200).send(fail(ResultCode.conflict, message('chatNeedsReading', language)))
    case 'busy':
      return reply.status(200).send(fail(ResultCode.conflict, message('aiBusy', language)))
    case 'limit':
      return reply.status(200).send(fail(ResultCode.followUpLimit, message('chatLimit', language)))
    case 'insufficientEnergy':
      return reply.status(200).send(fail(ResultCode.insufficientEnergy, message('chatInsufficientEnergy', language, { cost: failure.cost })))
  }
}

/**
 * Follow-up chat on a reading (`/tarot/rest/readings/{id}/chat`): open only once
 * the reading's AI text exists. `GET` gives the conversation and what the next
 * follow-up costs; `POST` streams one answer as server-sent events, like the
 * interpretation. The chat service prices, charges and writes; this file speaks HTTP.
 */
export const chatRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { id: string } }>('/:id/chat', async (request, reply) => {
    const identity = requireIdentity(request, reply)
    if (!identity) return reply
    const conversation = await app.chatService.conversation(identity.userId, request.params.id)
    return conversation ? ok(conversation) : refuse(request, reply, { error: 'notFound' })
  })

  app.post<{ Params: { id: string } }>('/:id/chat', { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (request, reply) => {
    const identity = requireIdentity(request, reply)
    if (!identity) return reply
    const body = ChatRequest.safeParse(request.body)
    if (!body.success) return reply.status(400).send(fail(ResultCode.badRequest, message('badRequest', requestLanguage(request))))
    const result = await app.chatService.ask(identity.userId, request.params.id, body.data, requestLanguage(request), request.log)
    if (result.kind === 'refused') return refuse(request, reply, result.failure)
    if (result.kind === 'screened') return ok(result.answer)
    const stream = openEventStream(reply)
    await result.write(stream)
    return stream.end()
  })
}
