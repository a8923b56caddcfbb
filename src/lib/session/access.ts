import { hasAccess, nextAcquisitionSource } from '@tarot/core/session'
import type { accountEndpoints, loginEndpoints } from '@tarot/contracts/endpoints/account'
import type { agentEndpoints } from '@tarot/contracts/endpoints/agent'
import type { energyEndpoints } from '@tarot/contracts/endpoints/energy'
import { accountPaths, loginPaths } from '@tarot/contracts/paths/account'
import { agentPaths } from '@tarot/contracts/paths/agent'
import { energyPaths } from '@tarot/contracts/paths/energy'
import { client } from '@/lib/http/api'
import { ApiError, setReauthorizer } from '@/lib/http/client'
import Taro from '@tarojs/taro'
import { type NavigationResult, loginUrl, navigateTo } from '@/lib/navigation/navigate'
import { HOME, LOGIN_PAGE } from '@/lib/navigation/routes'
import { forgetAddressToken, isWechatBrowser } from '@/lib/platform/environment'
import { storage } from '@/lib/storage/storage'
import { useSession } from '@/stores/session'

export const REFERRAL_AGENT_KEY = 'tarot-agent'
export const REFERRAL_FRIEND_KEY = 'tarot-friend'

const account = client<typeof accountEndpoints>(accountPaths)
const login = client<typeof loginEndpoints>(loginPaths)
const referrals = client<typeof agentEndpoints>(agentPaths)
const energy = client<typeof energyEndpoints>(energyPaths)

let guestLogin: Promise<boolean> | null = null

/** A guest token lost on the network is asked for again after these pauses; a refusal from the server is final. */
const GUEST_RETRY_DELAYS_MS = [500, 1500]

async function requestGuestToken(): Promise<boolean> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const data = await login.guest({ auth: 'none', silent: true })
      useSession.getState().setGuestToken(data.access_token)
      return true
    } catch (error) {
      const pause = GUEST_RETRY_DELAYS_MS[attempt]
      // Without a token the ask pages send the visitor to sign in: one dropped request must not do that.
      if (!(error instanceof ApiError && error.kind === 'network') || pause === undefined) return false
      await new Promise((resolve) => setTimeout(resolve, pause))
    }
  }
}

/** Fetches a guest access token once, however many callers ask at the same time. */
export function fetchGuestToken(): Promise<boolean> {
  guestLogin ??= requestGuestToken().finally(() => {
    guestLogin = null
  })
  return guestLogin
}

let wechatSignIn: Promise<boolean> | null = null

/** Whether this server signs people in through WeChat's browser (the official account's keys, provider `wechat-h5`); asked once. */
function wechatSignInOffered(): Promise<boolean> {
  wechatSignIn ??= account.providers({ auth: 'none', silent: true }).then(
    (data) => data.providers.includes('wechat-h5'),
    () => {
      // Not known (no network): asked again next time, and a guest token is tried meanwhile.
      wechatSignIn = null
      return false
    },
  )
  return wechatSignIn
}

/**
 * Spec §4: outside the WeChat browser, a visitor with no token gets a guest token. Inside it the visitor
 * signs in through WeChat — where the server offers that; a server without WeChat keys (the default
 * `npm start`) cannot, so there the visitor is a guest as anywhere else instead of being stuck.
 */
async function mayUseGuestToken(): Promise<boolean> {
  return !isWechatBrowser() || !(await wechatSignInOffered())
}

/** A token or a guest token, fetching the guest token where this visitor may have one. */
export async function ensureAccess(): Promise<boolean> {
  if (hasAccess(useSession.getState())) return true
  if (!(await mayUseGuestToken())) return false
  return fetchGuestToken()
}

/**
 * The ask pages open only with a token or a guest token; otherwise sign-in comes first, then the page. A guest token
 * still on its way (a visitor who taps Start as the app opens) is waited for, not taken as missing.
 */
export async function openAsk(url: string): Promise<NavigationResult> {
  // The sign-in page says why it came up (`reason=ask`): the person tapped to start a reading, not to sign in.
  return navigateTo((await ensureAccess()) ? url : `${loginUrl(url)}&reason=ask`)
}

/** After 401000 the token is already cleared: log in again the way this visitor can. */
async function reauthorize(): Promise<boolean> {
  if (!(await mayUseGuestToken())) return false
  useSession.getState().setGuestToken('')
  return fetchGuestToken()
}

async function store(key: string, value: string | null | undefined): Promise<void> {
  if (value === undefined) return
  if (value === null) await storage.removeItem(key)
  else await storage.setItem(key, value)
}

/**
 * Applies the entry address (spec §4): a `t` token becomes the login stamped now;
 * `agent` and `friend` referral ids are kept for binding after sign-in.
 */
export async function applyEntryQuery(query: Record<string, string | undefined>, now: number): Promise<void> {
  const session = useSession.getState()
  session.applyExpiry(now)
  if (query.t) session.setAddressToken(query.t, now)
  const storedAgent = await storage.getItem(REFERRAL_AGENT_KEY)
  await store(REFERRAL_AGENT_KEY, nextAcquisitionSource(query, storedAgent))
  if (query.friend?.trim()) await store(REFERRAL_FRIEND_KEY, query.friend.trim())
}

/**
 * A friend code learned after entry, kept as the entry query's `friend` is: a poster's mini-program code carries only
 * the share id (WeChat's 32-character scene), so the shared reading names its sharer once it has loaded.
 */
export async function keepFriendReferral(friend: string): Promise<void> {
  if (friend.trim()) await store(REFERRAL_FRIEND_KEY, friend.trim())
}

/** What the server said of the token: taken, refused (it is then cleared), or not reached (it is kept). */
export type LoginCheck = 'confirmed' | 'rejected' | 'unreachable'

/** Spec §7 `POST /tarot/rest/login/tarot`: confirms the token the app holds and learns the user and agent ids. */
export async function confirmLogin(now: number): Promise<LoginCheck> {
  const { token } = useSession.getState()
  if (!token) return 'rejected'
  try {
    const data = await login.token({ auth: 'user', silent: true })
    useSession.getState().setLogin({ token: useSession.getState().token || token, userId: data.userId, agentId: data.agentId }, useSession.getState().time || now)
    return 'confirmed'
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'network') return 'unreachable'
    // A refused token is already cleared (401000 → renewSession); any other refusal clears it here.
    if (useSession.getState().token === token) useSession.getState().clearToken()
    return 'rejected'
  }
}

let sentToSignIn = false

/**
 * The sign-in page, saying the link's token was invalid or expired (spec §8), then on to
 * `redirect`: by default the page the link opened.
 */
export function signInAgain(redirect?: string): Promise<unknown> {
  // The launch and the link landing page may both hear the refusal: one sign-in page is enough.
  if (sentToSignIn) return Promise.resolve()
  sentToSignIn = true
  const pages = Taro.getCurrentPages()
  const front = String(pages[pages.length - 1]?.route ?? '').replace(/^\//, '')
  const wanted = redirect ?? (front ? `/${front}` : HOME)
  const target = wanted.split('?')[0] === LOGIN_PAGE ? HOME : wanted
  return navigateTo(`${loginUrl(target)}&reason=token`)
}

/** Binds the referral ids captured on entry (spec §7 agent/useragent and agent/friend); the server keeps the first binding. */
export async function bindStoredReferrals(): Promise<void> {
  const agent = await storage.getItem(REFERRAL_AGENT_KEY)
  const friend = await storage.getItem(REFERRAL_FRIEND_KEY)
  if (agent) await referrals.bindAgent({ params: { agentCode: agent }, silent: true }).catch(() => undefined)
  if (friend) await referrals.bindFriend({ params: { friendCode: friend }, silent: true }).catch(() => undefined)
}

/** Spec §4: an energy fetch sets energy to the total and vip when there is energy or a VIP time. */
export async function refreshEnergy(): Promise<boolean> {
  try {
    const data = await energy.wallet({ silent: true })
    useSession.getState().setEnergy(data)
    return true
  } catch {
    return false
  }
}

/**
 * What the app does at launch once the entry address is applied. A `t` token leaves the address
 * as soon as it is stored; the answer says whether the server refused it (the caller then sends
 * the person to sign in with the spec's message).
 */
export async function startSession(query: Record<string, string | undefined>, now: number): Promise<{ tokenRejected: boolean }> {
  await applyEntryQuery(query, now)
  let tokenRejected = false
  if (query.t) {
    forgetAddressToken()
    tokenRejected = (await confirmLogin(now)) === 'rejected'
  }
  if (!(await ensureAccess())) return { tokenRejected }
  await bindStoredReferrals()
  await refreshEnergy()
  return { tokenRejected }
}

export function installSessionHandlers(): void {
  setReauthorizer(reauthorize)
}
