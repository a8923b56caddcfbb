import type { ReadingView } from '@tarot/contracts/readings'
import { useCallback, useEffect, useRef, useState } from 'react'
import { getReading, keepPicks, newClientKey, pickCards, startDraw } from '@/lib/api/readings'
import { ApiError } from '@/lib/http/client'

/** A new draw (under the ask flow's `clientKey`, so a repeated start returns the same reading), or a reading to resume by id. */
export type DrawSource = { kind: 'new'; spreadId: string; question: string; clientKey?: string | null } | { kind: 'resume'; id: string }

export type DrawPhase =
  | 'starting' // the server shuffles and seals
  | 'start-failed'
  | 'picking' // the fan is open
  | 'revealing' // the picks went to the server
  | 'pick-failed'
  | 'drawn' // the cards and the seed are known

const reasonOf = (error: unknown) => (error instanceof ApiError ? error.message : '')

/**
 * A digital draw, commit–reveal: `startDraw` gives the sealed reading (its
 * commitment shows before the pick), the user picks one fan slot per position, and
 * `pickCards` reveals the cards and the seed. A retry repeats the same request:
 * the same clientKey for the start, the same picks for the reveal.
 * `resume` reopens a reading made earlier (after signing in on the way, or a reload)
 * from the server's record: the same seal, the cards picked so far in their places
 * (each pick before the last is kept with the draw as it is made), and the same cards once drawn.
 * `onSealed` hears the reading's id as soon as the server has sealed it.
 */
export function useDraw(source: DrawSource, onSealed?: (id: string) => void) {
  const clientKey = useRef((source.kind === 'new' && source.clientKey) || newClientKey())
  const sealed = useRef(onSealed)
  sealed.current = onSealed
  const [phase, setPhase] = useState<DrawPhase>('starting')
  const [reading, setReading] = useState<ReadingView | null>(null)
  const [picks, setPicks] = useState<number[]>([])
  const [reason, setReason] = useState('')
  const picksRef = useRef<number[]>([])
  const phaseRef = useRef<DrawPhase>('starting')
  /** The picks the draw came back with (a reload mid-draw), shown as kept. */
  const [restored, setRestored] = useState(0)
  /** The picks so far go to the server one request after another, so an older list never lands after a newer one. */
  const keeping = useRef<Promise<unknown>>(Promise.resolve())

  const moveTo = (next: DrawPhase) => {
    phaseRef.current = next
    setPhase(next)
  }

  const land = (result: ReadingView) => {
    setReading(result)
    sealed.current?.(result.id)
    picksRef.current = result.picks ?? []
    setPicks(picksRef.current)
    if (result.cards) {
      moveTo('drawn')
    } else {
      // Picked before a reload: the same cards stay in the same places, and the draw goes on from there.
      setRestored(picksRef.current.length)
      moveTo('picking')
    }
  }

  const start = useCallback(async () => {
    moveTo('starting')
    setReason('')
    try {
      land(source.kind === 'resume' ? await getReading(source.id) : await startDraw(source.spreadId, source.question, clientKey.current))
    } catch (error) {
      setReason(reasonOf(error))
      moveTo('start-failed')
    }
    // The source is fixed for the page's life.
  }, []) // eslint-disable-line react-hooks/exhaustive-deps

  useEffect(() => {
    void start()
  }, [start])

  const reveal = async (id: string, chosen: number[], retrying: boolean) => {
    moveTo('revealing')
    setReason('')
    try {
      // A reveal whose answer was lost may have happened: look before picking again.
      const known = retrying ? await getReading(id).catch(() => null) : null
      land(known?.cards ? known : await pickCards(id, chosen))
    } catch (error) {
      setReason(reasonOf(error))
      moveTo('pick-failed')
    }
  }

  /** Takes the card at fan slot `index` for the next of the spread's `positions`; a slot is taken once. */
  const pick = (index: number, positions: number) => {
    if (phaseRef.current !== 'picking' || !reading) return
    const current = picksRef.current
    if (current.includes(index) || current.length >= positions) return
    const next = [...current, index]
    picksRef.current = next
    setPicks(next)
    const id = reading.id
    if (next.length === positions) void reveal(id, next, false)
    // Kept with the sealed draw; if it does not arrive, the pick still counts on this page and the last pick carries them all.
    else keeping.current = keeping.current.then(() => keepPicks(id, next)).catch(() => undefined)
  }

  const retry = () => {
    if (phase === 'start-failed') void start()
    else if (phase === 'pick-failed' && reading) void reveal(reading.id, picksRef.current, true)
  }

  return { phase, reading, picks, restored, reason, pick, retry }
}
