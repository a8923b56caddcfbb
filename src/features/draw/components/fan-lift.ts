import { useMemo, useRef, useState } from 'react'

/** Raises the card under the finger as it slides along the fan. */
export interface FanLift {
  /** The card raised by the finger, for rendering; null on H5, where the leaf raises it on the element itself. */
  shown: number | null
  /** The finger is over card `index`, or has left the fan (null). */
  follow(index: number | null): void
  /** The card under the finger at its last move. */
  under(): number | null
  /** A fan card's element (null when it unmounts), for the leaf that writes to it. */
  register(index: number, element: unknown): void
  /** After React has drawn the fan: the raised card raised again where React drew it lowered. */
  sync(): void
}

/**
 * The mini-program and React Native: the raised card is React state, so a move re-renders the fan,
 * and its memoised cards redraw only the one the finger leaves and the one it reaches. H5 has a leaf
 * that keeps the finger out of React altogether.
 */
export function useFanLift(_transformOf: (index: number, raised: boolean) => string, _isPicked: (index: number) => boolean): FanLift {
  const [shown, setShown] = useState<number | null>(null)
  const under = useRef<number | null>(null)
  const actions = useMemo(
    () => ({
      follow(index: number | null) {
        under.current = index
        setShown(index)
      },
      under: () => under.current,
      register: () => undefined,
      sync: () => undefined,
    }),
    [],
  )
  return { shown, ...actions }
}
