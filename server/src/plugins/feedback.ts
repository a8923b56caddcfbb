import fp from 'fastify-plugin'
import { FeedbackService } from '../services/feedback'

declare module 'fastify' {
  interface FastifyInstance {
    feedbackService: FeedbackService
  }
}

/** The feedback service, on the feedback repository. */
export const feedbackPlugin = fp(
  async (app) => {
    app.decorate('feedbackService', new FeedbackService(app.feedback))
  },
  { name: 'feedback', dependencies: ['repositories'] },
)
