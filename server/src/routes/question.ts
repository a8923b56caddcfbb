import { ResultCode } from '@tarot/contracts/codes'
import { checkQuestion, countsAsRejection, REJECTION_WINDOW_MS, tooManyAttempts } from '@tarot/core/question-check'
import { ASKING_ARTICLE_ID } from '@tarot/content/articles'
import type { FastifyPluginAsync } from 'fastify'
import * as z from 'zod/mini'
import { fail, ok } from '../lib/envelope'
import { requestLanguage } from '../lib/language'
import { message } from '../lib/messages'
import { verdictMessage } from '../lib/question-messages'
import { requireIdentity } from '../plugins/identity'

const CheckRequest = z.object({ question: z.string().check(z.maxLength(2000)) })

/**
 * `POST /tarot/rest/question/check`: the local rules, before anything is spent.
 * Refusals are counted per user in memory (one server process); after five in
 * thirty minutes the answer is "Too many error attempts" with the article on asking.
 */
export const questionRoutes: FastifyPluginAsync = async (app) => {
  const rejections = new Map<string, number[]>()

  app.post('/check', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request, reply) => {
    const identity = requireIdentity(request, reply)
    if (!identity) return reply
    const language = requestLanguage(request)
    const body = CheckRequest.safeParse(request.body)
    if (!body.success) return reply.status(400).send(fail(ResultCode.badRequest, message('badRequest', language)))
    const now = app.now()
    const recent = (rejections.get(identity.userId) ?? []).filter((t) => now - t <= REJECTION_WINDOW_MS)
    if (tooManyAttempts(recent, now)) {
      return ok({ verdict: 'too_many_attempts', message: verdictMessage({ kind: 'too_many_attempts' }, language), article: ASKING_ARTICLE_ID })
    }
    const verdict = checkQuestion(body.data.question, language)
    if (countsAsRejection(verdict)) recent.push(now)
    if (recent.length) rejections.set(identity.userId, recent)
    else rejections.delete(identity.userId)
    return ok({
      verdict: verdict.kind,
      ...(verdict.kind === 'unsuitable' ? { reason: verdict.reason } : {}),
      ...(verdict.kind === 'invalid' ? { error: verdict.error } : {}),
      message: verdictMessage(verdict, language),
    })
  })
}
