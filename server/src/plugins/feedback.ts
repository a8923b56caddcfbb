import fp from 'fastify-plugin'
import { BirthYearCorrectionRepository } from '../db/birth-year-corrections'
import { FeedbackService } from '../services/feedback'

declare module 'fastify' {
  interface FastifyInstance {
    feedbackService: FeedbackService
  }
}

/** The feedback service, on the feedback repository (and the birth-year corrections its inbox shows). */
export const feedbackPlugin = fp(
  async (app) => {
    app.decorate('feedbackService', new FeedbackService(app.feedback, new BirthYearCorrectionRepository(app.database.db), app.now))
  },
  { name: 'feedback', dependencies: ['repositories'] },
)
