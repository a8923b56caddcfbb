import { agentEndpoints } from '@tarot/contracts/endpoints/agent'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../lib/envelope'
import { route } from '../lib/route'
import { callerOf } from '../plugins/identity'

/** Spec §7 referral calls: bind an agent or a friend once; read the user's own agent record. */
export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    agentEndpoints.bindAgent,
    {
      preValidation: app.authenticate,
      schema: {
        operationId: 'bindAgent',
        tags: ['Referrals'],
        summary: 'Bind an agent',
        description: 'Binds the agent once; later calls leave the first binding in place.',
      },
    },
    async (request) => ok({ agentCode: await app.referrals.bindAgent(callerOf(request).userId, request.params.agentCode) }),
  )

  route(
    app,
    agentEndpoints.bindFriend,
    {
      preValidation: app.authenticate,
      schema: {
        operationId: 'bindFriend',
        tags: ['Referrals'],
        summary: 'Bind a friend referral',
        description:
          "Binds the friend referral once: the code is a shared link's `friend` (sealed by the server; it names no user), or an older link's raw user id of an existing account. A user cannot refer themselves; a code that opens to no one binds nothing. Answers the friend code in force, sealed afresh (never a user id).",
      },
    },
    async (request) => ok({ friendCode: await app.referrals.bindFriend(callerOf(request).userId, request.params.friendCode) }),
  )

  route(
    app,
    agentEndpoints.ownFriendCode,
    {
      preValidation: app.authenticate,
      schema: {
        operationId: 'ownFriendCode',
        tags: ['Referrals'],
        summary: 'My friend code',
        description:
          "A friend code for the caller to put in a link they share (today's card from home): their user id sealed by the server, so it names no one; a fresh code on each call, each binding the caller as the friend referral.",
      },
    },
    async (request) => ok({ friendCode: app.referrals.ownFriendCode(callerOf(request).userId) }),
  )

  route(
    app,
    agentEndpoints.ownAgent,
    {
      preValidation: app.authenticate,
      schema: { operationId: 'ownAgent', tags: ['Referrals'], summary: 'My agent record', description: "The user's own agent record, or `data: null`." },
    },
    async (request) => ok(await app.referrals.ownAgent(callerOf(request).userId)),
  )
}
