import { randomUUID } from 'node:crypto'
import { GUEST_ROLE } from '@tarot/core/identity'
import type { FastifyPluginAsync } from 'fastify'
import { ok } from '../lib/envelope'
import { requireIdentity } from '../plugins/identity'

/** Spec §7 sign-in calls. Guest login hands out a guest access token for visitors outside WeChat. */
export const loginRoutes: FastifyPluginAsync = async (app) => {
  app.post('/user', async () => {
    const userId = `g_${randomUUID()}`
    const sid = randomUUID()
    const { token, expiresAt } = await app.tokens.issue({ userId, kind: 'guest', roles: [GUEST_ROLE], permissions: [], sid }, app.config.guestTokenTtlMs)
    await app.users.createGuest(userId, sid, new Date(expiresAt))
    return ok({ access_token: token, expires_at: expiresAt })
  })

  // Signs in with the token the app holds (e.g. one passed in the address as `t`): who it is and the agent it is bound to.
  app.post('/tarot', async (request, reply) => {
    const identity = requireIdentity(request, reply)
    if (!identity) return reply
    return ok({ userId: identity.userId, agentId: (await app.accounts.boundAgent(identity.userId)) ?? '' })
  })
}
