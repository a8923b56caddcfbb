import { ResultCode } from '@tarot/contracts/codes'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { fail } from '../lib/envelope'
import { requestLanguage } from '../lib/language'
import { message } from '../lib/messages'
import type { VerifiedToken } from '../services/tokens'

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller behind `tarot-token`, when it is valid, unexpired and not revoked. */
    identity: VerifiedToken | null
  }
}

/** Reads `tarot-token` on every call (spec §7); a token that is expired, forged or revoked leaves no identity. */
export const identityPlugin: FastifyPluginAsync = fp(async (app) => {
  app.decorateRequest('identity', null)
  app.addHook('onRequest', async (request) => {
    const header = request.headers['tarot-token']
    const token = Array.isArray(header) ? header[0] : header
    if (!token) return
    const verified = await app.tokens.verify(token)
    if (!verified.ok) return
    if (!(await app.users.isSessionActive(verified.token.sid, new Date(app.now())))) return
    request.identity = verified.token
  })
})

/**
 * Spec §8: a missing or expired token answers code 401000 inside a 200 response,
 * so the app clears it, logs in again once and retries once.
 */
export function requireIdentity(request: FastifyRequest, reply: FastifyReply): VerifiedToken | null {
  if (request.identity) return request.identity
  void reply.status(200).send(fail(ResultCode.tokenExpired, message('tokenExpired', requestLanguage(request))))
  return null
}

/** Like `requireIdentity`, and a guest is told to sign in first (purchases, consultations and records need an account). */
export function requireUser(request: FastifyRequest, reply: FastifyReply): VerifiedToken | null {
  const identity = requireIdentity(request, reply)
  if (!identity) return null
  if (identity.kind === 'user') return identity
  void reply.status(200).send(fail(ResultCode.signInRequired, message('signInRequired', requestLanguage(request))))
  return null
}
