import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { type AppDependencies, buildApp } from '../../src/app'
import { loadConfig } from '../../src/config'
import type { DatabaseHandle } from '../../src/db/client'
import { testDatabase } from './database'

/**
 * The app as tests use it: a throwaway DATA_DIR, no H5 build nor console build, a fresh database
 * (in-memory PGlite unless told `postgres`), and any environment overrides. Given `database`, the app
 * uses that open database instead (two apps on one database act as two server instances; close it once).
 */
export async function testApp(
  options: { engine?: 'pglite' | 'postgres'; env?: Record<string, string>; database?: DatabaseHandle } & Omit<AppDependencies, 'config' | 'database'> = {},
): Promise<FastifyInstance> {
  const { engine = 'pglite', env = {}, database, ...dependencies } = options
  const dir = mkdtempSync(path.join(tmpdir(), 'tarot-'))
  // Every injected request comes from one address: tests hand out guest tokens and start readings freely unless they test those limits.
  const generous = { GUEST_TOKENS_PER_MINUTE: '100000', GUEST_TOKENS_PER_DAY: '100000', READINGS_PER_MINUTE: '100000' }
  const config = loadConfig({ DATA_DIR: dir, H5_DIR: path.join(dir, 'none'), CONSOLE_DIR: path.join(dir, 'none'), ...generous, ...env })
  return buildApp({ ...dependencies, config, database: database ?? (await testDatabase(engine)) })
}

/** Closes the app and the database it was given. */
export async function closeTestApp(app: FastifyInstance | undefined): Promise<void> {
  if (!app) return
  await app.close()
  await app.database.close()
}

/**
 * Server instances on one database, as a deployment runs them: `add` starts one more on the shared database
 * (opened with the first, also when several start at once), `stop` ends one, `close` stops them all and drops the database.
 */
export function instancesOn(engine: 'pglite' | 'postgres') {
  let database: Promise<DatabaseHandle> | undefined
  const apps: FastifyInstance[] = []
  return {
    async add(options: Omit<Parameters<typeof testApp>[0] & object, 'engine' | 'database'> = {}): Promise<FastifyInstance> {
      database ??= testDatabase(engine)
      const app = await testApp({ ...options, database: await database })
      apps.push(app)
      return app
    },
    async stop(app: FastifyInstance): Promise<void> {
      apps.splice(apps.indexOf(app), 1)
      await app.close()
    },
    async close(): Promise<void> {
      for (const app of apps.splice(0)) await app.close()
      await (await database)?.close()
      database = undefined
    },
  }
}
