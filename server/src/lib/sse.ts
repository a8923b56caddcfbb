import type { FastifyReply } from 'fastify'

/** Longest a stream waits for a client that stopped reading before giving it up. */
const DRAIN_TIMEOUT_MS = 60_000

/**
 * A server-sent event stream over a POST response: `event: meta|delta|restart|done|error`
 * with JSON data, a heartbeat comment every 15 s, and an AbortSignal that fires
 * when the client goes away (so the upstream call stops too).
 *
 * Writes honour back-pressure: when the socket's buffer is full, `send` resolves only once
 * it drained (or the client went away), so whoever awaits it — the model's stream — pauses
 * instead of piling text up in memory. A client that reads nothing for `drainTimeoutMs` is
 * cut off, which ends the stream like a client that left.
 */
export function openEventStream(reply: FastifyReply, { heartbeatMs = 15_000, drainTimeoutMs = DRAIN_TIMEOUT_MS } = {}) {
  const controller = new AbortController()
  reply.hijack()
  const res = reply.raw
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  })
  // A heartbeat is only for idle streams: a full buffer needs no more bytes.
  const heartbeat = setInterval(() => {
    if (!res.writableNeedDrain && !res.writableEnded) res.write(': ping\n\n')
  }, heartbeatMs)
  heartbeat.unref()
  const stop = () => {
    clearInterval(heartbeat)
    controller.abort()
  }
  // The response's close (not the request's, which fires once the body is read) tells that the client went away.
  res.on('close', () => {
    if (!res.writableFinished) stop()
  })

  let drained: Promise<void> | null = null
  const untilDrained = () =>
    (drained ??= new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        res.off('drain', done)
        res.off('close', done)
        drained = null
        resolve()
      }
      const timer = setTimeout(() => {
        res.destroy()
        done()
      }, drainTimeoutMs)
      res.on('drain', done)
      res.on('close', done)
    }))

  return {
    signal: controller.signal,
    /** Writes one event; resolves when the socket can take more (at once, unless its buffer is full). */
    async send(event: 'meta' | 'delta' | 'restart' | 'done' | 'error', data: unknown): Promise<void> {
      if (drained) await drained
      if (res.writableEnded || res.destroyed) return
      if (!res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)) await untilDrained()
    },
    end() {
      clearInterval(heartbeat)
      if (!res.writableEnded) res.end()
    },
  }
}
