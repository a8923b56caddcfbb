import { randomUUID } from 'node:crypto'
import { DeleteAccountRequest, SignInRequest } from '@tarot/contracts/auth'
import { ResultCode } from '@tarot/contracts/codes'
import { READER_ROLE, USER_ROLE } from '@tarot/core/identity'
import type { FastifyPluginAsync } from 'fastify'
import { fail, ok } from '../lib/envelope'
import { requestLanguage } from '../lib/language'
import { message } from '../lib/messages'
import { requireIdentity } from '../plugins/identity'
import type { SignInProvider } from '../services/sign-in/providers'

/** Sign-in through a provider, log out, and account deletion. */
export const accountRoutes: FastifyPluginAsync<{ providers: SignInProvider[] }> = async (app, { providers }) => {
  const byName = new Map(providers.map((p) => [p.name, p]))

  app.get('/login/providers', async () => {
    return ok({ providers: providers.filter((p) => p.available).map((p) => p.name) })
  })

  app.post('/login/sign-in', { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } }, async (request, reply) => {
    const language = requestLanguage(request)
    const body = SignInRequest.safeParse(request.body)
    if (!body.success) return reply.status(400).send(fail(ResultCode.badRequest, message('badRequest', language)))
    const provider = byName.get(body.data.provider)
    const result = provider ? await provider.signIn(body.data) : ({ ok: false, reason: 'unavailable' } as const)
    if (!result.ok) {
      const unavailable = result.reason === 'unavailable'
      return reply.status(200).send(fail(unavailable ? ResultCode.forbidden : ResultCode.signInFailed, message(unavailable ? 'signInUnavailable' : 'loginFailed', language)))
    }
    const sid = randomUUID()
    const expiresAt = app.now() + app.config.userTokenTtlMs
    const user = await app.identities.signIn(result.identity.provider, result.identity.externalId, `u_${randomUUID()}`, sid, new Date(expiresAt), result.identity.wechat)
    // Signing in from a guest session brings the guest's readings along (a reading drawn before sign-in can be saved after it).
    if (request.identity?.kind === 'guest') await app.identities.adoptGuestReadings(request.identity.userId, user.userId)
    const roles = (await app.readers.byUserId(user.userId)) ? [USER_ROLE, READER_ROLE] : [USER_ROLE]
    const issued = await app.tokens.issue({ userId: user.userId, kind: 'user', roles, permissions: [], sid }, app.config.userTokenTtlMs)
    return ok({ access_token: issued.token, expires_at: issued.expiresAt, userId: user.userId })
  })

  app.post('/login/logout', async (request, reply) => {
    const identity = requireIdentity(request, reply)
    if (!identity) return reply
    await app.users.revokeSession(identity.sid, new Date(app.now()))
    return ok(null)
  })

  app.post('/account/delete', async (request, reply) => {
    const identity = requireIdentity(request, reply)
    if (!identity) return reply
    const language = requestLanguage(request)
    if (identity.kind !== 'user') return reply.status(200).send(fail(ResultCode.signInRequired, message('signInRequired', language)))
    if (!DeleteAccountRequest.safeParse(request.body).success) return reply.status(400).send(fail(ResultCode.badRequest, message('deletionAgreementRequired', language)))
    // Consultations go with the account: what is held for or by this user is settled first.
    await app.consultations.settleForDeletedAccount(identity.userId)
    await app.identities.deleteUser(identity.userId)
    return ok(null)
  })
}
