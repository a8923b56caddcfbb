import type { ReadingView } from '@tarot/contracts/readings'
import { useCallback, useMemo } from 'react'
import useSWRInfinite from 'swr/infinite'
import { dataPolicy } from '@/lib/data/use-server-data'
import { deleteReading, listReadings, type ReadingPage } from './api/history'

const pageKey = (index: number, previous: ReadingPage | null) => (previous && !previous.hasMore ? null : (['readings', index + 1] as const))

/**
 * The history list through the app's data cache: the first page, more pages on demand, a refresh
 * that starts over (pull-to-refresh, coming back to the tab), and deletes that drop the record
 * only when the server did.
 */
export function useReadingHistory() {
  const { data, error, isValidating, size, setSize, mutate } = useSWRInfinite(pageKey, ([, page]) => listReadings(page), {
    ...dataPolicy,
    // Coming back starts from the first page, asked for by `refresh`.
    revalidateOnMount: false,
    revalidateFirstPage: false,
  })

  const items = useMemo(() => {
    const seen = new Set<string>()
    return (data ?? []).flatMap((page) => page.list).filter((r: ReadingView) => !seen.has(r.id) && Boolean(seen.add(r.id)))
  }, [data])
  const hasMore = data ? (data.at(-1)?.hasMore ?? false) : true

  const refresh = useCallback(async () => {
    // Back to one page, fetched afresh: the newest records first.
    if (size > 1) await setSize(1)
    await mutate()
  }, [mutate, setSize, size])
  const loadMore = useCallback(async () => {
    if (hasMore && !isValidating) await setSize((size) => size + 1)
  }, [hasMore, isValidating, setSize])

  const remove = useCallback(
    async (id: string) => {
      await deleteReading(id)
      await mutate((pages) => pages?.map((page) => ({ ...page, list: page.list.filter((r: ReadingView) => r.id !== id) })), { revalidate: false })
    },
    [mutate],
  )

  return { items, hasMore, loading: isValidating, failed: error !== undefined, refresh, loadMore, remove }
}
