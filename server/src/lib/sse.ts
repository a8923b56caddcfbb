import type { FastifyReply, FastifyRequest } from 'fastify'

/**
 * A server-sent event stream over a POST response: `event: meta|delta|done|error`
 * with JSON data, a heartbeat comment every 15 s, and an AbortSignal that fires
 * when the client goes away (so the upstream call stops too).
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply, heartbeatMs = 15_000) {
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
  request.raw.on('close', () => {
    if (!res.writableEnded) stop()
  })
  return {
    signal: controller.signal,
    send(event: 'meta' | 'delta' | 'done' | 'error', data: unknown) {
      if (!res.writableEnded) res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
    },
    end() {
      clearInterval(heartbeat)
      if (!res.writableEnded) res.end()
    },
  }
}
