import { newAbortController } from './abort'

describe('newAbortController', () => {
  it('stands in for AbortController where the platform has none (the mini-program), telling listeners once', () => {
    const saved = globalThis.AbortController
    // @ts-expect-error -- the mini-program's JavaScript has no AbortController
    delete globalThis.AbortController
    try {
      const controller = newAbortController()
      const heard = jest.fn()
      controller.signal.addEventListener('abort', heard, { once: true })
      expect(controller.signal.aborted).toBe(false)
      controller.abort()
      controller.abort()
      expect(controller.signal.aborted).toBe(true)
      expect(heard).toHaveBeenCalledTimes(1)
    } finally {
      globalThis.AbortController = saved
    }
  })
})
