import { randomUUID } from 'node:crypto'
import { FeedbackRequest } from '@tarot/contracts/auth'
import { ResultCode } from '@tarot/contracts/codes'
import type { FastifyPluginAsync } from 'fastify'
import { fail, ok } from '../lib/envelope'
import { requestLanguage } from '../lib/language'
import { message } from '../lib/messages'
import { requireIdentity } from '../plugins/identity'

/** `POST /tarot/rest/feedback` from the about page; guests may send it too. Limited to 10 an hour per caller. */
export const feedbackRoutes: FastifyPluginAsync = async (app) => {
  app.post('/', { config: { rateLimit: { max: 10, timeWindow: '1 hour' } } }, async (request, reply) => {
    const identity = requireIdentity(request, reply)
    if (!identity) return reply
    const language = requestLanguage(request)
    const body = FeedbackRequest.safeParse(request.body)
    if (!body.success) return reply.status(400).send(fail(ResultCode.badRequest, message('badRequest', language)))
    const id = randomUUID()
    await app.feedback.add({ id, userId: identity.userId, content: body.data.content, contact: body.data.contact || null, language })
    return ok({ id })
  })
}
