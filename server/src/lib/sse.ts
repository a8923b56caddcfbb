import type { FastifyReply } from 'fastify'

/**
 * A server-sent event stream over a POST response: `event: meta|delta|restart|done|error`
 * with JSON data, a heartbeat comment every 15 s, and an AbortSignal that fires
 * when the client goes away (so the upstream call stops too).
 */
export function openEventStream(reply: FastifyReply, heartbeatMs = 15_000) {
  const controller = new AbortController()
  reply.hijack()
  const res = reply.raw
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  })
  const heartbeat = setInterval(() => res.write(': ping\n\n'), heartbeatMs)
  heartbeat.unref()
  const stop = () => {
    clearInterval(heartbeat)
    controller.abort()
  }
  // The response's close (not the request's, which fires once the body is read) tells that the client went away.
  res.on('close', () => {
    if (!res.writableFinished) stop()
  })
  return {
    signal: controller.signal,
    send(event: 'meta' | 'delta' | 'restart' | 'done' | 'error', data: unknown) {
      if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
    },
    end() {
      clearInterval(heartbeat)
      if (!res.writableEnded) res.end()
    },
  }
}
