import { type CallData, type CallInput, type Endpoint, type PathsOf, type Route, pathWith } from '@tarot/contracts/endpoint'
import type { consoleDeskEndpoints, consoleEndpoints } from '@tarot/contracts/endpoints/console'
import { consoleDeskPaths, consolePaths } from '@tarot/contracts/paths/console'
import { apiLanguage, clearSession, readSession } from './session'

/** Result codes the console reacts to by itself (packages/contracts/src/codes.ts; only numbers here, to keep the bundle free of schemas). */
export const Codes = {
  ok: 0,
  tokenExpired: 401000,
  signInRequired: 401001,
  signInFailed: 401002,
  forbidden: 403000,
  notFound: 404000,
  conflict: 409000,
  notAllowedNow: 409002,
  rateLimited: 429000,
  /** Not the server's: the request did not get an answer (network down, server gone). */
  network: -1,
} as const

/** A call that did not succeed: the envelope's code and the server's message, in the operator's language. */
export class ConsoleError extends Error {
  readonly code: number
  readonly status: number
  constructor(code: number, message: string, status = 200) {
    super(message)
    this.name = 'ConsoleError'
    this.code = code
    this.status = status
  }
  /** The session is over: signed out elsewhere, expired, or never signed in. */
  get signedOut(): boolean {
    return this.code === Codes.tokenExpired || this.code === Codes.signInRequired
  }
}

export type ConsoleClient<E extends Record<string, Endpoint>> = {
  readonly [K in keyof E]: (input: CallInput<E[K]>) => Promise<CallData<E[K]>>
}

type Query = Record<string, string | number | boolean | undefined>

function queryString(query: Query | undefined): string {
  if (!query) return ''
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** Told when a call finds the session over, so the console can go back to its sign-in page. */
let onSignedOut: () => void = () => {}
export function whenSignedOut(listener: () => void): void {
  onSignedOut = listener
}

async function call(route: Route, input: { params?: unknown; query?: unknown; body?: unknown }): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json', 'tarot-lang': apiLanguage() }
  const session = readSession()
  if (session) headers.authorization = `Bearer ${session.token}`
  const withBody = route.method === 'POST' || route.method === 'PUT'
  if (withBody) headers['content-type'] = 'application/json'
  let res: Response
  try {
    res = await fetch(pathWith(route.path, input.params as Record<string, string> | undefined) + queryString(input.query as Query | undefined), {
      method: route.method,
      headers,
      // The server refuses an empty JSON body: a POST or PUT without one sends `{}`.
      body: withBody ? JSON.stringify(input.body ?? {}) : undefined,
      credentials: 'same-origin',
    })
  } catch {
    throw new ConsoleError(Codes.network, apiLanguage() === 'en' ? 'The server could not be reached.' : '连不上服务器，请检查网络后重试。', 0)
  }
  let envelope: { code?: unknown; message?: unknown; data?: unknown }
  try {
    envelope = (await res.json()) as typeof envelope
  } catch {
    throw new ConsoleError(Codes.network, apiLanguage() === 'en' ? `The server answered ${res.status}.` : `服务器返回了 ${res.status}。`, res.status)
  }
  const code = typeof envelope.code === 'number' ? envelope.code : res.ok ? Codes.ok : res.status * 1000
  if (code !== Codes.ok) {
    const error = new ConsoleError(code, typeof envelope.message === 'string' ? envelope.message : String(code), res.status)
    if (error.signedOut) {
      clearSession()
      onSignedOut()
    }
    throw error
  }
  return envelope.data ?? null
}

/**
 * The console's calls, one per endpoint of `consoleEndpoints`: built at run time from the zod-free paths table and typed by the
 * endpoints table, so a changed schema fails the console's typecheck while no schema reaches its bundle.
 */
export function consoleClient<E extends Record<string, Endpoint>>(paths: PathsOf<E>): ConsoleClient<E> {
  const calls: Record<string, (input: { params?: unknown; query?: unknown; body?: unknown }) => Promise<unknown>> = {}
  for (const [name, route] of Object.entries(paths as Record<string, Route>)) calls[name] = (input) => call(route, input ?? {})
  return calls as ConsoleClient<E>
}

/** Both tables: sign-in, operators, the log and orders (`consoleEndpoints`); feedback, people, moderation and content (`consoleDeskEndpoints`). */
export const api = {
  ...consoleClient<typeof consoleEndpoints>(consolePaths),
  ...consoleClient<typeof consoleDeskEndpoints>(consoleDeskPaths),
}
