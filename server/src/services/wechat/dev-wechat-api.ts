import type { SendResult, SubscribeMessage, WechatApi } from './wechat-api'

/** Stands in for WeChat when the server has no mini-program settings (`npm start`): keeps the messages it would send. */
export class DevWechatApi implements WechatApi {
  readonly name = 'dev'
  readonly sent: SubscribeMessage[] = []

  async sendSubscribeMessage(message: SubscribeMessage): Promise<SendResult> {
    this.sent.push(message)
    return { ok: true }
  }
}
