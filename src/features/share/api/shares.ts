import type { agentEndpoints } from '@tarot/contracts/endpoints/agent'
import type { shareEndpoints } from '@tarot/contracts/endpoints/shares'
import { agentPaths } from '@tarot/contracts/paths/agent'
import { sharePaths } from '@tarot/contracts/paths/shares'
import type { ReportShareRequest, ShareView, SharedReading } from '@tarot/contracts/shares'
import { client } from '@/lib/http/api'
import { buildUrl } from '@/lib/http/client'

/** Sharing's calls (docs/api.md, "Sharing"); shapes from @tarot/contracts/shares. */

const shares = client<typeof shareEndpoints>(sharePaths)
const agent = client<typeof agentEndpoints>(agentPaths)

/** A link to one of my readings; the question stays off unless `includeQuestion`. */
export function createShare(readingId: string, includeQuestion: boolean): Promise<ShareView> {
  return shares.create({ body: { readingId, includeQuestion }, silent: true })
}

export async function listShares(): Promise<ShareView[]> {
  return (await shares.list({ silent: true })).list
}

export function revokeShare(id: string): Promise<ShareView> {
  return shares.revoke({ params: { id }, silent: true })
}

/** My friend code, for a link I share without a stored share (today's card): sealed by the server, it names no one. */
export async function getOwnFriendCode(): Promise<string> {
  return (await agent.ownFriendCode({ silent: true })).friendCode ?? ''
}

/** What a stranger sees; public, so no token is sent. */
export function getShared(id: string): Promise<SharedReading> {
  return shares.shared({ params: { id }, auth: 'none', silent: true })
}

/** The poster's full address (the server gives it relative to the REST host), in one of its two shapes. */
export function posterUrl(posterPath: string, size: 'story' | 'chat'): string {
  const path = /[?&]size=/.test(posterPath) ? posterPath.replace(/([?&])size=\w+/, `$1size=${size}`) : `${posterPath}${posterPath.includes('?') ? '&' : '?'}size=${size}`
  return buildUrl(path)
}

/** Today's card as a poster (`GET /tarot/rest/shares/today/poster.png`): the card is derived on the device, so it is named here. */
export function todayPosterUrl(today: { id: string; orientation: 'upright' | 'reversed'; day: string }, size: 'story' | 'chat', lang: string): string {
  return buildUrl(sharePaths.todayPoster.path, { card: today.id, orientation: today.orientation, day: today.day, size, lang })
}

/** Reports a shared page to us (anyone who sees it may; public, so no token is sent). */
export function reportShare(id: string, report: ReportShareRequest): Promise<null> {
  return shares.report({ params: { id }, body: report, auth: 'none', silent: true })
}
