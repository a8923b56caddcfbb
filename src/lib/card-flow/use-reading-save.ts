import { isSignedIn } from '@tarot/core/session'
import { useCallback, useRef, useState } from 'react'
import { saveReading } from '@/lib/api/readings'
import { ApiError } from '@/lib/http/client'
import { redirectTo } from '@/lib/navigation/navigate'
import { useAskFlow } from '@/stores/ask-flow'
import { useSession } from '@/stores/session'

export const readingUrl = (id: string) => `/pages/tarot/tarot_read?id=${encodeURIComponent(id)}`

export interface SaveFailure {
  /** 'create': the reading itself could not be made; 'save': it exists but was not kept in the history. */
  stage: 'create' | 'save'
  /** The server's (or the network's) localized reason, shown under "Failed to save result". */
  detail: string
}

export interface ReadingSave {
  working: boolean
  failure: SaveFailure | null
  /**
   * The last step of both card pages: get the reading (`obtain` makes it or returns the one
   * made), keep it in the history when the user is signed in (a guest cannot, and goes on),
   * remember it in the ask flow and open it in place of the card page.
   */
  finish(obtain: () => Promise<string>): Promise<void>
  /** Runs the last `finish` again: the same reading id or the same create request, so no second record. */
  retry(): Promise<void>
  /** After a failed save: open the reading without keeping it. */
  skip(): Promise<void>
}

export function useReadingSave(): ReadingSave {
  const [working, setWorking] = useState(false)
  const [failure, setFailure] = useState<SaveFailure | null>(null)
  const task = useRef<(() => Promise<string>) | null>(null)
  const busy = useRef(false)

  const run = useCallback(async (keep: boolean) => {
    const obtain = task.current
    if (!obtain || busy.current) return
    busy.current = true
    setWorking(true)
    setFailure(null)
    let stage: SaveFailure['stage'] = 'create'
    try {
      const id = await obtain()
      stage = 'save'
      if (keep && isSignedIn(useSession.getState())) await saveReading(id)
      useAskFlow.getState().setReading(id, true)
      // redirectTo: Back from the reading must not return to a spent draw.
      await redirectTo(readingUrl(id))
    } catch (error) {
      setFailure({ stage, detail: error instanceof ApiError ? error.message : '' })
    } finally {
      busy.current = false
      setWorking(false)
    }
  }, [])

  const finish = useCallback(
    (obtain: () => Promise<string>) => {
      if (busy.current) return Promise.resolve()
      task.current = obtain
      return run(true)
    },
    [run],
  )
  const retry = useCallback(() => run(true), [run])
  const skip = useCallback(() => run(false), [run])

  return { working, failure, finish, retry, skip }
}
