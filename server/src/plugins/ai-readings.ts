import fp from 'fastify-plugin'
import { AiCallRecorder } from '../services/ai-calls/recorder'
import { ChargingService } from '../services/charging'
import { ChatService } from '../services/chat/chat-service'
import { AiWriter } from '../services/interpreter/writer'
import { ReadingService } from '../services/reading/reading-service'

declare module 'fastify' {
  interface FastifyInstance {
    charging: ChargingService
    /** The one place model calls are written down (readings, follow-ups, question checks). */
    aiCallRecorder: AiCallRecorder
    readingService: ReadingService
    chatService: ChatService
  }
}

/**
 * AI readings and follow-ups and what they cost: one charging service, one writer (engine, fallback and
 * the one AI-call recorder) shared by the reading and the chat services.
 */
export const aiReadingsPlugin = fp(
  async (app) => {
    const { config, now } = app
    app.decorate('charging', new ChargingService(app.ledger, app.accounts, config.pricing, () => app.published.catalogue))
    app.decorate('aiCallRecorder', new AiCallRecorder(app.aiCalls))
    const writer = new AiWriter({ primary: app.interpreter, fallback: app.fallbackInterpreter, recorder: app.aiCallRecorder, now })
    app.decorate('readingService', new ReadingService({ readings: app.readings, ledger: app.ledger, charging: app.charging, writer, now, catalogue: () => app.published.catalogue }))
    app.decorate('chatService', new ChatService({ chat: app.chat, readings: app.readings, charging: app.charging, writer, pricing: config.pricing, now, catalogue: () => app.published.catalogue }))
  },
  { name: 'ai-readings', dependencies: ['repositories', 'interpreters'] },
)
