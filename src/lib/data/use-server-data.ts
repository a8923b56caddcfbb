import { useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import useSWR, { type SWRConfiguration, mutate, unstable_serialize, useSWRConfig } from 'swr'
import useSWRInfinite from 'swr/infinite'
import { useSession } from '@/stores/session'

/** What a screen shows for one piece of server data. */
export type Loaded<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; value: T }

/** Names one piece of server data in the cache: a resource and what picks it (an id, a topic, the language). */
export type DataKey = readonly [string, ...(string | number | null | undefined)[]]

/**
 * One retry and refetch policy for every server read (SWR, one cache for the app):
 * - no automatic retry: a failure shows its own retry button (the HTTP client already renews an
 *   expired token once and says what went wrong);
 * - no refetch on window focus or reconnect, which only H5 would see: pages that need fresh data
 *   refetch when shown again (`refreshOnShow`, Taro's `useDidShow`), alike on every platform;
 * - a value in the cache is shown at once when a screen asks for it again (a page reopened, a topic
 *   chosen again), and fetched again behind it: requests for one key are shared only while in flight.
 */
export const dataPolicy: SWRConfiguration = {
  shouldRetryOnError: false,
  dedupingInterval: 0,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
}

export interface ServerData<T> {
  state: Loaded<T>
  /** After a failure: show loading and fetch again. */
  retry(): void
  /** Fetch again behind the shown value (after an action, pull-to-refresh); rejects when the fetch fails, keeping the value. */
  refresh(): Promise<T>
  /** Replaces the cached value without fetching (an action answered with the new value). */
  update(change: (current: T) => T): void
}

// What was loaded belongs to the person signed in: signing in, out or as someone else empties the
// cache, and the screens on show load again for the new person.
useSession.subscribe((state, previous) => {
  if (state.token !== previous.token) void mutate(() => true, undefined, { revalidate: true })
})

let mounts = 0

export interface ServerDataOptions {
  /** Fetch again whenever the page is shown again (after the first show). */
  refreshOnShow?: boolean
  /** Never start from a cached copy: for screens that act on what they load (a reading whose interpretation they start). */
  fresh?: boolean
}

/**
 * Loads one thing for a screen through the app's data cache. `key` null waits (nothing to load yet);
 * a new key shows loading until its value arrives, and a slow answer for an old key never replaces it.
 */
export function useServerData<T>(key: DataKey | null, load: () => Promise<T>, options: ServerDataOptions = {}): ServerData<T> {
  const loadRef = useRef(load)
  loadRef.current = load
  // A fresh screen keeps its value under a key of its own mount.
  const [mount] = useState(() => (mounts += 1))
  const cacheKey: DataKey | null = key && options.fresh ? [...key, `mount:${mount}`] : key
  const { data, error, isLoading, mutate } = useSWR<T>(cacheKey, () => loadRef.current(), dataPolicy)
  // A fresh screen's copy is its own: dropped from the cache when the screen goes (or its key changes), so
  // opening readings one after another keeps one copy, not one per screen ever opened.
  const { cache } = useSWRConfig()
  const ownKey = options.fresh && cacheKey ? unstable_serialize(cacheKey) : null
  useEffect(() => (ownKey ? () => cache.delete(ownKey) : undefined), [cache, ownKey])

  const state: Loaded<T> = data !== undefined ? { status: 'ready', value: data } : error !== undefined && !isLoading ? { status: 'failed', error } : { status: 'loading' }

  const retry = useCallback(() => void mutate(undefined), [mutate])
  const refresh = useCallback(async () => {
    const value = await loadRef.current()
    await mutate(value, { revalidate: false })
    return value
  }, [mutate])
  const update = useCallback((change: (current: T) => T) => void mutate((current) => (current === undefined ? current : change(current)), { revalidate: false }), [mutate])

  // The first show is the mount, which loads already.
  const shownBefore = useRef(false)
  useDidShow(() => {
    if (shownBefore.current && options.refreshOnShow) void refresh().catch(() => undefined)
    shownBefore.current = true
  })

  return { state, retry, refresh, update }
}

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
