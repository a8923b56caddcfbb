import { ResultCode } from '@tarot/contracts/codes'
import type { ReadingView } from '@tarot/contracts/readings'
import { useCallback, useEffect, useState } from 'react'
import { getReading } from '@/lib/api/readings'
import { ApiError } from '@/lib/http/client'

export type ReadingState = { status: 'loading' } | { status: 'ready'; reading: ReadingView } | { status: 'missing' } | { status: 'failed' }

/** The reading named in the address: loading, found, not found (or not the caller's), or a failure to retry. */
export function useReading(id: string) {
  const [state, setState] = useState<ReadingState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    if (!id) {
      setState({ status: 'missing' })
      return
    }
    setState({ status: 'loading' })
    getReading(id)
      .then((reading) => live && setState({ status: 'ready', reading }))
      .catch((error: unknown) => {
        if (!live) return
        setState(error instanceof ApiError && error.code === ResultCode.notFound ? { status: 'missing' } : { status: 'failed' })
      })
    return () => {
      live = false
    }
  }, [id, attempt])

  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { state, retry }
}
