import { createHash, randomBytes } from 'node:crypto'
import { type AccessToken, usableUntil } from './access-token'
import { type WechatHttp, expiresInSeconds, requiredString } from './http'

/** What `wx.config` needs (besides the list of APIs the page uses) to enable the JS-SDK on one page. */
export interface JsSdkConfig {
  appId: string
  /** Unix seconds. */
  timestamp: number
  nonceStr: string
  signature: string
}

/**
 * WeChat's JS-SDK signature: SHA-1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` (fields in that order, values
 * unescaped), where the URL is the page's full address without its `#fragment`.
 */
export function jsapiSignature({ ticket, nonceStr, timestamp, url }: { ticket: string; nonceStr: string; timestamp: number; url: string }): string {
  return createHash('sha1').update(`jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`).digest('hex')
}

/** The page address as WeChat signs it: as the browser shows it, without the fragment. A RangeError when it is not an http(s) address. */
export function signedPageUrl(pageUrl: string): string {
  let parsed: URL
  try {
    parsed = new URL(pageUrl)
  } catch {
    throw new RangeError('the JS-SDK signs an absolute page address')
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new RangeError('the JS-SDK signs an http(s) page address')
  // Cut the text rather than re-serialise the URL: the browser's own spelling (its query's escapes) is what WeChat checks.
  const hash = pageUrl.indexOf('#')
  return hash === -1 ? pageUrl : pageUrl.slice(0, hash)
}

/**
 * The official account's `jsapi_ticket` (`GET /cgi-bin/ticket/getticket?type=jsapi`), cached until shortly before it
 * expires (2 hours), one fetch at a time, and the signature of a page with it.
 */
export class JsSdkSigner {
  private cached: { ticket: string; usableUntil: number } | undefined
  private pending: Promise<string> | undefined

  constructor(
    private readonly token: AccessToken,
    private readonly http: WechatHttp,
    private readonly now: () => number,
    private readonly nonce: () => string = () => randomBytes(12).toString('base64url'),
  ) {}

  ticket(): Promise<string> {
    if (this.cached && this.now() < this.cached.usableUntil) return Promise.resolve(this.cached.ticket)
    if (this.pending) return this.pending
    const fetching = this.fetchTicket().finally(() => {
      if (this.pending === fetching) this.pending = undefined
    })
    this.pending = fetching
    return fetching
  }

  async sign(pageUrl: string): Promise<JsSdkConfig> {
    const url = signedPageUrl(pageUrl)
    const ticket = await this.ticket()
    const timestamp = Math.floor(this.now() / 1000)
    const nonceStr = this.nonce()
    return { appId: this.token.appId, timestamp, nonceStr, signature: jsapiSignature({ ticket, nonceStr, timestamp, url }) }
  }

  private async fetchTicket(): Promise<string> {
    const body = await this.token.withToken((accessToken) => this.http.json('getticket', '/cgi-bin/ticket/getticket', { access_token: accessToken, type: 'jsapi' }))
    const ticket = requiredString('getticket', body, 'ticket')
    this.cached = { ticket, usableUntil: usableUntil(this.now(), expiresInSeconds('getticket', body)) }
    return ticket
  }
}
