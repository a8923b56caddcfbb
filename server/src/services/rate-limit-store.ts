import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import type { FastifyBaseLogger } from 'fastify'
import type { RateCounterRepository } from '../db/rate-counters'

/** What the store hands @fastify/rate-limit for one request: the count in the current window and the milliseconds left in it. */
export interface WindowCount {
  current: number
  ttl: number
}

/**
 * Windows are aligned on the Asia/Shanghai clock (UTC+8 all year): a day's window turns at midnight there,
 * like the daily free readings, not at 08:00. Shorter windows (a minute, an hour) are unaffected.
 */
const ALIGN_OFFSET_MS = 8 * 3_600_000

/**
 * Request counts in fixed windows (aligned on multiples of the window's length on the Asia/Shanghai clock),
 * kept in the database so every server instance counts into the same window. Time comes from the app's clock.
 */
export class SharedRateCounter {
  constructor(
    private readonly counters: RateCounterRepository,
    private readonly now: () => number,
  ) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now()
    const length = Math.max(1, windowMs)
    const start = Math.floor((now + ALIGN_OFFSET_MS) / length) * length - ALIGN_OFFSET_MS
    const end = start + length
    const current = await this.counters.increment(key, new Date(start), new Date(end))
    return { current, ttl: end - now }
  }

  /** Forgets the windows already over, so the table holds only live ones. */
  async prune(): Promise<void> {
    await this.counters.deleteExpired(new Date(this.now()))
  }
}

interface StoreOptions {
  timeWindow?: unknown
  continueExceeding?: boolean
  exponentialBackoff?: boolean
  routeInfo?: { method?: string | string[]; url?: string }
}

/** A route's own limit counts apart from other routes' (as @fastify/rate-limit's RedisStore does); a limiter made with `app.rateLimit`/`app.createRateLimit` has no route and relies on its key generator's prefix. */
function scopeOf(options: StoreOptions): string {
  const route = options.routeInfo
  if (!route?.url) return ''
  const method = Array.isArray(route.method) ? route.method.join(',') : (route.method ?? '')
  return `${method} ${route.url}`
}

/**
 * The `store` for @fastify/rate-limit (its custom-store interface: `incr(key, callback)` answering
 * `{ current, ttl }`, and `child(routeOptions)` per route or limiter) over `SharedRateCounter`.
 * The window's length is part of the key, so two limits on one key (a minute and a day) never share a count.
 * `continueExceeding` and `exponentialBackoff` are not supported (no route asks for them): a route that does fails at start.
 */
export function sharedRateLimitStore(counter: SharedRateCounter, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  class SharedRateLimitStore implements FastifyRateLimitStore {
    private readonly scope: string
    private readonly timeWindow: number | undefined

    constructor(options: FastifyRateLimitOptions) {
      const settings = options as StoreOptions
      if (settings.continueExceeding || settings.exponentialBackoff) throw new Error('the shared rate-limit store supports neither continueExceeding nor exponentialBackoff')
      this.scope = scopeOf(settings)
      this.timeWindow = typeof settings.timeWindow === 'number' ? settings.timeWindow : undefined
    }

    // @fastify/rate-limit passes the window (resolved per request) after the callback; its types leave it out.
    incr(key: string, callback: (error: Error | null, result?: WindowCount) => void, timeWindow?: number): void {
      const windowMs = timeWindow ?? this.timeWindow ?? 60_000
      const fullKey = [this.scope, String(windowMs), key].filter(Boolean).join(' ')
      counter.hit(fullKey, windowMs).then(
        (count) => callback(null, count),
        // Fails open: when the database cannot count, the request goes through (with a warning) rather than
        // every request being refused; a database that is down fails the request's own work anyway.
        (error: unknown) => {
          log.warn({ err: error, key: fullKey }, 'rate limit not counted: the shared counter failed; letting the request through')
          callback(null, { current: 0, ttl: windowMs })
        },
      )
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new SharedRateLimitStore(routeOptions as unknown as FastifyRateLimitOptions)
    }
  }
  return SharedRateLimitStore
}
