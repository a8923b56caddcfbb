import fp from 'fastify-plugin'
import type { ContentCheck } from '../services/content-check/content-check'
import { contentCheckFrom } from '../services/content-check/create-content-check'

declare module 'fastify' {
  interface FastifyInstance {
    /** Content security on text others will see (services/content-check, docs/content-security.md). */
    contentCheck: ContentCheck
  }
}

/** The content check as configured (CONTENT_CHECK), through the app's WeChat API and the openids sign-in keeps. */
export const contentCheckPlugin = fp(
  async (app) => {
    const check = contentCheckFrom(app.config, { wechat: app.wechat, openIdOf: (userId, appId) => app.identities.wechatOpenId(userId, appId), log: app.log })
    app.decorate('contentCheck', check)
    app.log.info(`content check: ${check.name}`)
  },
  { name: 'content-check', dependencies: ['repositories', 'wechat'] },
)
