import { useCallback, useMemo, useRef } from 'react'
import useSWRInfinite from 'swr/infinite'
import { type DataKey, type Loaded, dataPolicy } from './use-server-data'

// Its own file, beside `use-server-data.ts`: `swr/infinite` then loads with the pages that list, not with home (H5 first load).

/** One page of a paged list, as the server's list endpoints answer it. */
export interface PageOf<T> {
  list: T[]
  hasMore: boolean
}

/** What a screen shows for a paged list: the pages loaded so far as one list, and the way to the next. */
export interface ServerPages<T> {
  /** The first page's state; once ready, every item loaded so far, each once. */
  state: Loaded<T[]>
  hasMore: boolean
  /** A next page is on its way. */
  loadingMore: boolean
  /** The last next page asked for failed (the items loaded before stay). */
  moreFailed: boolean
  loadMore(): void
  /** After a failure (of the first page or of a next one): fetch again. */
  retry(): void
}

/**
 * A paged list through the same cache and policy as `useServerData`: page 1 first, the next on `loadMore`.
 * `key` names the list and whose it is (the cache's paged entries are its own, so the owner belongs in the key).
 */
export function useServerPages<T extends { id: string }>(key: DataKey | null, loadPage: (page: number) => Promise<PageOf<T>>): ServerPages<T> {
  const loadRef = useRef(loadPage)
  loadRef.current = loadPage
  const pageKey = (index: number, previous: PageOf<T> | null): DataKey | null => (key === null || (previous && !previous.hasMore) ? null : [...key, 'page', index + 1])
  const { data, error, isValidating, size, setSize, mutate } = useSWRInfinite<PageOf<T>>(pageKey, (pageOf: DataKey) => loadRef.current(Number(pageOf.at(-1))), dataPolicy)

  const items = useMemo(() => {
    const seen = new Set<string>()
    return (data ?? []).flatMap((page) => page.list).filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id)))
  }, [data])
  const hasMore = data?.at(-1)?.hasMore ?? false
  const loadingMore = data !== undefined && isValidating && size > data.length
  const moreFailed = data !== undefined && error !== undefined && !isValidating && size > data.length
  const state: Loaded<T[]> = data !== undefined ? { status: 'ready', value: items } : error !== undefined && !isValidating ? { status: 'failed', error } : { status: 'loading' }

  const loadMore = useCallback(() => {
    if (hasMore && !isValidating) void setSize(size + 1)
  }, [hasMore, isValidating, setSize, size])
  const retry = useCallback(() => void mutate(), [mutate])
  return { state, hasMore, loadingMore, moreFailed, loadMore, retry }
}
