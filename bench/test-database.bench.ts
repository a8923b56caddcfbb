import path from 'node:path'
import { afterAll, bench, describe } from 'vitest'
import { openDatabase } from '../server/src/db/client'
import { testDatabase, throwawayDatabase } from '../server/test/support/database'
// @ts-expect-error a plain .mjs script without types
import { startCluster } from '../scripts/postgres-cluster.mjs'

/**
 * What a server test pays for its database (issue 36: "every server test file pays a fresh PGlite plus the
 * migrations"): a database from the migrated template (`server/test/support/database.ts`, as the tests now
 * start) against the baseline of an empty one brought up to date by every migration, as they started before.
 * PostgreSQL runs on TEST_DATABASE_URL, or on a throwaway cluster when PostgreSQL is installed.
 */
const migrationsDir = path.resolve(import.meta.dirname, '../server/drizzle')
const cluster = process.env.TEST_DATABASE_URL ? null : ((await startCluster()) as { url: string; stop(): void } | null)
if (cluster) process.env.TEST_DATABASE_URL = cluster.url
afterAll(() => cluster?.stop())

// The template is made on first use; made here, outside the timings, as a test run makes it once for all its files.
await (await testDatabase('pglite')).close()
if (process.env.TEST_DATABASE_URL) await (await testDatabase('postgres')).close()

describe('a server test database, PGlite in memory', () => {
  bench(
    'empty, then every migration (baseline: how tests started before)',
    async () => {
      const handle = await openDatabase({ dataDir: null, migrationsDir })
      await handle.close()
    },
    { iterations: 5, warmupIterations: 1 },
  )
  bench(
    'from the migrated template',
    async () => {
      const handle = await testDatabase('pglite')
      await handle.close()
    },
    { iterations: 5, warmupIterations: 1 },
  )
})

describe.runIf(process.env.TEST_DATABASE_URL)('a server test database, PostgreSQL', () => {
  bench(
    'empty, then every migration (baseline: how tests started before)',
    async () => {
      const database = await throwawayDatabase()
      const handle = await openDatabase({ databaseUrl: database.url, dataDir: null, migrationsDir })
      await handle.close()
      await database.drop()
    },
    { iterations: 5, warmupIterations: 1 },
  )
  bench(
    'copied from the migrated template',
    async () => {
      const handle = await testDatabase('postgres')
      await handle.close()
    },
    { iterations: 5, warmupIterations: 1 },
  )
})
