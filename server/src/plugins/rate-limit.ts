import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'

/**
 * Limits apply per signed-in user (or guest), else per address, on the routes that ask for them
 * (AI calls, sign-in, feedback). Registered after the identity plugin, whose hook must run first.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      keyGenerator: (request) => request.identity?.userId ?? request.ip,
    })
  },
  { name: 'rate-limit' },
)
