import { WechatApiError } from '../wechat/http'
import { MSG_SEC_CHECK_MAX_CHARS, UNCHECKABLE_AUTHOR_ERRCODES } from '../wechat/msg-sec-check'
import type { WechatApi } from '../wechat/wechat-api'
import { type ContentCheck, type ContentCheckRequest, type ContentCheckResult, SCENE_NUMBER, worst } from './content-check'
import { localVerdict } from './local-rules'

/** Splits a text into parts WeChat takes (2,500 characters at most), by code point so no character is cut. */
export function parts(text: string, max = MSG_SEC_CHECK_MAX_CHARS): string[] {
  const chars = [...text]
  const out: string[] = []
  for (let at = 0; at < chars.length; at += max) out.push(chars.slice(at, at + max).join(''))
  return out.length ? out : ['']
}

/**
 * WeChat's `security.msgSecCheck` v2 for authors with a mini-program openid (they signed in there); everyone else —
 * H5 and app users — goes through the local rules, as does an author WeChat says it cannot check for (40003 not this
 * mini-program's openid, 61010 not opened within 2 hours). Any other failure is thrown, and the fail-closed wrapper
 * holds the text for review.
 */
export class WechatContentCheck implements ContentCheck {
  readonly name = 'wechat' as const

  constructor(
    private readonly deps: {
      wechat: WechatApi
      /** The author's openid under the mini-program, or null. */
      openIdOf: (userId: string, appId: string) => Promise<string | null>
      timeoutMs: number
    },
  ) {}

  async check(request: ContentCheckRequest): Promise<ContentCheckResult> {
    const { wechat, openIdOf, timeoutMs } = this.deps
    const appId = wechat.contentCheckAppId
    const openId = appId ? await openIdOf(request.userId, appId) : null
    if (!openId) return localVerdict(request.text)
    const results: ContentCheckResult[] = []
    for (const content of parts(request.text)) {
      try {
        const answer = await wechat.msgSecCheck({ openId, content, scene: SCENE_NUMBER[request.scene] }, timeoutMs)
        if (!answer) return localVerdict(request.text)
        results.push({
          verdict: answer.suggest,
          by: 'wechat',
          note: `wechat: ${answer.suggest}${answer.label !== null ? ` label ${answer.label}` : ''}${answer.traceId ? ` trace ${answer.traceId}` : ''}`,
        })
      } catch (error) {
        if (error instanceof WechatApiError && error.failure === 'wechat' && error.errcode !== null && UNCHECKABLE_AUTHOR_ERRCODES.includes(error.errcode)) {
          const local = localVerdict(request.text)
          return { ...local, note: `${local.note} (WeChat errcode ${error.errcode})` }
        }
        throw error
      }
      if (results.at(-1)!.verdict === 'risky') break
    }
    return worst(results)
  }
}
