import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../lib/envelope'
import { requestLanguage } from '../lib/language'
import { callerOf } from '../plugins/identity'
import { feedbackEndpoints } from '@tarot/contracts/endpoints/account'
import { route } from '../lib/route'

/** `POST /tarot/rest/feedback` from the about page; guests may send it too. Limited to 10 an hour per caller. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    feedbackEndpoints.send,
    {
      preValidation: app.authenticate,
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: { operationId: 'sendFeedback', tags: ['Account'], summary: 'Send feedback', description: 'From the about page; guests may send it too.' },
    },
    async (request) => ok({ id: await app.feedbackService.send(callerOf(request).userId, request.body, requestLanguage(request)) }),
  )
  route(
    app,
    feedbackEndpoints.mine,
    {
      preValidation: app.authenticate,
      schema: { operationId: 'myFeedback', tags: ['Account'], summary: 'My feedback and the replies', description: 'The last 20; `unread` counts replies not opened yet.' },
    },
    async (request) => ok(await app.feedbackService.mine(callerOf(request).userId)),
  )
  route(app, feedbackEndpoints.seen, { preValidation: app.authenticate, schema: { operationId: 'feedbackRepliesSeen', tags: ['Account'], summary: 'Mark the replies read' } }, async (request) =>
    ok(await app.feedbackService.markSeen(callerOf(request).userId)),
  )
}
