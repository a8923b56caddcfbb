import { ResultCode } from '@tarot/contracts/codes'
import type { AuditLogRepository } from '../../db/audit-log'
import { consoleMessage } from '../../lib/console-messages'
import { DomainError } from '../../lib/domain-error'
import type { Actor } from '../operators/operator-service'
import type { Decision, ModerationService } from './moderation-service'

/**
 * The console's moderation queue: the texts content security held (docs/content-security.md), decided through the
 * same steps as `npm run moderation` (a rejected consultation is cancelled and refunded), each decision audited with
 * the operator's reason.
 */
export class ModerationDesk {
  constructor(
    private readonly moderation: ModerationService,
    private readonly auditLog: AuditLogRepository,
  ) {}

  async list() {
    return { list: (await this.moderation.list()).map((item) => ({ ...item, since: item.since.toISOString() })) }
  }

  async decide(actor: Actor, itemId: string, decision: Decision, reason: string): Promise<{ said: string }> {
    const held = (await this.moderation.list()).find((item) => item.id === itemId)
    const result = await this.moderation.decide(itemId, decision)
    if (!result.ok) throw new DomainError(ResultCode.notAllowedNow, (language) => consoleMessage('notHeld', language))
    await this.auditLog.record({
      operatorId: actor.id,
      operatorName: actor.name,
      action: `moderation.${decision}`,
      targetType: held?.kind ?? 'held text',
      targetId: itemId,
      before: { held: true, text: held?.text ?? null },
      after: { decision, said: result.said },
      reason,
    })
    return { said: result.said }
  }
}
