import type { Language } from '@tarot/core/language'
import type { AccessToken } from './access-token'
import { type WechatHttp, WechatApiError } from './http'

/** Which version of the mini-program a message opens: WECHAT_MINIPROGRAM_STATE. */
export type MiniProgramState = 'formal' | 'trial' | 'developer'

/** What one subscription message carries; the template's own fields are named in WeChat's console (`thing1`, `time2`…). */
export interface SubscribeMessage {
  /** The person's openid under the mini-program. */
  openId: string
  templateId: string
  /** The mini-program page the message opens, with its query (`pages/…/index?id=…`). */
  page: string
  /** Each template field's value. WeChat checks each against its kind (a `thing` is at most 20 characters, a `time` a date…). */
  data: Record<string, string>
  language: Language
}

/**
 * What a send came to:
 * - `sent`: WeChat accepted it;
 * - `refused` (errcode 43101): the person has not allowed this template, or has used up what they allowed; sending
 *   again will not help until they subscribe again in the app;
 * - `unavailable`: nothing to send through (no mini-program configured, or no template id set for this reminder).
 * Anything else is thrown as a `WechatApiError` (see its `retryable`).
 */
export type SubscribeSendResult = { status: 'sent' } | { status: 'refused' } | { status: 'unavailable' }

/** WeChat's `lang` for the mini-program's own part of the message. */
const WECHAT_LANG: Record<Language, string> = { 'zh-Hans': 'zh_CN', 'zh-Hant': 'zh_TW', en: 'en_US' }

/** 43101: "user refuse to accept the msg" — no subscription (left) for this template. */
const REFUSED = 43101

/** The body of `POST /cgi-bin/message/subscribe/send`. */
export function subscribeMessageBody(message: SubscribeMessage, state: MiniProgramState): Record<string, unknown> {
  return {
    touser: message.openId,
    template_id: message.templateId,
    page: message.page,
    data: Object.fromEntries(Object.entries(message.data).map(([key, value]) => [key, { value }])),
    miniprogram_state: state,
    lang: WECHAT_LANG[message.language],
  }
}

/** `subscribeMessage.send`: one message, tried again once with a new token when WeChat refuses the token. */
export async function sendSubscribeMessage(http: WechatHttp, token: AccessToken, message: SubscribeMessage, state: MiniProgramState): Promise<SubscribeSendResult> {
  try {
    await token.withToken((accessToken) => http.json('subscribeMessage.send', '/cgi-bin/message/subscribe/send', { access_token: accessToken }, subscribeMessageBody(message, state)))
    return { status: 'sent' }
  } catch (error) {
    if (error instanceof WechatApiError && error.failure === 'wechat' && error.errcode === REFUSED) return { status: 'refused' }
    throw error
  }
}
