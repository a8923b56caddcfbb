import fp from 'fastify-plugin'

/**
 * A POST with a JSON content type and no body (some clients send one for a bodiless call) counts as `{}`;
 * anything else goes through Fastify's own parser, which refuses prototype poisoning.
 */
export const jsonBodyPlugin = fp(
  async (app) => {
    const parseJson = app.getDefaultJsonParser('error', 'error')
    app.removeContentTypeParser('application/json')
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8')
      if (text.trim() === '') return done(null, {})
      // No text we keep may hold a NUL (PostgreSQL text cannot): refuse it here, the same on both engines.
      if (text.includes('\\u0000') || text.includes('\u0000')) return done(Object.assign(new Error('NUL in body'), { statusCode: 400 }), undefined)
      // Called with `done`, the default parser answers through it; its type also allows a promise, which this style never gets.
      void parseJson(request, text, done)
    })
  },
  { name: 'json-body' },
)
