import fp from 'fastify-plugin'
import { TokenService, resolveTokenSecret } from '../services/tokens'

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService
  }
}

/** Sign-in and guest tokens, signed with TOKEN_SECRET or the secret generated into DATA_DIR. */
export const tokensPlugin = fp(
  async (app) => {
    app.decorate('tokens', new TokenService(resolveTokenSecret(app.config.tokenSecret, app.config.dataDir), app.now))
  },
  { name: 'tokens' },
)
