import { existsSync, openAsBlob } from 'node:fs'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import type { DatabaseHandle } from './client'

/**
 * A consistent copy of an embedded database, as a gzipped tarball of its pgdata (PGlite's `dumpDataDir`).
 * It is taken while no other statement or transaction runs (PGlite's transaction queue is held from the
 * CHECKPOINT to the end of the copy), after a CHECKPOINT has written every committed change into the files:
 * the copy opens as a cleanly written database. Queries wait for the copy (1 to 2 s for a new database on a loaded 2-core machine).
 */
export async function dumpEmbedded(client: PGlite): Promise<Blob> {
  return client.transaction(async (tx) => {
    await tx.exec('CHECKPOINT')
    // dumpDataDir takes PGlite's statement queue only, not its transaction queue, which this transaction holds.
    return client.dumpDataDir('gzip')
  })
}

/** The PGlite client under an open embedded database handle, or null for PostgreSQL and for an in-memory PGlite (nothing on disk). */
export function embeddedClient(handle: DatabaseHandle): PGlite | null {
  if (handle.kind !== 'pglite') return null
  const client = (handle.db as unknown as { $client: PGlite }).$client
  return client.dataDir && !client.dataDir.startsWith('memory://') ? client : null
}

/** Whether `dir` holds a PostgreSQL data directory (a database was created there). */
export function holdsDatabase(dir: string): boolean {
  return existsSync(path.join(dir, 'PG_VERSION'))
}

/** Opens the embedded database in `dir` (not in use by anyone else: the caller holds its lock) only to copy it. */
export async function dumpEmbeddedDirectory(dir: string): Promise<Blob> {
  const { PGlite } = await import('@electric-sql/pglite')
  const client = new PGlite(dir)
  try {
    return await dumpEmbedded(client)
  } finally {
    await client.close()
  }
}

/** Writes the tarball `file` (from `dumpEmbedded`) into the empty directory `dir` and opens it once, which checks it. */
export async function loadEmbedded(dir: string, file: string): Promise<void> {
  const { PGlite } = await import('@electric-sql/pglite')
  const client = new PGlite(dir, { loadDataDir: await openAsBlob(file) })
  try {
    await client.query('select 1')
  } finally {
    await client.close()
  }
}
