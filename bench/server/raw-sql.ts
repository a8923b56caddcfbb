import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { BUNDLED_CATALOGUE, spreadCatalogue } from '@tarot/core/spreads'
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import { openDatabase } from '../../server/src/db/client'

/** What both engines' clients offer: PGlite's `query` and node-postgres's `Pool.query`. */
interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<{ rows: T[] }>
}

/**
 * The baseline for the database-bound scenarios: a bare `Fastify()` on the same engine and the same schema
 * (the app's migrations), answering the same calls with the same SQL statements the app sends for them
 * (read off the app's query log), written by hand: no Drizzle, no zod, no helmet or compression, no JWT.
 *
 * A token here is `sessionId.userId` in the clear; every authenticated call still does the app's session
 * lookup (the session joined to its user, not revoked, not expired, user not deleted). Creating a reading
 * also counts it in the shared rate-limit table (the app's upsert) and inserts the reading; saving is the
 * app's conditional update. So the ratio real/baseline is what the app adds on top of its own database work.
 */
export async function rawSqlServer(databaseUrl: string | undefined, dataDir: string): Promise<FastifyInstance> {
  const migrationsDir = path.resolve(process.cwd(), 'server/drizzle')
  const handle = await openDatabase({ databaseUrl, dataDir, migrationsDir })
  const sql = (handle.db as unknown as { $client: Sql }).$client
  const app = Fastify()
  app.addHook('onClose', () => handle.close())

  const SESSION =
    'select "sessions"."id" from "sessions" inner join "users" on "users"."id" = "sessions"."user_id" where ("sessions"."id" = $1 and "sessions"."user_id" = $2 and "sessions"."revoked_at" is null and "sessions"."expires_at" > $3 and "users"."deleted_at" is null) limit $4'
  /** The caller's user id, or null when the session is not active (the app answers 401000 then). */
  const caller = async (request: FastifyRequest): Promise<string | null> => {
    const token = request.headers['tarot-token']
    if (typeof token !== 'string') return null
    const dot = token.indexOf('.')
    const sid = token.slice(0, dot)
    const userId = token.slice(dot + 1)
    const { rows } = await sql.query(SESSION, [sid, userId, new Date(), 1])
    return rows.length === 1 ? userId : null
  }
  const expired = { code: 401000, message: 'token expired' }

  app.post('/users', async (request) => {
    const { count } = request.body as { count: number }
    const tokens: string[] = []
    for (let k = 0; k < count; k += 1) {
      const userId = `u_${randomUUID()}`
      const sid = `s_${randomUUID()}`
      await sql.query('insert into "users" ("id", "kind") values ($1, $2)', [userId, 'user'])
      await sql.query('insert into "sessions" ("id", "user_id", "expires_at") values ($1, $2, $3)', [sid, userId, new Date(Date.now() + 86_400_000)])
      tokens.push(`${sid}.${userId}`)
    }
    return { code: 0, data: tokens }
  })

  app.post('/readings/physical', async (request) => {
    const userId = await caller(request)
    if (!userId) return expired
    const body = request.body as { spreadId: string; question: string; cards: unknown[] }
    const windowMs = 60_000
    const start = Math.floor(Date.now() / windowMs) * windowMs
    await sql.query(
      'insert into "rate_counters" ("key", "window_start", "count", "expires_at") values ($1, $2, $3, $4) on conflict ("key","window_start") do update set "count" = "rate_counters"."count" + 1 returning "count"',
      [`${windowMs} readings:${userId}`, new Date(start), 1, new Date(start + windowMs)],
    )
    const { rows } = await sql.query(
      'insert into "readings" ("id", "user_id", "spread_id", "question", "language", "mode", "status", "cards", "created_at") values ($1, $2, $3, $4, $5, $6, $7, $8, $9) on conflict do nothing returning *',
      [randomUUID(), userId, body.spreadId, body.question, 'en', 'physical', 'drawn', JSON.stringify(body.cards), new Date()],
    )
    return { code: 0, data: rows[0] }
  })

  app.post('/readings/:id/save', async (request) => {
    const userId = await caller(request)
    if (!userId) return expired
    const { id } = request.params as { id: string }
    const { rows } = await sql.query('update "readings" set "status" = $1, "saved_at" = $2 where ("readings"."id" = $3 and "readings"."user_id" = $4 and "readings"."status" = $5) returning *', [
      'saved',
      new Date(),
      id,
      userId,
      'drawn',
    ])
    return { code: 0, data: rows[0] }
  })

  app.get('/energy/amount', async (request) => {
    const userId = await caller(request)
    if (!userId) return expired
    const { rows } = await sql.query<{ energy: number; vip_until: Date | null }>('select "user_id", "energy", "vip_until" from "wallets" where "wallets"."user_id" = $1 limit $2', [userId, 1])
    return { code: 0, data: { total: rows[0]?.energy ?? 0, vipTime: rows[0]?.vip_until ?? null } }
  })

  app.get('/readings/', async (request) => {
    const userId = await caller(request)
    if (!userId) return expired
    const size = 20
    const { rows } = await sql.query(
      'select * from "readings" where ("readings"."user_id" = $1 and "readings"."saved_at" is not null) order by "readings"."saved_at" desc, "readings"."id" desc limit $2 offset $3',
      [userId, size + 1, 0],
    )
    return { code: 0, data: { list: rows.slice(0, size), page: 1, pageSize: size, hasMore: rows.length > size } }
  })

  // No database work: the catalogue in the caller's language, built once (the app builds it per request from the content in force).
  const catalogue = spreadCatalogue(BUNDLED_CATALOGUE, 'en')
  app.get('/spreadsApp.json', async () => catalogue)

  return app
}
