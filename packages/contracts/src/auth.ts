import * as z from 'zod/mini'
import { envelope } from './envelope'

/** `POST /tarot/rest/login/user`: guest login, reads `data.access_token` (spec §7). */
export const GuestLoginData = z.object({
  access_token: z.string().check(z.minLength(1)),
  expires_at: z.number(),
})
export const GuestLoginResponse = envelope(GuestLoginData)
export type GuestLoginData = z.infer<typeof GuestLoginData>

/** The sign-in ways: WeChat mini-program, WeChat H5 (inside WeChat's browser), and the local dev sign-in. */
export const SignInProvider = z.enum(['wechat-mini', 'wechat-h5', 'dev'])

/** `GET /tarot/rest/login/providers`: the sign-in ways this deployment offers. */
export const ProvidersData = z.object({ providers: z.array(SignInProvider) })

/** `POST /tarot/rest/login/tarot`: who the token held is, and the agent they are bound to (`""` for none). */
export const TokenLoginData = z.object({ userId: z.string(), agentId: z.string() })

/** `POST /tarot/rest/login/sign-in`: a provider and what it needs (a WeChat code, or a name for the dev provider). */
export const SignInRequest = z.object({
  provider: SignInProvider,
  code: z.optional(z.string().check(z.minLength(1), z.maxLength(512))),
  name: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
})
export type SignInRequest = z.infer<typeof SignInRequest>

export const SignInData = z.object({ access_token: z.string(), expires_at: z.number(), userId: z.string() })
export type SignInData = z.infer<typeof SignInData>

/**
 * `GET /tarot/rest/account/me`: who the token is — a guest or a signed-in account —, the ways it signs in (newest
 * first), the name it goes by (a reader's name, or the name given to the dev sign-in; WeChat gives none) and whether
 * it is a reader's account.
 */
export const AccountData = z.object({
  kind: z.enum(['guest', 'user']),
  /** WeChat (the mini-program and WeChat's browser are one WeChat account) or the dev sign-in. */
  methods: z.array(z.enum(['wechat', 'dev'])),
  name: z.nullable(z.string()),
  reader: z.boolean(),
})
export type AccountData = z.infer<typeof AccountData>

/** `POST /tarot/rest/account/delete`: only after agreeing to the account deletion agreement. */
export const DeleteAccountRequest = z.object({ agree: z.literal(true) })

/** `POST /tarot/rest/feedback`: what the user wants to tell us, and optionally how to reach them. */
export const FeedbackRequest = z.object({
  content: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
  contact: z.optional(z.string().check(z.trim(), z.maxLength(100))),
})

/**
 * `GET /tarot/rest/feedback/mine`: what the person sent (newest first, the last 20) and our replies; `unread` counts
 * replies they have not opened, for the about page's badge. `POST /tarot/rest/feedback/replies/seen` marks them read.
 */
export const MyFeedback = z.object({
  list: z.array(z.object({ id: z.string(), content: z.string(), createdAt: z.string(), reply: z.nullable(z.string()), repliedAt: z.nullable(z.string()), seen: z.boolean() })),
  unread: z.number(),
})
export type MyFeedback = z.infer<typeof MyFeedback>

/** The answer to `POST /tarot/rest/feedback`: the id the message is kept under. */
export const FeedbackData = z.object({ id: z.string() })
