/** Where the referral calls are (`endpoints/agent.ts` has their schemas). Free of zod: the app imports it at run time. */
export const agentPaths = {
  bindAgent: { method: 'POST', path: '/tarot/rest/agent/useragent/:agentCode' },
  bindFriend: { method: 'POST', path: '/tarot/rest/agent/friend/:friendCode' },
  ownFriendCode: { method: 'GET', path: '/tarot/rest/agent/friend-code' },
  ownAgent: { method: 'GET', path: '/tarot/rest/agent/my' },
} as const
