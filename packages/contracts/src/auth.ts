import * as z from 'zod/mini'
import { envelope } from './envelope'

/** `POST /tarot/rest/login/user`: guest login, reads `data.access_token` (spec §7). */
export const GuestLoginData = z.object({
  access_token: z.string().check(z.minLength(1)),
  expires_at: z.number(),
})
export const GuestLoginResponse = envelope(GuestLoginData)
export type GuestLoginData = z.infer<typeof GuestLoginData>
