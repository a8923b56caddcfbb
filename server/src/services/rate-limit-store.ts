import { createHash } from 'node:crypto'
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

/** The fixed window `now` falls in, for a window `windowMs` long. */
function windowAt(now: number, windowMs: number): { start: number; end: number } {
  const length = Math.max(1, windowMs)
  const start = Math.floor((now + ALIGN_OFFSET_MS) / length) * length - ALIGN_OFFSET_MS
  return { start, end: start + length }
}

/** The readable head of a stored key (route, window, the key generator's label): at most this long. */
const READABLE_MAX = 100
/** A key up to this long is stored as it is; a longer one (an address a client made up, say) as its hash. */
const PLAIN_KEY_MAX = READABLE_MAX + 44

/** The sha256 of `text`, base64url: 43 characters, whatever `text` is. */
const digest = (text: string) => createHash('sha256').update(text).digest('base64url')

/**
 * The key a count is kept under: at most PLAIN_KEY_MAX characters whatever the caller sent. What a client can make
 * long (an `X-Forwarded-For` of 5 KB, a user id) is hashed with everything else, so two keys never share a count,
 * and a short readable head (route, window, label) is kept for an operator reading `rate_counters`.
 */
export function counterKey(parts: { scope: string; windowMs: number; key: string }): string {
  const label = /^([a-z][a-z0-9-]{0,31}):/.exec(parts.key)?.[1] ?? ''
  const readable = [parts.scope, String(parts.windowMs), label].filter(Boolean).join(' ').slice(0, READABLE_MAX)
  return `${readable} ${digest(`${parts.scope}\n${parts.windowMs}\n${parts.key}`)}`
}

/** Any key handed to the counters directly: as it is when short, else hashed to a fixed length. */
const boundedKey = (key: string) => (key.length <= PLAIN_KEY_MAX ? key : `#${digest(key)}`)

/**
 * How many keys the per-process fallback counter remembers. At most about 200 bytes each (a bounded key, a window):
 * some 10 MB at the bound, more addresses than one instance meets in a minute. Past it, windows already over go
 * first, then the oldest keys.
 */
export const LOCAL_KEYS_MAX = 50_000

/**
 * The same fixed windows counted in this process alone, for when the database cannot count: a limit then holds
 * per instance (never none). Bounded to `maxKeys` keys.
 */
export class LocalRateCounter {
  private readonly windows = new Map<string, { end: number; count: number }>()
  private sweptAt = Number.NEGATIVE_INFINITY

  constructor(private readonly maxKeys = LOCAL_KEYS_MAX) {}

  hit(key: string, windowMs: number, now: number): WindowCount {
    const { end } = windowAt(now, windowMs)
    const found = this.windows.get(key)
    if (found && found.end === end) {
      found.count += 1
      return { current: found.count, ttl: end - now }
    }
    this.windows.delete(key)
    if (this.windows.size >= this.maxKeys) this.makeRoom(now)
    this.windows.set(key, { end, count: 1 })
    return { current: 1, ttl: end - now }
  }

  /** How many keys are remembered. */
  get size(): number {
    return this.windows.size
  }

  /** Full: windows already over go (looked for once a second at most, so a flood of new keys stays cheap), then the oldest keys. */
  private makeRoom(now: number): void {
    if (now - this.sweptAt >= 1_000) {
      this.sweptAt = now
      for (const [key, window] of this.windows) if (window.end <= now) this.windows.delete(key)
    }
    // A Map keeps insertion order, and a new window is inserted anew: the first keys are the oldest.
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break
      this.windows.delete(key)
    }
  }
}

/**
 * Request counts in fixed windows (aligned on multiples of the window's length on the Asia/Shanghai clock),
 * kept in the database so every server instance counts into the same window. Time comes from the app's clock.
 * `hitHere` counts the same window in this process, for when the database cannot.
 */
export class SharedRateCounter {
  private readonly local: LocalRateCounter

  constructor(
    private readonly counters: RateCounterRepository,
    readonly now: () => number,
    localKeys = LOCAL_KEYS_MAX,
  ) {
    this.local = new LocalRateCounter(localKeys)
  }

  /** Counts one more request for `key` in the database; rejects when the database cannot count. */
  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.now()
    const { start, end } = windowAt(now, windowMs)
    const current = await this.counters.increment(boundedKey(key), new Date(start), new Date(end))
    return { current, ttl: end - now }
  }

  /** Counts one more request for `key` in this process alone (same window, same max). */
  hitHere(key: string, windowMs: number): WindowCount {
    return this.local.hit(boundedKey(key), windowMs, this.now())
  }

  /** Forgets the windows already over, so the table holds only live ones. */
  async prune(): Promise<void> {
    await this.counters.deleteExpired(new Date(this.now()))
  }
}

/** A store failure is logged at most this often; the failures in between are counted into the next warning. */
export const FAILURE_LOG_INTERVAL_MS = 60_000

/** Warns of a failing shared counter at most once per FAILURE_LOG_INTERVAL_MS, with how many failures went unlogged. */
class FailureWarnings {
  private lastLoggedAt = Number.NEGATIVE_INFINITY
  private suppressed = 0

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number,
  ) {}

  failed(error: unknown, key: string): void {
    const now = this.now()
    if (now - this.lastLoggedAt < FAILURE_LOG_INTERVAL_MS) {
      this.suppressed += 1
      return
    }
    const message = error instanceof Error ? error.message : String(error)
    // The database's own code (54000, 42P01…), on the error or on its cause (drizzle wraps the driver's error).
    const { code, cause } = (error ?? {}) as { code?: unknown; cause?: { code?: unknown } }
    this.log.warn(
      // The error's text only, cut short: a driver's error can quote the whole statement.
      { err: { message: message.slice(0, 300), code: code ?? cause?.code }, key, suppressed: this.suppressed },
      'rate limit counted in this process only: the shared counter failed (later failures within a minute are counted, not logged)',
    )
    this.lastLoggedAt = now
    this.suppressed = 0
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
 * The window's length is part of the key, so two limits on one key (a minute and a day) never share a count;
 * the key reaches the database hashed to a fixed length (`counterKey`).
 * When the database cannot count, the request is counted in this process instead (the same max and window, per
 * instance): a limit never turns off. The failure is logged once a minute at most, with the count of those not logged.
 * `continueExceeding` and `exponentialBackoff` are not supported (no route asks for them): a route that does fails at start.
 */
export function sharedRateLimitStore(counter: SharedRateCounter, log: FastifyBaseLogger): FastifyRateLimitStoreCtor {
  const warnings = new FailureWarnings(log, counter.now)

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
      const stored = counterKey({ scope: this.scope, windowMs, key })
      counter.hit(stored, windowMs).then(
        (count) => callback(null, count),
        (error: unknown) => {
          warnings.failed(error, stored)
          callback(null, counter.hitHere(stored, windowMs))
        },
      )
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      return new SharedRateLimitStore(routeOptions)
    }
  }
  return SharedRateLimitStore
}
