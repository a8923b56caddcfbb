import { useMemo, useRef } from 'react'
import type { FanLift } from './fan-lift'

const RAISED = 'fan__slot--raised'

/**
 * H5: the finger's moves never reach React. A move that crosses into another card writes the class
 * and the transform of the two cards concerned straight onto their elements (no layout read, no
 * re-render of the 78 cards and their tap strips); Chromium hands touch moves over once per frame,
 * so that is at most one pair of writes a frame. React state changes only on a pick. Picked cards
 * are React's to draw and are left alone.
 */
export function useFanLift(transformOf: (index: number, raised: boolean) => string, isPicked: (index: number) => boolean): FanLift {
  const elements = useRef(new Map<number, HTMLElement>())
  const under = useRef<number | null>(null)
  const latest = useRef({ transformOf, isPicked })
  latest.current = { transformOf, isPicked }
  return useMemo(() => {
    const set = (index: number | null, raised: boolean) => {
      if (index === null || latest.current.isPicked(index)) return
      const element = elements.current.get(index)
      if (!element) return
      element.classList.toggle(RAISED, raised)
      element.style.transform = latest.current.transformOf(index, raised)
      // Raised at once, and lowered at once rather than after its share of the opening's delay.
      element.style.transitionDelay = '0ms'
    }
    return {
      shown: null,
      follow(index: number | null) {
        const previous = under.current
        if (previous === index) return
        under.current = index
        set(previous, false)
        set(index, true)
      },
      under: () => under.current,
      register(index: number, element: unknown) {
        if (element instanceof HTMLElement) elements.current.set(index, element)
        else elements.current.delete(index)
      },
      sync: () => set(under.current, true),
    }
  }, [])
}
