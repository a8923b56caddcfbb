import Taro from '@tarojs/taro'
import { ResultCode } from '@tarot/contracts/codes'
import { useSession } from '@/stores/session'
import { currentLanguage, t } from '@/lib/i18n/i18n'
import { isOffline } from '@/lib/platform/environment'
import { showToast } from '@/lib/ui/toast'
import { API_BASE } from './hosts'
import { normalizeMethod } from './method'
import { type ErrorMessageKey, type NetworkFailure, NetworkCode, messageKeyForNetworkCode, networkCodeOf } from './network-errors'
import { deviceRegion } from '@/lib/platform/device-region'

/** Spec §9: 60 s for every request. */
export const REQUEST_TIMEOUT_MS = 60_000

export interface RequestOptions {
  url: string
  method?: string
  data?: unknown
  query?: Record<string, string | number | undefined>
  /** 'any' sends the user token, or the guest token when there is none; 'user' only the user token; 'none' nothing. */
  auth?: 'any' | 'user' | 'none'
  /** Errors are shown as a toast unless silent. */
  silent?: boolean
  /** The answer is a plain file (the data host's JSON), not the `{ code, data }` envelope. */
  raw?: boolean
}

export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: 'network' | 'code' | 'http',
    readonly code?: number,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/**
 * A request that got no answer (not one the server answered, not one the user cancelled): 'offline'
 * when the device says it has no network, 'timeout' when it waited in vain, otherwise 'unreachable'.
 * Each is also the key of its message under `errors.`.
 */
export function connectionProblem(error: unknown): 'offline' | 'timeout' | 'unreachable' | null {
  if (!(error instanceof ApiError) || error.kind !== 'network' || error.code === NetworkCode.abort) return null
  if (isOffline()) return 'offline'
  return error.code === NetworkCode.timeout ? 'timeout' : 'unreachable'
}

type Reauthorize = () => Promise<boolean>
let reauthorize: Reauthorize = async () => false

/** The session module registers how to log in again after a 401000 (kept out of here to avoid an import cycle). */
export function setReauthorizer(fn: Reauthorize): void {
  reauthorize = fn
}

/** Clears the expired token and logs in again once (spec §8, 401000); for callers outside `request`, such as streams. */
export async function renewSession(): Promise<boolean> {
  useSession.getState().clearToken()
  return reauthorize()
}

export function buildUrl(url: string, query?: RequestOptions['query']): string {
  const base = /^https?:\/\//.test(url) ? url : `${API_BASE}${url}`
  if (!query) return base
  const parts = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
  return parts.length ? `${base}${base.includes('?') ? '&' : '?'}${parts.join('&')}` : base
}

export function requestHeaders(auth: RequestOptions['auth'] = 'any', method = 'GET'): Record<string, string> {
  const { token, uken } = useSession.getState()
  const headers: Record<string, string> = { 'tarot-lang': currentLanguage() }
  const region = deviceRegion()
  if (region) headers['tarot-region'] = region
  const credential = auth === 'none' ? '' : auth === 'user' ? token : token || uken
  if (credential) headers['tarot-token'] = credential
  if (method === 'POST' || method === 'PUT') headers['content-type'] = 'application/json'
  return headers
}

interface Envelope<T> {
  code: number
  message?: string
  data?: T
}

async function send<T>(options: RequestOptions): Promise<{ status: number; body: Envelope<T> }> {
  const method = normalizeMethod(options.method)
  try {
    const res = await Taro.request<Envelope<T>>({
      url: buildUrl(options.url, options.query),
      method,
      data: options.data as Record<string, unknown> | undefined,
      header: requestHeaders(options.auth, method),
      timeout: REQUEST_TIMEOUT_MS,
      dataType: 'json',
    })
    return { status: res.statusCode, body: res.data }
  } catch (failure) {
    const key = messageKeyForNetworkCode(networkCodeOf(failure as NetworkFailure))
    throw new ApiError(key ? t(key) : '', 'network', networkCodeOf(failure as NetworkFailure))
  }
}

function fail(options: RequestOptions, error: ApiError): never {
  if (!options.silent && error.message) showToast(error.message)
  throw error
}

/**
 * One request through the REST envelope. Returns `data` on code 0. On 401000
 * (spec §8) the token is cleared, a new login is tried once and the call retried once.
 */
export async function request<T>(options: RequestOptions): Promise<T> {
  let attempt = 0
  for (;;) {
    let result: Awaited<ReturnType<typeof send<T>>>
    try {
      result = await send<T>(options)
    } catch (error) {
      return fail(options, error as ApiError)
    }
    const { status, body } = result
    if (options.raw && status >= 200 && status < 300 && body && typeof body === 'object') return body as T
    if (body && typeof body === 'object' && typeof body.code === 'number') {
      if (body.code === ResultCode.ok) return body.data as T
      if (body.code === ResultCode.tokenExpired && attempt === 0) {
        attempt += 1
        if (await renewSession()) continue
      }
      const key: ErrorMessageKey = status >= 500 ? 'errors.server' : 'errors.unknown'
      return fail(options, new ApiError(body.message || t(key), 'code', body.code))
    }
    return fail(options, new ApiError(t(status >= 500 ? 'errors.server' : 'errors.fetchFailed'), 'http', status))
  }
}
