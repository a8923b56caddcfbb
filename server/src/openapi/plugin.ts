import swagger, { type StaticDocumentSpec } from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyPluginAsync } from 'fastify'
import fp from 'fastify-plugin'
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { buildOpenApiDocument } from './document'

/** Where the docs live: the UI at the prefix, the document at `/json` (and `/yaml`) under it. */
export const DOCS_PREFIX = '/tarot/rest/docs'

/**
 * The API's OpenAPI 3.1 document and a Swagger UI page to read it and try calls.
 * The document is built from the shared contracts (`./document.ts`) and served as is
 * (static mode): routes keep validating with zod themselves, so their errors stay
 * localized envelopes. Swagger UI's scripts and styles are same-origin files of
 * `@fastify/swagger-ui`, so the app's Content-Security-Policy lets the page load.
 */
export const docsPlugin: FastifyPluginAsync = fp(async (app) => {
  // Route schemas are zod schemas from the shared contracts: they validate requests and serialize answers.
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // The plugin's typings know OpenAPI 2 and 3.0 documents; static mode serves any document it is given.
  const document = buildOpenApiDocument() as unknown as StaticDocumentSpec['document']
  await app.register(swagger, { mode: 'static', specification: { document } })
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    theme: { title: 'AI Tarot API' },
    uiConfig: { docExpansion: 'list', deepLinking: true, displayRequestDuration: true },
  })
})
