import * as z from 'zod/mini'
import { StreamCharge } from './readings'

/** `POST /tarot/rest/readings/{id}/chat`: one follow-up. The client key makes a retried send answer once. */
export const ChatRequest = z.object({
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(500)),
  clientKey: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/))),
})
export type ChatRequest = z.infer<typeof ChatRequest>

export const ChatTurn = z.object({
  seq: z.number(),
  message: z.string(),
  answer: z.string(),
  engine: z.nullable(z.string()),
  cost: z.number(),
  createdAt: z.string(),
})

/** `GET /tarot/rest/readings/{id}/chat`: the conversation so far and what the next follow-up costs (null: none left). */
export const ChatView = z.object({
  open: z.boolean(),
  turns: z.array(ChatTurn),
  left: z.number(),
  freeLeft: z.number(),
  nextCost: z.nullable(z.number()),
})
export type ChatView = z.infer<typeof ChatView>

/** The chat stream's first event: like the interpretation's, with the turn number. */
export const ChatMetaEvent = z.object({ engine: z.nullable(z.string()), stored: z.boolean(), seq: z.number(), charged: z.optional(StreamCharge) })

/** The chat answer is delivered and stored; on a fresh answer, what the next follow-up costs. */
export const ChatDoneEvent = z.object({
  length: z.number(),
  engine: z.optional(z.string()),
  seq: z.optional(z.number()),
  charged: z.nullable(StreamCharge),
  left: z.optional(z.number()),
  freeLeft: z.optional(z.number()),
  nextCost: z.optional(z.nullable(z.number())),
})
