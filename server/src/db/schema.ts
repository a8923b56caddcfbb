import { sql } from 'drizzle-orm'
import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The database schema: the source of truth for queries and for the generated
 * SQL migrations in server/drizzle/, applied the same way to PGlite and PostgreSQL.
 * Only SQL that PostgreSQL 15 accepts.
 */

/** Everyone who has used the app: guests (a guest token) and signed-in users. */
export const users = pgTable('users', {
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['guest', 'user'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
  /** Set when the account is deleted; personal data is removed at the same time. */
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
})

/** One row per issued token, so logging out or deleting an account can revoke it before it expires. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().default(sql`now()`),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
)
