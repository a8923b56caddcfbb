import { AgentBindData, FriendBindData, OwnAgentData } from '@tarot/contracts/account'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { ok } from '../lib/envelope'
import { envelopeOf } from '../openapi/components'
import { callerOf } from '../plugins/identity'

const Code = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/))

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
        description: 'Binds the friend referral once (the referring friend\'s user id); a user cannot refer themselves.',
        params: z.object({ friendCode: Code }),
        response: { 200: envelopeOf(FriendBindData) },
      },
    },
    async (request) => ok({ friendCode: await app.accounts.bindFriend(callerOf(request).userId, request.params.friendCode, new Date(app.now())) }),
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
