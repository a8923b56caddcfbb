import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { type DatabaseHandle, openDatabase } from '../../src/db/client'

const migrationsDir = path.resolve(import.meta.dirname, '../../drizzle')

/** Every engine the database tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set (CI starts one). */
export const ENGINES: ('pglite' | 'postgres')[] = ['pglite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])]

/** A new empty database on the test PostgreSQL server (TEST_DATABASE_URL): its URL, and `drop` to remove it. */
export async function throwawayDatabase(prefix = 'tarot_test'): Promise<{ url: string; drop(): Promise<void> }> {
  const { Client } = await import('pg')
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL })
  await admin.connect()
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new Client({ connectionString: process.env.TEST_DATABASE_URL })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}

/** A fresh, migrated database: in-memory PGlite, or a new throwaway database on the test PostgreSQL server. */
export async function testDatabase(engine: 'pglite' | 'postgres' = 'pglite'): Promise<DatabaseHandle> {
  if (engine === 'pglite') return openDatabase({ dataDir: null, migrationsDir })
  const database = await throwawayDatabase()
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: null, migrationsDir })
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await database.drop()
    },
  }
}
