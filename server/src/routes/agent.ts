import { AgentBindData, FriendBindData, OwnAgentData } from '@tarot/contracts/account'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { ok } from '../lib/envelope'
import { envelopeOf } from '../openapi/components'
import { callerOf } from '../plugins/identity'

const Code = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/))
/** A friend code: sealed (about 50 base64url characters) or, from an old link, a raw user id. */
const FriendCode = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,96}$/))

/** Spec §7 referral calls: bind an agent or a friend once; read the user's own agent record. */
export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/useragent/:agentCode',
    {
      preValidation: app.authenticate,
      schema: {
        operationId: 'bindAgent',
        tags: ['Referrals'],
        summary: 'Bind an agent',
        description: 'Binds the agent once; later calls leave the first binding in place.',
        params: z.object({ agentCode: Code }),
        response: { 200: envelopeOf(AgentBindData) },
      },
    },
    async (request) => ok({ agentCode: await app.accounts.bindAgent(callerOf(request).userId, request.params.agentCode, new Date(app.now())) }),
  )

  app.post(
    '/friend/:friendCode',
    {
      preValidation: app.authenticate,
      schema: {
        operationId: 'bindFriend',
        tags: ['Referrals'],
        summary: 'Bind a friend referral',
        description:
          "Binds the friend referral once: the code is a shared link's `friend` (sealed by the server; it names no user), or an older link's raw user id of an existing account. A user cannot refer themselves; a code that opens to no one binds nothing. Answers the friend code in force, sealed afresh (never a user id).",
        params: z.object({ friendCode: FriendCode }),
        response: { 200: envelopeOf(FriendBindData) },
      },
    },
    async (request) => {
      const userId = callerOf(request).userId
      const referrer = await app.shares.referrer(request.params.friendCode)
      const inForce = referrer ? await app.accounts.bindFriend(userId, referrer, new Date(app.now())) : ((await app.accounts.referral(userId))?.friendCode ?? null)
      return ok({ friendCode: inForce ? app.shares.friendCodeOf(inForce) : null })
    },
  )

  app.get(
    '/friend-code',
    {
      preValidation: app.authenticate,
      schema: {
        operationId: 'ownFriendCode',
        tags: ['Referrals'],
        summary: 'My friend code',
        description: "A friend code for the caller to put in a link they share (today's card from home): their user id sealed by the server, so it names no one; a fresh code on each call, each binding the caller as the friend referral.",
        response: { 200: envelopeOf(FriendBindData) },
      },
    },
    async (request) => ok({ friendCode: app.shares.friendCodeOf(callerOf(request).userId) }),
  )

  app.get(
    '/my',
    {
      preValidation: app.authenticate,
      schema: { operationId: 'ownAgent', tags: ['Referrals'], summary: 'My agent record', description: "The user's own agent record, or `data: null`.", response: { 200: envelopeOf(OwnAgentData) } },
    },
    async (request) => ok(await app.accounts.ownAgent(callerOf(request).userId)),
  )
}
