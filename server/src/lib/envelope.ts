import { ResultCode } from '@tarot/contracts/codes'
import type { Envelope } from '@tarot/contracts/envelope'
import type { Language } from '@tarot/core/language'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { requestLanguage } from './language'

export function ok<T>(data: T): Envelope<T> {
  return { code: ResultCode.ok, data }
}

/** A handled failure: a non-zero code and the message in the caller's language (`FailureEnvelope`). */
export function fail(code: number, message: string): { code: number; message: string } {
  return { code, message }
}

/**
 * A route's error handler that words a request its schema refuses in the route's own terms
 * (HTTP 400, code 400000, like every invalid request); any other error goes on to the app's handler.
 */
export function invalidRequestSays(text: (language: Language) => string) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (!error.validation) throw error
    return reply.status(400).send(fail(ResultCode.badRequest, text(requestLanguage(request))))
  }
}
