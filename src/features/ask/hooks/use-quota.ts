import type { QuotaData } from '@tarot/contracts/account'
import { fetchQuota } from '@/lib/api/readings'
import { useServerData } from '@/lib/data/use-server-data'

export type QuotaState = { status: 'loading' } | { status: 'ready'; quota: QuotaData } | { status: 'failed' }

/**
 * What a reading costs this user now (free readings left, energy, the pro price),
 * shown before anything is spent. Fetched on open and again whenever the user
 * comes back to the page (a reading in between may have used some).
 */
export function useQuota(): { state: QuotaState; reload: () => void } {
  const { state, retry, refresh } = useServerData(['quota'], fetchQuota, { refreshOnShow: true })
  return {
    state: state.status === 'ready' ? { status: 'ready', quota: state.value } : { status: state.status },
    reload: () => (state.status === 'ready' ? void refresh().catch(() => undefined) : retry()),
  }
}
