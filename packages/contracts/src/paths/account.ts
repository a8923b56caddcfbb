/** Where the sign-in and account calls are (`endpoints/account.ts` has their schemas). Free of zod: the app imports it at run time. */
export const accountPaths = {
  providers: { method: 'GET', path: '/tarot/rest/login/providers' },
  signIn: { method: 'POST', path: '/tarot/rest/login/sign-in' },
  me: { method: 'GET', path: '/tarot/rest/account/me' },
  logout: { method: 'POST', path: '/tarot/rest/login/logout' },
  deleteAccount: { method: 'POST', path: '/tarot/rest/account/delete' },
  exportAccount: { method: 'GET', path: '/tarot/rest/account/export', raw: true },
} as const

export const loginPaths = {
  guest: { method: 'POST', path: '/tarot/rest/login/user' },
  token: { method: 'POST', path: '/tarot/rest/login/tarot' },
} as const

export const feedbackPaths = {
  send: { method: 'POST', path: '/tarot/rest/feedback' },
  mine: { method: 'GET', path: '/tarot/rest/feedback/mine' },
  seen: { method: 'POST', path: '/tarot/rest/feedback/replies/seen' },
} as const

export const healthPaths = {
  health: { method: 'GET', path: '/tarot/rest/health' },
} as const
