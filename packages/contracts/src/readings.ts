import * as z from 'zod/mini'

const ClientKey = z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)))
const Question = z.string().check(z.maxLength(600))
const SpreadId = z.string().check(z.regex(/^[a-z0-9_]{2,12}$/))

/** `POST /tarot/rest/readings/draw`: start a digital draw; the answer carries the commitment, shown before the pick. */
export const DrawRequest = z.object({ spreadId: SpreadId, question: Question, clientKey: ClientKey })

/** `POST /tarot/rest/readings/{id}/pick`: the fan positions the user picked, and optional randomness of their own. */
export const PickRequest = z.object({
  picks: z.array(z.number().check(z.int(), z.gte(0), z.lte(77))).check(z.minLength(1), z.maxLength(78)),
  clientSeed: z.optional(z.string().check(z.maxLength(64))),
})

/** `POST /tarot/rest/readings/physical`: cards drawn from the user's own deck, one per position. */
export const PhysicalRequest = z.object({
  spreadId: SpreadId,
  question: Question,
  cards: z.array(z.object({ id: z.nullable(z.string()), orientation: z.nullable(z.enum(['upright', 'reversed'])) })).check(z.maxLength(78)),
  clientKey: ClientKey,
})

export const ReadingCard = z.object({ id: z.string(), orientation: z.enum(['upright', 'reversed']) })

/** A reading as the app sees it. The seed appears only after the pick. */
export const ReadingView = z.object({
  id: z.string(),
  spreadId: z.string(),
  question: z.string(),
  language: z.string(),
  mode: z.enum(['draw', 'physical']),
  status: z.enum(['drawing', 'drawn', 'saved']),
  commitment: z.nullable(z.string()),
  serverSeed: z.nullable(z.string()),
  clientSeed: z.nullable(z.string()),
  picks: z.nullable(z.array(z.number())),
  cards: z.nullable(z.array(ReadingCard)),
  positions: z.number(),
  createdAt: z.string(),
  savedAt: z.nullable(z.string()),
})
export type ReadingView = z.infer<typeof ReadingView>
