/** One subscription message to a mini-program user (`subscribeMessage.send`). */
export interface SubscribeMessage {
  openId: string
  templateId: string
  /** The mini-program page the message opens, with its query. */
  page: string
  /** The template's fields: `{ thing1: { value: '…' }, time2: { value: '…' } }`. */
  data: Record<string, { value: string }>
}

export type SendResult = { ok: true } | { ok: false; errcode: number; errmsg: string }

/**
 * The WeChat server API calls the journal's reminders need, behind one interface: the real client
 * (`HttpWechatApi`, api.weixin.qq.com or a stand-in in tests) or, for `npm start` without WeChat settings,
 * `DevWechatApi`, which keeps what it would have sent.
 */
export interface WechatApi {
  readonly name: string
  sendSubscribeMessage(message: SubscribeMessage): Promise<SendResult>
}
