import { randomUUID } from 'node:crypto'
import { feedbackEndpoints } from '@tarot/contracts/endpoints/account'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../lib/envelope'
import { requestLanguage } from '../lib/language'
import { route } from '../lib/route'
import { callerOf } from '../plugins/identity'

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
    async (request) => {
      const id = randomUUID()
      const { content, contact } = request.body
      await app.feedback.add({ id, userId: callerOf(request).userId, content, contact: contact || null, language: requestLanguage(request) })
      return ok({ id })
    },
  )
}
