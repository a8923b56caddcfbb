import * as z from 'zod/mini'

/**
 * Every REST answer is `{ code, message?, data? }` with HTTP 200 for handled
 * outcomes. `code` 0 means success; other codes are listed in `codes.ts`.
 */
export function envelope<T extends z.ZodMiniType>(data: T) {
  return z.object({
    code: z.number(),
    message: z.optional(z.string()),
    data: z.optional(data),
  })
}

/** A handled failure: a non-zero code and the message in the caller's language. */
export const FailureEnvelope = z.object({ code: z.number(), message: z.string() })

/** The `data` of an answer that carries none (`data: null`). */
export const Null = z.null()
/** The envelope of an answer without data. */
export const NullEnvelope = envelope(Null)

export type Envelope<T> = { code: number; message?: string; data?: T }
