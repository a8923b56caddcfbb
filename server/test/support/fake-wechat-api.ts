import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FakeXpay } from './fake-xpay'

/** A 1×1 PNG, what `getwxacodeunlimit` answers in place of a real code. */
export const FAKE_CODE_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64')

/** How the stand-in misbehaves on one path instead of answering. */
export type Misbehaviour =
  /** Accepts the request and never answers. */
  | 'stall'
  /** Sends the headers and the first bytes of a JSON body, then nothing. */
  | 'stall-body'
  /** A proxy's HTML error page with status 502. */
  | 'html-502'
  /** HTTP 200 with a body that is not JSON. */
  | 'not-json'
  /** HTTP 200 with JSON of the wrong shape (an array; a token that is a number). */
  | 'wrong-shape'
  /** HTTP 200 labelled image/png, with bytes that are no image. */
  | 'fake-image'
  /** Closes the connection without answering. */
  | 'hang-up'

export interface FakeWechatRequest {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
}

/**
 * How `msg_sec_check` answers a text: by markers in it, as a test writes them — `[risky]` (suggest risky, label 20001),
 * `[review]` (suggest review, label 10001), `[87014]` (errcode 87014), `[stall]` (never answers), `[busy]` (errcode -1);
 * anything else passes (label 100).
 */
export const SEC_MARKERS = { risky: '[risky]', review: '[review]', riskyErrcode: '[87014]', stall: '[stall]', busy: '[busy]' } as const

interface IssuedToken {
  appId: string
  expiresAtMs: number
}

/**
 * A local stand-in of WeChat's server API (api.weixin.qq.com) speaking its protocol: `GET /sns/jscode2session`
 * (sign-in; the openid is `openid-<code>`), `POST /cgi-bin/stable_token`
 * (the same token until it expires or a forced refresh replaces it, which also invalidates the old one),
 * `POST /cgi-bin/message/subscribe/send`, `POST /wxa/getwxacodeunlimit` (a PNG, or JSON with an errcode) and
 * `GET /cgi-bin/ticket/getticket`, `POST /wxa/msg_sec_check` (version 2, answering by markers: SEC_MARKERS), each checking `access_token` in the query (40001 unknown or replaced, 42001 expired).
 * Its clock is `now` so tests move time on both sides.
 */
export class FakeWechatApi {
  readonly requests: FakeWechatRequest[] = []
  /** Messages accepted by subscribe/send. */
  readonly sent: Record<string, unknown>[] = []
  /** Every body `msg_sec_check` was asked (whatever it answered). */
  readonly secChecks: { content: string; scene: number; openid: string }[] = []
  /** Openids that opened the mini-program within the last 2 hours (msgSecCheck v2 answers 61010 for others); all when null. */
  visitedRecently: Set<string> | null = null
  /** Openid → template ids the person has allowed (one message each, as a one-time subscription). */
  readonly subscriptions = new Map<string, string[]>()
  /** Pages of the released mini-program (a code for another page is errcode 41030 when check_path is on). */
  readonly pages = new Set<string>(['pages/index/index', 'pages/share/reading'])
  readonly templates = new Set<string>()
  readonly misbehave = new Map<string, Misbehaviour>()
  /** Seconds a token and a ticket live, as `expires_in` says. */
  tokenLifeS = 7200
  ticketLifeS = 7200
  /** Holds each stable_token answer back this long, so concurrent callers overlap. */
  tokenDelayMs = 0
  now: () => number = Date.now
  /** The mini-program's virtual payment, when a test plugs one in: it answers `/xpay/*` (after the token check). */
  xpay: FakeXpay | undefined
  /** The session_key jscode2session hands out for a code (the same one each time, as WeChat while the session lasts). */
  sessionKeyFor: (code: string) => string = () => 'fake-session-key'

  private readonly tokens = new Map<string, IssuedToken>()
  private readonly current = new Map<string, string>()
  private readonly tickets = new Map<string, { ticket: string; expiresAtMs: number }>()
  private serial = 0
  private server: Server | undefined

  constructor(private readonly apps: Record<string, string>) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res))
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections()
    await new Promise<void>((resolve) => this.server?.close(() => resolve()))
  }

  /** Requests to one path (`/cgi-bin/stable_token`…). */
  calls(path: string): FakeWechatRequest[] {
    return this.requests.filter((request) => request.path === path)
  }

  /** The token WeChat holds for an app now (undefined before the first call). */
  currentToken(appId: string): string | undefined {
    return this.current.get(appId)
  }

  /** Another party (a tool, an old deployment) forced a new token: the one we cached is now refused with 40001. */
  replaceTokenElsewhere(appId: string): void {
    this.issue(appId)
  }

  /** WeChat expired the app's token before the time it announced: the next call with it is refused with 42001. */
  expireTokenEarly(appId: string): void {
    const token = this.tokens.get(this.current.get(appId) ?? '')
    if (token) token.expiresAtMs = this.now()
  }

  /** The jsapi_ticket WeChat holds for an app now. */
  currentTicket(appId: string): string | undefined {
    return this.tickets.get(appId)?.ticket
  }

  /** The person allows one more message of this template (`requestSubscribeMessage` accepted). */
  subscribe(openId: string, templateId: string): void {
    this.subscriptions.set(openId, [...(this.subscriptions.get(openId) ?? []), templateId])
  }

  /** A new token for the app; a forced refresh invalidates the one before, the normal renewal lets it live out its time. */
  private issue(appId: string, invalidatePrevious = true): string {
    const previous = this.current.get(appId)
    if (previous && invalidatePrevious) this.tokens.delete(previous)
    const token = `ACCESS_TOKEN_${appId}_${++this.serial}`
    this.tokens.set(token, { appId, expiresAtMs: this.now() + this.tokenLifeS * 1000 })
    this.current.set(appId, token)
    return token
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://fake')
    const raw = await new Promise<string>((resolve) => {
      let text = ''
      req.on('data', (chunk: Buffer) => (text += chunk.toString()))
      req.on('end', () => resolve(text))
    })
    let body: unknown
    try {
      body = raw ? JSON.parse(raw) : undefined
    } catch {
      body = raw
    }
    this.requests.push({ method: req.method ?? '', path: url.pathname, query: Object.fromEntries(url.searchParams), body })

    const misbehaviour = this.misbehave.get(url.pathname)
    if (misbehaviour) return this.misbehaveWith(misbehaviour, res)

    const json = (answer: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json; encoding=utf-8' })
      res.end(JSON.stringify(answer))
    }
    const error = (errcode: number, errmsg: string) => json({ errcode, errmsg: `${errmsg} rid: fake-${this.serial}` })

    if (url.pathname === '/cgi-bin/stable_token' && req.method === 'POST') {
      if (this.tokenDelayMs) await new Promise((resolve) => setTimeout(resolve, this.tokenDelayMs))
      const { grant_type, appid, secret, force_refresh } = (body ?? {}) as Record<string, unknown>
      if (grant_type !== 'client_credential') return error(40002, 'invalid grant_type')
      if (typeof appid !== 'string' || !(appid in this.apps)) return error(40013, 'invalid appid')
      if (secret !== this.apps[appid]) return error(40125, 'invalid appsecret')
      // Normal mode gives the token held until its last 5 minutes, when WeChat renews it early; forced mode always renews.
      const held = this.current.get(appid)
      const fresh = held && this.tokens.get(held)!.expiresAtMs - this.now() > 5 * 60_000
      const token = force_refresh === true ? this.issue(appid) : fresh ? held : this.issue(appid, false)
      return json({ access_token: token, expires_in: Math.round((this.tokens.get(token)!.expiresAtMs - this.now()) / 1000) })
    }

    // Sign-in (`wx.login` code → openid), for tests that sign people in through the mini-program: the openid is `openid-<code>`.
    if (url.pathname === '/sns/jscode2session' && req.method === 'GET') {
      const appid = url.searchParams.get('appid') ?? ''
      if (!(appid in this.apps) || url.searchParams.get('secret') !== this.apps[appid]) return error(40125, 'invalid appsecret')
      const code = url.searchParams.get('js_code') ?? ''
      return json({ openid: `openid-${code}`, session_key: this.sessionKeyFor(code) })
    }

    // Every other API takes the token in the query.
    const issued = this.tokens.get(url.searchParams.get('access_token') ?? '')
    if (!issued) return error(40001, 'invalid credential, access_token is invalid or not latest')
    if (issued.expiresAtMs <= this.now()) return error(42001, 'access_token expired')

    if (url.pathname.startsWith('/xpay/') && req.method === 'POST' && this.xpay) return json(this.xpay.answer(url.pathname, Object.fromEntries(url.searchParams), raw))

    if (url.pathname === '/cgi-bin/message/subscribe/send' && req.method === 'POST') {
      const message = (body ?? {}) as Record<string, unknown>
      if (typeof message.touser !== 'string' || !message.touser) return error(40003, 'invalid openid')
      if (typeof message.template_id !== 'string' || !this.templates.has(message.template_id)) return error(40037, 'invalid template_id')
      if (!['developer', 'trial', 'formal'].includes(String(message.miniprogram_state))) return error(47003, 'argument invalid! miniprogram_state')
      if (!['zh_CN', 'en_US', 'zh_HK', 'zh_TW'].includes(String(message.lang))) return error(47003, 'argument invalid! lang')
      const data = message.data as Record<string, { value?: unknown }> | undefined
      if (!data || typeof data !== 'object' || Object.values(data).some((field) => typeof field?.value !== 'string')) return error(47003, 'argument invalid! data')
      const allowed = this.subscriptions.get(message.touser) ?? []
      const at = allowed.indexOf(message.template_id)
      if (at === -1) return error(43101, 'user refuse to accept the msg')
      allowed.splice(at, 1)
      this.sent.push(message)
      return json({ errcode: 0, errmsg: 'ok' })
    }

    // security.msgSecCheck v2: version 2, an openid of this app that visited within 2 hours, a scene 1–4, content up to 2,500 characters.
    if (url.pathname === '/wxa/msg_sec_check' && req.method === 'POST') {
      const check = (body ?? {}) as Record<string, unknown>
      if (check.version !== 2) return error(47001, 'data format error: version')
      if (typeof check.content !== 'string' || check.content.length === 0) return error(47001, 'data format error: content')
      if ([...check.content].length > 2500) return error(47001, 'data format error: content too long')
      if (![1, 2, 3, 4].includes(check.scene as number)) return error(47001, 'data format error: scene')
      if (typeof check.openid !== 'string' || !check.openid.startsWith('openid-')) return error(40003, 'invalid openid')
      this.secChecks.push({ content: check.content, scene: check.scene as number, openid: check.openid })
      if (this.visitedRecently && !this.visitedRecently.has(check.openid)) return error(61010, 'user is not visited in 2 hours')
      const content = check.content
      if (content.includes(SEC_MARKERS.stall)) return
      if (content.includes(SEC_MARKERS.busy)) return error(-1, 'system error')
      if (content.includes(SEC_MARKERS.riskyErrcode)) return error(87014, 'risky content')
      const verdict = content.includes(SEC_MARKERS.risky)
        ? { suggest: 'risky', label: 20001 }
        : content.includes(SEC_MARKERS.review)
          ? { suggest: 'review', label: 10001 }
          : { suggest: 'pass', label: 100 }
      return json({
        errcode: 0,
        errmsg: 'ok',
        trace_id: `trace-${++this.serial}`,
        detail: [{ strategy: 'content_model', errcode: 0, suggest: verdict.suggest, label: verdict.label, prob: verdict.suggest === 'pass' ? 0 : 90 }],
        result: verdict,
      })
    }

    if (url.pathname === '/wxa/getwxacodeunlimit' && req.method === 'POST') {
      const request = (body ?? {}) as Record<string, unknown>
      if (typeof request.scene !== 'string' || request.scene.length === 0 || request.scene.length > 32) return error(40169, 'invalid length for scene')
      if (request.check_path !== false && !this.pages.has(String(request.page))) return error(41030, 'invalid page')
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': FAKE_CODE_PNG.length })
      res.end(FAKE_CODE_PNG)
      return
    }

    if (url.pathname === '/cgi-bin/ticket/getticket' && req.method === 'GET') {
      if (url.searchParams.get('type') !== 'jsapi') return error(40097, 'invalid args')
      const held = this.tickets.get(issued.appId)
      const ticket = held && held.expiresAtMs > this.now() ? held : { ticket: `TICKET_${issued.appId}_${++this.serial}`, expiresAtMs: this.now() + this.ticketLifeS * 1000 }
      this.tickets.set(issued.appId, ticket)
      return json({ errcode: 0, errmsg: 'ok', ticket: ticket.ticket, expires_in: Math.round((ticket.expiresAtMs - this.now()) / 1000) })
    }

    res.writeHead(404, { 'content-type': 'text/html' })
    res.end('<html><body>404 Not Found</body></html>')
  }

  private misbehaveWith(misbehaviour: Misbehaviour, res: ServerResponse): void {
    switch (misbehaviour) {
      case 'stall':
        return
      case 'stall-body':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': 100 })
        res.write('{"access_token":"')
        return
      case 'html-502':
        res.writeHead(502, { 'content-type': 'text/html' })
        res.end('<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>')
        return
      case 'not-json':
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end('{"access_token": "abc", ')
        return
      case 'wrong-shape':
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ access_token: 12345, expires_in: 'soon', ticket: ['x'] }))
        return
      case 'fake-image':
        res.writeHead(200, { 'content-type': 'image/png' })
        res.end('<html>not an image</html>')
        return
      case 'hang-up':
        res.socket?.destroy()
        return
    }
  }
}
