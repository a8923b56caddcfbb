import helmet from '@fastify/helmet'
import fp from 'fastify-plugin'

/**
 * Security headers, with a Content-Security-Policy that the H5 app and the docs page live within. Scripts
 * come from this origin only; the H5 page's own inline scripts are allowed by their hashes, no other inline script.
 */
export const helmetPlugin = fp<{ scriptHashes?: string[] }>(
  async (app, { scriptHashes = [] }) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Taro's index.html sets the root font size with a small inline script: allowed by its hash alone.
          scriptSrc: ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
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
