import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync } from 'fastify'

/** The resources host (spec §7): binary files such as card art under /res/, cached for a day. */
export const resourcesPlugin: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  await app.register(fastifyStatic, {
    root,
    prefix: '/res/',
    decorateReply: false,
    index: false,
    // Off, or @fastify/send writes its own `public, max-age=0` after ours and every card is revalidated on every view.
    cacheControl: false,
    setHeaders(res) {
      res.setHeader('cache-control', 'public, max-age=86400')
    },
  })
}
