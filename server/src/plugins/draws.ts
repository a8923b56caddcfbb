import fp from 'fastify-plugin'
import { DrawService } from '../services/reading/draw-service'

declare module 'fastify' {
  interface FastifyInstance {
    /** Readings and their cards: draws sealed by commit–reveal, physical cards, picks, save, list and delete. */
    drawService: DrawService
  }
}

/** The draw service, on the readings repository and the catalogue in force. */
export const drawsPlugin = fp(
  async (app) => {
    app.decorate('drawService', new DrawService({ readings: app.readings, catalogue: () => app.published.catalogue, now: app.now }))
  },
  { name: 'draws', dependencies: ['repositories', 'content'] },
)
