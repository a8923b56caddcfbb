import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from './client'
import { sessions, users } from './schema'

/** The only module that touches users and sessions. */
export class UserRepository {
  constructor(private readonly db: Database) {}

  /** Creates a guest and its first session in one transaction: never a guest without a session. */
  async createGuest(userId: string, sessionId: string, expiresAt: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.insert(users).values({ id: userId, kind: 'guest' })
      await tx.insert(sessions).values({ id: sessionId, userId, expiresAt })
    })
  }

  /** A session counts while it is not revoked, not expired and its user is not deleted. */
  async isSessionActive(sessionId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), isNull(users.deletedAt)))
      .limit(1)
    return rows.length === 1
  }

  async revokeSession(sessionId: string, now: Date): Promise<void> {
    await this.db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
  }

  async countUsers(): Promise<number> {
    const rows = await this.db.select({ id: users.id }).from(users)
    return rows.length
  }
}
