import { describe, expect, it } from 'vitest'
import { createPrettyFormatter, logFormatFor, prettyDestination } from './log-format'

describe('the log format', () => {
  it('is pretty at a terminal and JSON in a pipe or a file, unless LOG_FORMAT says which', () => {
    expect(logFormatFor(undefined, true)).toBe('pretty')
    expect(logFormatFor(undefined, false)).toBe('json')
    expect(logFormatFor('auto', true)).toBe('pretty')
    expect(logFormatFor('', false)).toBe('json')
    expect(logFormatFor('json', true)).toBe('json')
    expect(logFormatFor(' Pretty ', false)).toBe('pretty')
    // A value it does not know falls back to the automatic choice rather than failing the start.
    expect(logFormatFor('fancy', false)).toBe('json')
  })

  it('prints one line a request, when it is answered: method, path, status and time', () => {
    const format = createPrettyFormatter()
    const time = new Date(2026, 11, 2, 9, 5, 7).getTime()
    const incoming = JSON.stringify({ level: 30, time, pid: 1, hostname: 'h', reqId: 'req-1', req: { method: 'POST', url: '/tarot/rest/readings/draw' }, msg: 'incoming request' })
    const completed = JSON.stringify({ level: 30, time, pid: 1, hostname: 'h', reqId: 'req-1', res: { statusCode: 200 }, responseTime: 12.34, msg: 'request completed' })
    expect(format(incoming)).toBe('')
    expect(format(completed)).toBe('09:05:07 POST /tarot/rest/readings/draw 200 12 ms\n')
    // A message logged during a request says which request, with its own fields.
    format(JSON.stringify({ level: 30, time, reqId: 'req-2', req: { method: 'GET', url: '/x' }, msg: 'incoming request' }))
    expect(format(JSON.stringify({ level: 40, time, reqId: 'req-2', msg: 'slow model', engine: 'llm' }))).toBe('09:05:07 WARN slow model (GET /x) engine=llm\n')
  })

  it('prints other messages on a line of their own with their level, an error with its stack, and passes on what is not JSON', () => {
    const format = createPrettyFormatter()
    const time = new Date(2026, 11, 2, 18, 0, 0).getTime()
    expect(format(JSON.stringify({ level: 30, time, pid: 1, hostname: 'h', msg: 'AI Tarot is ready at http://127.0.0.1:8080/tarot/h5app/' }))).toBe(
      '18:00:00 INFO AI Tarot is ready at http://127.0.0.1:8080/tarot/h5app/\n',
    )
    expect(format(JSON.stringify({ level: 50, time, msg: 'boom', err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at x' } }))).toBe('18:00:00 ERROR boom\nError: boom\n    at x\n')
    expect(format('not json')).toBe('not json\n')
  })

  it('colours the status only when asked, and the destination writes nothing for a request’s first half', () => {
    const written: string[] = []
    const destination = prettyDestination({ write: (text: string) => written.push(text) }, true)
    destination.write(`${JSON.stringify({ level: 30, time: 0, reqId: 'a', req: { method: 'GET', url: '/missing' }, msg: 'incoming request' })}\n`)
    destination.write(`${JSON.stringify({ level: 30, time: 0, reqId: 'a', res: { statusCode: 404 }, responseTime: 1.5, msg: 'request completed' })}\n`)
    expect(written).toHaveLength(1)
    expect(written[0]).toContain('GET /missing \u001b[33m404\u001b[0m 1.5 ms')
  })
})
