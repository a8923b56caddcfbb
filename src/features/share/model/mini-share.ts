import type { ShareView, SharedReading } from '@tarot/contracts/shares'
import { HOME, SHARED_READING_PAGE } from '@/lib/navigation/routes'
import { posterUrl } from '../api/shares'
import type { MiniShare } from './share-hooks'

/** The id and friend code of a link as a page query (a shared link never carries a token). */
function friendOf(link: string): string {
  return /[?&]friend=([^&#]*)/.exec(link)?.[1] ?? ''
}

function query(key: 'id' | 'share', id: string, friend: string): string {
  return `${key}=${encodeURIComponent(id)}${friend ? `&friend=${encodeURIComponent(decodeURIComponent(friend))}` : ''}`
}

/**
 * What the mini-program's menu sends for a share: the chat card opens the shared page; Moments opens the page the
 * menu was on, so `timelineKey` names how that page takes the share (`id` on the shared page, `share` on the reading).
 */
export function miniShareOf(share: Pick<ShareView, 'id' | 'posterPath'> & { friend: string }, title: string, timelineKey: 'id' | 'share'): MiniShare {
  return {
    title,
    path: `${SHARED_READING_PAGE}?${query('id', share.id, share.friend)}`,
    timelineQuery: query(timelineKey, share.id, share.friend),
    imageUrl: posterUrl(share.posterPath, 'chat'),
  }
}

export const fromShareView = (share: ShareView) => ({ id: share.id, posterPath: share.posterPath, friend: friendOf(share.link) })
export const fromSharedReading = (reading: SharedReading) => ({ id: reading.id, posterPath: reading.posterPath, friend: reading.friendCode })

/**
 * What the menu sends from home for today's card: the chat card and Moments open home (today's card there is the
 * visitor's own), with the sharer's friend code when signed in — never a token — and the card's 5:4 poster.
 */
export function todayMiniShare(posterUrl: string, title: string, friend: string): MiniShare {
  const query = friend ? `friend=${encodeURIComponent(friend)}` : ''
  return { title, path: query ? `${HOME}?${query}` : HOME, timelineQuery: query, imageUrl: posterUrl }
}
