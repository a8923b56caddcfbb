import { FeedbackData, FeedbackRequest } from '@tarot/contracts/auth'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../lib/envelope'
import { requestLanguage } from '../lib/language'
import { envelopeOf } from '../openapi/components'
import { callerOf } from '../plugins/identity'

/** `POST /tarot/rest/feedback` from the about page; guests may send it too. Limited to 10 an hour per caller. */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      preValidation: app.authenticate,
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: { operationId: 'sendFeedback', tags: ['Account'], summary: 'Send feedback', description: 'From the about page; guests may send it too.', body: FeedbackRequest, response: { 200: envelopeOf(FeedbackData) } },
    },
    async (request) => ok({ id: await app.feedbackService.send(callerOf(request).userId, request.body, requestLanguage(request)) }),
  )
}
