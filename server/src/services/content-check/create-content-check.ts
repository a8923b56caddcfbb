import type { ServerConfig } from '../../config'
import type { WechatApi } from '../wechat/wechat-api'
import { type ContentCheck, FailClosedContentCheck, HoldAllContentCheck } from './content-check'
import { LocalContentCheck } from './local-rules'
import { WechatContentCheck } from './wechat-content-check'

/**
 * The one place that decides which content check runs (CONTENT_CHECK): `auto` (the default) is WeChat's msgSecCheck
 * when the mini-program's keys are set and the local rules otherwise; `wechat` and `local` choose one; `hold-all` (tests)
 * holds every text. Each is wrapped fail-closed with CONTENT_CHECK_TIMEOUT_MS.
 */
export function contentCheckFrom(
  config: ServerConfig,
  deps: { wechat: WechatApi; openIdOf: (userId: string, appId: string) => Promise<string | null>; log?: { warn(details: object, message: string): void } },
): ContentCheck {
  const { provider, timeoutMs } = config.contentCheck
  const wantWechat = provider === 'wechat' || (provider === 'auto' && deps.wechat.contentCheckAppId !== null)
  const inner: ContentCheck =
    provider === 'hold-all' ? new HoldAllContentCheck() : wantWechat ? new WechatContentCheck({ wechat: deps.wechat, openIdOf: deps.openIdOf, timeoutMs }) : new LocalContentCheck()
  return new FailClosedContentCheck(inner, timeoutMs, deps.log)
}
