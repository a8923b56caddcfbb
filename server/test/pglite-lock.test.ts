import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { EmbeddedDatabaseInUse, lockEmbeddedDatabase } from '../src/db/pglite-lock'

/**
 * The embedded database's lock (issue 31, item 8): a start finding the pid of a previous owner that is going away
 * waits for it (PGLITE_LOCK_WAIT_MS) instead of refusing at once; an owner that was killed and is not collected yet
 * holds nothing; an owner that stays is still refused, after the wait.
 */

const children: ChildProcess[] = []
const dirs: string[] = []
afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

/** A data directory whose lock names a process of ours that lives `ms` more milliseconds. */
async function lockedBy(ms: number): Promise<{ dir: string; child: ChildProcess }> {
  const base = mkdtempSync(path.join(tmpdir(), 'tarot-lock-'))
  dirs.push(base)
  const dir = path.join(base, 'pgdata')
  const child = spawn(process.execPath, ['-e', `setTimeout(() => {}, ${ms})`], { stdio: 'ignore' })
  children.push(child)
  await new Promise((resolve) => child.once('spawn', resolve))
  writeFileSync(`${dir}.lock`, String(child.pid))
  return { dir, child }
}

describe('the embedded database lock', () => {
  it('waits for a previous owner that exits within the wait, then takes the database', async () => {
    const { dir } = await lockedBy(1_500)
    const started = Date.now()
    const release = await lockEmbeddedDatabase(dir, { waitMs: 10_000 })
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000)
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid))
    release()
  })

  it('still refuses an owner that stays, once the wait is over, naming it', async () => {
    const { dir, child } = await lockedBy(60_000)
    const started = Date.now()
    const refused = await lockEmbeddedDatabase(dir, { waitMs: 1_000 }).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(EmbeddedDatabaseInUse)
    expect((refused as Error).message).toContain(`in use by process ${child.pid} (a running server?, waited 1 s for it to exit)`)
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000)
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(child.pid))
  })

  it('takes over at once from an owner killed with SIGKILL that its parent has not collected yet', async () => {
    const { dir, child } = await lockedBy(60_000)
    // Until this process's event loop runs again, the killed child stays in the process table (a zombie).
    process.kill(child.pid!, 'SIGKILL')
    const stat = `/proc/${child.pid}/stat`
    const deadline = Date.now() + 5_000
    while (Date.now() < deadline && !/\) Z /.test(readFileSync(stat, 'utf8'))) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5)
    expect(readFileSync(stat, 'utf8')).toMatch(/\) Z /)
    const release = await lockEmbeddedDatabase(dir, { waitMs: 0 })
    expect(readFileSync(`${dir}.lock`, 'utf8')).toBe(String(process.pid))
    release()
  })

  it('refuses a second open of a database this very process holds', async () => {
    const base = mkdtempSync(path.join(tmpdir(), 'tarot-lock-'))
    dirs.push(base)
    const dir = path.join(base, 'pgdata')
    const release = await lockEmbeddedDatabase(dir, { waitMs: 0 })
    await expect(lockEmbeddedDatabase(dir, { waitMs: 200 })).rejects.toBeInstanceOf(EmbeddedDatabaseInUse)
    release()
    const again = await lockEmbeddedDatabase(dir, { waitMs: 0 })
    again()
  })
})
