import fp from 'fastify-plugin'
import { wechatApiFrom } from '../services/wechat/create-wechat-api'
import type { WechatApi } from '../services/wechat/wechat-api'

declare module 'fastify' {
  interface FastifyInstance {
    /** WeChat's server API: reminders as subscription messages, mini-program codes, JS-SDK signatures (services/wechat). */
    wechat: WechatApi
  }
}

/** WeChat's API as configured (the real one, the dev stand-in or none), on the app's clock; it keeps no timers. */
export const wechatPlugin = fp(
  async (app) => {
    const api = wechatApiFrom(app.config, { now: app.now, log: app.log })
    app.decorate('wechat', api)
    if (api.name === 'wechat' && !api.canSendReminders) app.log.info('no mini-program configured (WECHAT_APP_ID/SECRET): reminders are not sent through WeChat')
  },
  { name: 'wechat' },
)
