import { checkQuestion, countsAsRejection } from '@tarot/core/question-check'
import { ASKING_ARTICLE_ID } from '@tarot/content/articles'
import { questionEndpoints } from '@tarot/contracts/endpoints/question'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../lib/envelope'
import { requestLanguage, requestRegion } from '../lib/language'
import { route } from '../lib/route'
import { classifierMessage, tooManyMessage, verdictAnswer } from '../lib/question-messages'
import type { CallReport } from '../services/interpreter/interpreter'
import { CLASSIFIER_PROMPT_VERSION, type ClassifierVerdict } from '../services/question-check/classifier'
import { type Catalogue, localizeSpread } from '@tarot/core/spreads'
import type { Language } from '@tarot/core/language'
import { callerOf } from '../plugins/identity'

/** The answer for a verdict only the model gives. */
function classifierAnswer(verdict: ClassifierVerdict, language: Language, catalogue: Catalogue, region: string | null) {
  switch (verdict.kind) {
    case 'suggest_spread':
      return {
        verdict: verdict.kind,
        spreadId: verdict.spreadId,
        message: classifierMessage({ kind: 'suggest_spread', spreadName: localizeSpread(catalogue, verdict.spreadId, language)!.name }, language),
      }
    case 'suggest_question':
      return { verdict: verdict.kind, suggestion: verdict.question, message: classifierMessage({ kind: 'suggest_question' }, language) }
    case 'unsuitable':
      return verdict.reason === 'other'
        ? { verdict: verdict.kind, reason: verdict.reason, message: classifierMessage({ kind: 'unsuitable_other' }, language) }
        : verdictAnswer({ kind: 'unsuitable', reason: verdict.reason }, language, region)
    default:
      return verdictAnswer(verdict, language, region)
  }
}

/**
 * `POST /tarot/rest/question/check`: the local rules, before anything is spent,
 * then (when a model is configured) the classifier on what the rules accepted.
 * Refusals are counted per user in the database (every server instance sees them); after five in
 * thirty minutes the answer is "Too many error attempts" with the article on asking and when the pause ends.
 */
export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    questionEndpoints.check,
    {
      preValidation: app.authenticate,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        operationId: 'checkQuestion',
        tags: ['Question'],
        summary: 'Check a question',
        description:
          'The local rules, before anything is spent: `ok`, `invalid` (`error`), `not_a_question`, `sensitive`, `unsuitable` (`reason`), `crisis` (the message carries hotlines; no reading), ' +
          'and after five refusals in thirty minutes `too_many_attempts` (`article`, and `retryAt`: when the pause ends). When a model is configured it looks again at what the rules accepted (`source: "model"`) ' +
          "and may suggest a spread (`suggest_spread`, `spreadId`) or a better question (`suggest_question`, `suggestion`). `message` is in the user's language (null for `ok`).",
      },
    },
    async (request, reply) => {
      const identity = callerOf(request)
      const language = requestLanguage(request)
      const pausedUntil = await app.refusedQuestions.pausedUntil(identity.userId)
      if (pausedUntil) {
        const minutesLeft = Math.max(1, Math.ceil((pausedUntil.getTime() - app.now()) / 60_000))
        return ok({ verdict: 'too_many_attempts', message: tooManyMessage(minutesLeft, language), article: ASKING_ARTICLE_ID, retryAt: pausedUntil.toISOString() })
      }
      const verdict = checkQuestion(request.body.question, language)
      const remember = async (rejected: boolean) => {
        if (rejected) await app.refusedQuestions.record(identity.userId)
      }

      if (verdict.kind === 'ok' && app.classifier) {
        const report: CallReport = {}
        const started = app.now()
        const controller = new AbortController()
        reply.raw.on('close', () => {
          if (!reply.raw.writableFinished) controller.abort()
        })
        const refined = await app.classifier.classify(
          { question: request.body.question, language, catalogue: app.published.catalogue, ...(request.body.spreadId ? { spreadId: request.body.spreadId } : {}) },
          controller.signal,
          report,
        )
        // One line per model call, as for readings and follow-ups (`event:"model_call"`): no usable answer after the retry is `invalid`.
        request.log.info(
          {
            event: 'model_call',
            kind: 'classify',
            engine: 'llm',
            model: report.model ?? null,
            outcome: refined ? 'delivered' : 'invalid',
            reason: refined ? null : 'no-usable-answer',
            durationMs: app.now() - started,
            ...(report.usage ?? {}),
          },
          'model call',
        )
        await app.aiCallRecorder.record({
          userId: identity.userId,
          kind: 'classify',
          engine: 'llm',
          model: report.model ?? null,
          promptVersion: CLASSIFIER_PROMPT_VERSION,
          outcome: refined ? 'delivered' : 'invalid',
          promptTokens: report.usage?.promptTokens ?? null,
          completionTokens: report.usage?.completionTokens ?? null,
          durationMs: app.now() - started,
        })
        if (refined) {
          await app.safetyFlags.count(refined)
          await remember(refined.kind === 'not_a_question' || refined.kind === 'sensitive' || (refined.kind === 'unsuitable' && refined.reason !== 'medical'))
          return ok({ ...classifierAnswer(refined, language, app.published.catalogue, requestRegion(request)), source: 'model' })
        }
      }

      await app.safetyFlags.count(verdict)
      await remember(countsAsRejection(verdict))
      return ok(verdictAnswer(verdict, language, requestRegion(request)))
    },
  )
}
