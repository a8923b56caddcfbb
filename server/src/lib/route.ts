import type { envelope } from '@tarot/contracts/envelope'
import type { Endpoint } from '@tarot/contracts/endpoint'
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
  RouteShorthandOptions,
} from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type * as z from 'zod/mini'
import { envelopeOf } from '../openapi/components'

type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>

/** The answers by HTTP status: the 200 answer in the envelope unless the entry is raw, then the other statuses; none for an answer without a schema. */
type ResponsesOf<E extends Endpoint> = E['response'] extends z.ZodMiniType
  ? { 200: E['raw'] extends true ? E['response'] : ReturnType<typeof envelope<E['response']>> } & (E['errors'] extends object ? E['errors'] : unknown)
  : unknown

/** The route's schema as Fastify takes it from the entry. */
type SchemaOf<E extends Endpoint> = { params: E['params']; querystring: E['query']; body: E['body']; response: ResponsesOf<E> }

/** What the OpenAPI document says about a route beside its schemas, which come from the entry. */
type Docs = { operationId: string; tags: string[]; summary: string; description?: string }

type Options<E extends Endpoint> = Omit<
  RouteShorthandOptions<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RouteGenericInterface, ContextConfigDefault, SchemaOf<E>, ZodTypeProvider, FastifyBaseLogger>,
  'schema'
> & { schema: Docs }

type Handler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<E>,
  ZodTypeProvider,
  FastifyBaseLogger
>

/**
 * Registers the route of an endpoint table's entry (`@tarot/contracts/endpoints/*`): its method, its path (less the plugin's
 * prefix) and its schemas come from the entry, so the handler's request and answer are typed by the same schemas the app's
 * calls are. The options give the rest: hooks, config, and the document's operation id, tags, summary and description.
 */
export function route<E extends Endpoint>(app: App, entry: E, options: Options<E>, handler: Handler<E>): void {
  // The entry's path is the full one; the plugin registers under its prefix.
  if (!entry.path.startsWith(app.prefix)) throw new Error(`${entry.path} is not under ${app.prefix}`)
  const url = entry.path.slice(app.prefix.length) || '/'
  const schema = {
    ...options.schema,
    ...(entry.params && { params: entry.params }),
    ...(entry.query && { querystring: entry.query }),
    ...(entry.body && { body: entry.body }),
    // A raw answer without a schema (an image) is documented without one.
    ...(entry.response && { response: { 200: entry.raw ? entry.response : envelopeOf(entry.response), ...entry.errors } }),
  }
  app.route({ ...options, method: entry.method, url, schema, handler } as RouteOptions)
}
