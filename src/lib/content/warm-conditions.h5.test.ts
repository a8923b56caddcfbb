import { INPUT_QUIET_MS, connectionHint, whenQuiet } from './warm-conditions.h5'

const setConnection = (value: unknown) => Object.defineProperty(navigator, 'connection', { value, configurable: true })

describe('the browser connection hint (H5)', () => {
  afterEach(() => setConnection(undefined))

  it("reads the browser's Save-Data and effective type", async () => {
    setConnection({ saveData: true, effectiveType: '4g' })
    expect(await connectionHint()).toEqual({ saveData: true, type: '4g' })
    setConnection({ saveData: false, effectiveType: '2g' })
    expect(await connectionHint()).toEqual({ saveData: false, type: '2g' })
  })

  it('says nothing against warming where the browser has no Network Information', async () => {
    setConnection(undefined)
    expect(await connectionHint()).toEqual({ saveData: false, type: undefined })
  })
})

describe('the warm-up waits for a quiet moment (H5)', () => {
  // jsdom has no Web Animations: the test gives the document the little of it the check reads.
  const doc = document as unknown as { getAnimations?: () => unknown[] }
  let animations: Array<{ playState: string; effect: { getTiming: () => { iterations: number } } }> = []
  beforeEach(() => {
    jest.useFakeTimers()
    animations = []
    doc.getAnimations = () => animations
  })
  afterEach(() => {
    jest.useRealTimers()
    delete doc.getAnimations
  })
  const settled = (promise: Promise<void>) => {
    let done = false
    void promise.then(() => (done = true))
    return () => done
  }
  const flush = async (ms: number) => {
    await jest.advanceTimersByTimeAsync(ms)
  }

  it('waits until the finger has been off the screen for a while', async () => {
    const first = settled(whenQuiet())
    await flush(0)
    expect(first()).toBe(true)

    window.dispatchEvent(new Event('touchmove'))
    const afterTouch = settled(whenQuiet())
    await flush(INPUT_QUIET_MS / 2)
    window.dispatchEvent(new Event('touchmove'))
    await flush(INPUT_QUIET_MS - 100)
    expect(afterTouch()).toBe(false)
    await flush(200)
    expect(afterTouch()).toBe(true)
  })

  it('waits while a card flies or turns, but not for an endless blink', async () => {
    window.dispatchEvent(new Event('pointerdown'))
    await flush(INPUT_QUIET_MS + 10)
    animations = [{ playState: 'running', effect: { getTiming: () => ({ iterations: Number.POSITIVE_INFINITY }) } }]
    const blinking = settled(whenQuiet())
    await flush(0)
    expect(blinking()).toBe(true)

    animations = [{ playState: 'running', effect: { getTiming: () => ({ iterations: 1 }) } }]
    const flying = settled(whenQuiet())
    await flush(1000)
    expect(flying()).toBe(false)
    animations = [{ playState: 'finished', effect: { getTiming: () => ({ iterations: 1 }) } }]
    await flush(300)
    expect(flying()).toBe(true)
  })
})
