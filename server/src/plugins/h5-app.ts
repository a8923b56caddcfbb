import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync } from 'fastify'

/**
 * Serves the built H5 app under /tarot/h5app/. File names with a content hash
 * are cached for a year; index.html is always revalidated so a release shows up at once.
 */
export const h5AppPlugin: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  await app.register(fastifyStatic, {
    root,
    prefix: '/tarot/h5app/',
    index: ['index.html'],
    redirect: true,
    setHeaders(res, filePath) {
      const hashed = /\.[0-9a-f]{8,}\.(js|css)$/.test(filePath)
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  app.get('/', async (_request, reply) => reply.redirect('/tarot/h5app/'))
  // Without the slash the page's relative asset paths would resolve one level up: send the browser to the slash.
  app.get('/tarot/h5app', async (request, reply) => reply.redirect(`/tarot/h5app/${request.url.slice('/tarot/h5app'.length)}`))
}
