/** Session rules of spec §3, §4 and §9, as pure functions. Time comes in as a parameter. */

export const SESSION_LIFETIME_MS = 2_592_000_000 // 30 days
export const VIP_DAILY_FREE_READINGS = 3
export const UNKNOWN_ENERGY = -1

export interface UserInfo {
  token: string
  /** Guest access token. */
  uken: string
  acc: string
  /** Login time in ms; 0 when not logged in. */
  time: number
  /** -1 while unknown. */
  energy: number
  vip: boolean
  iosCharge: boolean
  hideIndex: boolean
  userId: string
  agentId: string
}

export const EMPTY_USER_INFO: UserInfo = {
  token: '',
  uken: '',
  acc: '',
  time: 0,
  energy: UNKNOWN_ENERGY,
  vip: false,
  iosCharge: false,
  hideIndex: false,
  userId: '',
  agentId: '',
}

/** The token is void when it has no login time or is older than 30 days. */
export function isLoginExpired(info: Pick<UserInfo, 'token' | 'time'>, now: number): boolean {
  if (!info.token) return false
  if (!info.time) return true
  return now - info.time > SESSION_LIFETIME_MS
}

/** What logging out leaves behind: no token, energy unknown, not VIP. Guest token and referral ids stay. */
export function loggedOut(info: UserInfo): UserInfo {
  return { ...info, token: '', time: 0, acc: '', userId: '', agentId: '', energy: UNKNOWN_ENERGY, vip: false }
}

/** Applies the expiry rule; returns the same object when nothing changes. */
export function withExpiryApplied(info: UserInfo, now: number): UserInfo {
  return isLoginExpired(info, now) ? loggedOut(info) : info
}

/** A token arriving in the address (`t`) is the login, stamped now. */
export function withAddressToken(info: UserInfo, token: string, now: number): UserInfo {
  return { ...info, token, time: now }
}

/** On 401000 the token and its time are cleared before a new login is tried. */
export function withTokenCleared(info: UserInfo): UserInfo {
  return { ...info, token: '', time: 0 }
}

export interface EnergyAmount {
  total: number
  vipTime?: number | string | null
}

/** What makes someone a VIP (spec §6): energy above 0, a VIP time, or both. */
export type VipReason = 'energy' | 'vipTime'

/** Which of the two make this balance a VIP; empty when neither does. The rule every screen and the server read. */
export function vipReasons(amount: EnergyAmount): VipReason[] {
  const reasons: VipReason[] = []
  if (amount.total > 0) reasons.push('energy')
  if (amount.vipTime) reasons.push('vipTime')
  return reasons
}

/** VIP while there is energy above 0 or a VIP time. */
export function isVip(amount: EnergyAmount): boolean {
  return vipReasons(amount).length > 0
}

export function withEnergy(info: UserInfo, amount: EnergyAmount): UserInfo {
  return { ...info, energy: amount.total, vip: isVip(amount) }
}

export function hasAccess(info: Pick<UserInfo, 'token' | 'uken'>): boolean {
  return Boolean(info.token || info.uken)
}

export function isSignedIn(info: Pick<UserInfo, 'token'>): boolean {
  return Boolean(info.token)
}

/**
 * Search-engine click ids we recognise in an entry address. A click id marks
 * the visit as paid search, which the acquisition source records with the
 * H5 prefix so it is not confused with an agent's own share link.
 */
export const SEARCH_CLICK_ID_PARAMS = ['bd_vid', 'qhclickid', 'sgclid', 'gclid', 'msclkid'] as const
export const H5_SOURCE_PREFIX = 'h5_'

export interface EntryQuery {
  agent?: string
  [key: string]: string | undefined
}

/**
 * Spec §4: an `agent` parameter is stored as the acquisition source; with a
 * search-engine click id present the source becomes `h5_<agent>`; without one,
 * a stale prefixed source in storage is cleared. Returns the value to store,
 * `null` to remove the stored value, or `undefined` to leave it as it is.
 */
export function nextAcquisitionSource(query: EntryQuery, stored: string | null | undefined): string | null | undefined {
  const clickId = SEARCH_CLICK_ID_PARAMS.some((key) => Boolean(query[key]))
  const agent = query.agent?.trim()
  if (agent) return clickId ? `${H5_SOURCE_PREFIX}${agent}` : agent
  if (!clickId && stored?.startsWith(H5_SOURCE_PREFIX)) return null
  return undefined
}
