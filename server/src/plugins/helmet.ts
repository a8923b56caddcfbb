import helmet, { type FastifyHelmetOptions } from '@fastify/helmet'
import Fastify from 'fastify'
import fp from 'fastify-plugin'

/** What helmet writes on a response, worked out once: the headers are the same for every request. */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  // @fastify/helmet builds helmet's middleware — parsing every CSP directive — on each request. The options never
  // change while the process runs, so one request to a throwaway instance yields every header it would ever set.
  const probe = Fastify({ logger: false })
  await probe.register(helmet, options)
  probe.get('/', async () => '')
  const plain = await (async () => {
    const bare = Fastify({ logger: false })
    bare.get('/', async () => '')
    try {
      return await bare.inject({ method: 'GET', url: '/' })
    } finally {
      await bare.close()
    }
  })()
  try {
    const res = await probe.inject({ method: 'GET', url: '/' })
    const headers: Record<string, string> = {}
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined && !(name in plain.headers)) headers[name] = String(value)
    }
    return headers
  } finally {
    await probe.close()
  }
}

/**
 * Security headers, with a Content-Security-Policy that the H5 app and the docs page live within. Scripts
 * come from this origin only; the H5 page's own inline scripts are allowed by their hashes, no other inline script.
 */
export const helmetPlugin = fp<{ scriptHashes?: string[] }>(
  async (app, { scriptHashes = [] }) => {
    const headers = await helmetHeaders({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // index.html's inline scripts (Taro's root font size, the first screen's language and hand-over): allowed by their hashes alone.
          // res.wx.qq.com: WeChat's JS-SDK (jweixin 1.6.0), which H5 loads only inside WeChat's browser to set what a share shows.
          scriptSrc: ["'self'", 'https://res.wx.qq.com', ...scriptHashes.map((hash) => `'${hash}'`)],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'"],
          // Self-hosted deployments may run on plain http inside a network; do not force https.
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    })
    const entries = Object.entries(headers)
    // On the raw response, as helmet does, so the hijacked event streams (lib/sse.ts) carry them too.
    app.addHook('onRequest', (_request, reply, done) => {
      for (const [name, value] of entries) reply.raw.setHeader(name, value)
      done()
    })
  },
  { name: 'helmet' },
)
