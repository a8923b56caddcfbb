import { ResultCode } from '@tarot/contracts/codes'
import type { ConsoleCorrection } from '@tarot/contracts/console'
import type { BirthYearCorrectionRepository } from '../db/birth-year-corrections'
import type { PeopleRepository, UserRow } from '../db/people'
import { consoleMessage } from '../lib/console-messages'
import { DomainError } from '../lib/domain-error'
import type { ActiveSessions } from './active-sessions'
import type { Actor } from './operators/operator-service'
import { orderRowView } from './refunds/refund-service'

const LEDGER_LINES = 100
const ORDERS = 50

/**
 * People in the back office (docs/back-office.md, "People"): finding someone, their wallet, ledger and orders;
 * giving or taking energy with a reason (never below zero), blocking sign-in, and deciding birth-year corrections.
 * Every change is audited in its own transaction.
 */
export class PeopleService {
  constructor(
    private readonly people: PeopleRepository,
    private readonly corrections: BirthYearCorrectionRepository,
    private readonly activeSessions: ActiveSessions,
    private readonly now: () => number,
  ) {}

  private async view(row: UserRow) {
    const { names, methods } = await this.people.namesOf(row.id)
    return {
      id: row.id,
      kind: row.kind,
      createdAt: row.createdAt.toISOString(),
      names,
      signInMethods: methods,
      birthYear: row.birthYear,
      blocked: row.blockedAt !== null,
      deleted: row.deletedAt !== null,
    }
  }

  async find(q: string) {
    return { list: await Promise.all((await this.people.find(q)).map((row) => this.view(row))) }
  }

  async detail(userId: string) {
    const row = await this.people.get(userId)
    if (!row) throw DomainError.notFound()
    const wallet = await this.people.wallet(userId)
    return {
      person: await this.view(row),
      wallet: { energy: wallet.energy, vipUntil: wallet.vipUntil?.toISOString() ?? null },
      ledger: (await this.people.ledger(userId, LEDGER_LINES)).map((line) => ({ at: line.createdAt.toISOString(), delta: line.delta, reason: line.reason, reference: line.reference })),
      orders: (await this.people.orders(userId, ORDERS)).map(orderRowView),
    }
  }

  async adjustEnergy(actor: Actor, userId: string, input: { delta: number; reason: string; adjustmentKey: string }) {
    if (!(await this.people.get(userId))) throw DomainError.notFound()
    const result = await this.people.adjust(userId, input.delta, input.adjustmentKey, (balance) => ({
      operatorId: actor.id,
      operatorName: actor.name,
      action: input.delta >= 0 ? 'energy.grant' : 'energy.remove',
      targetType: 'user',
      targetId: userId,
      before: { energy: balance - input.delta },
      after: { energy: balance },
      reason: input.reason,
    }))
    if (result === 'insufficient') throw new DomainError(ResultCode.insufficientEnergy, (language) => consoleMessage('energyBelowZero', language))
    return { at: result.line.createdAt.toISOString(), delta: result.line.delta, reason: result.line.reason, reference: result.line.reference }
  }

  async setBlocked(actor: Actor, userId: string, blocked: boolean, reason: string) {
    const row = await this.people.setBlocked(userId, blocked, new Date(this.now()), (before, after) => ({
      operatorId: actor.id,
      operatorName: actor.name,
      action: blocked ? 'user.block' : 'user.unblock',
      targetType: 'user',
      targetId: userId,
      before: { blocked: before.blockedAt !== null },
      after: { blocked: after.blockedAt !== null },
      reason,
    }))
    if (!row) throw DomainError.notFound()
    // This instance stops trusting the person's sessions at once; the others within SESSION_CHECK_MS.
    if (blocked) this.activeSessions.forgetUser(userId)
    return this.view(row)
  }

  async pendingCorrections(): Promise<{ list: ConsoleCorrection[] }> {
    return {
      list: (await this.corrections.pending()).map((row) => ({
        userId: row.userId,
        fromYear: row.fromYear,
        requestedYear: row.requestedYear,
        requestedAt: row.requestedAt.toISOString(),
        contact: row.contact,
      })),
    }
  }

  /** After checking the person's age (through the contact they gave): the year asked for goes on the account, or it stays. */
  async decideCorrection(actor: Actor, userId: string, approve: boolean, reason: string): Promise<ConsoleCorrection> {
    const row = await this.corrections.decide(userId, approve, new Date(this.now()), (decided) => ({
      operatorId: actor.id,
      operatorName: actor.name,
      action: approve ? 'birth-year.approve' : 'birth-year.decline',
      targetType: 'user',
      targetId: userId,
      before: { birthYear: decided.fromYear },
      after: { birthYear: approve ? decided.requestedYear : decided.fromYear },
      reason,
    }))
    if (!row) throw new DomainError(ResultCode.notAllowedNow, (language) => consoleMessage('correctionDecided', language))
    return { userId, fromYear: row.fromYear, requestedYear: row.requestedYear, requestedAt: row.requestedAt.toISOString(), contact: null }
  }
}
