import { Agent, request as httpRequest } from 'node:http'

/** What the load generator needs from one HTTP answer. */
export interface Answer {
  status: number
  body: string
}

/**
 * A keep-alive HTTP/1.1 client on node:http: one socket per concurrent worker,
 * reused for every request, so a run measures the server and not connection set-up.
 * It is lighter than fetch in Node 20, which matters when the server answers in tens
 * of microseconds.
 */
export function client(port: number, sockets: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: sockets })
  return {
    request(method: 'GET' | 'POST', path: string, headers: Record<string, string> = {}, json?: unknown): Promise<Answer> {
      const payload = json === undefined ? undefined : JSON.stringify(json)
      const allHeaders = payload === undefined ? headers : { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }
      return new Promise((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, method, path, agent, headers: allHeaders }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
          res.on('error', reject)
        })
        req.on('error', reject)
        req.end(payload)
      })
    },
    close: () => agent.destroy(),
  }
}

/** The envelope's data when the answer is HTTP 200 with code 0; anything else stops the benchmark. */
export function okData<T>(answer: Answer, what: string): T {
  const parsed = answer.status === 200 ? (JSON.parse(answer.body) as { code?: number; data?: T }) : undefined
  if (!parsed || parsed.code !== 0) throw new Error(`${what}: HTTP ${answer.status} ${answer.body.slice(0, 200)}`)
  return parsed.data as T
}

export interface LoadResult {
  /** Completed operations. */
  ops: number
  /** Wall time of the run, ms. */
  elapsedMs: number
  /** Each operation's latency, ms. */
  latencies: number[]
}

/**
 * Closed-loop load: `concurrency` workers each run `op` back to back until the
 * time is up; every operation's latency is kept. Throughput is completed
 * operations over wall time. An operation that throws ends the run.
 */
export async function load(op: (worker: number) => Promise<void>, concurrency: number, ms: number): Promise<LoadResult> {
  const latencies: number[] = []
  const started = performance.now()
  const deadline = started + ms
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (performance.now() < deadline) {
        const t = performance.now()
        await op(worker)
        latencies.push(performance.now() - t)
      }
    }),
  )
  return { ops: latencies.length, elapsedMs: performance.now() - started, latencies }
}

/** Merges rounds of the same scenario. */
export function merge(results: LoadResult[]): LoadResult {
  return {
    ops: results.reduce((n, r) => n + r.ops, 0),
    elapsedMs: results.reduce((n, r) => n + r.elapsedMs, 0),
    latencies: results.flatMap((r) => r.latencies),
  }
}

/** Nearest-rank percentile of a list of milliseconds. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!
}

/** A plain text table, right-aligned except the first column. */
export function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)))
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ')
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n')
}

export const fmt = {
  rate: (n: number) => Math.round(n).toLocaleString('en-US'),
  ms: (n: number) => (n >= 100 ? n.toFixed(0) : n >= 10 ? n.toFixed(1) : n.toFixed(2)),
  ratio: (n: number) => `${n >= 10 ? n.toFixed(1) : n.toFixed(2)}x`,
}
