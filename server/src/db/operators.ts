import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Database } from './client'
import { isUniqueViolation } from './errors'
import { AuditLogRepository, type NewAuditEntry } from './audit-log'
import type { Transaction } from './ledger'
import { operatorSessions, operators } from './schema'

export type OperatorRow = typeof operators.$inferSelect
export type OperatorRoleName = OperatorRow['role']

/** The back office's operators and their console sessions: the only module touching those rows. */
export class OperatorRepository {
  constructor(private readonly db: Database) {}

  /** A new operator with its audit entry (none for the first owner, made from the command line), or null when the name is taken. */
  async create(values: Pick<OperatorRow, 'id' | 'name' | 'role' | 'passwordHash' | 'totpSecret'>, audit: ((row: OperatorRow) => NewAuditEntry) | null): Promise<OperatorRow | null> {
    try {
      return await this.db.transaction(async (tx) => {
        const [row] = await tx.insert(operators).values(values).returning()
        if (row && audit) await AuditLogRepository.recordIn(tx, audit(row))
        return row ?? null
      })
    } catch (error) {
      if (isUniqueViolation(error)) return null
      throw error
    }
  }

  async byName(name: string): Promise<OperatorRow | null> {
    const [row] = await this.db.select().from(operators).where(eq(operators.name, name)).limit(1)
    return row ?? null
  }

  async byId(id: string, tx: Transaction | Database = this.db): Promise<OperatorRow | null> {
    const [row] = await tx.select().from(operators).where(eq(operators.id, id)).limit(1)
    return row ?? null
  }

  async list(): Promise<OperatorRow[]> {
    return this.db.select().from(operators).orderBy(asc(operators.createdAt), asc(operators.name))
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: sql<string>`count(*)` }).from(operators)
    return Number(row?.n ?? 0)
  }

  /** How many active owners there are, the changed one excepted (the last owner cannot be demoted or deactivated). */
  async otherActiveOwners(exceptId: string, tx: Transaction | Database = this.db): Promise<number> {
    const [row] = await tx
      .select({ n: sql<string>`count(*)` })
      .from(operators)
      .where(and(eq(operators.role, 'owner'), eq(operators.active, true), sql`${operators.id} <> ${exceptId}`))
    return Number(row?.n ?? 0)
  }

  /**
   * Changes an operator's role or standing, ends their sessions (the new role holds from their next sign-in) and
   * writes the audit entry, in one transaction with the row locked. `lastOwner` when it would leave no active owner.
   */
  async update(
    id: string,
    patch: Partial<Pick<OperatorRow, 'role' | 'active'>>,
    now: Date,
    audit: (before: OperatorRow, after: OperatorRow) => NewAuditEntry,
  ): Promise<OperatorRow | 'lastOwner' | null> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(operators).where(eq(operators.id, id)).for('update')
      if (!before) return null
      const staysOwner = (patch.role ?? before.role) === 'owner' && (patch.active ?? before.active)
      // Owners are locked in a fixed order (by id) so two demotions at once cannot each see the other as the one left.
      await tx.select({ id: operators.id }).from(operators).where(eq(operators.role, 'owner')).orderBy(asc(operators.id)).for('update')
      if (before.role === 'owner' && before.active && !staysOwner && (await this.otherActiveOwners(id, tx)) === 0) return 'lastOwner' as const
      const [after] = await tx.update(operators).set(patch).where(eq(operators.id, id)).returning()
      await this.revokeAll(id, now, tx)
      await AuditLogRepository.recordIn(tx, audit(before, after!))
      return after!
    })
  }

  /**
   * A sign-in: takes the TOTP time step (only one later than the last used, so a code seen over someone's shoulder
   * or replayed does not sign in twice, even on two instances at once), opens the session and audits it, together.
   */
  async signIn(id: string, step: number, session: { id: string; expiresAt: Date }, now: Date, audit: NewAuditEntry): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .update(operators)
        .set({ lastTotpStep: step, lastSignInAt: now })
        .where(and(eq(operators.id, id), lt(operators.lastTotpStep, step), eq(operators.active, true)))
        .returning({ id: operators.id })
      if (rows.length !== 1) return false
      await tx.insert(operatorSessions).values({ ...session, operatorId: id, createdAt: now })
      await AuditLogRepository.recordIn(tx, audit)
      return true
    })
  }

  /** The session's operator when the session is neither revoked nor expired and the operator is active. */
  async activeSession(sessionId: string, operatorId: string, now: Date): Promise<OperatorRow | null> {
    const [row] = await this.db
      .select({ operator: operators })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(and(eq(operatorSessions.id, sessionId), eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt), gt(operatorSessions.expiresAt, now), eq(operators.active, true)))
      .limit(1)
    return row?.operator ?? null
  }

  async revokeSession(sessionId: string, now: Date): Promise<void> {
    await this.db
      .update(operatorSessions)
      .set({ revokedAt: now })
      .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.revokedAt)))
  }

  /** Every open session of the operator ends (a role change or deactivation takes effect at the next call). */
  async revokeAll(operatorId: string, now: Date, tx: Transaction | Database = this.db): Promise<void> {
    await tx
      .update(operatorSessions)
      .set({ revokedAt: now })
      .where(and(eq(operatorSessions.operatorId, operatorId), isNull(operatorSessions.revokedAt)))
  }
}
