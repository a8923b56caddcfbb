import fp from 'fastify-plugin'
import { TokenService, resolveTokenSecret } from '../services/tokens'

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService
  }
}

/** Sign-in and guest tokens, signed with TOKEN_SECRET or the secret every instance shares through the database. */
export const tokensPlugin = fp(
  async (app) => {
    const secret = await resolveTokenSecret(app.config.tokenSecret, app.config.dataDir, app.serverSettings)
    app.decorate('tokens', new TokenService(secret, app.now))
  },
  { name: 'tokens', dependencies: ['repositories'] },
)
