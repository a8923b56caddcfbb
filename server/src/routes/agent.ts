import { ResultCode } from '@tarot/contracts/codes'
import type { FastifyPluginAsync } from 'fastify'
import { fail, ok } from '../lib/envelope'
import { requestLanguage } from '../lib/language'
import { message } from '../lib/messages'
import { requireIdentity } from '../plugins/identity'

const CODE = /^[A-Za-z0-9_-]{1,40}$/

/** Spec §7 referral calls: bind an agent or a friend once; read the user's own agent record. */
export const agentRoutes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { agentCode: string } }>('/useragent/:agentCode', async (request, reply) => {
    const identity = requireIdentity(request, reply)
    if (!identity) return reply
    if (!CODE.test(request.params.agentCode)) return reply.status(400).send(fail(ResultCode.badRequest, message('badRequest', requestLanguage(request))))
    const agentCode = await app.accounts.bindAgent(identity.userId, request.params.agentCode, new Date(app.now()))
    return ok({ agentCode })
  })

  app.post<{ Params: { friendCode: string } }>('/friend/:friendCode', async (request, reply) => {
    const identity = requireIdentity(request, reply)
    if (!identity) return reply
    if (!CODE.test(request.params.friendCode)) return reply.status(400).send(fail(ResultCode.badRequest, message('badRequest', requestLanguage(request))))
    const friendCode = await app.accounts.bindFriend(identity.userId, request.params.friendCode, new Date(app.now()))
    return ok({ friendCode })
  })

  app.get('/my', async (request, reply) => {
    const identity = requireIdentity(request, reply)
    if (!identity) return reply
    return ok(await app.accounts.ownAgent(identity.userId))
  })
}
