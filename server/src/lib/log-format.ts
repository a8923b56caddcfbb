/**
 * How the server's log reads. `json`: one pino JSON object a line, for a log collector. `pretty`: for a
 * person at a terminal, one short line a request (`12:04:31 POST /tarot/rest/readings/draw 200 12 ms`) and
 * one a message, warnings and errors marked. `LOG_FORMAT=auto` (the default) is `pretty` when the server's
 * standard output is a terminal and `json` when it is a pipe or a file.
 */
export type LogFormat = 'pretty' | 'json'

/** `LOG_FORMAT`: `pretty`, `json`, or `auto`/unset (by whether standard output is a terminal). */
export function logFormatFor(setting: string | undefined, stdoutIsTerminal: boolean): LogFormat {
  const value = setting?.trim().toLowerCase()
  if (value === 'pretty' || value === 'json') return value
  return stdoutIsTerminal ? 'pretty' : 'json'
}

const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' }
// What every line has, or what the request line already says.
const SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime', 'err'])
// Requests whose start was seen and whose end was not yet: bounded, so a request that never ends cannot grow it.
const PENDING_LIMIT = 1_000

interface Entry {
  level?: number
  time?: number
  msg?: string
  reqId?: string
  req?: { method?: string; url?: string }
  res?: { statusCode?: number }
  responseTime?: number
  err?: { type?: string; message?: string; stack?: string }
  [key: string]: unknown
}

const paint = (code: number, text: string, colour: boolean) => (colour ? `\u001b[${code}m${text}\u001b[0m` : text)

function clock(time: number | undefined): string {
  const date = new Date(time ?? Date.now())
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':')
}

function extras(entry: Entry): string {
  const rest = Object.entries(entry).filter(([key]) => !SHOWN.has(key))
  return rest.map(([key, value]) => ` ${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`).join('')
}

/**
 * Turns pino's JSON lines into the pretty form. Fastify logs a request twice, when it comes in and when it
 * is answered; the two become one line when it is answered. Returns the text to print for one JSON line
 * ('' for a request's first half); a line that is not JSON is passed on as it is.
 */
export function createPrettyFormatter({ colour = false }: { colour?: boolean } = {}): (line: string) => string {
  const pending = new Map<string, { method: string; url: string }>()
  return (line) => {
    let entry: Entry
    try {
      entry = JSON.parse(line) as Entry
    } catch {
      return line.endsWith('\n') ? line : `${line}\n`
    }
    const level = entry.level ?? 30
    const time = paint(2, clock(entry.time), colour)
    if (entry.msg === 'incoming request' && entry.reqId && entry.req) {
      if (pending.size >= PENDING_LIMIT) pending.delete(pending.keys().next().value!)
      pending.set(entry.reqId, { method: entry.req.method ?? '?', url: entry.req.url ?? '?' })
      return ''
    }
    if (entry.msg === 'request completed' && entry.reqId) {
      const request = pending.get(entry.reqId)
      pending.delete(entry.reqId)
      const status = entry.res?.statusCode ?? 0
      const code = paint(status >= 500 ? 31 : status >= 400 ? 33 : 32, String(status), colour)
      const took = entry.responseTime === undefined ? '' : ` ${entry.responseTime < 10 ? entry.responseTime.toFixed(1) : Math.round(entry.responseTime)} ms`
      return `${time} ${request ? `${request.method} ${request.url}` : `request ${entry.reqId}`} ${code}${took}\n`
    }
    const name = LEVELS[level] ?? String(level)
    const label = level >= 50 ? paint(31, name, colour) : level >= 40 ? paint(33, name, colour) : level <= 20 ? paint(2, name, colour) : name
    const request = entry.reqId && pending.get(entry.reqId)
    const about = request ? ` (${request.method} ${request.url})` : ''
    const error = entry.err ? `\n${entry.err.stack ?? `${entry.err.type ?? 'Error'}: ${entry.err.message ?? ''}`}` : ''
    return `${time} ${label} ${entry.msg ?? ''}${about}${extras(entry)}${error}\n`
  }
}

/** A pino destination writing the pretty form to `out` (the process's standard output by default). */
export function prettyDestination(out: { write(text: string): unknown } = process.stdout, colour = Boolean(process.stdout.isTTY)): { write(line: string): void } {
  const format = createPrettyFormatter({ colour })
  return {
    write(line) {
      const text = format(line.replace(/\n$/, ''))
      if (text) out.write(text)
    },
  }
}
