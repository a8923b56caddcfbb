import * as z from 'zod/mini'

/**
 * The ids in paths, checked for format before anything looks them up: junk, a NUL or a
 * control character is answered 400, never passed to the database. Each matches how the
 * server makes its ids.
 */

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}'

/** A reading: a UUID (`randomUUID()`). */
export const ReadingIdParams = z.object({ id: z.string().check(z.regex(new RegExp(`^${UUID}$`))) })

/** An order: its out_trade_no, `tp` and 28 hex digits today; WeChat allows 6–32 of `[A-Za-z0-9_-]`. */
export const OrderIdParams = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/)) })

/** A consultation: `c_` and a UUID. */
export const ConsultationIdParams = z.object({ id: z.string().check(z.regex(new RegExp(`^c_${UUID}$`))) })

/** A reader: `r_` and 12 hex digits from the reader admin; letters, digits, `_` and `-` in general. */
export const ReaderIdParams = z.object({ readerId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/)) })
