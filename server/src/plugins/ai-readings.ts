import fp from 'fastify-plugin'
import { HoldRepository } from '../db/holds'
import { AiCallRecorder } from '../services/ai-calls/recorder'
import { ChargingService } from '../services/charging'
import { ChatService } from '../services/chat/chat-service'
import { EnergyService } from '../services/energy'
import { AiWriter } from '../services/interpreter/writer'
import { ReadingService } from '../services/reading/reading-service'

declare module 'fastify' {
  interface FastifyInstance {
    charging: ChargingService
    /** What AI calls reserved while their answers stream, settled once each (kept, refunded, or swept). */
    holds: HoldRepository
    /** The one place model calls are written down (readings, follow-ups, question checks). */
    aiCallRecorder: AiCallRecorder
    readingService: ReadingService
    chatService: ChatService
    /** The wallet and the quota: what a reading costs now. */
    energyService: EnergyService
  }
}

/**
 * AI readings and follow-ups and what they cost: one charging service, one writer (engine, fallback and
 * the one AI-call recorder) shared by the reading and the chat services, and the energy service that shows the prices.
 */
export const aiReadingsPlugin = fp(
  async (app) => {
    const { config, now } = app
    app.decorate('holds', new HoldRepository(app.database.db))
    app.decorate('charging', new ChargingService(app.ledger, app.holds, app.accounts, config.pricing, () => app.published.catalogue))
    app.decorate('aiCallRecorder', new AiCallRecorder(app.aiCalls))
    const writer = new AiWriter({ primary: app.interpreter, fallback: app.fallbackInterpreter, recorder: app.aiCallRecorder, now })
    const staleMs = config.holds.staleMs
    app.decorate('readingService', new ReadingService({ readings: app.readings, charging: app.charging, writer, now, catalogue: () => app.published.catalogue, staleMs }))
    app.decorate('energyService', new EnergyService({ accounts: app.accounts, charging: app.charging, pricing: config.pricing, engine: () => app.interpreter.name, now }))
    app.decorate(
      'chatService',
      new ChatService({ chat: app.chat, readings: app.readings, charging: app.charging, writer, pricing: config.pricing, now, catalogue: () => app.published.catalogue, staleMs }),
    )
  },
  { name: 'ai-readings', dependencies: ['repositories', 'interpreters'] },
)
