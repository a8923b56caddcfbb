import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import { AuditLogRepository, type NewAuditEntry } from './audit-log'
import type { Database } from './client'
import { Insufficient, LedgerRepository } from './ledger'
import { identities, ledger, orders, readers, sessions, users, wallets } from './schema'

export type UserRow = typeof users.$inferSelect
type LedgerRow = typeof ledger.$inferSelect

/** The console's view of the people who use the app: finding them, their wallet and ledger, and what operators change. */
export class PeopleRepository {
  constructor(private readonly db: Database) {}

  /** By id, by a name they sign in with (the dev sign-in's name) or a reader's name, or by one of their order numbers or transaction ids. */
  async find(q: string, limit = 20): Promise<UserRow[]> {
    const byIdentity = this.db
      .select({ id: identities.userId })
      .from(identities)
      .where(and(eq(identities.provider, 'dev'), eq(identities.externalId, q)))
    const byReader = this.db.select({ id: readers.userId }).from(readers).where(eq(readers.name, q))
    const byOrder = this.db
      .select({ id: orders.userId })
      .from(orders)
      .where(or(eq(orders.id, q), eq(orders.transactionId, q)))
    return this.db
      .select()
      .from(users)
      .where(or(eq(users.id, q), inArray(users.id, byIdentity), inArray(users.id, byReader), inArray(users.id, byOrder)))
      .orderBy(desc(users.createdAt))
      .limit(limit)
  }

  async get(userId: string): Promise<UserRow | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1)
    return row ?? null
  }

  async namesOf(userId: string): Promise<{ names: string[]; methods: string[] }> {
    const ids = await this.db.select({ provider: identities.provider, externalId: identities.externalId }).from(identities).where(eq(identities.userId, userId))
    const reader = await this.db.select({ name: readers.name }).from(readers).where(eq(readers.userId, userId))
    return {
      names: [...ids.filter((i) => i.provider === 'dev').map((i) => i.externalId), ...reader.map((r) => r.name)],
      methods: [...new Set(ids.map((i) => (i.provider.startsWith('wechat') ? 'wechat' : i.provider)))],
    }
  }

  async wallet(userId: string): Promise<{ energy: number; vipUntil: Date | null }> {
    const [row] = await this.db.select({ energy: wallets.energy, vipUntil: wallets.vipUntil }).from(wallets).where(eq(wallets.userId, userId)).limit(1)
    return row ?? { energy: 0, vipUntil: null }
  }

  async ledger(userId: string, limit: number): Promise<LedgerRow[]> {
    return this.db.select().from(ledger).where(eq(ledger.userId, userId)).orderBy(desc(ledger.createdAt)).limit(limit)
  }

  async orders(userId: string, limit: number) {
    return this.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)).limit(limit)
  }

  /**
   * Energy given or taken by an operator, with its audit entry, in one transaction: the ledger's conditional update
   * refuses to go below zero (`insufficient`), and the same key again is the same adjustment (`replayed`).
   */
  async adjust(userId: string, delta: number, key: string, audit: (balance: number) => NewAuditEntry): Promise<{ balance: number; replayed: boolean; line: LedgerRow } | 'insufficient'> {
    try {
      return await this.db.transaction(async (tx) => {
        const ledgerKey = `adjustment:${key}`
        const moved = await LedgerRepository.applyIn(tx, userId, delta, 'adjustment', ledgerKey)
        const [line] = await tx
          .select()
          .from(ledger)
          .where(and(eq(ledger.userId, userId), eq(ledger.idempotencyKey, ledgerKey)))
        if (!moved.replayed) await AuditLogRepository.recordIn(tx, audit(moved.balance))
        return { balance: moved.balance, replayed: moved.replayed, line: line! }
      })
    } catch (error) {
      if (error instanceof Insufficient) return 'insufficient'
      throw error
    }
  }

  /** Blocks or unblocks sign-in; a block also ends every session the person has, at once. Audited in the same transaction. */
  async setBlocked(userId: string, blocked: boolean, now: Date, audit: (before: UserRow, after: UserRow) => NewAuditEntry): Promise<UserRow | null> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .for('update')
      if (!before) return null
      const [after] = await tx
        .update(users)
        .set({ blockedAt: blocked ? (before.blockedAt ?? now) : null })
        .where(eq(users.id, userId))
        .returning()
      if (blocked) {
        await tx
          .update(sessions)
          .set({ revokedAt: now })
          .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      }
      await AuditLogRepository.recordIn(tx, audit(before, after!))
      return after!
    })
  }

  /** Whether sign-in is refused for this user (an operator blocked it). */
  async isBlocked(userId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ blocked: sql<boolean>`${users.blockedAt} is not null` })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1)
    return row?.blocked ?? false
  }
}
