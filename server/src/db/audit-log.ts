import { and, desc, eq, type SQL } from 'drizzle-orm'
import type { Database } from './client'
import type { Transaction } from './ledger'
import { auditLog } from './schema'

export type AuditRow = typeof auditLog.$inferSelect
export type NewAuditEntry = Omit<typeof auditLog.$inferInsert, 'id' | 'at'>

export interface AuditFilter {
  operatorId?: string | undefined
  action?: string | undefined
  targetId?: string | undefined
}

/** The operators' audit log: written inside the transaction of the change it records, read newest first; never updated. */
export class AuditLogRepository {
  constructor(private readonly db: Database) {}

  static async recordIn(tx: Transaction | Database, entry: NewAuditEntry): Promise<void> {
    await tx.insert(auditLog).values(entry)
  }

  async record(entry: NewAuditEntry): Promise<void> {
    await AuditLogRepository.recordIn(this.db, entry)
  }

  async list(filter: AuditFilter, page: number, pageSize: number): Promise<{ list: AuditRow[]; hasNext: boolean }> {
    const where: SQL[] = []
    if (filter.operatorId) where.push(eq(auditLog.operatorId, filter.operatorId))
    if (filter.action) where.push(eq(auditLog.action, filter.action))
    if (filter.targetId) where.push(eq(auditLog.targetId, filter.targetId))
    const rows = await this.db
      .select()
      .from(auditLog)
      .where(where.length ? and(...where) : undefined)
      .orderBy(desc(auditLog.id))
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize)
    return { list: rows.slice(0, pageSize), hasNext: rows.length > pageSize }
  }
}
