import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Database } from './client'
import { identities, sessions, users } from './schema'

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

export interface SignedInUser {
  userId: string
  created: boolean
}

/** Sign-in bookkeeping: identities map provider accounts to users; deletion removes a user and everything that cascades from it. */
export class IdentityRepository {
  constructor(private readonly db: Database) {}

  /** Finds the user of this provider account, or creates one, and opens a session for it, in one transaction. */
  async signIn(provider: string, externalId: string, newUserId: string, sessionId: string, expiresAt: Date): Promise<SignedInUser> {
    return this.db.transaction(async (tx) => {
      const found = await tx.select({ userId: identities.userId }).from(identities).where(and(eq(identities.provider, provider), eq(identities.externalId, externalId))).limit(1)
      let userId = found[0]?.userId
      let created = false
      if (!userId) {
        userId = newUserId
        created = true
        await tx.insert(users).values({ id: userId, kind: 'user' })
        await tx.insert(identities).values({ provider, externalId, userId })
      }
      await tx.insert(sessions).values({ id: sessionId, userId, expiresAt })
      return { userId, created }
    })
  }

  /** Account deletion: the user row goes, and with it (cascade) sessions, identities, referrals, wallet and readings. */
  async deleteUser(userId: string): Promise<void> {
    await this.db.delete(users).where(eq(users.id, userId))
  }
}
