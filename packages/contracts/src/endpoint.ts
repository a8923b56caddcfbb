import type * as z from 'zod/mini'

/**
 * The shape of the endpoint tables (`endpoints/*.ts`): each REST route the server registers, with its schemas.
 * The server registers every route from its entry and the app calls it through the same entry, so a changed
 * schema fails the typecheck on both sides. Method and path live apart in `paths/*.ts`, free of zod, so the
 * app can import them at run time and take only the schemas' types.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'

/** Where an endpoint is and how its answer comes: its method, its full path (path parameters written `:name`, Fastify's spelling), raw or enveloped. */
export interface Route {
  readonly method: Method
  readonly path: string
  /** The answer is not the envelope: a plain file, text, an image, or another party's protocol. */
  readonly raw?: true
}

export interface Endpoint extends Route {
  readonly params?: z.ZodMiniType
  readonly query?: z.ZodMiniType
  readonly body?: z.ZodMiniType
  /** What `data` holds in the `{ code, message?, data? }` envelope of the HTTP 200 answer; with `raw`, the whole answer (none: not JSON, such as an image). */
  readonly response?: z.ZodMiniType
  /** Answers in other HTTP statuses, each with its schema (400 is also what a failed validation answers). */
  readonly errors?: Readonly<Record<number, z.ZodMiniType>>
  /** The result codes other than 0 this endpoint answers with on purpose (`codes.ts`). */
  readonly codes?: readonly number[]
  /** Limits that are constants (lengths, counts, page sizes), for the app to show and check before sending. */
  readonly limits?: Readonly<Record<string, number>>
}

/** A table of endpoints whose methods and paths are the given paths table's, key for key. */
export type EndpointsOf<P extends Record<string, Route>> = { readonly [K in keyof P]: Endpoint & P[K] }

/** The paths table of an endpoints table: what the app needs at run time to call them. */
export type PathsOf<E extends Record<string, Endpoint>> = { readonly [K in keyof E]: Pick<E[K], Extract<keyof E[K], keyof Route>> }

type Input<S> = S extends z.ZodMiniType ? z.input<S> : never

/** What a call sends: the path parameters, the query and the body, each as its schema takes it; only those the endpoint has. */
export type CallInput<E extends Endpoint> = (E['params'] extends z.ZodMiniType ? { params: Input<E['params']> } : { params?: never }) &
  (E['query'] extends z.ZodMiniType ? { query?: Input<E['query']> } : { query?: never }) &
  (E['body'] extends z.ZodMiniType ? { body: Input<E['body']> } : { body?: never })

/** What a successful call answers: the envelope's `data` (or, for a raw endpoint, the whole answer). */
export type CallData<E extends Endpoint> = E['response'] extends z.ZodMiniType ? z.output<E['response']> : unknown

/** The path with its `:name` parameters filled in (each encoded). */
export function pathWith(path: string, params?: Readonly<Record<string, string | number>>): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined) throw new Error(`${path}: no value for :${name}`)
    return encodeURIComponent(String(value))
  })
}
