import type { AccessToken } from './access-token'
import { type WechatHttp, WechatApiError } from './http'

/** `security.msgSecCheck` v2's scenes: 1 a profile, 2 a comment, 3 a forum post, 4 a social log. */
export type MsgSecScene = 1 | 2 | 3 | 4

/** Longest text one check takes (characters). */
export const MSG_SEC_CHECK_MAX_CHARS = 2500

export interface MsgSecCheckRequest {
  /** The author's openid under the mini-program; WeChat only checks for a person who opened it within the last 2 hours. */
  openId: string
  content: string
  scene: MsgSecScene
  title?: string
  nickname?: string
  signature?: string
}

/** WeChat's overall verdict (`result.suggest`) with its label (100 normal, 10001 ads, 20001 politics, 20002 porn…). */
export interface MsgSecCheckResult {
  suggest: 'pass' | 'review' | 'risky'
  label: number | null
  traceId: string | null
}

/** 87014: "risky content" (the answer WeChat gives instead of a result for some content). */
export const RISKY_ERRCODE = 87014
/** 40003: the openid is not one of this mini-program's; 61010: the person has not opened the mini-program within 2 hours. */
export const UNCHECKABLE_AUTHOR_ERRCODES: readonly number[] = [40003, 61010]

const SUGGESTS = new Set(['pass', 'review', 'risky'])

/**
 * `POST /wxa/msg_sec_check` (version 2): one text of up to 2,500 characters, tried again once with a new token when
 * WeChat refuses the token. 87014 is answered as `risky`; any other failure is thrown (`WechatApiError`).
 */
export async function msgSecCheck(http: WechatHttp, token: AccessToken, request: MsgSecCheckRequest, timeoutMs?: number): Promise<MsgSecCheckResult> {
  if ([...request.content].length > MSG_SEC_CHECK_MAX_CHARS) throw new RangeError(`msgSecCheck takes at most ${MSG_SEC_CHECK_MAX_CHARS} characters`)
  const body: Record<string, unknown> = { content: request.content, version: 2, scene: request.scene, openid: request.openId }
  if (request.title) body.title = request.title
  if (request.nickname) body.nickname = request.nickname
  if (request.signature) body.signature = request.signature
  let answer: Record<string, unknown>
  try {
    answer = await token.withToken((accessToken) => http.json('security.msgSecCheck', '/wxa/msg_sec_check', { access_token: accessToken }, body, timeoutMs))
  } catch (error) {
    if (error instanceof WechatApiError && error.failure === 'wechat' && error.errcode === RISKY_ERRCODE) return { suggest: 'risky', label: null, traceId: null }
    throw error
  }
  const result = answer.result as { suggest?: unknown; label?: unknown } | undefined
  if (!result || typeof result !== 'object' || typeof result.suggest !== 'string' || !SUGGESTS.has(result.suggest)) throw new WechatApiError('security.msgSecCheck', 'malformed')
  return {
    suggest: result.suggest as MsgSecCheckResult['suggest'],
    label: typeof result.label === 'number' ? result.label : null,
    traceId: typeof answer.trace_id === 'string' ? answer.trace_id : null,
  }
}
