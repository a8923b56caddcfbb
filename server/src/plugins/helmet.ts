import helmet from '@fastify/helmet'
import fp from 'fastify-plugin'

/** Security headers, with a Content-Security-Policy that the H5 app and the docs page live within. */
export const helmetPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Taro's index.html sets the root font size with a small inline script.
          scriptSrc: ["'self'", "'unsafe-inline'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'"],
          // Self-hosted deployments may run on plain http inside a network; do not force https.
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    })
  },
  { name: 'helmet' },
)
