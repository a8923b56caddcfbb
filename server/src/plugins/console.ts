import { ResultCode } from '@tarot/contracts/codes'
import type { Permission } from '@tarot/contracts/console'
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import { AuditLogRepository } from '../db/audit-log'
import { OperatorRepository } from '../db/operators'
import { OrderRepository } from '../db/orders'
import { RefundRepository } from '../db/refunds'
import { consoleMessage } from '../lib/console-messages'
import { DomainError } from '../lib/domain-error'
import { BirthYearCorrectionRepository } from '../db/birth-year-corrections'
import { ConsultationRepository } from '../db/consultations'
import { PeopleRepository } from '../db/people'
import { ShareRepository } from '../db/shares'
import { PublishedContentRepository } from '../db/published-content'
import { ContentDesk } from '../services/content-desk'
import { ModerationDesk } from '../services/moderation/moderation-desk'
import { ModerationService } from '../services/moderation/moderation-service'
import { OperatorService, type SignedInOperator } from '../services/operators/operator-service'
import { PeopleService } from '../services/people'
import type { RefundGateway } from '../services/refunds/gateway'
import { RefundService } from '../services/refunds/refund-service'
import { resolveTokenSecret } from '../services/tokens'
import { accessHook, tokenExpired } from './identity'

declare module 'fastify' {
  interface FastifyInstance {
    operatorService: OperatorService
    refundService: RefundService
    peopleService: PeopleService
    moderationDesk: ModerationDesk
    contentDesk: ContentDesk
    /** A console route's `preValidation` hook: an operator signed in whose token holds the permission (spec §6's rule). */
    requireOperator: (permission?: Permission) => preValidationAsyncHookHandler
  }
  interface FastifyRequest {
    /** The operator behind `authorization: Bearer …`, on console routes. */
    operator: SignedInOperator | null
  }
}

const SWEEP_MS = 60_000

/** The operator behind a console route guarded by `app.requireOperator`. */
export function operatorOf(request: FastifyRequest): SignedInOperator {
  if (!request.operator) throw new Error(`${request.routeOptions.url} reads the operator without app.requireOperator`)
  return request.operator
}

export const actorOf = (request: FastifyRequest) => ({ id: operatorOf(request).operator.id, name: operatorOf(request).operator.name })

/**
 * The back office (docs/back-office.md): operators and their console sessions, the audit log, and refunds to the
 * original payment method, with the minute sweep that asks the provider again about refunds it has not settled.
 */
export const consolePlugin = fp<{ refundGateway?: RefundGateway | undefined }>(
  async (app, options) => {
    const { db } = app.database
    const secret = await resolveTokenSecret(app.config.tokenSecret, app.config.dataDir, app.serverSettings)
    app.decorate('operatorService', new OperatorService(new OperatorRepository(db), new AuditLogRepository(db), secret, app.config.consoleSessionMs, app.now))
    app.decorate('refundService', new RefundService(new RefundRepository(db), new OrderRepository(db), options.refundGateway ?? app.payProvider, app.now, app.log))
    app.orders.keepRefundsWith(app.refundService)
    app.decorate('peopleService', new PeopleService(new PeopleRepository(db), new BirthYearCorrectionRepository(db), app.activeSessions, app.now))
    const moderation = new ModerationService({ consultations: new ConsultationRepository(db), shares: new ShareRepository(db), now: app.now })
    app.decorate('moderationDesk', new ModerationDesk(moderation, new AuditLogRepository(db)))
    app.decorate('contentDesk', new ContentDesk(new PublishedContentRepository(db), app.published))
    app.decorateRequest('operator', null)
    app.decorate('requireOperator', (permission?: Permission) =>
      accessHook('operator', async (request, reply) => {
        const header = request.headers.authorization
        const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : ''
        const signedIn = token ? await app.operatorService.verify(token) : null
        if (!signedIn) return tokenExpired(request, reply)
        if (permission && !OperatorService.holds(signedIn, permission)) throw new DomainError(ResultCode.forbidden, (language) => consoleMessage('forbidden', language))
        request.operator = signedIn
      }),
    )
    const sweep = setInterval(() => void app.refundService.sweep().catch((error) => app.log.warn({ err: error }, 'refund sweep failed')), SWEEP_MS)
    sweep.unref()
    app.addHook('onClose', async () => clearInterval(sweep))
  },
  { name: 'console', dependencies: ['repositories', 'orders'] },
)
