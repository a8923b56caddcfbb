import type { ServerConfig } from '../../config'
import type { WechatAppCredentials } from './access-token'
import { DevWechatApi, NoWechatApi, type WechatApi, type WechatApiDependencies, WechatApiClient } from './wechat-api'

function credentials(appId: string | undefined, secret: string | undefined): WechatAppCredentials | undefined {
  return appId && secret ? { appId, secret } : undefined
}

/**
 * The one place that decides which WeChat API the server talks to: the real one when the mini-program or the official
 * account has an id and secret; else the dev stand-in when it is on (`DEV_WECHAT`, see config; never by default in
 * production); else none.
 */
export function wechatApiFrom(config: ServerConfig, dependencies: WechatApiDependencies & { log: { info(details: object, message: string): void } }): WechatApi {
  const { wechat } = config
  const mini = credentials(wechat.miniAppId, wechat.miniAppSecret)
  const h5 = credentials(wechat.h5AppId, wechat.h5AppSecret)
  if (mini || h5) {
    return new WechatApiClient({ apiBase: wechat.apiBase, timeoutMs: wechat.apiTimeoutMs, mini, h5, miniProgramState: wechat.miniProgramState, templates: wechat.templates }, dependencies)
  }
  if (config.devWechat) return new DevWechatApi(wechat.templates, dependencies.log, dependencies.now)
  return new NoWechatApi()
}
