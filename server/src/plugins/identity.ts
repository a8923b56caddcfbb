import { ResultCode } from '@tarot/contracts/codes'
import type { Language } from '@tarot/core/language'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { ReaderRow } from '../db/readers'
import { fail } from '../lib/envelope'
import { requestLanguage } from '../lib/language'
import { message } from '../lib/messages'
import { readersMessage } from '../lib/readers-messages'
import { ActiveSessions } from '../services/active-sessions'
import type { VerifiedToken } from '../services/tokens'

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller behind `tarot-token`, when it is valid, unexpired and not revoked. */
    identity: VerifiedToken | null
    /** The caller's reader profile, on routes behind `app.requireReader`. */
    reader: ReaderRow | null
  }
  interface FastifyInstance {
    /** Sessions found active, trusted briefly (SESSION_CHECK_MS); logging out and deleting an account forget theirs here. */
    activeSessions: ActiveSessions
    /** A route's `preValidation` hook: a guest or a signed-in user; anyone else is told the token expired. */
    authenticate: preValidationAsyncHookHandler
    /** A route's `preValidation` hook: a signed-in user; a guest is told to sign in (purchases, consultations and records need an account). */
    requireSignedIn: preValidationAsyncHookHandler
    /** A route's `preValidation` hook: a reader (the database decides, not the token); sets `request.reader`. */
    requireReader: preValidationAsyncHookHandler
  }
}

/**
 * Who a route lets in, as its access hook says; the OpenAPI document reads it from the hook itself.
 * The hooks run at `preValidation`: after the body is parsed (a body that is not JSON is refused first)
 * and before the route's schema looks at it (a caller without a token hears that before what is wrong with the request).
 */
export type Access = 'token' | 'user' | 'reader' | 'operator'
const accessOfHook = new WeakMap<object, Access>()

/** The access a route's `preValidation` hooks demand, the strictest one; null for a public route. */
export function routeAccess(preValidation: unknown): Access | null {
  const levels = [preValidation ?? []].flat().map((hook) => (typeof hook === 'function' ? accessOfHook.get(hook) : undefined))
  for (const level of ['operator', 'reader', 'user', 'token'] as const) if (levels.includes(level)) return level
  return null
}

export function accessHook(access: Access, hook: preValidationAsyncHookHandler): preValidationAsyncHookHandler {
  accessOfHook.set(hook, access)
  return hook
}

/**
 * Spec §8: a missing or expired token answers code 401000 inside a 200 response,
 * so the app clears it, logs in again once and retries once.
 */
export function tokenExpired(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.status(200).send(fail(ResultCode.tokenExpired, message('tokenExpired', requestLanguage(request))))
}

export const authenticate = accessHook('token', async (request, reply) => {
  if (!request.identity) return tokenExpired(request, reply)
})

/** A signed-in user, with the route's own words for a guest (records and consultations say why they need an account). */
export function signedInOnly(refusal: (language: Language) => string): preValidationAsyncHookHandler {
  return accessHook('user', async (request, reply) => {
    if (!request.identity) return tokenExpired(request, reply)
    if (request.identity.kind !== 'user') return reply.status(200).send(fail(ResultCode.signInRequired, refusal(requestLanguage(request))))
  })
}

/** The caller of a route behind one of the hooks above; a route that forgot its hook is a bug, answered 500. */
export function callerOf(request: FastifyRequest): VerifiedToken {
  if (!request.identity) throw new Error(`${request.routeOptions.url} reads the caller without an access hook`)
  return request.identity
}

/** The reader behind a route guarded by `app.requireReader`. */
export function readerOf(request: FastifyRequest): ReaderRow {
  if (!request.reader) throw new Error(`${request.routeOptions.url} reads the reader without app.requireReader`)
  return request.reader
}

/**
 * Reads `tarot-token` on every call (spec §7); a token that is expired, forged or revoked leaves no identity.
 * Revoked: at once when this instance revoked it, within SESSION_CHECK_MS when another instance did (see ActiveSessions).
 */
export const identityPlugin: FastifyPluginAsync = fp(async (app) => {
  app.decorateRequest('identity', null)
  app.decorateRequest('reader', null)
  const activeSessions = new ActiveSessions(app.users, app.now, app.config.sessionCheckMs)
  app.decorate('activeSessions', activeSessions)
  app.addHook('onRequest', async (request) => {
    const header = request.headers['tarot-token']
    const token = Array.isArray(header) ? header[0] : header
    if (!token) return
    const verified = await app.tokens.verify(token)
    if (!verified.ok) return
    if (!(await activeSessions.isActive(verified.token.sid, verified.token.userId))) return
    request.identity = verified.token
  })

  app.decorate('authenticate', authenticate)
  app.decorate(
    'requireSignedIn',
    signedInOnly((language) => message('signInRequired', language)),
  )
  app.decorate(
    'requireReader',
    accessHook('reader', async (request, reply) => {
      if (!request.identity) return tokenExpired(request, reply)
      request.reader = await app.readers.byUserId(request.identity.userId)
      if (!request.reader) return reply.status(200).send(fail(ResultCode.notReader, readersMessage('notReader', requestLanguage(request))))
    }),
  )
})
