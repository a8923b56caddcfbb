import { ResultCode } from '@tarot/contracts/codes'
import fp from 'fastify-plugin'
import { databaseFailure, loggableError } from '../db/errors'
import { DomainError } from '../lib/domain-error'
import { fail } from '../lib/envelope'
import { requestLanguage } from '../lib/language'
import { message } from '../lib/messages'

/** Every failure answers in the envelope (a `DomainError` with its own code, status and words), in the caller's language; a 5xx is logged and never shows its details. */
export const errorHandlersPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => {
      const language = requestLanguage(request)
      // A refusal a service or a route threw: its code and words, with its status (404 for not found).
      if (error instanceof DomainError) {
        const body = fail(error.resultCode, error.says(language))
        return reply.status(error.status).send(error.data === undefined ? body : { ...body, data: error.data })
      }
      // PostgreSQL refuses a NUL character in text (22021, 22P05): that is bad input, not a server failure.
      // Drizzle wraps the driver's error: its code is on `cause`.
      const pgCode = databaseFailure(error)?.code
      if (pgCode === '22021' || pgCode === '22P05') return reply.status(400).send(fail(ResultCode.badRequest, message('badRequest', language)))
      const status = typeof error.statusCode === 'number' ? error.statusCode : 500
      if (status >= 500) {
        // A database failure is logged by its code, never with the SQL and its parameters (user data).
        request.log.error({ err: loggableError(error) }, 'request failed')
        return reply.status(500).send(fail(ResultCode.serverError, message('unknownServerError', language)))
      }
      if (status === 429) return reply.status(429).send(fail(ResultCode.rateLimited, message('rateLimited', language)))
      return reply.status(status).send(fail(ResultCode.badRequest, message('badRequest', language)))
    })

    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send(fail(ResultCode.notFound, message('notFound', requestLanguage(request))))
    })
  },
  { name: 'error-handlers' },
)
