// The stand-in server of the RN tests: answers the app's REST and data-host requests in the
// server's envelope ({ code, data }), per path. Tests add or replace routes; anything unknown
// answers as the real server does for an unknown path (HTTP 404, code 404000).
export interface StandInRequest {
  url: string
  path: string
  query: URLSearchParams
  method: string
  headers: Record<string, string>
  body: unknown
}
export interface StandInAnswer {
  status?: number
  body?: unknown
  /** A streamed answer: the pieces, in order. */
  stream?: string[]
}
type Route = (req: StandInRequest) => StandInAnswer | undefined | Promise<StandInAnswer | undefined>

export const ok = (data: unknown): StandInAnswer => ({ status: 200, body: { code: 0, data } })

export class StandInServer {
  readonly requests: StandInRequest[] = []
  private readonly routes = new Map<string, Route>()

  on(method: string, path: string | RegExp, route: Route): this {
    this.routes.set(`${method} ${typeof path === 'string' ? path : path.source}`, route)
    return this
  }

  install(): this {
    Object.assign(globalThis, { __standInServer: (raw: { url: string; method: string; headers: Record<string, string>; body?: string }) => this.handle(raw) })
    return this
  }

  private async handle(raw: { url: string; method: string; headers: Record<string, string>; body?: string }): Promise<StandInAnswer> {
    const url = new URL(raw.url)
    let body: unknown = raw.body
    try {
      body = typeof raw.body === 'string' ? JSON.parse(raw.body) : raw.body
    } catch {
      // not JSON
    }
    const req: StandInRequest = { url: raw.url, path: url.pathname, query: url.searchParams, method: raw.method.toUpperCase(), headers: raw.headers ?? {}, body }
    this.requests.push(req)
    for (const [key, route] of [...this.routes].reverse()) {
      const [method, pattern] = [key.slice(0, key.indexOf(' ')), key.slice(key.indexOf(' ') + 1)]
      if (method !== req.method && method !== '*') continue
      if (pattern === req.path || new RegExp(`^${pattern}$`).test(req.path)) {
        const answer = await route(req)
        if (answer) return answer
      }
    }
    return { status: 404, body: { code: 404000, message: 'Not found' } }
  }
}
