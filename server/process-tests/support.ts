import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from '../../e2e/server-process'
export { throwawayDatabase } from '../test/support/database'

// TAROT_ROOT when bundled elsewhere (npm run figures:faults), else this file's place in the repository.
const root = process.env.TAROT_ROOT ?? path.resolve(import.meta.dirname, '../..')
export const SERVER_ENTRY = path.join(root, 'server/dist/server.mjs')
export const PUBLISH_ENTRY = path.join(root, 'server/dist/publish.mjs')
export const FIXTURES = path.join(root, 'server/test/fixtures')

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(tmpdir(), `tarot-${prefix}-`))
}

/** A running built server: its address, its process, and the lines it logged (for a failure's message). */
export interface ServerProcess {
  base: string
  child: ChildProcess
  log: string[]
  /** Ends the process the hard way (a crash, a power cut): no hooks, no settling. */
  crash(): Promise<void>
  stop(): Promise<void>
}

/** Spawns `server/dist/server.mjs` with `env` on `port`, keeping what it prints; nothing is waited for. */
export function spawnServer(env: Record<string, string>, port: number): { child: ChildProcess; log: string[] } {
  const log: string[] = []
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', H5_DIR: path.join(tmpdir(), 'no-h5-app'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const keep = (chunk: Buffer) => log.push(...chunk.toString().split('\n').filter(Boolean))
  child.stdout!.on('data', keep)
  child.stderr!.on('data', keep)
  return { child, log }
}

/** Starts `server/dist/server.mjs` with `env` on a free port and waits until it answers its health check. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort()
  const { child, log } = spawnServer(env, port)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const base = `http://127.0.0.1:${port}`
  const server: ServerProcess = {
    base,
    child,
    log,
    async crash() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log.join('\n')}`)
    try {
      if ((await fetch(`${base}/tarot/rest/health`)).ok) return server
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  await server.crash()
  throw new Error(`server did not become healthy within 90 s:\n${log.join('\n')}`)
}

/** What the API answered, read loosely: the tests' assertions check its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any
type Envelope = { code: number; message?: string; data?: Loose }

/** The API as a client sees it: JSON in, the envelope out. */
export function client(base: string, token?: string, lang = 'en') {
  const headers = (extra: Record<string, string> = {}) => ({ 'tarot-lang': lang, ...(token ? { 'tarot-token': token } : {}), ...extra })
  return {
    token,
    async get(url: string) {
      const res = await fetch(base + url, { headers: headers() })
      return { status: res.status, body: (await res.json()) as Envelope }
    },
    async post(url: string, payload?: unknown) {
      const res = await fetch(base + url, {
        method: 'POST',
        headers: headers(payload === undefined ? {} : { 'content-type': 'application/json' }),
        body: payload === undefined ? undefined : JSON.stringify(payload),
      })
      return { status: res.status, body: (await res.json()) as Envelope }
    },
    /** Opens a stream and resolves once its first `delta` arrives, leaving it open (the caller then crashes the server). */
    async streamUntilFirstDelta(url: string, payload?: unknown): Promise<{ events: string[]; closed: Promise<void> }> {
      const res = await fetch(base + url, {
        method: 'POST',
        headers: headers(payload === undefined ? {} : { 'content-type': 'application/json' }),
        body: payload === undefined ? undefined : JSON.stringify(payload),
      })
      if (!res.ok || !res.body) throw new Error(`stream refused: ${res.status} ${await res.text()}`)
      const reader = res.body.getReader()
      const decoder = new TextDecoder()
      const events: string[] = []
      let text = ''
      for (;;) {
        const { value, done } = await reader.read()
        if (done) throw new Error(`stream ended before a delta: ${text}`)
        text += decoder.decode(value, { stream: true })
        events.splice(0, events.length, ...[...text.matchAll(/^event: (\w+)/gm)].map((m) => m[1]!))
        if (events.includes('delta')) break
      }
      // Keep reading in the background until the server goes away.
      const closed = (async () => {
        try {
          for (;;) if ((await reader.read()).done) return
        } catch {
          // the connection was cut
        }
      })()
      return { events, closed }
    },
    /** Runs a stream to its end and returns its events with their data. */
    async stream(url: string, payload?: unknown): Promise<{ event: string; data: Loose }[]> {
      const res = await fetch(base + url, {
        method: 'POST',
        headers: headers(payload === undefined ? {} : { 'content-type': 'application/json' }),
        body: payload === undefined ? undefined : JSON.stringify(payload),
      })
      const text = await res.text()
      if (!res.ok) throw new Error(`stream refused: ${res.status} ${text}`)
      return text
        .split('\n\n')
        .filter((block) => block.startsWith('event:'))
        .map((block) => ({ event: block.split('\n')[0]!.slice(7), data: JSON.parse(block.split('\n')[1]!.slice(6)) }))
    },
  }
}

/** Polls `check` until it returns true or `ms` pass. */
export async function eventually(check: () => Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    if (await check()) return
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`not within ${ms} ms: ${what}`)
}

/** Every user whose wallet differs from the sum of their ledger, and every hold left open (both should be empty). */
export const AUDIT_SQL = {
  walletsOffLedger: `select w.user_id, w.energy, coalesce(l.sum, 0)::int as ledger from wallets w
    left join (select user_id, sum(delta) as sum from ledger group by user_id) l on l.user_id = w.user_id
    where w.energy <> coalesce(l.sum, 0)`,
  openHolds: `select id from holds where settled_at is null`,
}

/** Runs the audit on the database a stopped server left: PGlite in `dataDir`, or PostgreSQL at `url`. */
export async function audit(where: { dataDir: string } | { url: string }): Promise<{ walletsOffLedger: unknown[]; openHolds: unknown[] }> {
  if ('url' in where) {
    const { Client } = await import('pg')
    const db = new Client({ connectionString: where.url })
    await db.connect()
    try {
      return { walletsOffLedger: (await db.query(AUDIT_SQL.walletsOffLedger)).rows, openHolds: (await db.query(AUDIT_SQL.openHolds)).rows }
    } finally {
      await db.end()
    }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const db = new PGlite(path.join(where.dataDir, 'pgdata'))
  try {
    return { walletsOffLedger: (await db.query(AUDIT_SQL.walletsOffLedger)).rows, openHolds: (await db.query(AUDIT_SQL.openHolds)).rows }
  } finally {
    await db.close()
  }
}
