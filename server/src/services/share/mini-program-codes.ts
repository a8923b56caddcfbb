import { WechatApiError } from '../wechat/http'
import type { WechatApi } from '../wechat/wechat-api'
import type { CodeTarget } from './poster/poster-code'

/**
 * The mini-program pages a poster's code opens (src/lib/navigation/routes.ts, without the leading slash). The shared
 * reading's page reads the share id from the code's `scene` (src/features/share/model/shared-id.ts).
 */
export const MINI_PROGRAM_PAGES = { sharedReading: 'pagesApp/share/reading', home: 'pages/index/index' } as const

/** The scene of the home page's code: the page ignores it, but WeChat wants 1–32 characters. */
const HOME_SCENE = 'home'

/** After WeChat failed (down, quota used up), posters carry the QR code this long before WeChat is asked again. */
export const FAILURE_PAUSE_MS = 60_000

/**
 * Mini-program codes for posters (`wxacode.getUnlimited`), one per share: its scene is the share id (22 base64url
 * characters, inside WeChat's 32), so the code stays the same for every size and language of that share's poster and
 * is asked of WeChat once. Kept in this process, the least recently used dropped first; concurrent posters share one
 * call. A failure is logged and answered null (the poster falls back to the QR code of the H5 link).
 */
export class MiniProgramCodes {
  private readonly cache = new Map<string, Uint8Array>()
  private readonly pending = new Map<string, Promise<Uint8Array | null>>()
  private pausedUntil = Number.NEGATIVE_INFINITY

  constructor(
    private readonly deps: {
      wechat: Pick<WechatApi, 'miniProgramCode'>
      now: () => number
      log: { warn(details: object, message: string): void }
      maxEntries?: number
    },
  ) {}

  /** The code for a target (bound, to hand to PosterService as its `miniProgramCode`). */
  readonly code = (target: CodeTarget): Promise<Uint8Array | null> => {
    const request = target === 'home' ? { scene: HOME_SCENE, page: MINI_PROGRAM_PAGES.home } : { scene: target.shareId, page: MINI_PROGRAM_PAGES.sharedReading }
    const key = `${request.page}|${request.scene}`
    const hit = this.cache.get(key)
    if (hit) {
      this.cache.delete(key)
      this.cache.set(key, hit)
      return Promise.resolve(hit)
    }
    if (this.deps.now() < this.pausedUntil) return Promise.resolve(null)
    const waiting = this.pending.get(key)
    if (waiting) return waiting
    const fetching = this.fetch(key, request).finally(() => this.pending.delete(key))
    this.pending.set(key, fetching)
    return fetching
  }

  private async fetch(key: string, request: { scene: string; page: string }): Promise<Uint8Array | null> {
    try {
      const code = await this.deps.wechat.miniProgramCode(request).catch((error: unknown) => {
        // A kept-alive connection WeChat closed meanwhile fails before any answer: asking again costs nothing.
        if (error instanceof WechatApiError && error.failure === 'network') return this.deps.wechat.miniProgramCode(request)
        throw error
      })
      if (!code) return null
      this.cache.set(key, code.bytes)
      if (this.cache.size > (this.deps.maxEntries ?? 500)) this.cache.delete(this.cache.keys().next().value!)
      return code.bytes
    } catch (error) {
      this.pausedUntil = this.deps.now() + FAILURE_PAUSE_MS
      this.deps.log.warn({ err: error, page: request.page }, 'no mini-program code from WeChat; the poster carries the QR code of the H5 link')
      return null
    }
  }
}
