import { useCallback, useEffect, useRef, useState } from 'react'

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; value: T }

/**
 * Loads one thing for a screen: loading, the value, or a failure the user can retry. Loads again when
 * `key` changes (a topic, an id). `refresh` fetches again behind the shown value, e.g. after an action.
 */
export function useLoaded<T>(load: () => Promise<T>, key: string) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' })
  const loadRef = useRef(load)
  loadRef.current = load
  // Only the latest request may write: a slow answer for an old topic must not replace the new one.
  const latest = useRef(0)

  const fetchInto = useCallback(async (showLoading: boolean) => {
    const ticket = ++latest.current
    if (showLoading) setState({ status: 'loading' })
    try {
      const value = await loadRef.current()
      if (ticket === latest.current) setState({ status: 'ready', value })
    } catch (error) {
      if (ticket === latest.current && showLoading) setState({ status: 'failed', error })
      if (!showLoading) throw error
    }
  }, [])

  useEffect(() => {
    void fetchInto(true)
    return () => {
      latest.current += 1
    }
  }, [key, fetchInto])

  const retry = useCallback(() => void fetchInto(true), [fetchInto])
  const refresh = useCallback(() => fetchInto(false), [fetchInto])
  return { state, retry, refresh }
}
