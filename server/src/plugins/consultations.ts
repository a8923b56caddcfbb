import fp from 'fastify-plugin'
import { ConsultationRepository } from '../db/consultations'
import { ConsultationService } from '../services/consultations/consultation-service'
import { ReaderService } from '../services/readers/reader-service'

declare module 'fastify' {
  interface FastifyInstance {
    consultations: ConsultationService
    /** The marketplace as shown: reader cards, profiles, a reader's own profile. */
    readerService: ReaderService
  }
}

const SWEEP_MS = 60_000

/**
 * Reader consultations, paid with energy or through an order (the service registers its own payment hook),
 * and the minute sweep of their time windows: refunds after 24 h unanswered, completion after 72 h.
 * Every read settles the caller's too.
 */
export const consultationsPlugin = fp(
  async (app) => {
    app.decorate(
      'consultations',
      new ConsultationService({
        readers: app.readers,
        consultations: new ConsultationRepository(app.database.db),
        readings: app.readings,
        orders: app.orders,
        contentCheck: app.contentCheck,
        now: app.now,
        log: app.log,
      }),
    )
    app.decorate('readerService', new ReaderService({ readers: app.readers, energyFen: () => app.orders.energyFen }))
    const sweep = setInterval(() => void app.consultations.sweep(), SWEEP_MS)
    sweep.unref()
    app.addHook('onClose', async () => clearInterval(sweep))
  },
  { name: 'consultations', dependencies: ['repositories', 'orders', 'content-check'] },
)
