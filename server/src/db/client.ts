import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { lockEmbeddedDatabase } from './pglite-lock'
import * as schema from './schema'

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

/** The advisory-lock key migrations run under (any fixed number; "tarot" in ASCII). */
const MIGRATION_LOCK = 0x7461726f74

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

/**
 * Opens the database and brings it to the latest migration: a real PostgreSQL
 * when `databaseUrl` is set, else embedded PGlite in `dataDir/pgdata`
 * (or in memory when `dataDir` is null, for tests).
 */
/**
 * `migrationsDir` holds the generated SQL migrations (server/drizzle), applied at start to either engine.
 * `lockWaitMs`: how long a PGlite start waits for a previous owner of the data directory that is going away (PGLITE_LOCK_WAIT_MS).
 */
export async function openDatabase(options: {
  databaseUrl?: string
  dataDir: string | null
  migrationsDir: string
  lockWaitMs?: number
  /** In memory only: start from this dumped data directory (PGlite's `dumpDataDir`) instead of an empty one; the tests' migrated template. */
  loadDataDir?: Blob
}): Promise<DatabaseHandle> {
  const folder = options.migrationsDir
  if (options.databaseUrl) {
    const { Pool } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const { migrate } = await import('drizzle-orm/node-postgres/migrator')
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 })
    // An idle connection can be cut by the server (a restart, an administrator, a dropped test database).
    // The pool discards it and opens another on demand; without this listener the error would end the process.
    pool.on('error', () => undefined)
    const db = drizzle(pool, { schema })
    // Instances starting together on one database take turns: the first migrates, the others then find nothing to do.
    const lock = await pool.connect()
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
      await migrate(db, { migrationsFolder: folder })
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined)
      lock.release()
    }
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  let dir: string | undefined
  if (options.dataDir) {
    dir = path.join(options.dataDir, 'pgdata')
    mkdirSync(dir, { recursive: true })
  }
  const unlock = dir ? await lockEmbeddedDatabase(dir, { waitMs: options.lockWaitMs }) : () => undefined
  const client = dir ? new PGlite(dir) : new PGlite({ loadDataDir: options.loadDataDir })
  const db = drizzle(client, { schema })
  const close = async () => {
    await client.close()
    unlock()
  }
  try {
    await migrate(db, { migrationsFolder: folder })
  } catch (error) {
    await close().catch(() => undefined)
    throw error
  }
  return { db: db as unknown as Database, kind: 'pglite', close }
}
