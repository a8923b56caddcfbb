import { randomBytes, randomUUID } from 'node:crypto'
import { ROLE_GRANTS, type OperatorRole, type OperatorView, type Permission, holdsPermission } from '@tarot/contracts/console'
import { ResultCode } from '@tarot/contracts/codes'
import type { AuditFilter, AuditLogRepository, NewAuditEntry } from '../../db/audit-log'
import type { OperatorRepository, OperatorRow } from '../../db/operators'
import { consoleMessage } from '../../lib/console-messages'
import { DomainError } from '../../lib/domain-error'
import { DUMMY_HASH, hashPassword, verifyPassword } from './passwords'
import { type OperatorClaims, OperatorTokens } from './operator-tokens'
import { TotpSecretBox, newTotpSecret, totpStep, totpUri } from './totp'

/** Who is acting in the console, as the audit log names them. */
export interface Actor {
  id: string
  name: string
}

/** The operator behind a console request: the token's claims (which the permission rule reads) and the row. */
export interface SignedInOperator {
  claims: OperatorClaims
  operator: OperatorRow
}

const refused = (key: Parameters<typeof consoleMessage>[0], code: number) => new DomainError(code as never, (language) => consoleMessage(key, language))

export function viewOf(row: OperatorRow): OperatorView {
  const grants = ROLE_GRANTS[row.role]
  return { id: row.id, name: row.name, role: row.role, roles: [...grants.roles], permissions: [...grants.permissions] }
}

export const listItemOf = (row: OperatorRow) => ({
  id: row.id,
  name: row.name,
  role: row.role,
  active: row.active,
  createdAt: row.createdAt.toISOString(),
  lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
})

/**
 * Operators: sign-in with a password and a TOTP code, console sessions that expire (`CONSOLE_SESSION_HOURS`) and can be
 * revoked, and the owners' management of operators. Every change is audited in the transaction that makes it.
 */
export class OperatorService {
  private readonly tokens: OperatorTokens
  private readonly box: TotpSecretBox

  constructor(
    private readonly operators: OperatorRepository,
    private readonly auditLog: AuditLogRepository,
    tokenSecret: Uint8Array,
    private readonly sessionMs: number,
    private readonly now: () => number,
  ) {
    this.tokens = new OperatorTokens(tokenSecret)
    this.box = new TotpSecretBox(tokenSecret)
  }

  async signIn(name: string, password: string, code: string): Promise<{ token: string; expiresAt: number; operator: OperatorView }> {
    const failed = refused('signInFailed', ResultCode.signInFailed)
    const row = await this.operators.byName(name.trim().toLowerCase())
    // A wrong name costs the same scrypt as a wrong password, so timing tells nobody which names exist.
    const passwordOk = await verifyPassword(password, row?.passwordHash ?? DUMMY_HASH)
    if (!row || !row.active || !passwordOk) throw failed
    const nowMs = this.now()
    const step = totpStep(this.box.open(row.totpSecret), code, nowMs)
    if (step === null) throw failed
    const session = { id: randomUUID(), expiresAt: new Date(nowMs + this.sessionMs) }
    const audit: NewAuditEntry = { operatorId: row.id, operatorName: row.name, action: 'operator.sign-in', targetType: 'operator', targetId: row.id, before: null, after: null, reason: null }
    if (!(await this.operators.signIn(row.id, step, session, new Date(nowMs), audit))) throw failed
    const view = viewOf(row)
    const claims: OperatorClaims = { operatorId: row.id, sessionId: session.id, roles: view.roles, permissions: view.permissions, expiresAt: session.expiresAt.getTime() }
    return { token: await this.tokens.issue(claims), expiresAt: claims.expiresAt, operator: view }
  }

  async signOut(signedIn: SignedInOperator): Promise<void> {
    await this.operators.revokeSession(signedIn.claims.sessionId, new Date(this.now()))
  }

  /** The operator behind a bearer token: genuine, unexpired, its session open and its operator active; else null. */
  async verify(token: string): Promise<SignedInOperator | null> {
    const nowMs = this.now()
    const claims = await this.tokens.verify(token, nowMs)
    if (!claims) return null
    const operator = await this.operators.activeSession(claims.sessionId, claims.operatorId, new Date(nowMs))
    return operator ? { claims, operator } : null
  }

  /** Spec §6's rule on the token: the permission listed, or the admin role. */
  static holds(signedIn: SignedInOperator, permission: Permission): boolean {
    return holdsPermission(signedIn.claims, permission)
  }

  /** The audit log, newest first, as the console reads it. */
  async audit(filter: AuditFilter, page: number, pageSize: number) {
    const { list, hasNext } = await this.auditLog.list(filter, page, pageSize)
    return { list: list.map((row) => ({ ...row, at: row.at.toISOString() })), page, hasNext }
  }

  async list() {
    return (await this.operators.list()).map(listItemOf)
  }

  /** A new operator (by an owner in the console, or the first owner from the command line with no actor): the TOTP URI is shown once. */
  async add(actor: Actor | null, input: { name: string; role: OperatorRole; password: string }): Promise<{ operator: ReturnType<typeof listItemOf>; totpUri: string }> {
    const secret = newTotpSecret()
    const row = await this.operators.create(
      { id: `op_${randomBytes(8).toString('hex')}`, name: input.name, role: input.role, passwordHash: await hashPassword(input.password), totpSecret: this.box.seal(secret) },
      actor &&
        ((created) => ({
          operatorId: actor.id,
          operatorName: actor.name,
          action: 'operator.add',
          targetType: 'operator',
          targetId: created.id,
          before: null,
          after: listItemOf(created),
          reason: null,
        })),
    )
    if (!row) throw refused('nameTaken', ResultCode.conflict)
    return { operator: listItemOf(row), totpUri: totpUri(secret, row.name) }
  }

  async update(actor: Actor, id: string, patch: { role?: OperatorRole | undefined; active?: boolean | undefined }) {
    const clean = { ...(patch.role !== undefined && { role: patch.role }), ...(patch.active !== undefined && { active: patch.active }) }
    const result = await this.operators.update(id, clean, new Date(this.now()), (before, after) => ({
      operatorId: actor.id,
      operatorName: actor.name,
      action: 'operator.update',
      targetType: 'operator',
      targetId: id,
      before: { role: before.role, active: before.active },
      after: { role: after.role, active: after.active },
      reason: null,
    }))
    if (result === null) throw DomainError.notFound()
    if (result === 'lastOwner') throw refused('lastOwner', ResultCode.notAllowedNow)
    return listItemOf(result)
  }
}
