import type { ShareView, SharedReading } from '@tarot/contracts/shares'
import { buildUrl, request } from '@/lib/http/client'

/** Sharing's calls (docs/api.md, "Sharing"); shapes from @tarot/contracts/shares. */

/** A link to one of my readings; the question stays off unless `includeQuestion`. */
export function createShare(readingId: string, includeQuestion: boolean): Promise<ShareView> {
  return request<ShareView>({ url: '/tarot/rest/shares', method: 'POST', data: { readingId, includeQuestion }, silent: true })
}

export async function listShares(): Promise<ShareView[]> {
  return (await request<{ list: ShareView[] }>({ url: '/tarot/rest/shares', silent: true })).list
}

export function revokeShare(id: string): Promise<ShareView> {
  return request<ShareView>({ url: `/tarot/rest/shares/${encodeURIComponent(id)}`, method: 'DELETE', silent: true })
}

/** My friend code, for a link I share without a stored share (today's card): sealed by the server, it names no one. */
export async function getOwnFriendCode(): Promise<string> {
  return (await request<{ friendCode: string | null }>({ url: '/tarot/rest/agent/friend-code', silent: true })).friendCode ?? ''
}

/** What a stranger sees; public, so no token is sent. */
export function getShared(id: string): Promise<SharedReading> {
  return request<SharedReading>({ url: `/tarot/rest/shared/${encodeURIComponent(id)}`, auth: 'none', silent: true })
}

/** The poster's full address (the server gives it relative to the REST host), in one of its two shapes. */
export function posterUrl(posterPath: string, size: 'story' | 'chat'): string {
  const path = /[?&]size=/.test(posterPath) ? posterPath.replace(/([?&])size=\w+/, `$1size=${size}`) : `${posterPath}${posterPath.includes('?') ? '&' : '?'}size=${size}`
  return buildUrl(path)
}

/** Today's card as a poster (`GET /tarot/rest/shares/today/poster.png`): the card is derived on the device, so it is named here. */
export function todayPosterUrl(today: { id: string; orientation: 'upright' | 'reversed'; day: string }, size: 'story' | 'chat', lang: string): string {
  return buildUrl('/tarot/rest/shares/today/poster.png', { card: today.id, orientation: today.orientation, day: today.day, size, lang })
}
