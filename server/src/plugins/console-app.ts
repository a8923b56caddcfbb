import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'

const PREFIX = '/tarot/console/'
/** Where index.html says the style nonce is (console/index.html); the console's style cache reads it from there (console/src/main.tsx). */
const NONCE_PLACEHOLDER = '__CSP_NONCE__'

/**
 * The console's own Content-Security-Policy, apart from the H5 app's (plugins/helmet.ts): it replaces that one on every
 * answer under /tarot/console/.
 * - Scripts: this origin only, no inline script at all (the Vite build has none: console/vite.config.ts turns off the one it would add).
 * - Styles: MUI draws its styles with emotion, which writes them into `<style>` elements at run time, so a style-src of 'self' alone
 *   breaks every component. Rather than 'unsafe-inline', each index.html answer carries a fresh nonce that emotion puts on the elements
 *   it makes: a `<style>` smuggled into the page some other way does not apply. (React's `style` props go through the CSSOM, which a
 *   CSP does not govern, so no 'unsafe-inline' is needed for them either.)
 * - Images: this origin and `data:` (the operator's TOTP QR code is drawn into a data URL in the page).
 * - Calls: this origin only; the page may not be framed, nor post forms anywhere.
 */
export function consoleCsp(nonce?: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    nonce ? `style-src 'self' 'nonce-${nonce}'` : "style-src 'self'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * Serves the built console (console/dist) at /tarot/console/. Vite's hashed files under assets/ are cached for a year;
 * index.html is made per answer (its nonce) and never cached, so a release shows up at once.
 */
export const consoleAppPlugin: FastifyPluginAsync<{ root: string }> = async (app, { root }) => {
  const indexFile = path.join(root, 'index.html')
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null

  // Hooks of this plugin's context run after the root's (helmet's), so this policy is the one sent under /tarot/console/.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.raw.setHeader('content-security-policy', consoleCsp())
    done()
  })

  await app.register(fastifyStatic, {
    root,
    prefix: PREFIX,
    // index.html is answered below, with its nonce.
    index: false,
    redirect: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.startsWith(path.join(root, 'assets') + path.sep)
      res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })

  const index = async (_request: unknown, reply: FastifyReply) => {
    if (!indexHtml) return reply.code(404).type('text/plain').send('the console is not built: npm run build:console')
    const nonce = randomBytes(16).toString('base64')
    reply.raw.setHeader('content-security-policy', consoleCsp(nonce))
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml.replaceAll(NONCE_PLACEHOLDER, nonce))
  }
  app.get(PREFIX, index)
  app.get(`${PREFIX}index.html`, index)
  // Without the slash the page's relative asset paths would resolve one level up: send the browser to the slash.
  app.get('/tarot/console', async (request, reply) => reply.redirect(`${PREFIX}${request.url.slice('/tarot/console'.length)}`))
}
