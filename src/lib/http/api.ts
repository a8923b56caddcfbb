import { type CallData, type CallInput, type Endpoint, type PathsOf, type Route, pathWith } from '@tarot/contracts/endpoint'
import { type RequestOptions, request } from './client'

/** How a call is made beside what it sends: the credential, and whether errors stay silent. */
export type CallOptions = Pick<RequestOptions, 'auth' | 'silent'>

/** A typed call per endpoint of a table: what it takes and answers comes from the endpoint's schemas. */
export type Client<E extends Record<string, Endpoint>> = {
  readonly [K in keyof E]: (input: CallInput<E[K]> & CallOptions) => Promise<CallData<E[K]>>
}

/**
 * The calls of an endpoint table (`@tarot/contracts/endpoints/*`), from its paths table (`@tarot/contracts/paths/*`).
 * Only the paths are imported at run time; the table is a type (`client<typeof readingEndpoints>(readingPaths)`),
 * so no schema reaches the bundle while a changed schema still fails the typecheck of every call.
 */
export function client<E extends Record<string, Endpoint>>(paths: PathsOf<E>): Client<E> {
  const calls: Record<string, (input: CallInput<Endpoint> & CallOptions) => Promise<unknown>> = {}
  for (const [name, { method, path, raw }] of Object.entries(paths as Record<string, Route>)) {
    calls[name] = ({ params, query, body, auth, silent }) =>
      request({
        url: pathWith(path, params as Record<string, string> | undefined),
        method,
        query: query as RequestOptions['query'],
        // The server refuses an empty body sent as JSON: a POST or PUT without one sends `{}`.
        data: body ?? (method === 'POST' || method === 'PUT' ? {} : undefined),
        auth,
        silent,
        raw,
      })
  }
  return calls as Client<E>
}
