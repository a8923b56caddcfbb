import { ResultCode } from '@tarot/contracts/codes'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { DomainError, found } from '../lib/domain-error'
import { ok } from '../lib/envelope'
import { requestLanguage, requestRegion } from '../lib/language'
import { message } from '../lib/messages'
import { openEventStream } from '../lib/sse'
import { INTERPRETATION_STREAM } from '../openapi/streams'
import { callerOf } from '../plugins/identity'
import type { InterpretFailure } from '../services/reading/reading-service'
import { readingEndpoints } from '@tarot/contracts/endpoints/readings'
import { route } from '../lib/route'

/** Why an interpretation did not start, as the refusal the error handler answers in the caller's language. */
function refusalOf(failure: InterpretFailure): DomainError {
  switch (failure.error) {
    case 'notFound':
      return DomainError.notFound()
    case 'badRequest':
      return DomainError.badRequest()
    case 'busy':
      return new DomainError(ResultCode.conflict, (language) => message('aiBusy', language))
    case 'noAi':
      return DomainError.badRequest((language) => message('noAiReading', language))
    case 'noFreeLeft':
      return new DomainError(ResultCode.noFreeReadings, (language) => message('noFreeReadings', language))
    case 'insufficientEnergy':
      return new DomainError(ResultCode.insufficientEnergy, (language) => message('insufficientEnergy', language, { cost: failure.cost }))
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
export const interpretationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['Interpretation']

  route(
    app,
    readingEndpoints.interpretation,
    {
      preValidation: app.authenticate,
      schema: {
        operationId: 'getInterpretation',
        tags,
        summary: 'The stored interpretation',
        description: 'The stored interpretation whole, for clients that cannot stream or lost the stream; 404 until it exists.',
      },
    },
    async (request) => ok(found(await app.readingService.stored(callerOf(request).userId, request.params.id))),
  )

  route(
    app,
    readingEndpoints.interpret,
    {
      preValidation: app.authenticate,
      config: { rateLimit: { max: 20, timeWindow: '1 minute' }, events: INTERPRETATION_STREAM },
      schema: {
        operationId: 'streamInterpretation',
        tags,
        summary: 'Stream the AI interpretation',
        description:
          'The interpretation as server-sent events. The cost is reserved first (a free use for free spreads, energy for pro spreads) and given back unless the reading is delivered; ' +
          'a reading written by the offline fallback after the model failed is free. The finished text is stored; a repeat streams the stored text at no charge. ' +
          'One stream per reading at a time: a second request meanwhile is answered `409000`. A reading not drawn yet, or a spread without AI reading, is answered 400.\n\n' +
          'Events: `meta` first (engine; `stored` on a replay; `charged`: what was reserved), then `delta` per piece of text. `restart` means the model failed mid-way: drop the text so far, ' +
          "the named engine's reading follows. Last comes `done` (`length`, `charged`: null when nothing was charged) or `error` (`code`, `message`, `refunded: true`). " +
          'Refusals before the stream opens, as a JSON envelope: `402000`, `402001`, `409000`, and `400001` (HTTP 400) for a reading whose question the question check refuses ' +
          '(crisis, sensitive, unsuitable — as its rules stand now): nothing is read or charged, and `data` is the verdict with its message.\n\n' +
          "Body (optional): `payWith: 'energy'` reads a free spread for energy once the day's free readings are used up, at `proReadingCost` (a free reading left is still used first); " +
          'without it such a request is answered `402001`, and with too little energy `402000`. ' +
          '`retryModel: true` asks the model again for a reading the built-in reader wrote because the model failed (its replay and its `done` say `retryModel: true`): ' +
          'it is reserved and charged like a first interpretation, but only when the model’s reading is delivered, which then replaces the stored one; if the model fails again, ' +
          'the stored reading stays and nothing is charged. On any other stored reading the flag is ignored (a free replay).',
      },
    },
    async (request, reply) => {
      const { userId } = callerOf(request)
      const language = requestLanguage(request)
      // The question check's rules as they stand now, whatever the client did and whenever the reading was made.
      const refusal = await app.drawService.refusedQuestion(userId, request.params.id, language, requestRegion(request))
      if (refusal) throw new DomainError(ResultCode.questionRefused, () => refusal.message ?? message('badRequest', language), { status: 400, data: refusal })
      const started = await app.readingService.interpret(userId, request.params.id, language, request.log, request.body?.payWith, request.body?.retryModel === true)
      if (!started.ok) throw refusalOf(started.failure)
      const stream = openEventStream(reply)
      await started.write(stream)
      return stream.end()
    },
  )
}
