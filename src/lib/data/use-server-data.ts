import { useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import useSWR, { type SWRConfiguration, mutate, unstable_serialize, useSWRConfig } from 'swr'
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
