/**
 * An AbortController for a stream. H5 and React Native have the global one; the mini-program's
 * JavaScript has none, so there a small stand-in gives what the transports use: `aborted` and the
 * `abort` event (`transport.weapp.ts` aborts its request task on it).
 */
export function newAbortController(): AbortController {
  if (typeof AbortController !== 'undefined') return new AbortController()
  const listeners = new Set<() => void>()
  const signal = {
    aborted: false,
    reason: undefined as unknown,
    onabort: null,
    addEventListener: (_type: 'abort', listener: () => void) => void listeners.add(listener),
    removeEventListener: (_type: 'abort', listener: () => void) => void listeners.delete(listener),
    throwIfAborted() {
      if (signal.aborted) throw signal.reason
    },
  }
  return {
    signal: signal as unknown as AbortSignal,
    abort(reason?: unknown) {
      if (signal.aborted) return
      signal.aborted = true
      signal.reason = reason ?? new Error('aborted')
      for (const listener of [...listeners]) listener()
      listeners.clear()
    },
  }
}
