import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { type DatabaseHandle, openDatabase } from '../../src/db/client'

const migrationsDir = path.resolve(import.meta.dirname, '../../drizzle')
const templatesDir = path.resolve(import.meta.dirname, '../../../.tmp/test-databases')

/** Every engine the database tests run on: PGlite always, PostgreSQL when TEST_DATABASE_URL is set (CI starts one). */
export const ENGINES: ('pglite' | 'postgres')[] = ['pglite', ...(process.env.TEST_DATABASE_URL ? (['postgres'] as const) : [])]

/**
 * What the migrations are now: templates are named after it, so a changed or added migration
 * makes a new template instead of reusing one migrated to an older schema.
 */
function migrationsVersion(): string {
  const hash = createHash('sha256')
  for (const file of readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    hash.update(file).update(readFileSync(path.join(migrationsDir, file)))
  return hash.digest('hex').slice(0, 12)
}

let pgliteTemplate: Promise<Blob> | null = null

/**
 * A PGlite data directory with every migration applied, made once per version of the migrations and
 * kept in `.tmp/` for the next test files: starting from it takes a tenth of an empty start plus the
 * migrations (about 0.3 s against 2.3 s here), which every test file used to pay, often several times.
 */
function migratedPglite(): Promise<Blob> {
  pgliteTemplate ??= (async () => {
    const file = path.join(templatesDir, `pglite-${migrationsVersion()}.tar`)
    if (existsSync(file)) return new Blob([readFileSync(file)])
    const handle = await openDatabase({ dataDir: null, migrationsDir })
    const client = (handle.db as unknown as { $client: import('@electric-sql/pglite').PGlite }).$client
    const dump = await client.dumpDataDir('none')
    await handle.close()
    mkdirSync(templatesDir, { recursive: true })
    // Written aside and renamed: a test file starting at the same moment reads a whole template or none.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
    renameSync(partial, file)
    return dump
  })()
  return pgliteTemplate
}

/** An admin connection to the test PostgreSQL server, for `run`, then closed. */
async function onTestServer<T>(run: (client: import('pg').Client) => Promise<T>): Promise<T> {
  const { Client } = await import('pg')
  const admin = new Client({ connectionString: process.env.TEST_DATABASE_URL })
  await admin.connect()
  try {
    return await run(admin)
  } finally {
    await admin.end()
  }
}

function databaseUrl(name: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!)
  url.pathname = `/${name}`
  return url.toString()
}

/** The advisory-lock key under which one test process at a time builds the PostgreSQL template. */
const TEMPLATE_LOCK = 0x74656d706c

let postgresTemplate: Promise<string> | null = null

/**
 * The name of a database on the test PostgreSQL server with every migration applied, made once per
 * version of the migrations (under a lock, as test files start side by side) and copied by
 * `CREATE DATABASE … TEMPLATE` for each test database instead of migrating each one.
 */
function migratedPostgres(): Promise<string> {
  postgresTemplate ??= onTestServer(async (admin) => {
    const name = `tarot_template_${migrationsVersion()}`
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK])
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name])
      if (found.rowCount) return name
      const building = `${name}_building_${randomBytes(3).toString('hex')}`
      await admin.query(`CREATE DATABASE ${building}`)
      const handle = await openDatabase({ databaseUrl: databaseUrl(building), dataDir: null, migrationsDir })
      await handle.close()
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`)
      return name
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK])
    }
  })
  return postgresTemplate
}

/**
 * A new database on the test PostgreSQL server (TEST_DATABASE_URL): its URL, and `drop` to remove it.
 * Empty, or a copy of `template` (a database nobody is connected to).
 */
export async function throwawayDatabase(prefix = 'tarot_test', template?: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  await onTestServer((admin) => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`))
  return {
    url: databaseUrl(name),
    async drop() {
      await onTestServer((admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))
    },
  }
}

/**
 * A fresh, migrated database: in-memory PGlite, or a new throwaway database on the test PostgreSQL server.
 * Both start from a template migrated once; opening still runs the migrator, which then finds nothing to do.
 */
export async function testDatabase(engine: 'pglite' | 'postgres' = 'pglite'): Promise<DatabaseHandle> {
  if (engine === 'pglite') return openDatabase({ dataDir: null, migrationsDir, loadDataDir: await migratedPglite() })
  const database = await throwawayDatabase('tarot_test', await migratedPostgres())
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: null, migrationsDir })
  return {
    ...handle,
    close: async () => {
      await handle.close()
      await database.drop()
    },
  }
}
