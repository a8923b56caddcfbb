import type { ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '../../e2e/server-process'
import { type ServerProcess, client, spawnServer, startServer, tempDir } from './support'

/**
 * Restarting the built server on PGlite (issue 31, item 8). Killed with SIGKILL and started again at once, the new
 * process finds the old one's pid in `DATA_DIR/pgdata.lock` while the old one is still in the process table (killed,
 * not collected yet): it takes the database over instead of refusing, and everything written before is there. A
 * second server on a data directory whose owner stays is still refused, after PGLITE_LOCK_WAIT_MS.
 */

/** This process's state of `pid` in /proc (R, S, Z…), or null once it is gone. */
function stateOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3)
  } catch {
    return null
  }
}

/** Sleeps without letting this process's event loop run, so a killed child of ours is not collected meanwhile. */
function blockFor(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms)
}

async function healthy(base: string, child: ChildProcess, log: string[]): Promise<void> {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the restarted server exited with ${child.exitCode}:\n${log.join('\n')}`)
    try {
      if ((await fetch(`${base}/tarot/rest/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`the restarted server did not become healthy within 90 s:\n${log.join('\n')}`)
}

describe('the built server restarted on PGlite', () => {
  const dataDir = tempDir('restart')
  const env = { DATA_DIR: dataDir, DEV_SIGN_IN: 'true' }
  const lock = path.join(dataDir, 'pgdata.lock')
  const running: ChildProcess[] = []
  let first: ServerProcess | null = null
  afterAll(async () => {
    await first?.stop()
    for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('opens the database right after a kill -9 of the previous server, which is still in the process table, with its data', async () => {
    first = await startServer(env)
    const token = (await client(first.base).post('/tarot/rest/login/sign-in', { provider: 'dev', name: 'restarted' })).body.data.access_token as string
    const reading = (
      await client(first.base, token).post('/tarot/rest/readings/physical', {
        spreadId: 'holy',
        question: 'What should I keep in mind this week?',
        cards: [
          { id: 'Major01', orientation: 'upright' },
          { id: 'Cups02', orientation: 'upright' },
          { id: 'Coins03', orientation: 'reversed' },
        ],
      })
    ).body.data
    const oldPid = first.child.pid!
    expect(readFileSync(lock, 'utf8')).toBe(String(oldPid))

    // kill -9 and start again at once, as a supervisor does; until the new server has the lock (or gave up),
    // this process does not let its event loop run, so the killed one stays a zombie, its pid in the lock.
    const port = await freePort()
    first.child.kill('SIGKILL')
    const next = spawnServer(env, port)
    running.push(next.child)
    let oldStateWhenTaken: string | null = 'unknown'
    const deadline = Date.now() + 60_000
    while (Date.now() < deadline) {
      if (existsSync(lock) && readFileSync(lock, 'utf8') === String(next.child.pid)) {
        oldStateWhenTaken = stateOf(oldPid)
        break
      }
      const state = stateOf(next.child.pid!)
      if (state === null || state === 'Z') break
      blockFor(20)
    }
    const refusedAt = stateOf(oldPid)
    await first.crash()
    first = null
    const base = `http://127.0.0.1:${port}`
    await healthy(base, next.child, next.log)
    // The old server was still in the process table when the new one took over (else this proved nothing).
    expect({ oldStateWhenTaken, refusedAt }).toEqual({ oldStateWhenTaken: 'Z', refusedAt: 'Z' })

    const again = client(base, token)
    expect((await again.get(`/tarot/rest/readings/${reading.id}`)).body.data.question).toBe('What should I keep in mind this week?')
  })

  it('still refuses a second server while the first one stays, after waiting PGLITE_LOCK_WAIT_MS for it', async () => {
    const otherDir = tempDir('owner')
    const owner = await startServer({ DATA_DIR: otherDir })
    try {
      const ownerLock = path.join(otherDir, 'pgdata.lock')
      const started = Date.now()
      const second = spawnServer({ DATA_DIR: otherDir, PGLITE_LOCK_WAIT_MS: '2000' }, await freePort())
      running.push(second.child)
      const code = await new Promise<number | null>((resolve) => second.child.once('exit', (exit) => resolve(exit)))
      expect(code).toBe(1)
      expect(Date.now() - started).toBeGreaterThanOrEqual(2_000)
      expect(second.log.join('\n')).toContain(`is in use by process ${owner.child.pid} (a running server?, waited 2 s for it to exit)`)
      // The owner is untouched: its lock, and its answers.
      expect(readFileSync(ownerLock, 'utf8')).toBe(String(owner.child.pid))
      expect((await fetch(`${owner.base}/tarot/rest/health`)).ok).toBe(true)
    } finally {
      await owner.stop()
      rmSync(otherDir, { recursive: true, force: true })
    }
  })
})
