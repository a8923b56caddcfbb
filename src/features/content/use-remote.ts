import { useCallback, useEffect, useState } from 'react'

/** Loads one thing for a page: loading, the value, or a failure the user can retry. Reloads when `key` changes (e.g. the language). */
export function useRemote<T>(load: () => Promise<T>, key: string) {
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'failed'; value?: T }>({ status: 'loading' })
  const run = useCallback(() => {
    let live = true
    setState({ status: 'loading' })
    load()
      .then((value) => live && setState({ status: 'ready', value }))
      .catch(() => live && setState({ status: 'failed' }))
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` names what `load` fetches
  }, [key])
  useEffect(run, [run])
  return { ...state, retry: run }
}
