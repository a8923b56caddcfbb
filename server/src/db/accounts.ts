import { type VipReason, vipReasons } from '@tarot/core/session'
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { Database } from './client'
import { agents, products, referrals, users, wallets } from './schema'

export interface WalletView {
  total: number
  /** ISO time until which the user is VIP, or null. */
  vipTime: string | null
  /** The spec's rule (energy above 0 or a VIP time, `@tarot/core/session`), and which of the two holds. */
  vip: boolean
  vipBy: VipReason[]
}

export interface ProductView {
  id: string
  kind: 'energy' | 'vip'
  energy: number
  vipDays: number
  priceFen: number
}

/** Referrals, agents, wallets and products: the only module touching those tables. */
export class AccountRepository {
  constructor(private readonly db: Database) {}

  async userExists(userId: string): Promise<boolean> {
    const rows = await this.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1)
    return rows.length === 1
  }

  /** A user that exists and is not a deleted account's tombstone. */
  private async isLiveUser(userId: string): Promise<boolean> {
    const rows = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt)))
      .limit(1)
    return rows.length === 1
  }

  /** Binds the user to an agent once; later calls leave the first binding in place. Returns the agent code in force. */
  async bindAgent(userId: string, agentCode: string, now: Date): Promise<string> {
    await this.bindOnce({ userId, agentCode, agentBoundAt: now }, 'agent')
    return (await this.boundAgent(userId)) ?? agentCode
  }

  /**
   * Binds a friend referral once; a user cannot refer themselves, and a deleted account (whose link may still be
   * out there) refers no one. Returns the friend code in force.
   */
  async bindFriend(userId: string, friendCode: string, now: Date): Promise<string | null> {
    if (friendCode !== userId && (await this.isLiveUser(friendCode))) await this.bindOnce({ userId, friendCode, friendBoundAt: now }, 'friend')
    return (await this.referral(userId))?.friendCode ?? null
  }

  /** Fills the agent or friend columns only where they are still empty: the first binding of each kind stays. */
  private async bindOnce(values: typeof referrals.$inferInsert, kind: 'agent' | 'friend'): Promise<void> {
    const set =
      kind === 'agent'
        ? { agentCode: sql`coalesce(${referrals.agentCode}, excluded.agent_code)`, agentBoundAt: sql`coalesce(${referrals.agentBoundAt}, excluded.agent_bound_at)` }
        : { friendCode: sql`coalesce(${referrals.friendCode}, excluded.friend_code)`, friendBoundAt: sql`coalesce(${referrals.friendBoundAt}, excluded.friend_bound_at)` }
    await this.db.insert(referrals).values(values).onConflictDoUpdate({ target: referrals.userId, set })
  }

  async referral(userId: string): Promise<{ agentCode: string | null; friendCode: string | null } | null> {
    const rows = await this.db.select({ agentCode: referrals.agentCode, friendCode: referrals.friendCode }).from(referrals).where(eq(referrals.userId, userId)).limit(1)
    return rows[0] ?? null
  }

  async boundAgent(userId: string): Promise<string | null> {
    return (await this.referral(userId))?.agentCode ?? null
  }

  /** The user's own agent record, if they are an agent. */
  async ownAgent(userId: string): Promise<{ code: string; name: string; createdAt: string } | null> {
    const rows = await this.db.select().from(agents).where(eq(agents.userId, userId)).limit(1)
    const row = rows[0]
    return row ? { code: row.code, name: row.name, createdAt: row.createdAt.toISOString() } : null
  }

  async createAgent(userId: string, code: string, name: string): Promise<void> {
    await this.db.insert(agents).values({ code, userId, name })
  }

  async wallet(userId: string, now: Date): Promise<WalletView> {
    const rows = await this.db.select().from(wallets).where(eq(wallets.userId, userId)).limit(1)
    const row = rows[0]
    const vip = row?.vipUntil && row.vipUntil > now ? row.vipUntil.toISOString() : null
    const amount = { total: row?.energy ?? 0, vipTime: vip }
    const vipBy = vipReasons(amount)
    return { ...amount, vip: vipBy.length > 0, vipBy }
  }

  async activeProducts(): Promise<ProductView[]> {
    const rows = await this.db.select().from(products).where(eq(products.active, true)).orderBy(asc(products.sort))
    return rows.map((p) => ({ id: p.id, kind: p.kind, energy: p.energy, vipDays: p.vipDays, priceFen: p.priceFen }))
  }
}
