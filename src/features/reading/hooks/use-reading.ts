import { ResultCode } from '@tarot/contracts/codes'
import type { ReadingView } from '@tarot/contracts/readings'
import { getReading } from '@/lib/api/readings'
import { readingKey } from '@/lib/data/reading'
import { useServerData } from '@/lib/data/use-server-data'
import { ApiError } from '@/lib/http/client'

export type ReadingState = { status: 'loading' } | { status: 'ready'; reading: ReadingView } | { status: 'missing' } | { status: 'failed' }

/** The reading named in the address: loading, found, not found (or not the caller's), or a failure to retry. */
export function useReading(id: string) {
  // Fresh each time the screen opens: it starts the interpretation from what it loads.
  const { state: loaded, retry, update } = useServerData(readingKey(id), () => getReading(id), { fresh: true })
  const state: ReadingState = !id
    ? { status: 'missing' }
    : loaded.status === 'ready'
      ? { status: 'ready', reading: loaded.value }
      : loaded.status === 'failed'
        ? loaded.error instanceof ApiError && loaded.error.code === ResultCode.notFound
          ? { status: 'missing' }
          : { status: 'failed' }
        : { status: 'loading' }
  /** The reading as an action answered it (saved): shown at once, without loading again. */
  const replace = (next: ReadingView) => update(() => next)
  return { state, retry, replace }
}
