import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs'

/** Another live process holds the embedded database. */
export class EmbeddedDatabaseInUse extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function holder(file: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10)
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

/**
 * PGlite takes no lock of its own: a second process opening the same pgdata runs happily and one side's
 * writes are silently lost (tried: two processes writing one directory, the last to close wins). So the
 * process that opens it writes its pid beside it, and another process finding a live pid there refuses.
 * A pid left by a process that died (kill -9), or our own after a container restart, is stale and taken over.
 * Returns the release.
 */
export function lockEmbeddedDatabase(dir: string): () => void {
  const file = `${dir}.lock`
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600)
      writeSync(fd, String(process.pid))
      closeSync(fd)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error
      const pid = holder(file)
      if (pid !== null && pid !== process.pid && alive(pid)) {
        throw new EmbeddedDatabaseInUse(`the embedded database in ${dir} is in use by process ${pid} (a running server?); PGlite allows one process at a time: stop that one first, or use PostgreSQL (DATABASE_URL)`)
      }
      unlinkSync(file)
    }
  }
  const release = () => {
    process.off('exit', release)
    if (holder(file) === process.pid) unlinkSync(file)
  }
  process.on('exit', release)
  return release
}
