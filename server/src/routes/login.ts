import { loginEndpoints } from '@tarot/contracts/endpoints/account'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../lib/envelope'
import { route } from '../lib/route'
import { callerOf } from '../plugins/identity'

/** Spec §7 sign-in calls. Guest login hands out a guest access token for visitors outside WeChat. */
export const loginRoutes: FastifyPluginAsyncZod = async (app) => {
  // Guest tokens are counted per address (a token sent along is not who asks): so many a minute, and so many in 24 hours.
  const { guestTokensPerMinute, guestTokensPerDay } = app.config.limits
  // One route runs one @fastify/rate-limit hook: the day's count is checked after the minute's (a refused request is not counted).
  const guestsToday = app.createRateLimit({ max: guestTokensPerDay, timeWindow: '24 hours', keyGenerator: (request) => `guest-day:${request.ip}` })
  const guestsPerDay = async (request: FastifyRequest, reply: FastifyReply) => {
    const today = await guestsToday(request)
    if (today.isAllowed || !today.isExceeded) return
    reply.header('retry-after', today.ttlInSeconds)
    throw Object.assign(new Error('Too many guest tokens from this address today'), { statusCode: 429 })
  }
  route(
    app,
    loginEndpoints.guest,
    {
      config: {
        rateLimit: { max: guestTokensPerMinute, timeWindow: '1 minute', keyGenerator: (request) => `guest-minute:${request.ip}` },
        rateLimitNote: `Rate limit: ${guestTokensPerMinute} a minute and ${guestTokensPerDay} in 24 hours, counted per address.`,
      },
      preHandler: guestsPerDay,
      schema: { operationId: 'guestLogin', tags: ['Login'], summary: 'Guest login', description: 'Hands out a guest token for a visitor outside WeChat (spec §7).' },
    },
    async () => ok(await app.sessions.startGuest()),
  )

  // Signs in with the token the app holds (e.g. one passed in the address as `t`): who it is and the agent it is bound to.
  route(
    app,
    loginEndpoints.token,
    {
      preValidation: app.authenticate,
      schema: {
        operationId: 'tokenLogin',
        tags: ['Login'],
        summary: 'Sign in with the token held',
        description: 'Who the token held belongs to (e.g. one passed in the address as `t`), and the agent they are bound to (`""` for none).',
      },
    },
    async (request) => {
      const { userId } = callerOf(request)
      return ok({ userId, agentId: await app.referrals.boundAgent(userId) })
    },
  )
}
