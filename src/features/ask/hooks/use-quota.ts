import { useDidShow } from '@tarojs/taro'
import type { QuotaData } from '@tarot/contracts/account'
import { useCallback, useEffect, useRef, useState } from 'react'
import { fetchQuota } from '@/lib/api/readings'

export type QuotaState = { status: 'loading' } | { status: 'ready'; quota: QuotaData } | { status: 'failed' }

/**
 * What a reading costs this user now (free readings left, energy, the pro price),
 * shown before anything is spent. Fetched on open and again whenever the user
 * comes back to the page (a reading in between may have used some).
 */
export function useQuota(): { state: QuotaState; reload: () => void } {
  const [state, setState] = useState<QuotaState>({ status: 'loading' })
  const live = useRef(true)
  const shownBefore = useRef(false)

  const load = useCallback(async () => {
    setState((current) => (current.status === 'ready' ? current : { status: 'loading' }))
    try {
      const quota = await fetchQuota()
      if (live.current) setState({ status: 'ready', quota })
    } catch {
      if (live.current) setState({ status: 'failed' })
    }
  }, [])

  useEffect(() => {
    live.current = true
    void load()
    return () => {
      live.current = false
    }
  }, [load])

  useDidShow(() => {
    if (shownBefore.current) void load()
    shownBefore.current = true
  })

  return { state, reload: () => void load() }
}
