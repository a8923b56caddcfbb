import { ResultCode, type ResultCodeValue } from '@tarot/contracts/codes'
import type { Language } from '@tarot/core/language'
import { message } from './messages'

/** The HTTP status a refusal answers with by default: not found 404, a bad request 400, every other handled outcome 200 (docs/ARCHITECTURE.md, the response envelope). */
export function statusOf(code: ResultCodeValue): number {
  if (code === ResultCode.notFound) return 404
  if (code === ResultCode.badRequest) return 400
  return 200
}

/**
 * A refusal the caller can act on (not found, not allowed now, not enough energy…): thrown by a service or a route,
 * answered by the error handler (plugins/error-handlers.ts) in the envelope — its code, its message in the caller's
 * language, its `data` if any — with its HTTP status. Nothing was taken or changed when one is thrown.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError'
  readonly status: number
  readonly data: unknown

  constructor(
    /** The envelope's `code` (not Fastify's string `code` of its own errors). */
    readonly resultCode: ResultCodeValue,
    /** The message in the caller's language. */
    readonly says: (language: Language) => string,
    options: { status?: number; data?: unknown } = {},
  ) {
    super(`refused with ${resultCode}`)
    this.status = options.status ?? statusOf(resultCode)
    this.data = options.data
  }

  /** Nothing of the caller's by that id (another user's record is not found either). */
  static notFound(): DomainError {
    return new DomainError(ResultCode.notFound, (language) => message('notFound', language))
  }

  /** A request the schema let through but that makes no sense here; `says` words it when there is more to say. */
  static badRequest(says: (language: Language) => string = (language) => message('badRequest', language)): DomainError {
    return new DomainError(ResultCode.badRequest, says)
  }
}

/** The value, or a not-found refusal when there is none: `found(await service.get(userId, id))`. */
export function found<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw DomainError.notFound()
  return value
}
