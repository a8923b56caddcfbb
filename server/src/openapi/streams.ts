import { ChatDoneEvent, ChatMetaEvent } from '@tarot/contracts/chat'
import { InterpretationDeltaEvent, InterpretationDoneEvent, InterpretationErrorEvent, InterpretationMetaEvent, InterpretationRestartEvent } from '@tarot/contracts/readings'
import type * as z from 'zod/mini'

/** A route that answers `text/event-stream`: each event's name and payload, and a sample of the stream. */
export interface EventStream {
  events: Record<string, z.ZodMiniType>
  example: string
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route streams server-sent events; the OpenAPI document lists them under its 200 answer's `x-events`. */
    events?: EventStream
  }
}

/** `POST /tarot/rest/readings/{id}/interpretation`. */
export const INTERPRETATION_STREAM: EventStream = {
  events: { meta: InterpretationMetaEvent, delta: InterpretationDeltaEvent, restart: InterpretationRestartEvent, done: InterpretationDoneEvent, error: InterpretationErrorEvent },
  example: [
    'event: meta\ndata: {"engine":"llm","stored":false,"charged":{"free":true}}',
    'event: delta\ndata: {"text":"The Tower, upright, stands at the heart of "}',
    ': ping',
    'event: delta\ndata: {"text":"your question…"}',
    'event: done\ndata: {"length":1873,"engine":"llm","charged":{"free":true}}',
  ].join('\n\n'),
}

/** `POST /tarot/rest/readings/{id}/chat`. */
export const CHAT_STREAM: EventStream = {
  events: { meta: ChatMetaEvent, delta: InterpretationDeltaEvent, restart: InterpretationRestartEvent, done: ChatDoneEvent, error: InterpretationErrorEvent },
  example: [
    'event: meta\ndata: {"engine":"llm","stored":false,"seq":4,"charged":{"energy":2}}',
    'event: delta\ndata: {"text":"The Star suggests "}',
    'event: done\ndata: {"length":420,"engine":"llm","seq":4,"charged":{"energy":2},"left":16,"freeLeft":0,"nextCost":2}',
  ].join('\n\n'),
}
