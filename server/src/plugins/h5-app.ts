import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync } from 'fastify'

/**
 * The CSP hashes (`sha256-…`) of the inline scripts in the built H5 app's index.html (Taro's root font-size
 * script), so the page runs without allowing inline scripts in general; none when there is no build.
 */
export function inlineScriptHashes(root: string): string[] {
  const file = path.join(root, 'index.html')
  if (!existsSync(file)) return []
  const html = readFileSync(file, 'utf8')
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map(([, body]) => body!)
    .filter((body) => body.trim().length > 0)
    .map((body) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`)
}

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
    // The build writes .br and .gz beside each file (config/index.ts) at the best settings; those are sent as they are.
    preCompressed: true,
    // Off so that send's own `public, max-age=0` does not replace the header set below (it is applied after setHeaders).
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = /\.[0-9a-f]{8,}\.(js|css)(\.br|\.gz)?$/.test(filePath)
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  app.get('/', async (_request, reply) => reply.redirect('/tarot/h5app/'))
  // Browsers ask the site root for its icon too: the app's own, as the page links it.
  if (existsSync(path.join(root, 'favicon.ico'))) {
    app.get('/favicon.ico', async (_request, reply) => reply.sendFile('favicon.ico', root))
  }
  // Without the slash the page's relative asset paths would resolve one level up: send the browser to the slash.
  app.get('/tarot/h5app', async (request, reply) => reply.redirect(`/tarot/h5app/${request.url.slice('/tarot/h5app'.length)}`))
}
