import * as z from 'zod/mini'
import { AgentBindData, FriendBindData, OwnAgentData } from '../account'
import type { EndpointsOf } from '../endpoint'
import { agentPaths as paths } from '../paths/agent'

const Code = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,40}$/))
/** A friend code: sealed (about 50 base64url characters) or, from an old link, a raw user id. */
const FriendCode = z.string().check(z.regex(/^[A-Za-z0-9_-]{1,96}$/))

/** Spec §7 referral calls: bind an agent or a friend once; read the user's own agent record and a friend code to share. */
export const agentEndpoints = {
  bindAgent: { ...paths.bindAgent, params: z.object({ agentCode: Code }), response: AgentBindData },
  bindFriend: { ...paths.bindFriend, params: z.object({ friendCode: FriendCode }), response: FriendBindData },
  ownFriendCode: { ...paths.ownFriendCode, response: FriendBindData },
  ownAgent: { ...paths.ownAgent, response: OwnAgentData },
} as const satisfies EndpointsOf<typeof paths>
