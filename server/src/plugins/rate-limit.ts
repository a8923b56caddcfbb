import rateLimit from '@fastify/rate-limit'
import fp from 'fastify-plugin'
import { QuestionRefusalRepository } from '../db/question-refusals'
import { RateCounterRepository } from '../db/rate-counters'
import { SafetyFlagRepository } from '../db/safety-flags'
import { RefusedQuestions } from '../services/question-check/refused-questions'
import { SafetyFlags } from '../services/question-check/safety-flags'
import { SharedRateCounter, sharedRateLimitStore } from '../services/rate-limit-store'

declare module 'fastify' {
  interface FastifyInstance {
    /** The refused-question counter ("too many attempts"), shared by every instance. */
    refusedQuestions: RefusedQuestions
    /** The question check's crisis, sensitive and unsuitable verdicts counted per day (no words, no user). */
    safetyFlags: SafetyFlags
  }
}

const PRUNE_MS = 60_000

/**
 * Limits apply per signed-in user (or guest), else per address, on the routes that ask for them
 * (AI calls, sign-in, feedback). Registered after the identity plugin, whose hook must run first.
 * Every limit (route configs, `app.rateLimit`, `app.createRateLimit`) and the refused-question counter
 * count in the database, so instances sharing one PostgreSQL count together; a minute sweep deletes
 * windows and refusals that no longer count. When the database cannot count, a limit counts in this
 * process instead (the same max and window), never not at all (`services/rate-limit-store.ts`).
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const { db } = app.database
    const counter = new SharedRateCounter(new RateCounterRepository(db), app.now)
    app.decorate('refusedQuestions', new RefusedQuestions(new QuestionRefusalRepository(db), app.now))
    app.decorate('safetyFlags', new SafetyFlags(new SafetyFlagRepository(db), app.now))

    await app.register(rateLimit, {
      global: false,
      store: sharedRateLimitStore(counter, app.log),
      keyGenerator: (request) => request.identity?.userId ?? request.ip,
    })

    let sweeping: Promise<void> | undefined
    const sweep = setInterval(() => {
      if (sweeping) return
      sweeping = Promise.all([counter.prune(), app.refusedQuestions.prune()])
        .then(() => undefined)
        .catch((error: unknown) => app.log.warn({ err: error }, 'rate-limit sweep failed'))
        .finally(() => (sweeping = undefined))
    }, PRUNE_MS)
    sweep.unref()
    app.addHook('onClose', async () => {
      clearInterval(sweep)
      await sweeping
    })
  },
  { name: 'rate-limit', dependencies: ['database'] },
)
