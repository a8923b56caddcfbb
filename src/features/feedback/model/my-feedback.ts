import { type ServerDataOptions, useServerData } from '@/lib/data/use-server-data'
import { useSession } from '@/stores/session'
import { getMyFeedback } from '../api/feedback'

/**
 * The person's feedback and our replies (issue 37), under one cache key for the replies page and both badges
 * (home's about button, the about page's replies row). A guest token is enough; with no token at all yet
 * (the guest login still under way) nothing is asked.
 */
const KEY = ['my-feedback'] as const

export function useMyFeedback(options: ServerDataOptions = {}) {
  const hasToken = useSession((s) => Boolean(s.token || s.uken))
  return useServerData(hasToken ? KEY : null, getMyFeedback, options)
}

/** Replies not seen yet: 0 until a well-formed answer came (an older server answers 404: no badge then). */
export function useUnreadReplies(options: ServerDataOptions = {}): number {
  const { state } = useMyFeedback(options)
  return state.status === 'ready' && typeof state.value?.unread === 'number' ? state.value.unread : 0
}
