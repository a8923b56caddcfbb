import { ResultCode } from '@tarot/contracts/codes'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DomainError, found } from '../lib/domain-error'
import { ok } from '../lib/envelope'
import { requestLanguage, requestRegion } from '../lib/language'
import { message } from '../lib/messages'
import { openEventStream } from '../lib/sse'
import { CHAT_STREAM } from '../openapi/streams'
import { callerOf } from '../plugins/identity'
import type { ChatFailure } from '../services/chat/chat-service'
import { readingEndpoints } from '@tarot/contracts/endpoints/readings'
import { route } from '../lib/route'

/** Why a follow-up did not start, as the refusal the error handler answers in the caller's language. */
function refusalOf(failure: ChatFailure): DomainError {
  switch (failure.error) {
    case 'notFound':
      return DomainError.notFound()
    case 'needsReading':
      return new DomainError(ResultCode.conflict, (language) => message('chatNeedsReading', language))
    case 'busy':
      return new DomainError(ResultCode.conflict, (language) => message('aiBusy', language))
    case 'limit':
      return new DomainError(ResultCode.followUpLimit, (language) => message('chatLimit', language))
    case 'insufficientEnergy':
      return new DomainError(ResultCode.insufficientEnergy, (language) => message('chatInsufficientEnergy', language, { cost: failure.cost }))
  }
}

/**
 * Follow-up chat on a reading (`/tarot/rest/readings/{id}/chat`): open only once
 * the reading's AI text exists. `GET` gives the conversation and what the next
 * follow-up costs; `POST` streams one answer as server-sent events, like the
 * interpretation. The chat service prices, charges and writes; this file speaks HTTP.
 */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Chat']

  route(
    app,
    readingEndpoints.chat,
    {
      preValidation: app.authenticate,
      schema: {
        operationId: 'getFollowUps',
        tags,
        summary: 'The follow-up conversation',
        description:
          'The answered follow-ups, oldest first; whether the chat is open (the interpretation exists), how many follow-ups are left, how many of them free, and what the next costs (null: none left).',
      },
    },
    async (request) => ok(found(await app.chatService.conversation(callerOf(request).userId, request.params.id))),
  )

  route(
    app,
    readingEndpoints.followUp,
    {
      preValidation: app.authenticate,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, events: CHAT_STREAM },
      schema: {
        operationId: 'streamFollowUp',
        tags,
        summary: 'Ask a follow-up question',
        description:
          'One follow-up on a reading whose interpretation exists (else `409000`), answered as server-sent events like the interpretation. The first follow-ups of a reading are free, later ones cost energy, ' +
          'taken first and refunded unless the answer is delivered. A message with crisis language, a sensitive topic or an unsuitable ask is not answered by the AI: the answer is then a JSON envelope ' +
          'with the verdict (as in the question check), and so is any message on a reading whose own question the question check refuses. `clientKey` makes a retried send replay the same answer at no further cost; one answer streams per reading at a time (`409000`).\n\n' +
          'Events: `meta` first (engine, `seq` of the turn, `charged`), then `delta` per piece (`restart`: drop the text so far), then `done` (with what the next follow-up costs) or `error` (`refunded: true`). ' +
          'Refusals before the stream opens, as a JSON envelope: `409000`, `403001`, `402000`.',
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request)
      const { userId } = callerOf(request)
      // A reading whose question the question check refuses (as its rules stand now) gets no follow-up either: the verdict, as for a message.
      const region = requestRegion(request)
      const refusal = await app.drawService.refusedQuestion(userId, request.params.id, language, region)
      if (refusal) return ok(refusal)
      const result = await app.chatService.ask(userId, request.params.id, request.body, language, request.log, region)
      if (result.kind === 'refused') throw refusalOf(result.failure)
      if (result.kind === 'screened') return ok(result.answer)
      const stream = openEventStream(reply)
      await result.write(stream)
      return stream.end()
    },
  )
}
