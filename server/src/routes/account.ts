import { ResultCode } from '@tarot/contracts/codes'
import { accountEndpoints } from '@tarot/contracts/endpoints/account'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { invalidRequestSays, ok } from '../lib/envelope'
import { message } from '../lib/messages'
import { route } from '../lib/route'
import { DomainError } from '../lib/domain-error'
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
    async (request) => {
      const provider = byName.get(request.body.provider)
      const result = provider ? await provider.signIn(request.body) : ({ ok: false, reason: 'unavailable' } as const)
      if (!result.ok) {
        const unavailable = result.reason === 'unavailable'
        throw new DomainError(unavailable ? ResultCode.forbidden : ResultCode.signInFailed, (language) => message(unavailable ? 'signInUnavailable' : 'loginFailed', language))
      }
      return ok(await app.sessions.signIn(result.identity, request.identity?.kind === 'guest' ? request.identity.userId : null))
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
      return ok(await app.sessions.account(userId, kind))
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
      await app.sessions.logout(callerOf(request).sid)
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
      if (!data) throw new DomainError(ResultCode.notFound, (language) => message('signInRequired', language))
      return reply
        .header('content-disposition', `attachment; filename="${exportFileName(app.now())}"`)
        .header('cache-control', 'no-store')
        .send(data)
    },
  )
}
