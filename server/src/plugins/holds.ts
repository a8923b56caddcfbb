import fp from 'fastify-plugin'
import { HoldSweeper } from '../services/holds/hold-sweeper'

declare module 'fastify' {
  interface FastifyInstance {
    holdSweeper: HoldSweeper
  }
}

/**
 * The sweep of abandoned holds (what a stream that died had reserved), once at start and every
 * HOLD_SWEEP_MS on every instance; the holds themselves are settled exactly once whoever sweeps.
 */
export const holdsPlugin = fp(
  async (app) => {
    const sweeper = new HoldSweeper({ holds: app.holds, now: app.now, staleMs: app.config.holds.staleMs, log: app.log })
    app.decorate('holdSweeper', sweeper)
    const sweep = () => void sweeper.sweep().catch((error: unknown) => app.log.error({ err: error }, 'hold sweep failed'))
    const timer = setInterval(sweep, app.config.holds.sweepMs)
    timer.unref()
    // A restart settles what the process before it left open, without waiting for the first interval.
    app.addHook('onReady', async () => sweep())
    app.addHook('onClose', async () => {
      clearInterval(timer)
      // A sweep in progress finishes before the database closes.
      await sweeper.idle()
    })
  },
  { name: 'holds', dependencies: ['ai-readings'] },
)
