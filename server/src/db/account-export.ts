import { eq, is } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from './client'
import * as t from './schema'

type Row = Record<string, unknown>

/**
 * What a person's data export holds of each table (docs/privacy-data.md, PIPL Art. 45): `rows` the person's rows,
 * less the `omit`ted columns (idempotency keys and other plumbing that say nothing about them, and secrets such as a
 * draw's server seed before its cards are known); `none` with why. A table added to the schema and not listed
 * here fails `account-export.test.ts` until someone decides what the person gets of it.
 */
export const EXPORTED: Record<string, { rows: PgTable & { userId: unknown }; section: string; omit?: readonly string[] } | { none: string }> = {
  users: { none: 'the account section is built from it (id, kind, created, birth year)' },
  sessions: { rows: t.sessions, section: 'signIns', omit: ['id', 'userId'] },
  identities: { rows: t.identities, section: 'signInMethods', omit: ['externalId', 'userId'] },
  // Also holds the mini-program's session_key (for xpay's signature): a secret, which must never leave the server, so never exported.
  wechat_open_ids: { none: 'identifiers WeChat issues for this app, not information about the person, and the session key (a secret); the sign-in methods say WeChat' },
  under_age_identities: { none: 'a digest kept without any account id; it cannot be tied back to the person' },
  birth_year_corrections: { rows: t.birthYearCorrections, section: 'birthYearCorrections', omit: ['userId'] },
  agents: { rows: t.agents, section: 'agent', omit: ['userId'] },
  referrals: { rows: t.referrals, section: 'referral', omit: ['userId'] },
  wallets: { rows: t.wallets, section: 'wallet', omit: ['userId'] },
  ledger: { rows: t.ledger, section: 'energyLedger', omit: ['userId', 'idempotencyKey'] },
  vip_grants: { rows: t.vipGrants, section: 'vipGrants', omit: ['userId'] },
  orders: { rows: t.orders, section: 'orders', omit: ['userId', 'clientKey', 'prepayId', 'appId'] },
  refunds: { rows: t.refunds, section: 'refunds', omit: ['userId', 'refundKey', 'operatorId', 'attemptedAt'] },
  free_uses: { rows: t.freeUses, section: 'freeReadings', omit: ['userId'] },
  holds: { rows: t.holds, section: 'energyHolds', omit: ['userId', 'ledgerKey', 'heartbeatAt'] },
  readings: { rows: t.readings, section: 'readings', omit: ['userId', 'clientKey', 'interpretingSince'] },
  chat_exchanges: { rows: t.chatExchanges, section: 'followUps', omit: ['userId', 'clientKey'] },
  journal_notes: { rows: t.journalNotes, section: 'notes', omit: ['userId'] },
  look_backs: { rows: t.lookBacks, section: 'lookBacks', omit: ['userId'] },
  look_back_reminders: { rows: t.lookBackReminders, section: 'lookBackReminders', omit: ['userId'] },
  journal_settings: { rows: t.journalSettings, section: 'journalSettings', omit: ['userId'] },
  shares: { rows: t.shares, section: 'shares', omit: ['userId'] },
  consultations: { rows: t.consultations, section: 'consultations', omit: ['userId', 'clientKey'] },
  readers: { rows: t.readers, section: 'readerProfile', omit: ['userId'] },
  feedback: { rows: t.feedback, section: 'feedback', omit: ['userId'] },
  question_refusals: { rows: t.questionRefusals, section: 'refusedQuestions', omit: ['userId'] },
  ai_calls: { none: 'cost and reliability counts of model calls; they hold no words, and the readings and follow-ups they served are exported' },
  products: { none: 'the catalogue, the same for everyone' },
  server_settings: { none: "the server's own settings" },
  published_content: { none: 'articles and legal texts, the same for everyone' },
  rate_counters: { none: 'short-lived abuse counters, gone within the hour' },
  dev_pay_orders: { none: 'the dev payment stand-in; the orders section holds every payment' },
  safety_flags: { none: 'counts per day of flagged questions, with no words and no user' },
  published_content_history: { none: 'what operators published, the same for everyone' },
  share_reports: { none: 'reports other people made about a shared page, kept without their addresses; an operator decides on them' },
  operators: { none: "the back office's own staff accounts, not app users" },
  operator_sessions: { none: "the back office's sign-in sessions" },
  audit_log: { none: "the operators' record of their own actions; what they did to this person's orders is in the orders and refunds sections" },
  dev_pay_refunds: { none: "the dev payment stand-in's side of refunds, as WeChat Pay keeps its own" },
}

/** Every table the schema defines, by its SQL name. */
export function schemaTableNames(): string[] {
  return (Object.values(t) as unknown[]).flatMap((value) => (is(value, PgTable) ? [getTableConfig(value).name] : []))
}

/** Reads everything a person owns, section by section, for their export. */
export class AccountExportRepository {
  constructor(private readonly db: Database) {}

  /** The account row, or null for an id that is no account (or a deleted one's tombstone). */
  async account(userId: string): Promise<{ id: string; kind: string; createdAt: Date; birthYear: number | null } | null> {
    const [row] = await this.db
      .select({ id: t.users.id, kind: t.users.kind, createdAt: t.users.createdAt, birthYear: t.users.birthYear, deletedAt: t.users.deletedAt })
      .from(t.users)
      .where(eq(t.users.id, userId))
    if (!row || row.deletedAt) return null
    return { id: row.id, kind: row.kind, createdAt: row.createdAt, birthYear: row.birthYear }
  }

  /** Every exported section's rows, in one read-only transaction so the sections agree with each other. */
  async sections(userId: string): Promise<Record<string, Row[]>> {
    return this.db.transaction(async (tx) => {
      const out: Record<string, Row[]> = {}
      for (const entry of Object.values(EXPORTED)) {
        if ('none' in entry) continue
        const table = entry.rows as PgTable & { userId: Parameters<typeof eq>[0] }
        const rows = (await tx.select().from(table).where(eq(table.userId, userId))) as Row[]
        out[entry.section] = rows.map((row) => withoutSecrets(entry.section, omit(row, entry.omit ?? [])))
      }
      return out
    })
  }
}

function omit(row: Row, keys: readonly string[]): Row {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)))
}

/**
 * A draw still waiting for its picks keeps its server seed secret: knowing it would tell the cards before they are
 * drawn. A reader's answer held by content review (or rejected) is not the asker's to see (docs/content-security.md),
 * nor why a text was held.
 */
function withoutSecrets(section: string, row: Row): Row {
  if (section === 'readings' && row.status === 'drawing') return { ...row, serverSeed: null }
  if (section === 'consultations') {
    const { moderationNote: _note, ...rest } = row
    return row.answerModeration ? { ...rest, answer: null } : rest
  }
  return row
}
