import fp from 'fastify-plugin'
import { type DatabaseHandle, openDatabase } from '../db/client'

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle
  }
}

/**
 * The database: the one given (tests), else PGlite in DATA_DIR, or PostgreSQL with DATABASE_URL, migrated
 * at open. A database the app opened itself is closed with it; an injected one belongs to the caller.
 */
export const databasePlugin = fp<{ database?: DatabaseHandle | undefined }>(
  async (app, { database }) => {
    const { config } = app
    const handle = database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrationsDir: config.migrationsDir, lockWaitMs: config.pgliteLockWaitMs }))
    app.decorate('database', handle)
    if (!database) app.addHook('onClose', () => handle.close())
  },
  { name: 'database' },
)
