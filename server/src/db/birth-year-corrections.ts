import { AuditLogRepository, type NewAuditEntry } from './audit-log'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database } from './client'
import { underAgeIdentityDigest } from './orders'
import { birthYearCorrections, identities, underAgeIdentities, users } from './schema'

export type BirthYearCorrectionRow = typeof birthYearCorrections.$inferSelect

/** Birth-year corrections (docs/commerce.md, "Under 18"): the person's year changed, and the requests the operator reviews. */
export class BirthYearCorrectionRepository {
  constructor(private readonly db: Database) {}

  async latest(userId: string): Promise<BirthYearCorrectionRow | null> {
    const rows = await this.db.select().from(birthYearCorrections).where(eq(birthYearCorrections.userId, userId)).limit(1)
    return rows[0] ?? null
  }

  /** A correction that keeps the minor protection (or adds it), made by the person: the year changes at once and any request is dropped. */
  async changeYear(userId: string, year: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(users).set({ birthYear: year }).where(eq(users.id, userId))
      await tx.delete(birthYearCorrections).where(and(eq(birthYearCorrections.userId, userId), eq(birthYearCorrections.status, 'pending')))
    })
  }

  /** Files (or updates, while it is still pending) the request to lift the protection. */
  async request(userId: string, fromYear: number, requestedYear: number, contact: string, now: Date): Promise<BirthYearCorrectionRow> {
    const values = { userId, fromYear, requestedYear, status: 'pending' as const, contact, requestedAt: now, decidedAt: null }
    const [row] = await this.db.insert(birthYearCorrections).values(values).onConflictDoUpdate({ target: birthYearCorrections.userId, set: values }).returning()
    return row!
  }

  async pending(): Promise<BirthYearCorrectionRow[]> {
    return this.db.select().from(birthYearCorrections).where(eq(birthYearCorrections.status, 'pending')).orderBy(asc(birthYearCorrections.requestedAt))
  }

  /**
   * The operator's decision on a pending request, once. Approved: the year asked for goes on the account, and the
   * under-18 answer remembered against the person's sign-in identities is forgotten (it was the mistake). Either way
   * the contact is erased. Answers the row as decided, or null when there was no pending request.
   */
  async decide(userId: string, approve: boolean, now: Date, audit?: (row: BirthYearCorrectionRow) => NewAuditEntry): Promise<BirthYearCorrectionRow | null> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(birthYearCorrections)
        .set({ status: approve ? 'approved' : 'declined', contact: null, decidedAt: now })
        .where(and(eq(birthYearCorrections.userId, userId), eq(birthYearCorrections.status, 'pending')))
        .returning()
      if (!row) return null
      if (approve) {
        await tx.update(users).set({ birthYear: row.requestedYear }).where(eq(users.id, userId))
        const signIns = await tx.select({ provider: identities.provider, externalId: identities.externalId }).from(identities).where(eq(identities.userId, userId))
        const digests = signIns.map((s) => underAgeIdentityDigest(s.provider, s.externalId))
        if (digests.length > 0) await tx.delete(underAgeIdentities).where(inArray(underAgeIdentities.identityDigest, digests))
      }
      if (audit) await AuditLogRepository.recordIn(tx, audit(row))
      return row
    })
  }
}
