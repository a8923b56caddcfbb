import * as z from 'zod/mini'

/** `GET /tarot/rest/health`: the server is up; its version and clock (ms since the epoch). */
export const HealthData = z.object({ status: z.literal('ok'), version: z.string(), time: z.number() })
