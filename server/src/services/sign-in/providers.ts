import type { ServerConfig } from '../../config'

/** Who the provider says the person is. */
export interface ExternalIdentity {
  provider: string
  /** Stable id at the provider: WeChat unionid when present, else openid; the dev provider's name. */
  externalId: string
  /** WeChat only: the openid under the app that signed the person in, which WeChat Pay needs to charge them there. */
  wechat?: { appId: string; openId: string; sessionKey?: string }
}

export type SignInFailure = 'unavailable' | 'rejected' | 'upstream'

/** One way to sign in. Each turns what the app sends (a code, a name) into an external identity. */
export interface SignInProvider {
  readonly name: 'wechat-mini' | 'wechat-h5' | 'dev'
  /** Whether this deployment is configured for it. */
  readonly available: boolean
  signIn(input: { code?: string; name?: string }): Promise<{ ok: true; identity: ExternalIdentity } | { ok: false; reason: SignInFailure }>
}

interface WechatAnswer {
  openid?: string
  unionid?: string
  /** jscode2session only: the key the mini-program's virtual payment signature is made with (kept server-side). */
  session_key?: string
  errcode?: number
  errmsg?: string
}

async function callWechat(url: URL, fetchImpl: typeof fetch): Promise<WechatAnswer | null> {
  try {
    const res = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) })
    if (!res.ok) return null
    return (await res.json()) as WechatAnswer
  } catch {
    return null
  }
}

function fromAnswer(provider: string, appId: string, answer: WechatAnswer | null) {
  if (!answer) return { ok: false as const, reason: 'upstream' as const }
  if (answer.errcode || !answer.openid) return { ok: false as const, reason: 'rejected' as const }
  const sessionKey = typeof answer.session_key === 'string' && answer.session_key ? answer.session_key : undefined
  return { ok: true as const, identity: { provider, externalId: answer.unionid || answer.openid, wechat: { appId, openId: answer.openid, ...(sessionKey ? { sessionKey } : {}) } } }
}

/** A WeChat code exchange: the same shape for the mini-program and for H5 OAuth, at different endpoints. */
function wechatCodeProvider(
  name: 'wechat-mini' | 'wechat-h5',
  endpoint: string,
  codeParam: 'js_code' | 'code',
  credentials: { appId: string | undefined; appSecret: string | undefined },
  apiBase: string,
  fetchImpl: typeof fetch,
): SignInProvider {
  const { appId, appSecret } = credentials
  return {
    name,
    available: Boolean(appId && appSecret),
    async signIn({ code }) {
      if (!appId || !appSecret) return { ok: false, reason: 'unavailable' }
      if (!code) return { ok: false, reason: 'rejected' }
      const url = new URL(endpoint, apiBase)
      url.search = new URLSearchParams({ appid: appId, secret: appSecret, [codeParam]: code, grant_type: 'authorization_code' }).toString()
      return fromAnswer('wechat', appId, await callWechat(url, fetchImpl))
    },
  }
}

/** Mini-program: `wx.login` code → `jscode2session` → openid/unionid. */
export function wechatMiniProvider(config: ServerConfig['wechat'], fetchImpl: typeof fetch = fetch): SignInProvider {
  return wechatCodeProvider('wechat-mini', '/sns/jscode2session', 'js_code', { appId: config.miniAppId, appSecret: config.miniAppSecret }, config.apiBase, fetchImpl)
}

/** H5 inside WeChat's browser: the OAuth `code` → `sns/oauth2/access_token` → openid/unionid. */
export function wechatH5Provider(config: ServerConfig['wechat'], fetchImpl: typeof fetch = fetch): SignInProvider {
  return wechatCodeProvider('wechat-h5', '/sns/oauth2/access_token', 'code', { appId: config.h5AppId, appSecret: config.h5AppSecret }, config.apiBase, fetchImpl)
}

/** Local development and self-hosted demos without WeChat: a name is the identity. Off when WeChat is configured. */
export function devProvider(enabled: boolean): SignInProvider {
  return {
    name: 'dev',
    available: enabled,
    async signIn({ name }) {
      if (!enabled) return { ok: false, reason: 'unavailable' }
      const clean = name?.trim()
      if (!clean || clean.length > 40) return { ok: false, reason: 'rejected' }
      return { ok: true, identity: { provider: 'dev', externalId: clean.toLowerCase() } }
    },
  }
}
