import { type WechatHttp, WechatApiError, expiresInSeconds, requiredString } from './http'

/** An app's credentials: the mini-program (WECHAT_APP_ID) or the official account behind H5 (WECHAT_H5_APP_ID). */
export interface WechatAppCredentials {
  appId: string
  secret: string
}

/** A token is used until this long before WeChat says it expires (or half its life, if that is shorter). */
const REFRESH_MARGIN_MS = 5 * 60_000

/**
 * WeChat lets an app force a new stable token 20 times a day, at least 30 seconds apart. Within that time of the last
 * forced refresh, a refused token is reported, not refreshed again.
 */
export const FORCED_REFRESH_INTERVAL_MS = 30_000

/** How long a value that WeChat says lives `expiresInS` seconds is used from `nowMs`. */
export function usableUntil(nowMs: number, expiresInS: number): number {
  const lifeMs = expiresInS * 1000
  return nowMs + lifeMs - Math.min(REFRESH_MARGIN_MS, lifeMs / 2)
}

/**
 * One app's access token through WeChat's stable-token call (`POST /cgi-bin/stable_token`), cached until shortly
 * before it expires. Concurrent callers share one fetch. The stable token is the same for every caller until WeChat
 * renews it, so any number of server instances may each keep their own copy without invalidating each other.
 * `force_refresh` (which has a daily limit) is used only when an API refused the token (`withToken`).
 */
export class AccessToken {
  private cached: { token: string; usableUntil: number } | undefined
  private pending: Promise<string> | undefined
  private lastForcedAt = Number.NEGATIVE_INFINITY

  constructor(
    readonly credentials: WechatAppCredentials,
    private readonly http: WechatHttp,
    private readonly now: () => number,
  ) {}

  get appId(): string {
    return this.credentials.appId
  }

  /** A token believed valid: the cached one, or the fetch under way, or a new fetch. */
  get(): Promise<string> {
    if (this.cached && this.now() < this.cached.usableUntil) return Promise.resolve(this.cached.token)
    return this.pending ?? this.fetch(false)
  }

  /**
   * Runs `call` with the token; when WeChat refuses the token (errcode 40001 or 42001), gets a new one (forcing it
   * only if nobody else has replaced that token yet) and runs `call` once more. Any other failure is thrown as it came.
   */
  async withToken<T>(call: (token: string) => Promise<T>): Promise<T> {
    const token = await this.get()
    try {
      return await call(token)
    } catch (error) {
      if (!(error instanceof WechatApiError && error.staleToken)) throw error
      return call(await this.replace(token, error))
    }
  }

  /** A token other than `stale`: one another caller already fetched, or a forced new one. */
  private async replace(stale: string, refusal: WechatApiError): Promise<string> {
    if (this.pending) {
      const fetched = await this.pending
      if (fetched !== stale) return fetched
    }
    if (this.cached && this.cached.token !== stale && this.now() < this.cached.usableUntil) return this.cached.token
    if (this.now() - this.lastForcedAt < FORCED_REFRESH_INTERVAL_MS) throw refusal
    this.lastForcedAt = this.now()
    this.cached = undefined
    return this.fetch(true)
  }

  private fetch(forceRefresh: boolean): Promise<string> {
    const fetching = this.request(forceRefresh).finally(() => {
      if (this.pending === fetching) this.pending = undefined
    })
    this.pending = fetching
    return fetching
  }

  private async request(forceRefresh: boolean): Promise<string> {
    const { appId, secret } = this.credentials
    const body = await this.http.json('stable_token', '/cgi-bin/stable_token', {}, { grant_type: 'client_credential', appid: appId, secret, force_refresh: forceRefresh })
    const token = requiredString('stable_token', body, 'access_token')
    this.cached = { token, usableUntil: usableUntil(this.now(), expiresInSeconds('stable_token', body)) }
    return token
  }
}
