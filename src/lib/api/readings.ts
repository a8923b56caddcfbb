import type { ChatView } from '@tarot/contracts/chat'
import { pathWith } from '@tarot/contracts/endpoint'
import type { questionEndpoints } from '@tarot/contracts/endpoints/question'
import type { readingEndpoints } from '@tarot/contracts/endpoints/readings'
import { questionPaths } from '@tarot/contracts/paths/question'
import { readingPaths } from '@tarot/contracts/paths/readings'
import type { QuestionCheckData } from '@tarot/contracts/question'
import type { InterpretRequest, InterpretationData, ReadingView } from '@tarot/contracts/readings'
import type { Orientation } from '@tarot/core/deck'
import { client } from '@/lib/http/api'
import { type AiStreamHandlers, type AiStreamResult, streamAi } from '@/lib/stream/ai-stream'

/**
 * The reading calls, shared by the ask, draw, reading, chat and history features.
 * Shapes come from @tarot/contracts (the server answers with the same schemas).
 */

const readings = client<typeof readingEndpoints>(readingPaths)
const questions = client<typeof questionEndpoints>(questionPaths)

export { newClientKey } from './client-key'

export function checkQuestion(question: string, spreadId?: string): Promise<QuestionCheckData> {
  return questions.check({ body: { question, ...(spreadId ? { spreadId } : {}) }, silent: true })
}

export { fetchQuota } from './quota'

export function startDraw(spreadId: string, question: string, clientKey: string): Promise<ReadingView> {
  return readings.draw({ body: { spreadId, question, clientKey }, silent: true })
}

export function pickCards(id: string, picks: number[], clientSeed?: string): Promise<ReadingView> {
  return readings.pick({ params: { id }, body: { picks, ...(clientSeed ? { clientSeed } : {}) }, silent: true })
}

/** Keeps the picks made so far with the sealed draw (fewer than the spread has), so a reload shows them picked. */
export function keepPicks(id: string, picks: number[]): Promise<ReadingView> {
  return readings.keepPicks({ params: { id }, body: { picks }, silent: true })
}

export function createPhysical(spreadId: string, question: string, cards: { id: string | null; orientation: Orientation | null }[], clientKey: string): Promise<ReadingView> {
  return readings.physical({ body: { spreadId, question, cards, clientKey }, silent: true })
}

/** Keeps the reading in the user's history (sign-in required). Saving again returns the same record. */
export function saveReading(id: string): Promise<ReadingView> {
  return readings.save({ params: { id }, auth: 'user', silent: true })
}

export function getReading(id: string): Promise<ReadingView> {
  return readings.get({ params: { id }, silent: true })
}

/** The stored interpretation whole, for when streaming is not possible or broke off. */
export function getInterpretation(id: string): Promise<InterpretationData> {
  return readings.interpretation({ params: { id }, silent: true })
}

/** Streams the interpretation; `options.payWith: 'energy'` reads a free spread for energy once the day's free readings are used. */
export function streamInterpretation(id: string, handlers: AiStreamHandlers, signal?: AbortSignal, options: InterpretRequest = {}): Promise<AiStreamResult> {
  return streamAi(pathWith(readingPaths.interpret.path, { id }), options, handlers, signal)
}

export function getChat(id: string): Promise<ChatView> {
  return readings.chat({ params: { id }, silent: true })
}

export function streamFollowUp(id: string, message: string, clientKey: string, handlers: AiStreamHandlers, signal?: AbortSignal): Promise<AiStreamResult> {
  return streamAi(pathWith(readingPaths.followUp.path, { id }), { message, clientKey }, handlers, signal)
}
