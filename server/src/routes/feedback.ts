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
}
