import { prefersReducedMotion, watchReducedMotion } from '@/lib/platform/reduced-motion.h5'

/** The H5 leaf reads the browser's `prefers-reduced-motion` and follows its changes. */
describe('reduce motion on H5', () => {
  const listeners = new Set<(event: { matches: boolean }) => void>()
  let matches = false
  beforeEach(() => {
    listeners.clear()
    matches = false
    window.matchMedia = jest.fn((query: string) => ({
      get matches() {
        return query === '(prefers-reduced-motion: reduce)' && matches
      },
      addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => listeners.delete(listener),
    })) as unknown as typeof window.matchMedia
  })

  it('reads the media query', () => {
    expect(prefersReducedMotion()).toBe(false)
    matches = true
    expect(prefersReducedMotion()).toBe(true)
  })

  it('tells of a change while watched, and stops when unsubscribed', () => {
    const seen: boolean[] = []
    const stop = watchReducedMotion((reduced) => seen.push(reduced))
    listeners.forEach((listener) => listener({ matches: true }))
    stop()
    expect(listeners.size).toBe(0)
    expect(seen).toEqual([true])
  })
})
