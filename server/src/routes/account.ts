import { randomUUID } from 'node:crypto'
import type { AccountData } from '@tarot/contracts/auth'
import { ResultCode } from '@tarot/contracts/codes'
import { accountEndpoints } from '@tarot/contracts/endpoints/account'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { fail, invalidRequestSays, ok } from '../lib/envelope'
import { requestLanguage } from '../lib/language'
import { message } from '../lib/messages'
import { route } from '../lib/route'
import { callerOf } from '../plugins/identity'
import { exportFileName } from '../services/account-export'
import type { SignInProvider } from '../services/sign-in/providers'

/** Sign-in through a provider, log out, the person's data export, and account deletion. */
export const accountRoutes: FastifyPluginAsyncZod<{ providers: SignInProvider[] }> = async (app, { providers }) => {
  const byName = new Map(providers.map((p) => [p.name, p]))

  route(
    app,
    accountEndpoints.providers,
    { schema: { operationId: 'signInProviders', tags: ['Login'], summary: 'Sign-in ways offered', description: 'The sign-in providers this deployment offers.' } },
    async () => ok({ providers: providers.filter((p) => p.available).map((p) => p.name) }),
  )

  route(
    app,
    accountEndpoints.signIn,
    {
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        operationId: 'signIn',
        tags: ['Login'],
        summary: 'Sign in through a provider',
        description:
          'A WeChat code (`wechat-mini`: `wx.login`; `wechat-h5`: the OAuth code) or, with the dev provider, a name as the identity. ' +
          'Refusals in HTTP 200: `401002` (the provider refused), `403000` (a provider this deployment does not offer).',
      },
    },
    async (request, reply) => {
      const language = requestLanguage(request)
      const provider = byName.get(request.body.provider)
      const result = provider ? await provider.signIn(request.body) : ({ ok: false, reason: 'unavailable' } as const)
      if (!result.ok) {
        const unavailable = result.reason === 'unavailable'
        return reply.status(200).send(fail(unavailable ? ResultCode.forbidden : ResultCode.signInFailed, message(unavailable ? 'signInUnavailable' : 'loginFailed', language)))
      }
      const sid = randomUUID()
      const expiresAt = app.now() + app.config.userTokenTtlMs
      const user = await app.identities.signIn(result.identity.provider, result.identity.externalId, `u_${randomUUID()}`, sid, new Date(expiresAt), result.identity.wechat)
      // Signing in from a guest session brings the guest's readings along, kept in the history (a reading drawn before sign-in is the account's).
      if (request.identity?.kind === 'guest') await app.identities.adoptGuestReadings(request.identity.userId, user.userId, new Date(app.now()))
      const issued = await app.tokens.issue({ userId: user.userId, kind: 'user', sid }, app.config.userTokenTtlMs)
      return ok({ access_token: issued.token, expires_at: issued.expiresAt, userId: user.userId })
    },
  )

  route(
    app,
    accountEndpoints.me,
    {
      preValidation: app.authenticate,
      schema: {
        operationId: 'account',
        tags: ['Account'],
        summary: 'Who is signed in',
        description: 'A guest, or a signed-in account with the ways it signs in (newest first), the name it goes by (a reader’s name, or the dev sign-in’s) and whether it is a reader’s.',
      },
    },
    async (request) => {
      const { userId, kind } = callerOf(request)
      if (kind !== 'user') return ok({ kind: 'guest' as const, methods: [], name: null, reader: false })
      const [found, reader] = await Promise.all([app.identities.identitiesOf(userId), app.readers.byUserId(userId)])
      const methods = [...new Set(found.map((i) => i.provider))].filter((p): p is AccountData['methods'][number] => p === 'wechat' || p === 'dev')
      const devName = found.find((i) => i.provider === 'dev')?.externalId ?? null
      return ok({ kind: 'user' as const, methods, name: reader?.name ?? devName, reader: reader !== null })
    },
  )

  route(
    app,
    accountEndpoints.logout,
    {
      preValidation: app.authenticate,
      schema: { operationId: 'logout', tags: ['Login'], summary: 'Log out', description: 'Revokes the current token.' },
    },
    async (request) => {
      const { sid } = callerOf(request)
      await app.users.revokeSession(sid, new Date(app.now()))
      app.activeSessions.forgetSession(sid)
      return ok(null)
    },
  )

  route(
    app,
    accountEndpoints.deleteAccount,
    {
      preValidation: app.requireSignedIn,
      errorHandler: invalidRequestSays((language) => message('deletionAgreementRequired', language)),
      schema: {
        operationId: 'deleteAccount',
        tags: ['Account'],
        summary: 'Delete the account',
        description:
          'Erases the user and what they wrote, drew and signed in with (readings, follow-ups, journal, shares, feedback, referrals, sessions); every token stops working. ' +
          'Orders, payments, the wallet and its ledger, and consultations are kept without the person (a tombstone account, no name or sign-in) for DELETED_ACCOUNT_RETENTION_DAYS, so payments can be reconciled and refunded; ' +
          'a reader keeps the count, the earning and the stars of a consultation, not the words. Needs `{ "agree": true }`. An under-18 answer is kept, as a digest of the sign-in identity, so signing in again is still refused purchases.',
      },
    },
    async (request) => {
      await app.accountDeletion.deleteAccount(callerOf(request).userId)
      return ok(null)
    },
  )

  route(
    app,
    accountEndpoints.exportAccount,
    {
      preValidation: app.requireSignedIn,
      // A whole-account read: a few a day is all a person needs, and it must not become a way to load the database.
      config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
      schema: {
        operationId: 'exportAccount',
        tags: ['Account'],
        summary: 'Download my data',
        description:
          'Everything the signed-in person owns, as one JSON file (`Content-Disposition: attachment`): the account, then a section per kind of record ' +
          '(readings with interpretations, follow-ups, notes, look-backs, shares, orders, the energy ledger, VIP, consultations asked, feedback, sign-ins). ' +
          'Not the envelope: the body is the file. Signed in only; 5 an hour. What each table gives and why some give nothing: `server/src/db/account-export.ts`.',
      },
    },
    async (request, reply) => {
      const data = await app.accountExport.exportFor(callerOf(request).userId)
      // the account went (deleted in another tab) between the token check and the read
      if (!data) return reply.status(404).send(fail(ResultCode.notFound, message('signInRequired', requestLanguage(request))))
      return reply
        .header('content-disposition', `attachment; filename="${exportFileName(app.now())}"`)
        .header('cache-control', 'no-store')
        .send(data)
    },
  )
}
