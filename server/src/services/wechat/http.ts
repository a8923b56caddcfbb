/**
 * One HTTP call to WeChat's server API (api.weixin.qq.com), with a time limit, and every way it can go wrong turned
 * into a `WechatApiError`. WeChat answers HTTP 200 with `{ errcode, errmsg }` for its own errors, JSON on success, and
 * an image for a mini-program code; anything else (an HTML error page, half a body, a stall) is the upstream failing.
 */

/** Why a WeChat call failed. `wechat`: WeChat answered with a non-zero `errcode`. */
export type WechatFailure = 'timeout' | 'network' | 'http' | 'malformed' | 'wechat'

/** `errcode`s meaning the access token used is no longer valid: 40001 invalid (replaced or revoked), 42001 expired. */
export const STALE_TOKEN_ERRCODES: readonly number[] = [40001, 42001]

/** `errcode`s worth trying again later: -1 system busy, 45009 the daily call quota reached, 45011 calling too often. */
const RETRYABLE_ERRCODES: readonly number[] = [-1, 45009, 45011]

/** A failed WeChat call. The message names the API and WeChat's own `errcode`/`errmsg`; never a token, secret or URL query. */
export class WechatApiError extends Error {
  constructor(
    readonly api: string,
    readonly failure: WechatFailure,
    readonly errcode: number | null = null,
    readonly errmsg: string | null = null,
    /** HTTP status when one came back, else 0. */
    readonly status = 0,
  ) {
    super(`WeChat ${api}: ${failure === 'wechat' ? `errcode ${errcode} ${errmsg ?? ''}`.trim() : failure}${status && failure === 'http' ? ` ${status}` : ''}`)
    this.name = 'WechatApiError'
  }

  /** The access token was refused as invalid or expired (the caller refreshes it once and tries again). */
  get staleToken(): boolean {
    return this.failure === 'wechat' && this.errcode !== null && STALE_TOKEN_ERRCODES.includes(this.errcode)
  }

  /** Whether the same call may succeed later (a stall, a dropped connection, a busy or rate-limited WeChat). */
  get retryable(): boolean {
    if (this.failure === 'wechat') return this.errcode !== null && RETRYABLE_ERRCODES.includes(this.errcode)
    if (this.failure === 'http') return this.status >= 500 || this.status === 429
    return this.failure !== 'malformed'
  }
}

/** What a successful call brought back: WeChat's JSON object (errcode 0 or absent), or the bytes of an image. */
export type WechatAnswer = { kind: 'json'; body: Record<string, unknown> } | { kind: 'image'; contentType: string; bytes: Buffer }

export interface WechatHttpOptions {
  apiBase: string
  timeoutMs: number
  fetch?: typeof fetch
}

/** Longest answer read (a mini-program code is tens of kilobytes; a JSON answer far less). */
const MAX_ANSWER_BYTES = 4 * 1024 * 1024

export class WechatHttp {
  private readonly fetchImpl: typeof fetch

  constructor(private readonly options: WechatHttpOptions) {
    this.fetchImpl = options.fetch ?? fetch
  }

  get(api: string, path: string, query: Record<string, string>): Promise<WechatAnswer> {
    return this.call(api, path, query, undefined)
  }

  post(api: string, path: string, query: Record<string, string>, body: unknown): Promise<WechatAnswer> {
    return this.call(api, path, query, body)
  }

  /** A call that must answer JSON (every API but the mini-program code); `timeoutMs` in place of the client's own limit. */
  async json(api: string, path: string, query: Record<string, string>, body?: unknown, timeoutMs?: number): Promise<Record<string, unknown>> {
    const answer = await this.call(api, path, query, body, timeoutMs)
    if (answer.kind !== 'json') throw new WechatApiError(api, 'malformed')
    return answer.body
  }

  private async call(api: string, path: string, query: Record<string, string>, body: unknown, timeoutMs = this.options.timeoutMs): Promise<WechatAnswer> {
    const url = new URL(path, this.options.apiBase)
    url.search = new URLSearchParams(query).toString()
    // One time limit covers connecting, the headers and reading the whole body.
    const signal = AbortSignal.timeout(timeoutMs)
    let res: Response
    let bytes: Buffer
    try {
      res = await this.fetchImpl(url, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        // WeChat reads the body as UTF-8 JSON; Chinese template values go as they are.
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      })
      bytes = await readLimited(res)
    } catch (error) {
      throw new WechatApiError(api, signal.aborted ? 'timeout' : error instanceof AnswerTooLarge ? 'malformed' : 'network')
    }
    if (!res.ok) throw new WechatApiError(api, 'http', null, null, res.status)

    const contentType = (res.headers.get('content-type') ?? '').toLowerCase()
    if (contentType.startsWith('image/')) {
      if (!isImage(bytes)) throw new WechatApiError(api, 'malformed', null, null, res.status)
      return { kind: 'image', contentType: contentType.split(';')[0]!.trim(), bytes }
    }
    // WeChat labels its JSON inconsistently (application/json, text/plain); the body decides.
    let parsed: unknown
    try {
      parsed = JSON.parse(bytes.toString('utf8'))
    } catch {
      throw new WechatApiError(api, 'malformed', null, null, res.status)
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new WechatApiError(api, 'malformed', null, null, res.status)
    const answer = parsed as Record<string, unknown>
    const errcode = answer.errcode
    if (errcode !== undefined && errcode !== 0) {
      if (typeof errcode !== 'number') throw new WechatApiError(api, 'malformed', null, null, res.status)
      throw new WechatApiError(api, 'wechat', errcode, typeof answer.errmsg === 'string' ? answer.errmsg.slice(0, 200) : null, res.status)
    }
    return { kind: 'json', body: answer }
  }
}

class AnswerTooLarge extends Error {}

async function readLimited(res: Response): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length'))
  if (declared > MAX_ANSWER_BYTES) throw new AnswerTooLarge()
  if (!res.body) return Buffer.alloc(0)
  // Typed `ReadableStream<any>` by Node's types; fetch bodies are bytes.
  const reader = (res.body as ReadableStream<Uint8Array>).getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel()
      throw new AnswerTooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff])

/** A mini-program code comes as PNG (or JPEG); other bytes under an image type are a broken answer. */
function isImage(bytes: Buffer): boolean {
  return bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.subarray(0, 3).equals(JPEG_SIGNATURE)
}

/** A field WeChat must have sent as a non-empty string. */
export function requiredString(api: string, body: Record<string, unknown>, key: string): string {
  const value = body[key]
  if (typeof value !== 'string' || value === '') throw new WechatApiError(api, 'malformed')
  return value
}

/** `expires_in` (seconds) as WeChat sends it; a missing or odd value is a broken answer. */
export function expiresInSeconds(api: string, body: Record<string, unknown>): number {
  const value = body.expires_in
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) throw new WechatApiError(api, 'malformed')
  return value
}
