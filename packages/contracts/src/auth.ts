import * as z from 'zod/mini'
import { envelope } from './envelope'

/** `POST /tarot/rest/login/user`: guest login, reads `data.access_token` (spec §7). */
export const GuestLoginData = z.object({
  access_token: z.string().check(z.minLength(1)),
  expires_at: z.number(),
})
export const GuestLoginResponse = envelope(GuestLoginData)
export type GuestLoginData = z.infer<typeof GuestLoginData>

/** `POST /tarot/rest/login/sign-in`: a provider and what it needs (a WeChat code, or a name for the dev provider). */
export const SignInRequest = z.object({
  provider: z.enum(['wechat-mini', 'wechat-h5', 'dev']),
  code: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
  name: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
})
export type SignInRequest = z.infer<typeof SignInRequest>

export const SignInData = z.object({ access_token: z.string(), expires_at: z.number(), userId: z.string() })
export type SignInData = z.infer<typeof SignInData>

/** `POST /tarot/rest/account/delete`: only after agreeing to the account deletion agreement. */
export const DeleteAccountRequest = z.object({ agree: z.literal(true) })

/** `POST /tarot/rest/feedback`: what the user wants to tell us, and optionally how to reach them. */
export const FeedbackRequest = z.object({
  content: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
  contact: z.optional(z.string().check(z.trim(), z.maxLength(100))),
})
