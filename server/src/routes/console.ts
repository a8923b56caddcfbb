import { consoleEndpoints } from '@tarot/contracts/endpoints/console'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../lib/envelope'
import { route } from '../lib/route'
import { actorOf, operatorOf } from '../plugins/console'
import { viewOf } from '../services/operators/operator-service'

const tags = ['Console']
const DAY_MS = 24 * 3600 * 1000

/** The back office's calls (docs/back-office.md); each checks the operator's token and the permission it needs. */
export const consoleRoutes: FastifyPluginAsyncZod = async (app) => {
  const { limits } = consoleEndpoints.listAudit
  route(
    app,
    consoleEndpoints.signIn,
    {
      // Per address, right or wrong (CONSOLE_SIGN_INS_PER_15_MINUTES).
      config: { rateLimit: { max: app.config.consoleSignInsPer15Minutes, timeWindow: '15 minutes' } },
      schema: { operationId: 'consoleSignIn', tags, summary: 'Operator sign-in', description: 'Name, password and the current TOTP code; a code works once.' },
    },
    async (request) => ok(await app.operatorService.signIn(request.body.name, request.body.password, request.body.code)),
  )
  route(app, consoleEndpoints.signOut, { preValidation: app.requireOperator(), schema: { operationId: 'consoleSignOut', tags, summary: 'Operator sign-out' } }, async (request) => {
    await app.operatorService.signOut(operatorOf(request))
    return ok(null)
  })
  route(app, consoleEndpoints.me, { preValidation: app.requireOperator(), schema: { operationId: 'consoleMe', tags, summary: 'The operator signed in' } }, async (request) =>
    ok(viewOf(operatorOf(request).operator)),
  )
  route(app, consoleEndpoints.listOperators, { preValidation: app.requireOperator('operators.manage'), schema: { operationId: 'listOperators', tags, summary: 'Operators' } }, async () =>
    ok({ list: await app.operatorService.list() }),
  )
  route(
    app,
    consoleEndpoints.addOperator,
    { preValidation: app.requireOperator('operators.manage'), schema: { operationId: 'addOperator', tags, summary: 'Add an operator', description: 'The TOTP URI is answered once.' } },
    async (request) => ok(await app.operatorService.add(actorOf(request), request.body)),
  )
  route(
    app,
    consoleEndpoints.updateOperator,
    {
      preValidation: app.requireOperator('operators.manage'),
      schema: { operationId: 'updateOperator', tags, summary: "Change an operator's role or standing", description: 'Ends their sessions; the last active owner stays.' },
    },
    async (request) => ok(await app.operatorService.update(actorOf(request), request.params.id, request.body)),
  )
  route(
    app,
    consoleEndpoints.listAudit,
    { preValidation: app.requireOperator('audit.read'), schema: { operationId: 'listAudit', tags, summary: 'The audit log', description: 'Newest first; append-only.' } },
    async (request) => {
      const { page = 1, ...filter } = request.query
      return ok(await app.operatorService.audit(filter, page, limits.pageSize))
    },
  )
  route(app, consoleEndpoints.listOrders, { preValidation: app.requireOperator('orders.read'), schema: { operationId: 'consoleListOrders', tags, summary: 'Search orders' } }, async (request) => {
    const { page = 1, q, from, to, status } = request.query
    // Days are the business's calendar days, Asia/Shanghai (UTC+8, no daylight saving).
    const day = (value: string | undefined, endOfDay: boolean) => (value ? new Date(Date.parse(`${value}T00:00:00+08:00`) + (endOfDay ? DAY_MS - 1 : 0)) : undefined)
    return ok(await app.refundService.searchOrders({ q: q || undefined, from: day(from, false), to: day(to, true), status }, page, consoleEndpoints.listOrders.limits.pageSize))
  })
  route(app, consoleEndpoints.getOrder, { preValidation: app.requireOperator('orders.read'), schema: { operationId: 'consoleGetOrder', tags, summary: "An order's story" } }, async (request) =>
    ok(await app.refundService.story(request.params.id)),
  )
  route(
    app,
    consoleEndpoints.previewRefund,
    {
      preValidation: app.requireOperator('orders.refund'),
      schema: { operationId: 'previewRefund', tags, summary: 'What a refund would take back', description: 'Energy within the balance left, VIP time within the time left.' },
    },
    async (request) => ok(await app.refundService.preview(request.params.id, request.body.amountFen)),
  )
  route(
    app,
    consoleEndpoints.refundOrder,
    {
      preValidation: app.requireOperator('orders.refund'),
      schema: { operationId: 'refundOrder', tags, summary: 'Refund to the original payment method', description: 'Idempotent on `refundKey`; audited.' },
    },
    async (request) => ok(await app.refundService.refund(actorOf(request), request.params.id, request.body)),
  )
}
