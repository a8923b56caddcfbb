/** Where sharing's calls are (`endpoints/shares.ts` has their schemas). Free of zod: the app imports it at run time. */
export const sharePaths = {
  create: { method: 'POST', path: '/tarot/rest/shares' },
  list: { method: 'GET', path: '/tarot/rest/shares' },
  revoke: { method: 'DELETE', path: '/tarot/rest/shares/:id' },
  shared: { method: 'GET', path: '/tarot/rest/shared/:id' },
  report: { method: 'POST', path: '/tarot/rest/shared/:id/report' },
  sharedPoster: { method: 'GET', path: '/tarot/rest/shared/:id/poster.png', raw: true },
  todayPoster: { method: 'GET', path: '/tarot/rest/shares/today/poster.png', raw: true },
} as const
