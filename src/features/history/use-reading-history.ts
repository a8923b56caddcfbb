import type { ReadingView } from '@tarot/contracts/readings'
import { useCallback, useRef, useState } from 'react'
import { deleteReading, listReadings } from './api/history'

/**
 * The history list's state: the first page, more pages on demand, a refresh
 * that starts over, and deletes that drop the record only when the server did.
 */
export function useReadingHistory() {
  const [items, setItems] = useState<ReadingView[]>([])
  const [page, setPage] = useState(0)
  const [hasMore, setHasMore] = useState(true)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const inFlight = useRef(false)

  const load = useCallback(async (next: number) => {
    if (inFlight.current) return
    inFlight.current = true
    setLoading(true)
    try {
      const result = await listReadings(next)
      setItems((current) => {
        const base = next === 1 ? [] : current
        const seen = new Set(base.map((r) => r.id))
        return [...base, ...result.list.filter((r) => !seen.has(r.id))]
      })
      setPage(next)
      setHasMore(result.hasMore)
      setFailed(false)
    } catch {
      setFailed(true)
    } finally {
      inFlight.current = false
      setLoading(false)
    }
  }, [])

  const refresh = useCallback(() => load(1), [load])
  const loadMore = useCallback(() => (hasMore ? load(page + 1) : Promise.resolve()), [hasMore, load, page])

  const remove = useCallback(async (id: string) => {
    await deleteReading(id)
    setItems((current) => current.filter((r) => r.id !== id))
  }, [])

  return { items, hasMore, loading, failed, refresh, loadMore, remove }
}
