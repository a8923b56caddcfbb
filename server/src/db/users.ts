import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from './client'
import { aiCalls, chatExchanges, freeUses, identities, readings, sessions, users, wechatOpenIds } from './schema'

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

  /** A session counts while it belongs to `userId` (a token naming another user's session is refused), is not revoked, not expired and its user is neither deleted nor blocked. */
  async isSessionActive(sessionId: string, userId: string, now: Date): Promise<boolean> {
    const rows = await this.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now), isNull(users.deletedAt), isNull(users.blockedAt)))
      .limit(1)
    return rows.length === 1
  }

  async revokeSession(sessionId: string, now: Date): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
  }

  async countUsers(): Promise<number> {
    const rows = await this.db.select({ id: users.id }).from(users)
    return rows.length
  }
}

export interface SignedInUser {
  userId: string
  created: boolean
  /** An operator blocked the account: no session was opened. */
  blocked?: true
}

/** Sign-in bookkeeping: identities map provider accounts to users (deleting an account is `AccountDeletionRepository`'s). */
export class IdentityRepository {
  constructor(private readonly db: Database) {}

  /** Finds the user of this provider account, or creates one, and opens a session for it, in one transaction. */
  async signIn(provider: string, externalId: string, newUserId: string, sessionId: string, expiresAt: Date, wechat?: { appId: string; openId: string; sessionKey?: string }): Promise<SignedInUser> {
    return this.db.transaction(async (tx) => {
      const found = await tx
        .select({ userId: identities.userId })
        .from(identities)
        .where(and(eq(identities.provider, provider), eq(identities.externalId, externalId)))
        .limit(1)
      let userId = found[0]?.userId
      let created = false
      if (userId) {
        const [account] = await tx.select({ blockedAt: users.blockedAt }).from(users).where(eq(users.id, userId)).limit(1)
        if (account?.blockedAt) return { userId, created, blocked: true as const }
      }
      if (!userId) {
        userId = newUserId
        created = true
        await tx.insert(users).values({ id: userId, kind: 'user' })
        await tx.insert(identities).values({ provider, externalId, userId })
      }
      if (wechat) {
        // The latest sign-in under an app wins: that is the openid WeChat Pay will charge there, and its session key the one xpay signs with.
        const sessionKey = wechat.sessionKey ?? null
        await tx.delete(wechatOpenIds).where(and(eq(wechatOpenIds.userId, userId), eq(wechatOpenIds.appId, wechat.appId)))
        await tx
          .insert(wechatOpenIds)
          .values({ appId: wechat.appId, openId: wechat.openId, userId, sessionKey })
          .onConflictDoUpdate({ target: [wechatOpenIds.appId, wechatOpenIds.openId], set: { userId, sessionKey, updatedAt: sql`now()` } })
      }
      await tx.insert(sessions).values({ id: sessionId, userId, expiresAt })
      return { userId, created }
    })
  }

  /** The provider accounts a user signs in with, newest first. */
  /** The person's openid under one WeChat app (the mini-program's, for content security), or null when they never signed in there. */
  async wechatOpenId(userId: string, appId: string): Promise<string | null> {
    const rows = await this.db
      .select({ openId: wechatOpenIds.openId })
      .from(wechatOpenIds)
      .where(and(eq(wechatOpenIds.userId, userId), eq(wechatOpenIds.appId, appId)))
      .limit(1)
    return rows[0]?.openId ?? null
  }

  async identitiesOf(userId: string): Promise<{ provider: string; externalId: string }[]> {
    return this.db.select({ provider: identities.provider, externalId: identities.externalId }).from(identities).where(eq(identities.userId, userId)).orderBy(desc(identities.createdAt))
  }

  /**
   * A guest who signs in keeps what they did as a guest: their readings (with the
   * interpretations and follow-ups) move to the signed-in user, in one transaction,
   * and those already drawn are kept in the history at `now`, as the guest was told
   * signing in would do (one still being drawn is saved when its cards are picked).
   * So do the free readings the guest took: one person's free reading a day counts once,
   * as a guest or signed in (the guest's uses are added to the user's and leave the guest).
   * Only from a guest account, never between two signed-in users.
   */
  async adoptGuestReadings(guestId: string, userId: string, now: Date): Promise<number> {
    if (guestId === userId) return 0
    return this.db.transaction(async (tx) => {
      const guest = await tx.select({ kind: users.kind }).from(users).where(eq(users.id, guestId)).limit(1)
      if (guest[0]?.kind !== 'guest') return 0
      await tx.execute(sql`
        with moved as (delete from ${freeUses} where ${freeUses.userId} = ${guestId} returning day, count)
        insert into ${freeUses} (user_id, day, count) select ${userId}, day, count from moved where count > 0
        on conflict (user_id, day) do update set count = free_uses.count + excluded.count`)
      // Client keys are unique per user: a guest key the user already used stays with the guest.
      const moved = await tx
        .update(readings)
        .set({ userId })
        .where(and(eq(readings.userId, guestId), sql`not exists (select 1 from ${readings} r2 where r2.user_id = ${userId} and r2.client_key = ${readings.clientKey})`))
        .returning({ id: readings.id })
      const ids = moved.map((r) => r.id)
      if (ids.length > 0) {
        await tx.update(chatExchanges).set({ userId }).where(inArray(chatExchanges.readingId, ids))
        await tx.update(aiCalls).set({ userId }).where(inArray(aiCalls.readingId, ids))
        await tx
          .update(readings)
          .set({ status: 'saved', savedAt: now })
          .where(and(inArray(readings.id, ids), eq(readings.status, 'drawn')))
      }
      return ids.length
    })
  }
}
