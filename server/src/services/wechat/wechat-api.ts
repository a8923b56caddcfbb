import type { Language } from '@tarot/core/language'
import { AccessToken, type WechatAppCredentials } from './access-token'
import { WechatHttp } from './http'
import { JsSdkSigner, type JsSdkConfig } from './js-sdk'
import { type MiniProgramCode, type MiniProgramCodeRequest, getUnlimitedCode } from './mini-program-code'
import { type MsgSecCheckRequest, type MsgSecCheckResult, msgSecCheck } from './msg-sec-check'
import { type MiniProgramState, type SubscribeSendResult, sendSubscribeMessage } from './subscribe-message'

/** The moments a person can be reminded of in the mini-program, each a subscription template chosen in WeChat's console. */
export type ReminderTemplate = 'lookback' | 'consultationAnswered' | 'dailyCard'

/** Template ids per reminder (WECHAT_TEMPLATE_*); an empty one means that reminder is not sent through WeChat. */
export type TemplateIds = Record<ReminderTemplate, string>

export interface ReminderMessage {
  template: ReminderTemplate
  /** The person's openid under the mini-program. */
  openId: string
  /** The mini-program page the message opens, with its query (`pages/…/index?id=…`). */
  page: string
  /** The template's fields as named in WeChat's console (`thing1`, `time2`…) and their values. */
  data: Record<string, string>
  language: Language
}

/** A subscription message the dev stand-in would have sent. */
export interface RecordedMessage extends ReminderMessage {
  templateId: string
  at: number
}

/**
 * What the server asks of WeChat's API, apart from sign-in and payments. The real one calls WeChat; without keys
 * (`npm start`) the dev stand-in logs and records messages and has no codes or JS-SDK; with neither, nothing is available.
 * Failures of a real call are thrown as `WechatApiError`; a request WeChat would refuse as a RangeError.
 */
export interface WechatApi {
  readonly name: 'wechat' | 'dev' | 'none'
  /** Whether subscription messages can go out at all (the mini-program is configured, or the dev stand-in records them). */
  readonly canSendReminders: boolean
  /** Sends a reminder as a subscription message (the mini-program's `subscribeMessage.send`). */
  sendReminder(message: ReminderMessage): Promise<SubscribeSendResult>
  /** The template id a reminder is sent with ('' when none is set), for the app's `requestSubscribeMessage`. */
  templateId(template: ReminderTemplate): string
  /** A mini-program code (`wxacode.getUnlimited`); null when the mini-program is not configured (callers use a QR code of the H5 link). */
  miniProgramCode(request: MiniProgramCodeRequest): Promise<MiniProgramCode | null>
  /** The JS-SDK settings for a page of H5 inside WeChat's browser; null when no official account is configured. */
  jsSdkConfig(pageUrl: string): Promise<JsSdkConfig | null>
  /** The mini-program's id when `msgSecCheck` can be asked (its openids are the ones it checks for); null otherwise. */
  readonly contentCheckAppId: string | null
  /** `security.msgSecCheck` v2 on one text (services/content-check); null when the mini-program is not configured. */
  msgSecCheck(request: MsgSecCheckRequest, timeoutMs?: number): Promise<MsgSecCheckResult | null>
}

export interface WechatApiSettings {
  apiBase: string
  timeoutMs: number
  /** The mini-program (WECHAT_APP_ID/SECRET): subscription messages and mini-program codes. */
  mini?: WechatAppCredentials
  /** The official account behind H5 (WECHAT_H5_APP_ID/SECRET): the JS-SDK. */
  h5?: WechatAppCredentials
  miniProgramState: MiniProgramState
  templates: TemplateIds
}

export interface WechatApiDependencies {
  fetch?: typeof fetch
  now?: () => number
  /** The JS-SDK signature's nonce (tests fix it). */
  nonce?: () => string
}

/** WeChat's API for this deployment's mini-program and official account: one token cache per app. */
export class WechatApiClient implements WechatApi {
  readonly name = 'wechat' as const
  /** Each app's access token; exposed for other WeChat calls to share the cache. */
  readonly miniToken: AccessToken | undefined
  readonly h5Token: AccessToken | undefined
  private readonly http: WechatHttp
  private readonly jsSdk: JsSdkSigner | undefined

  constructor(
    private readonly settings: WechatApiSettings,
    { fetch, now = Date.now, nonce }: WechatApiDependencies = {},
  ) {
    this.http = new WechatHttp({ apiBase: settings.apiBase, timeoutMs: settings.timeoutMs, fetch })
    this.miniToken = settings.mini && new AccessToken(settings.mini, this.http, now)
    // The same app may serve both (unusual, but then one token must serve both, or each refresh would break the other's).
    this.h5Token = settings.h5 && (settings.h5.appId === settings.mini?.appId ? this.miniToken : new AccessToken(settings.h5, this.http, now))
    this.jsSdk = this.h5Token && new JsSdkSigner(this.h5Token, this.http, now, nonce)
  }

  get canSendReminders(): boolean {
    return Boolean(this.miniToken)
  }

  templateId(template: ReminderTemplate): string {
    return this.settings.templates[template]
  }

  async sendReminder(message: ReminderMessage): Promise<SubscribeSendResult> {
    const templateId = this.templateId(message.template)
    if (!this.miniToken || !templateId) return { status: 'unavailable' }
    return sendSubscribeMessage(this.http, this.miniToken, { ...message, templateId }, this.settings.miniProgramState)
  }

  async miniProgramCode(request: MiniProgramCodeRequest): Promise<MiniProgramCode | null> {
    if (!this.miniToken) return null
    return getUnlimitedCode(this.http, this.miniToken, request, this.settings.miniProgramState)
  }

  async jsSdkConfig(pageUrl: string): Promise<JsSdkConfig | null> {
    return this.jsSdk ? this.jsSdk.sign(pageUrl) : null
  }

  get contentCheckAppId(): string | null {
    return this.settings.mini?.appId ?? null
  }

  async msgSecCheck(request: MsgSecCheckRequest, timeoutMs?: number): Promise<MsgSecCheckResult | null> {
    if (!this.miniToken) return null
    return msgSecCheck(this.http, this.miniToken, request, timeoutMs)
  }
}

/** Kept by the dev stand-in: the latest messages, for a developer (and tests) to see. */
const RECORDED_LIMIT = 200

/**
 * `npm start` without WeChat keys: a reminder is logged and recorded as if sent; there is no mini-program code (callers
 * fall back to a QR code of the H5 link) and no JS-SDK (H5 shares through the browser).
 */
export class DevWechatApi implements WechatApi {
  readonly name = 'dev' as const
  readonly canSendReminders = true
  readonly recorded: RecordedMessage[] = []

  constructor(
    private readonly templates: TemplateIds,
    private readonly log: { info(details: object, message: string): void },
    private readonly now: () => number = Date.now,
  ) {}

  templateId(template: ReminderTemplate): string {
    return this.templates[template]
  }

  async sendReminder(message: ReminderMessage): Promise<SubscribeSendResult> {
    const recorded = { ...message, templateId: this.templateId(message.template), at: this.now() }
    this.recorded.push(recorded)
    if (this.recorded.length > RECORDED_LIMIT) this.recorded.shift()
    this.log.info({ reminder: recorded }, 'dev WeChat stand-in: a subscription message would be sent')
    return { status: 'sent' }
  }

  async miniProgramCode(_request: MiniProgramCodeRequest): Promise<MiniProgramCode | null> {
    return null
  }

  async jsSdkConfig(_pageUrl: string): Promise<JsSdkConfig | null> {
    return null
  }

  readonly contentCheckAppId = null

  async msgSecCheck(): Promise<MsgSecCheckResult | null> {
    return null
  }
}

/** Neither WeChat nor the dev stand-in (production without a mini-program or official account): nothing goes out. */
export class NoWechatApi implements WechatApi {
  readonly name = 'none' as const
  readonly canSendReminders = false

  templateId(): string {
    return ''
  }

  async sendReminder(): Promise<SubscribeSendResult> {
    return { status: 'unavailable' }
  }

  async miniProgramCode(): Promise<MiniProgramCode | null> {
    return null
  }

  async jsSdkConfig(): Promise<JsSdkConfig | null> {
    return null
  }

  readonly contentCheckAppId = null

  async msgSecCheck(): Promise<MsgSecCheckResult | null> {
    return null
  }
}
