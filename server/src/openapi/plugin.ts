import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { LANGUAGES } from '@tarot/core/language'
import type { FastifyPluginAsync, FastifySchema } from 'fastify'
import fp from 'fastify-plugin'
import { createJsonSchemaTransform, createJsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { type Access, routeAccess } from '../plugins/identity'
import { APP_VERSION } from '../routes/health'
import { components } from './components'
import { DESCRIPTION, SSE_FORMAT, TAGS } from './description'
import { DOCS_CSS } from './docs-theme'
import type { EventStream } from './streams'

/** Where the docs live: the UI at the prefix, the document at `/json` (and `/yaml`) under it. */
export const DOCS_PREFIX = '/tarot/rest/docs'

type JsonObject = Record<string, unknown>
type Operation = { operationId?: string; parameters?: unknown[]; responses?: Record<string, JsonObject>; description?: string }

/** What the document adds to an operation beyond its schema: found while each route is transformed, applied to the whole. */
interface OperationNotes {
  events?: EventStream
  rateLimit?: string
  validates: boolean
}

const ACCESS_NOTES: Record<Access, string> = {
  token: '',
  user: 'Needs a signed-in user (a guest gets `401001`).',
  reader: 'Only for readers (anyone else gets `403005`).',
  operator: "Back office only: an operator's console token (`authorization: Bearer …`) holding the permission the route names (`403000` otherwise).",
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const responseRef = (name: string) => ({ $ref: `#/components/responses/${name}` })
const json = (schema: JsonObject) => ({ 'application/json': { schema } })

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The rate-limit sentence of a route whose limits are kept in hooks of their own (the OpenAPI document shows it, with a 429 answer). */
    rateLimitNote?: string
  }
}

/** The route's rate-limit sentence: its own `rateLimitNote` (a limit kept in a hook of its own), or the one its `rateLimit` config reads as. */
function rateLimitOf(config: unknown): string | undefined {
  const { rateLimit: limit, rateLimitNote } = (config ?? {}) as { rateLimit?: { max?: number; timeWindow?: string }; rateLimitNote?: string }
  if (rateLimitNote) return rateLimitNote
  return limit?.max ? `Rate limit: ${limit.max} per ${(limit.timeWindow ?? 'minute').replace(/^1 /, '')}, counted per user (or per address without a token).` : undefined
}

/**
 * The library names every registered schema twice, as the server reads it (`XInput`) and as it
 * answers (`X`). Keep the forms the operations use, under the plain name where only one is used:
 * a request body is `DrawRequest`, an answer `ReadingViewResponse`.
 */
function keepUsedSchemas(document: JsonObject): JsonObject {
  const { components: parts, ...rest } = document as { components: { schemas: Record<string, unknown> } }
  const { schemas, ...otherParts } = parts
  const refsIn = (value: unknown) => [...JSON.stringify(value).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map(([, name]) => name!)
  const used = new Set<string>()
  const visit = (names: string[]) => {
    for (const name of names) {
      if (used.has(name) || !schemas[name]) continue
      used.add(name)
      visit(refsIn(schemas[name]))
    }
  }
  visit(refsIn({ ...rest, components: otherParts }))
  let text = JSON.stringify({ ...rest, components: { ...otherParts, schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))) } })
  for (const name of used) {
    const plain = name.endsWith('Input') ? name.slice(0, -'Input'.length) : null
    if (plain && !used.has(plain)) text = text.replaceAll(`"#/components/schemas/${name}"`, `"#/components/schemas/${plain}"`).replace(`"${name}":{`, `"${plain}":{`)
  }
  const kept = JSON.parse(text) as JsonObject
  for (const schema of Object.values((kept.components as { schemas: Record<string, JsonObject> }).schemas)) {
    delete schema.$schema
    delete schema.$id
  }
  return kept
}

/** The finishing touches every operation gets: the language header, the standard failures, the event streams. */
function finishOperations(document: JsonObject, notes: Map<string, OperationNotes>): void {
  // Fastify's wildcard (`/local/*`) is a parameter named `*`; the document calls it `path`.
  document.paths = Object.fromEntries(Object.entries(document.paths as Record<string, unknown>).map(([path, item]) => [path.replace('{*}', '{path}'), item]))
  for (const item of Object.values(document.paths as Record<string, Record<string, Operation>>)) {
    for (const operation of Object.values(item)) {
      for (const parameter of (operation.parameters ?? []) as { name?: string; in?: string; description?: string }[]) {
        if (parameter.in === 'path' && parameter.name === '*') Object.assign(parameter, { name: 'path', description: 'The path under `/local/`, slashes included' })
      }
      const note = notes.get(operation.operationId ?? '')
      operation.parameters = [...(operation.parameters ?? []), { $ref: '#/components/parameters/TarotLang' }]
      const responses = (operation.responses ??= {})
      const ok = responses['200']
      if (ok) {
        const envelope = JSON.stringify(ok).includes('Response"')
        ok.description = envelope ? 'The envelope: `code` 0 with `data`, or a handled failure (a code and a message) in HTTP 200.' : 'The file, as JSON (no envelope).'
        if (note?.events) {
          const { events, example } = note.events
          ok.description = `\`text/event-stream\`; before the stream opens, a JSON envelope. ${SSE_FORMAT}`
          ok.content = {
            'text/event-stream': {
              schema: { type: 'string', description: 'Server-sent events; the `data` of each event is described by `x-events`.' },
              example: `${example}\n`,
              'x-events': Object.fromEntries(Object.entries(events).map(([event, schema]) => [event, ref(components.get(schema)!.id)])),
            },
            ...(ok.content as JsonObject | undefined),
          }
        }
      }
      for (const [status, name] of [
        ['400', 'BadRequest'],
        ['404', 'NotFound'],
      ] as const) {
        if (responses[status] || (status === '400' && note?.validates)) responses[status] = responseRef(name)
      }
      if (note?.rateLimit) responses['429'] = responseRef('RateLimited')
      responses['500'] = responseRef('ServerError')
    }
  }
}

/**
 * The API's OpenAPI 3.1 document, generated from the route schemas (zod schemas from
 * `packages/contracts`, converted by the zod type provider), and a Swagger UI page to read it and
 * try calls. Who may call comes from each route's access hook, limits from its rate-limit config.
 * Swagger UI's scripts and styles are same-origin files of `@fastify/swagger-ui`, so the app's
 * Content-Security-Policy lets the page load.
 */
export const docsPlugin: FastifyPluginAsync = fp(async (app) => {
  // Route schemas are zod schemas from the shared contracts: they validate requests and serialize answers.
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  const zodTransform = createJsonSchemaTransform({ schemaRegistry: components, skipList: [] })
  const zodComponents = createJsonSchemaTransformObject({ schemaRegistry: components })
  const notes = new Map<string, OperationNotes>()

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'AI Tarot API', version: APP_VERSION, description: DESCRIPTION },
      tags: TAGS,
      components: {
        securitySchemes: {
          operatorBearer: { type: 'http', scheme: 'bearer', description: "An operator's console token (`POST /tarot/rest/console/session`)." },
          tarotToken: { type: 'apiKey', in: 'header', name: 'tarot-token', description: 'A user token (`POST /tarot/rest/login/sign-in`) or a guest token (`POST /tarot/rest/login/user`).' },
        },
        parameters: {
          TarotLang: {
            name: 'tarot-lang',
            in: 'header',
            required: false,
            description:
              'The language of messages and content. Other tags are mapped (`zh-cn` → Simplified, other `zh…` → Traditional, anything else → English); without it, `Accept-Language`, else Simplified Chinese.',
            schema: { type: 'string', enum: [...LANGUAGES] },
          },
        },
        responses: {
          BadRequest: { description: "`400000`: the request is not valid; `message` says what, in the caller's language.", content: json(ref('FailureEnvelope')) },
          NotFound: { description: "`404000`: not found (another user's reading looks the same).", content: json(ref('FailureEnvelope')) },
          RateLimited: { description: '`429000`: too many requests.', content: json(ref('FailureEnvelope')) },
          ServerError: { description: '`500000`: an unknown error on the server.', content: json(ref('FailureEnvelope')) },
        },
      },
    },
    transform: (input) => {
      const { route } = input
      // A prefix's '/' route (e.g. feedback's) is documented without its trailing slash.
      const url = input.url.length > 1 ? input.url.replace(/\/$/, '') : input.url
      const schema = input.schema as (FastifySchema & { hide?: boolean; operationId?: string; description?: string }) | undefined
      // File hosts (card art, the H5 app) and the docs themselves are not operations.
      if (!schema || schema.hide) return { schema: { hide: true }, url }
      const access = routeAccess(route.preValidation)
      const rateLimit = rateLimitOf(route.config)
      notes.set(schema.operationId ?? '', {
        events: route.config?.events,
        rateLimit,
        validates: Boolean(schema.body ?? schema.params ?? schema.querystring),
      })
      const transformed = zodTransform({ ...input, schema }).schema as JsonObject
      const description = [schema.description, rateLimit ?? '', access ? ACCESS_NOTES[access] : ''].filter(Boolean).join('\n\n')
      return { schema: { ...transformed, description, security: access === 'operator' ? [{ operatorBearer: [] }] : access ? [{ tarotToken: [] }] : [] }, url }
    },
    transformObject: (input) => {
      const document = zodComponents(input) as JsonObject
      finishOperations(document, notes)
      return keepUsedSchemas(document)
    },
  })
  // The page and its document are off in production unless API_DOCS=true (see config).
  if (!app.config.apiDocs) return
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    theme: { title: 'AI Tarot API', css: [{ filename: 'docs.css', content: DOCS_CSS }] },
    uiConfig: { docExpansion: 'list', deepLinking: true, displayRequestDuration: true },
  })
})
