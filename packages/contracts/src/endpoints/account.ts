import * as z from 'zod/mini'
import { AccountExport } from '../account'
import { AccountData, DeleteAccountRequest, FeedbackData, FeedbackRequest, GuestLoginData, MyFeedback, ProvidersData, SignInData, SignInRequest, TokenLoginData } from '../auth'
import { ResultCode } from '../codes'
import type { EndpointsOf } from '../endpoint'
import { Null, NullEnvelope } from '../envelope'
import { HealthData } from '../health'
import { accountPaths, feedbackPaths, healthPaths, loginPaths } from '../paths/account'

/** Sign-in through a provider, who is signed in, log out, delete the account, download one's data. */
export const accountEndpoints = {
  providers: { ...accountPaths.providers, response: ProvidersData },
  signIn: { ...accountPaths.signIn, body: SignInRequest, response: SignInData, codes: [ResultCode.forbidden, ResultCode.signInFailed] },
  me: { ...accountPaths.me, response: AccountData },
  logout: { ...accountPaths.logout, response: Null },
  deleteAccount: { ...accountPaths.deleteAccount, body: DeleteAccountRequest, response: Null, codes: [ResultCode.signInRequired, ResultCode.badRequest] },
  // the file, or (signed out, a guest) the envelope that says why not
  exportAccount: { ...accountPaths.exportAccount, response: z.union([AccountExport, NullEnvelope]), errors: { 404: NullEnvelope }, codes: [ResultCode.signInRequired, ResultCode.notFound] },
} as const satisfies EndpointsOf<typeof accountPaths>

/** Spec §7: a guest token, and signing in with the token held. */
export const loginEndpoints = {
  guest: { ...loginPaths.guest, response: GuestLoginData },
  token: { ...loginPaths.token, response: TokenLoginData },
} as const satisfies EndpointsOf<typeof loginPaths>

export const feedbackEndpoints = {
  send: { ...feedbackPaths.send, body: FeedbackRequest, response: FeedbackData },
  mine: { ...feedbackPaths.mine, response: MyFeedback, limits: { items: 20 } },
  seen: { ...feedbackPaths.seen, response: MyFeedback },
} as const satisfies EndpointsOf<typeof feedbackPaths>

export const healthEndpoints = {
  health: { ...healthPaths.health, response: HealthData },
} as const satisfies EndpointsOf<typeof healthPaths>
