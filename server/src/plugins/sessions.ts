import fp from 'fastify-plugin'
import { ReferralService } from '../services/referrals'
import { SessionService } from '../services/sign-in/sessions'

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionService
    referrals: ReferralService
  }
}

/** Sessions (guests, sign-in, logout, who is signed in) and referrals, on the repositories, the tokens and the share codes. */
export const sessionsPlugin = fp(
  async (app) => {
    const { users, identities, readers, accounts, tokens, activeSessions, shares, now, config } = app
    app.decorate('sessions', new SessionService({ users, identities, readers, tokens, activeSessions, guestTokenTtlMs: config.guestTokenTtlMs, userTokenTtlMs: config.userTokenTtlMs, now }))
    app.decorate('referrals', new ReferralService({ accounts, shares, now }))
  },
  { name: 'sessions', dependencies: ['repositories', 'tokens', 'shares'] },
)
