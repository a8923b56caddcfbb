/**
 * The `res`/`static` warm-up's rules (spec §7: the version file's lists warm the
 * cache), shared by every platform: it is skipped when the connection asks to
 * save data or is 2G (or absent), and otherwise fetches at most `limit` at once,
 * so it never competes with what the person is doing.
 */

/** What the platform says about the connection: the browser's Save-Data, and its type ('2g', 'slow-2g', '4g', 'wifi', 'none', …) when known. */
export interface ConnectionHint {
  saveData: boolean
  type?: string
}

const THRIFTY_TYPES = new Set(['slow-2g', '2g', 'none'])

/** Whether warming may run on this connection: not when it asks to save data, is 2G, or there is none. */
export function warmingAllowed(hint: ConnectionHint): boolean {
  return !hint.saveData && !THRIFTY_TYPES.has((hint.type ?? '').toLowerCase())
}

/**
 * Fetches every url through `warm`, at most `limit` at a time; a failure skips that url. Each
 * request waits for `quiet` first (the platform's "the person is not in the middle of something"),
 * so the warm-up holds while a finger is on the screen or an animation runs and resumes after.
 */
export async function warmAll(urls: readonly string[], warm: (url: string) => Promise<void>, limit = 2, quiet: () => Promise<void> = () => Promise.resolve()): Promise<void> {
  const queue = [...urls]
  const worker = async () => {
    while (queue.length > 0) {
      await quiet()
      const url = queue.shift()
      // Another worker may have taken the last one while this one waited.
      if (url !== undefined) await warm(url).catch(() => undefined)
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, queue.length)) }, worker))
}
