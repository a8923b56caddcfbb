import { type ChildProcess, fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { cpus, tmpdir } from 'node:os'
import path from 'node:path'
import { CARD_IDS } from '@tarot/core/deck'
import { BUNDLED_CATALOGUE, positionCount } from '@tarot/core/spreads'
import Fastify, { type FastifyInstance } from 'fastify'
import { buildApp } from '../../server/src/app'
import { loadConfig } from '../../server/src/config'
import { type LoadResult, client, fmt, load, merge, okData, percentile, table } from './load'
import { rawSqlServer } from './raw-sql'

/**
 * Server benchmarks, run by `npm run bench` after the Vitest benchmarks (through
 * bench/server.mjs, which bundles this file). Figures are ratios against a bare
 * Fastify route (`GET /ping` → `{ ok: true }`) measured in the same run, never
 * timed assertions.
 *
 * Why not `vitest bench`: tinybench runs one iteration at a time, so its hz is the
 * inverse of a lone request's latency, not what a server sustains with many
 * requests in flight, and its p99 mixes in whatever the per-iteration set-up does.
 * Here a closed-loop load generator keeps N keep-alive connections busy and keeps
 * every operation's latency. The servers (the real app, built by `buildApp` and
 * listening on a port, and the bare route) run in child processes, so the load
 * generator's own work does not run on the server's event loop; on a two-core
 * machine the two processes (and PostgreSQL's backends) still share the cores, the
 * same for the app and the baseline. Each scenario runs in interleaved rounds with
 * the baseline, so drift on a busy machine falls on both.
 */

type Kind = 'bare' | 'pglite' | 'postgres' | 'raw-pglite' | 'raw-postgres'

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY) || 8
/** Connections for the hot reads: the usual 8, and 64 (a busier server: more requests queue for the database). */
const READ_CONCURRENCY = [CONCURRENCY, Number(process.env.BENCH_HIGH_CONCURRENCY) || 64]
const SECONDS = Number(process.env.BENCH_SECONDS) || 6
const ROUNDS = 3
const WARMUP_MS = 1000
const SAMPLES = Number(process.env.BENCH_SAMPLES) || 200
const WARMUP_SAMPLES = 20
/** `BENCH_STREAM=0` leaves out the interpretation stream (quicker runs while working on throughput). */
const SKIP_STREAM = process.env.BENCH_STREAM === '0'
/** `BENCH_CPU_PROF=<dir>`: the app's process writes a V8 CPU profile there when it stops (`node --cpu-prof`). */
const CPU_PROF_DIR = process.env.BENCH_CPU_PROF

/** Free spreads (daily quota, no energy): `cnc` for the saved readings, `week` (the largest free one) for the interpretation. */
const SAVE_SPREAD = 'cnc'
const STREAM_SPREAD = 'week'

// ───────────────────────────── child: one server ─────────────────────────────

async function serve(kind: Kind): Promise<void> {
  let app: FastifyInstance
  let dir: string | undefined
  if (kind === 'bare') {
    app = Fastify()
    app.get('/ping', async () => ({ ok: true }))
  } else if (kind === 'raw-pglite' || kind === 'raw-postgres') {
    dir = mkdtempSync(path.join(tmpdir(), 'tarot-bench-raw-'))
    app = await rawSqlServer(kind === 'raw-postgres' ? process.env.BENCH_APP_DATABASE_URL : undefined, dir)
  } else {
    dir = mkdtempSync(path.join(tmpdir(), 'tarot-bench-'))
    // The app as `npm start` runs it (PGlite on disk in DATA_DIR, or DATABASE_URL), API only, logging off
    // (as in the tests; the baseline logs nothing either), the dev sign-in on, and a free quota and limits that a run cannot use up.
    const config = loadConfig({
      DATA_DIR: dir,
      H5_DIR: path.join(dir, 'none'),
      RES_DIR: path.join(dir, 'none'),
      DEV_SIGN_IN: 'true',
      DAILY_FREE_READINGS: '1000000',
      GUEST_TOKENS_PER_MINUTE: '1000000000',
      GUEST_TOKENS_PER_DAY: '1000000000',
      READINGS_PER_MINUTE: '1000000000',
      // `SESSION_CHECK_MS=0 npm run bench` measures the app looking up the session on every request, as the baseline does.
      ...(process.env.SESSION_CHECK_MS ? { SESSION_CHECK_MS: process.env.SESSION_CHECK_MS } : {}),
      ...(kind === 'postgres' ? { DATABASE_URL: process.env.BENCH_APP_DATABASE_URL } : {}),
    })
    app = await buildApp({ config })
  }
  await app.listen({ port: 0, host: '127.0.0.1' })
  const stop = async () => {
    await app.close()
    if (dir) rmSync(dir, { recursive: true, force: true })
    process.exit(0)
  }
  process.on('message', () => void stop())
  process.on('disconnect', () => void stop())
  process.send!({ port: (app.server.address() as AddressInfo).port })
}

// ───────────────────────────── parent: load and report ─────────────────────────────

interface Server {
  port: number
  stop(): Promise<void>
}

function startServer(kind: Kind, env: Record<string, string> = {}): Promise<Server> {
  const profile = CPU_PROF_DIR && (kind === 'pglite' || kind === 'postgres') ? ['--cpu-prof', '--cpu-prof-dir', CPU_PROF_DIR, '--cpu-prof-name', `${kind}-${Date.now()}.cpuprofile`] : []
  const child: ChildProcess = fork(process.argv[1]!, ['serve', kind], { env: { ...process.env, ...env }, execArgv: [...process.execArgv, ...profile] })
  return new Promise((resolve, reject) => {
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)))
    child.once('message', (m) => {
      child.removeAllListeners('exit')
      resolve({
        port: (m as { port: number }).port,
        stop: () =>
          new Promise<void>((done) => {
            const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
            child.once('exit', () => {
              clearTimeout(timer)
              done()
            })
            child.send('close')
          }),
      })
    })
  })
}

/** A throwaway database on the PostgreSQL server the launcher gave, dropped afterwards. */
async function postgresDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: pg } = await import('pg')
  const name = `tarot_bench_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl })
      await c.connect()
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await c.end()
    },
  }
}

let deal = 0
/** `n` different cards, a different hand each time, some reversed. */
function cards(n: number): { id: string; orientation: 'upright' | 'reversed' }[] {
  const start = (deal += 7) % CARD_IDS.length
  return Array.from({ length: n }, (_, k) => ({ id: CARD_IDS[(start + k * 11) % CARD_IDS.length]!, orientation: (deal + k) % 3 === 0 ? 'reversed' : 'upright' }))
}

type Op = (worker: number) => Promise<void>

interface Scenario {
  name: string
  requestsPerOp: number
  connections: number
  /** The app's operation. */
  app: Op
  /** The same operation on the raw-SQL baseline (absent for the reference rows, which compare with `GET /ping`). */
  raw?: Op
}

interface Row {
  scenario: Scenario
  app: LoadResult
  raw?: LoadResult
}

async function throughput(bare: Server, app: Server, raw: Server): Promise<Row[]> {
  const maxConnections = Math.max(CONCURRENCY, ...READ_CONCURRENCY)
  const bareHttp = client(bare.port, maxConnections)
  const appHttp = client(app.port, maxConnections)
  const rawHttp = client(raw.port, maxConnections)
  // Saving needs a signed-in user (a guest's reading cannot be saved), so each worker signs in with the
  // dev provider first; sign-in allows 20 a minute from one address, so at most 16 users are shared.
  // The baseline makes the same number of users and sessions with plain inserts.
  const users = Math.min(CONCURRENCY, 16)
  const tokens: string[] = []
  for (let u = 0; u < users; u += 1) {
    const data = okData<{ access_token: string }>(await appHttp.request('POST', '/tarot/rest/login/sign-in', {}, { provider: 'dev', name: `bench-${u}` }), 'sign-in')
    tokens.push(data.access_token)
  }
  const rawTokens = okData<string[]>(await rawHttp.request('POST', '/users', {}, { count: users }), 'baseline users')
  const positions = positionCount(BUNDLED_CATALOGUE, SAVE_SPREAD)
  const appHeaders = (worker: number) => ({ 'tarot-token': tokens[worker % users]!, 'tarot-lang': 'en' })
  const rawHeaders = (worker: number) => ({ 'tarot-token': rawTokens[worker % users]!, 'tarot-lang': 'en' })
  const newReading = () => ({ spreadId: SAVE_SPREAD, question: 'What should I focus on today?', cards: cards(positions) })
  const get =
    (http: ReturnType<typeof client>, url: string, headers: (worker: number) => Record<string, string>, what: string): Op =>
    async (worker) => {
      okData(await http.request('GET', url, headers(worker)), what)
    }
  const getJson =
    (http: ReturnType<typeof client>, url: string, what: string): Op =>
    async () => {
      const answer = await http.request('GET', url, { 'tarot-lang': 'en' })
      if (answer.status !== 200 || !answer.body.startsWith('{')) throw new Error(`${what}: HTTP ${answer.status} ${answer.body.slice(0, 200)}`)
    }

  const scenarios: Scenario[] = [
    {
      name: 'bare Fastify GET /ping (no database)',
      requestsPerOp: 1,
      connections: CONCURRENCY,
      app: async () => {
        const answer = await bareHttp.request('GET', '/ping')
        if (answer.status !== 200 || answer.body !== '{"ok":true}') throw new Error(`ping: ${answer.status} ${answer.body}`)
      },
    },
    {
      name: 'guest login POST /login/user',
      requestsPerOp: 1,
      connections: CONCURRENCY,
      app: async () => {
        okData(await appHttp.request('POST', '/tarot/rest/login/user'), 'guest login')
      },
    },
    // Create + save first, so every user has a full page of saved readings for the list.
    {
      name: `create + save reading (${positions} cards, 2 requests)`,
      requestsPerOp: 2,
      connections: CONCURRENCY,
      app: async (worker) => {
        const reading = okData<{ id: string }>(await appHttp.request('POST', '/tarot/rest/readings/physical', appHeaders(worker), newReading()), 'create reading')
        okData(await appHttp.request('POST', `/tarot/rest/readings/${reading.id}/save`, appHeaders(worker)), 'save reading')
      },
      raw: async (worker) => {
        const reading = okData<{ id: string }>(await rawHttp.request('POST', '/readings/physical', rawHeaders(worker), newReading()), 'baseline create')
        okData(await rawHttp.request('POST', `/readings/${reading.id}/save`, rawHeaders(worker)), 'baseline save')
      },
    },
    ...READ_CONCURRENCY.flatMap((connections): Scenario[] => [
      {
        name: 'GET /energy/amount',
        requestsPerOp: 1,
        connections,
        app: get(appHttp, '/tarot/rest/energy/amount', appHeaders, 'energy/amount'),
        raw: get(rawHttp, '/energy/amount', rawHeaders, 'baseline energy/amount'),
      },
      {
        name: 'GET /readings/ (a page of 20 saved)',
        requestsPerOp: 1,
        connections,
        app: get(appHttp, '/tarot/rest/readings/', appHeaders, 'readings list'),
        raw: get(rawHttp, '/readings/', rawHeaders, 'baseline readings list'),
      },
      {
        name: 'GET /spreadsApp.json (en)',
        requestsPerOp: 1,
        connections,
        app: getJson(appHttp, '/spreadsApp.json', 'spreadsApp.json'),
        raw: getJson(rawHttp, '/spreadsApp.json', 'baseline spreadsApp.json'),
      },
    ]),
  ]

  for (const s of scenarios) {
    await load(s.app, s.connections, WARMUP_MS)
    if (s.raw) await load(s.raw, s.connections, WARMUP_MS)
  }
  const appRounds = scenarios.map(() => [] as LoadResult[])
  const rawRounds = scenarios.map(() => [] as LoadResult[])
  for (let r = 0; r < ROUNDS; r += 1) {
    for (const [i, s] of scenarios.entries()) {
      appRounds[i]!.push(await load(s.app, s.connections, (SECONDS * 1000) / ROUNDS))
      if (s.raw) rawRounds[i]!.push(await load(s.raw, s.connections, (SECONDS * 1000) / ROUNDS))
    }
  }
  bareHttp.close()
  appHttp.close()
  rawHttp.close()
  return scenarios.map((s, i) => ({ scenario: s, app: merge(appRounds[i]!), raw: s.raw ? merge(rawRounds[i]!) : undefined }))
}

const opsPerSecond = (r: LoadResult) => (r.ops * 1000) / r.elapsedMs

function throughputTable(rows: Row[]): string {
  const ping = rows[0]!.app
  return table(
    ['scenario', 'conns', 'requests/s', 'p50 ms', 'p99 ms', 'raw SQL req/s', 'raw p99 ms', 'app / raw SQL', 'app / GET /ping'],
    rows.map(({ scenario: s, app, raw }) => {
      const rate = opsPerSecond(app)
      return [
        s.name,
        String(s.connections),
        fmt.rate(rate * s.requestsPerOp),
        fmt.ms(percentile(app.latencies, 50)),
        fmt.ms(percentile(app.latencies, 99)),
        raw ? fmt.rate(opsPerSecond(raw) * s.requestsPerOp) : '',
        raw ? fmt.ms(percentile(raw.latencies, 99)) : '',
        raw ? `${Math.round((100 * rate) / opsPerSecond(raw))}%` : '',
        `${((100 * rate * s.requestsPerOp) / opsPerSecond(ping)).toFixed(1)}%`,
      ]
    }),
  )
}

interface StreamTimes {
  firstByte: number
  firstText: number
  whole: number
  /** The engine the `meta` event names. */
  engine: string
}

/** One interpretation over fetch: time to the first body chunk, to the first text (`event: delta`), and to the end. */
async function streamOnce(port: number, token: string, readingId: string): Promise<StreamTimes> {
  const started = performance.now()
  const res = await fetch(`http://127.0.0.1:${port}/tarot/rest/readings/${readingId}/interpretation`, { method: 'POST', headers: { 'tarot-token': token, 'tarot-lang': 'zh-Hans' } })
  if (res.status !== 200 || !res.headers.get('content-type')?.startsWith('text/event-stream') || !res.body) throw new Error(`interpretation: HTTP ${res.status} ${await res.text()}`)
  const reader = res.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let firstByte = 0
  let firstText = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    if (!firstByte && value.length > 0) firstByte = performance.now() - started
    text += decoder.decode(value, { stream: true })
    if (!firstText && text.includes('event: delta')) firstText = performance.now() - started
  }
  const whole = performance.now() - started
  if (!text.includes('event: done')) throw new Error(`interpretation did not finish: ${text.slice(-300)}`)
  return { firstByte, firstText, whole, engine: /"engine":"([^"]*)"/.exec(text)?.[1] ?? '?' }
}

async function pingOnce(port: number): Promise<number> {
  const started = performance.now()
  const res = await fetch(`http://127.0.0.1:${port}/ping`)
  const body = await res.text()
  if (res.status !== 200 || body !== '{"ok":true}') throw new Error(`ping: ${res.status} ${body}`)
  return performance.now() - started
}

async function timeToFirstByte(bare: Server, app: Server): Promise<{ engine: string; report: string }> {
  const http = client(app.port, 4)
  const positions = positionCount(BUNDLED_CATALOGUE, STREAM_SPREAD)
  // One new guest per interpretation (the route allows 20 a minute per user), with a reading of physical
  // cards on a free spread, all made before timing starts.
  const prepared: { token: string; readingId: string }[] = []
  for (let k = 0; k < SAMPLES + WARMUP_SAMPLES; k += 1) {
    const token = okData<{ access_token: string }>(await http.request('POST', '/tarot/rest/login/user'), 'guest login').access_token
    const body = { spreadId: STREAM_SPREAD, question: '这一周我该把精力放在哪里？', cards: cards(positions) }
    const reading = okData<{ id: string }>(await http.request('POST', '/tarot/rest/readings/physical', { 'tarot-token': token, 'tarot-lang': 'zh-Hans' }, body), 'create reading')
    prepared.push({ token, readingId: reading.id })
  }
  http.close()
  const times: StreamTimes[] = []
  const pings: number[] = []
  // One request in flight at a time, the interpretation and the baseline alternating, both over fetch.
  for (const [k, p] of prepared.entries()) {
    const t = await streamOnce(app.port, p.token, p.readingId)
    const ping = await pingOnce(bare.port)
    if (k < WARMUP_SAMPLES) continue
    times.push(t)
    pings.push(ping)
  }
  const bareP50 = percentile(pings, 50)
  const bareP99 = percentile(pings, 99)
  const engines = [...new Set(times.map((t) => t.engine))].join(', ')
  const row = (name: string, values: number[]) => {
    const p50 = percentile(values, 50)
    const p99 = percentile(values, 99)
    return [name, fmt.ms(p50), fmt.ms(p99), fmt.ratio(p50 / bareP50), fmt.ratio(p99 / bareP99)]
  }
  const report = table(
    ['one request at a time, fetch', 'p50 ms', 'p99 ms', 'p50 × bare', 'p99 × bare'],
    [
      row('bare GET /ping, whole response (baseline)', pings),
      row(
        `interpretation (${positions} cards): first byte`,
        times.map((t) => t.firstByte),
      ),
      row(
        'interpretation: first text (event: delta)',
        times.map((t) => t.firstText),
      ),
      row(
        'interpretation: whole stream (event: done)',
        times.map((t) => t.whole),
      ),
    ],
  )
  return { engine: engines, report }
}

async function main(): Promise<void> {
  const engines: { kind: Kind; label: string }[] = [{ kind: 'pglite', label: 'PGlite (embedded, on disk)' }]
  const adminUrl = process.env.BENCH_DATABASE_URL
  if (adminUrl) engines.push({ kind: 'postgres', label: 'PostgreSQL' })
  const cpu = cpus()
  console.log(`\nServer benchmarks — ${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), Node ${process.version}`)
  console.log(`throughput: ${CONCURRENCY} concurrent keep-alive connections, ${SECONDS} s per scenario in ${ROUNDS} interleaved rounds after a ${WARMUP_MS / 1000} s warm-up`)
  if (!SKIP_STREAM) console.log(`interpretation: ${SAMPLES} samples after ${WARMUP_SAMPLES} warm-up, one at a time, the app's default interpreter (offline: LLM_* is not passed)`)
  console.log('Compare the ratios; absolute figures belong to this machine and this moment.')
  if (!adminUrl) console.log("\nPostgreSQL: skipped (no cluster: install Debian's postgresql, or set TEST_DATABASE_URL)")

  const bare = await startServer('bare')
  try {
    for (const engine of engines) {
      const database = engine.kind === 'postgres' ? await postgresDatabase(adminUrl!) : undefined
      const rawDatabase = engine.kind === 'postgres' ? await postgresDatabase(adminUrl!) : undefined
      const app = await startServer(engine.kind, database ? { BENCH_APP_DATABASE_URL: database.url } : {})
      const raw = await startServer(engine.kind === 'postgres' ? 'raw-postgres' : 'raw-pglite', rawDatabase ? { BENCH_APP_DATABASE_URL: rawDatabase.url } : {})
      try {
        console.log(`\n── ${engine.label}: throughput, the app against raw SQL on the same engine ──\n${throughputTable(await throughput(bare, app, raw))}`)
        if (SKIP_STREAM) continue
        const stream = await timeToFirstByte(bare, app)
        console.log(`\n── ${engine.label}: POST /readings/{id}/interpretation (server-sent events, ${stream.engine} interpreter) ──\n${stream.report}`)
      } finally {
        await raw.stop()
        await app.stop()
        await database?.drop()
        await rawDatabase?.drop()
      }
    }
  } finally {
    await bare.stop()
  }
}

if (process.argv[2] === 'serve') await serve(process.argv[3] as Kind)
else await main()
