import type { AccessToken } from './access-token'
import { type WechatHttp, WechatApiError } from './http'
import type { MiniProgramState } from './subscribe-message'

export interface MiniProgramCodeRequest {
  /**
   * What the page receives as `scene` (WeChat's limit: 1–32 characters of letters, digits and ``!#$&'()*+,/:;=?@-._~``).
   * A UUID (36 characters) does not fit: pass a short key.
   */
  scene: string
  /** A page of the published mini-program, without a leading slash or query (`pages/share/reading`). */
  page: string
  /** Width in pixels, 280–1280 (WeChat's default 430). */
  width?: number
}

export interface MiniProgramCode {
  /** `image/png` (or `image/jpeg`), as WeChat sent it. */
  contentType: string
  bytes: Buffer
}

const SCENE = /^[0-9A-Za-z!#$&'()*+,/:;=?@\-._~]{1,32}$/

/** The version a code opens follows the version the messages open: formal → release, trial → trial, developer → develop. */
const ENV_VERSION: Record<MiniProgramState, string> = { formal: 'release', trial: 'trial', developer: 'develop' }

/** Throws a RangeError for a request WeChat would refuse (a caller's mistake, not WeChat's). */
export function checkCodeRequest({ scene, page, width }: MiniProgramCodeRequest): void {
  if (!SCENE.test(scene)) throw new RangeError(`a mini-program code's scene must be 1–32 characters of [0-9A-Za-z!#$&'()*+,/:;=?@-._~], got ${JSON.stringify(scene)}`)
  if (!page || page.startsWith('/') || page.includes('?')) throw new RangeError(`a mini-program code's page is a path without a leading slash or query, got ${JSON.stringify(page)}`)
  if (width !== undefined && !(Number.isInteger(width) && width >= 280 && width <= 1280)) throw new RangeError(`a mini-program code's width is 280–1280, got ${width}`)
}

/** The body of `POST /wxa/getwxacodeunlimit`. */
export function codeRequestBody(request: MiniProgramCodeRequest, state: MiniProgramState): Record<string, unknown> {
  return {
    scene: request.scene,
    page: request.page,
    // WeChat can check the page exists only in the released version; a trial or development build is not checked.
    check_path: state === 'formal',
    env_version: ENV_VERSION[state],
    width: request.width ?? 430,
  }
}

/**
 * `wxacode.getUnlimited`: an image on success; JSON with an `errcode` on failure (41030: the page does not exist in
 * that version; 45009: the day's quota is used up), thrown as a `WechatApiError`.
 */
export async function getUnlimitedCode(http: WechatHttp, token: AccessToken, request: MiniProgramCodeRequest, state: MiniProgramState): Promise<MiniProgramCode> {
  checkCodeRequest(request)
  const answer = await token.withToken((accessToken) => http.post('wxacode.getUnlimited', '/wxa/getwxacodeunlimit', { access_token: accessToken }, codeRequestBody(request, state)))
  // JSON without an errcode is no code either.
  if (answer.kind !== 'image') throw new WechatApiError('wxacode.getUnlimited', 'malformed')
  return { contentType: answer.contentType, bytes: answer.bytes }
}
