import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'

/** Another live process holds the embedded database. */
export class EmbeddedDatabaseInUse extends Error {}

/** How long a start waits by default for a previous owner that is going away (PGLITE_LOCK_WAIT_MS). */
export const DEFAULT_LOCK_WAIT_MS = 5_000

/**
 * Whether `pid` is a running process. A process killed with SIGKILL stays in the process table, answering
 * `kill(pid, 0)`, until its parent collects it (a zombie, state Z in /proc on Linux): it holds nothing and counts as gone.
 */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  try {
    // /proc/<pid>/stat: "pid (command) state …"; the command may hold spaces or parentheses, the state follows the last ")".
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3)
    return state !== 'Z' && state !== 'X'
  } catch {
    // No /proc (not Linux), or the process has just gone: kill() above is the answer.
    return process.platform !== 'linux'
  }
}

/** The lock files this process holds (one process may open, close and reopen a database, or try twice). */
const held = new Set<string>()

function holder(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10)
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

function take(file: string): boolean {
  try {
    const fd = openSync(file, 'wx', 0o600)
    writeSync(fd, String(process.pid))
    closeSync(fd)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  }
}

function removeStale(file: string, pid: number | null): void {
  // Another starter may have taken it over in the meantime: only the lock we judged stale is removed.
  if (holder(file) !== pid) return
  try {
    unlinkSync(file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}

/**
 * PGlite takes no lock of its own: a second process opening the same pgdata runs happily and one side's
 * writes are silently lost (tried: two processes writing one directory, the last to close wins). So the
 * process that opens it writes its pid beside it, and another process finding a live pid there refuses.
 * A pid left by a process that died (kill -9, also while it is still a zombie), or our own after a container
 * restart, is stale and taken over. A live owner may be on its way out (a restart: SIGTERM, then the new
 * process at once): the start then waits up to `waitMs` for it to let go before refusing.
 * Returns the release.
 */
export async function lockEmbeddedDatabase(dir: string, options: { waitMs?: number } = {}): Promise<() => void> {
  const file = `${dir}.lock`
  const waitMs = options.waitMs ?? DEFAULT_LOCK_WAIT_MS
  const deadline = Date.now() + waitMs
  for (;;) {
    if (take(file)) break
    const pid = holder(file)
    // Our own pid is stale (a container restart gives the same pid again) unless this very process holds it.
    if ((pid === process.pid && !held.has(file)) || pid === null || (pid !== process.pid && !alive(pid))) {
      // Ours from an earlier life, stale, or being written or released this instant (no pid yet).
      if (pid === null) await new Promise((resolve) => setTimeout(resolve, 50))
      removeStale(file, pid)
      continue
    }
    if (Date.now() >= deadline) {
      throw new EmbeddedDatabaseInUse(
        `the embedded database in ${dir} is in use by process ${pid} (a running server?${waitMs ? `, waited ${+(waitMs / 1000).toFixed(1)} s for it to exit` : ''}); PGlite allows one process at a time: stop that one first, or use PostgreSQL (DATABASE_URL)`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  held.add(file)
  const release = () => {
    process.off('exit', release)
    held.delete(file)
    if (holder(file) === process.pid) {
      try {
        unlinkSync(file)
      } catch {
        // already gone
      }
    }
  }
  process.on('exit', release)
  return release
}
