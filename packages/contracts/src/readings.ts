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

/**
 * `PUT /tarot/rest/readings/{id}/picks`: the fan positions picked so far, before the last one. Kept with the sealed
 * draw, so a reload (or the app reopened) shows them picked where they were; a card once picked stays picked.
 */
export const PicksSoFarRequest = z.object({ picks: z.array(z.number().check(z.int(), z.gte(0), z.lte(77))).check(z.maxLength(77)) })

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
  /** The fan positions picked, in position order: all of them once drawn, those picked so far while `drawing` (null: none). */
  picks: z.nullable(z.array(z.number())),
  cards: z.nullable(z.array(ReadingCard)),
  positions: z.number(),
  createdAt: z.string(),
  savedAt: z.nullable(z.string()),
  /** Whether its interpretation is stored (`GET …/interpretation` has it); false: none yet, so there is nothing to fetch. */
  interpreted: z.optional(z.boolean()),
})
export type ReadingView = z.infer<typeof ReadingView>

/** `GET /tarot/rest/readings?page=N`: saved readings, newest first. */
export const ReadingList = z.object({ list: z.array(ReadingView), page: z.number(), pageSize: z.number(), hasMore: z.boolean() })

/** `GET /tarot/rest/readings/{id}/interpretation`: the stored interpretation whole, and the engine that wrote it. */
export const InterpretationData = z.object({ text: z.string(), engine: z.nullable(z.string()) })
export type InterpretationData = z.infer<typeof InterpretationData>

/**
 * `POST /tarot/rest/readings/{id}/interpretation` body (optional). `payWith: 'energy'`: a free spread read once the
 * day's free readings are used up, paid with energy at the price the quota shows (`proReadingCost`); while free
 * readings are left the free one is still used. Without it, a free spread past the quota is refused (`402001`).
 */
/**
 * `payWith: 'energy'`: a free spread read for energy once the day's free ones are used up. `retryModel: true`: a reading
 * the built-in reader wrote because the model failed is asked of the model again (charged only if the model's is delivered).
 */
export const InterpretRequest = z.object({ payWith: z.optional(z.literal('energy')), retryModel: z.optional(z.boolean()) })
export type InterpretRequest = z.infer<typeof InterpretRequest>

/** What a streamed answer cost: one of the day's free uses, or energy. */
export const StreamCharge = z.union([z.object({ free: z.literal(true) }), z.object({ energy: z.number() })])

/**
 * The events of the interpretation stream (`POST /tarot/rest/readings/{id}/interpretation`,
 * `text/event-stream`): one `meta`, a `delta` per piece of text (a `restart` may drop the
 * text so far), then `done` or `error`.
 */
export const InterpretationMetaEvent = z.object({
  engine: z.nullable(z.string()),
  /** True when the stored text is replayed (no charge). */
  stored: z.boolean(),
  /** What was reserved; absent on a replay. */
  charged: z.optional(StreamCharge),
  /** On a replay of a reading the built-in reader wrote because the model failed: the model may be asked again (`retryModel: true`). */
  retryModel: z.optional(z.literal(true)),
})
export const InterpretationDeltaEvent = z.object({ text: z.string() })
/** The model failed mid-way: drop the text so far; the named engine's reading follows. */
export const InterpretationRestartEvent = z.object({ engine: z.string() })
/** Delivered and stored; `charged` is null when nothing was charged (a replay, or a fallback reading). */
export const InterpretationDoneEvent = z.object({
  length: z.number(),
  engine: z.optional(z.string()),
  charged: z.nullable(StreamCharge),
  /** The built-in reader wrote it because the model failed: a later request with `retryModel: true` may ask the model again. */
  retryModel: z.optional(z.literal(true)),
})
/** Nothing was delivered; `refunded` says what was reserved was given back. */
export const InterpretationErrorEvent = z.object({ code: z.number(), message: z.string(), refunded: z.optional(z.boolean()) })
