import type { SendResult, SubscribeMessage, WechatApi } from './wechat-api'

/** A token is renewed this long before WeChat says it expires, so a call never carries one that just lapsed. */
const RENEW_BEFORE_MS = 5 * 60 * 1000
/** WeChat's answers for an access token that is not (or no longer) valid: fetch a new one and try once more. */
const TOKEN_INVALID = new Set([40001, 40014, 42001])

interface StableToken {
  access_token?: string
  expires_in?: number
  errcode?: number
  errmsg?: string
}

/**
 * The mini-program's server API over HTTPS. The access token comes from the stable-token call
 * (`POST /cgi-bin/stable_token`, which gives every caller the same token while it lasts, so several instances do not
 * invalidate each other's as `/cgi-bin/token` would), cached in the process until near its expiry; one refresh at a
 * time. A send refused for its token (40001, 42001) forces a new token and is tried once more.
 */
export class HttpWechatApi implements WechatApi {
  readonly name = 'wechat'
  private token: { value: string; renewAt: number } | null = null
  private fetching: Promise<string> | null = null

  constructor(
    private readonly options: { apiBase: string; appId: string; appSecret: string; now: () => number; fetch?: typeof fetch },
  ) {}

  private get fetch() {
    return this.options.fetch ?? fetch
  }

  private async post<T>(path: string, body: unknown): Promise<T> {
    const response = await this.fetch(`${this.options.apiBase}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`WeChat ${path.split('?')[0]} answered HTTP ${response.status}`)
    return (await response.json()) as T
  }

  /** The cached token, or a new one from the stable-token call (`forceRefresh` when WeChat refused the cached one). */
  async accessToken(forceRefresh = false): Promise<string> {
    if (!forceRefresh && this.token && this.options.now() < this.token.renewAt) return this.token.value
    if (this.fetching) return this.fetching
    this.fetching = (async () => {
      const answer = await this.post<StableToken>('/cgi-bin/stable_token', {
        grant_type: 'client_credential',
        appid: this.options.appId,
        secret: this.options.appSecret,
        force_refresh: forceRefresh,
      })
      if (!answer.access_token || !answer.expires_in) throw new Error(`WeChat stable_token refused: ${answer.errcode ?? '?'} ${answer.errmsg ?? ''}`)
      this.token = { value: answer.access_token, renewAt: this.options.now() + answer.expires_in * 1000 - RENEW_BEFORE_MS }
      return answer.access_token
    })().finally(() => {
      this.fetching = null
    })
    return this.fetching
  }

  async sendSubscribeMessage(message: SubscribeMessage): Promise<SendResult> {
    const send = async (token: string) =>
      this.post<{ errcode?: number; errmsg?: string }>(`/cgi-bin/message/subscribe/send?access_token=${encodeURIComponent(token)}`, {
        touser: message.openId,
        template_id: message.templateId,
        page: message.page,
        data: message.data,
        miniprogram_state: 'formal',
        lang: 'zh_CN',
      })
    let answer = await send(await this.accessToken())
    if (answer.errcode && TOKEN_INVALID.has(answer.errcode)) answer = await send(await this.accessToken(true))
    return !answer.errcode ? { ok: true } : { ok: false, errcode: answer.errcode, errmsg: answer.errmsg ?? '' }
  }
}
