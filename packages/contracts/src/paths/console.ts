/** Where the back office's calls are (`endpoints/console.ts` has their schemas). Free of zod: the console imports it at run time. */
export const consolePaths = {
  signIn: { method: 'POST', path: '/tarot/rest/console/session' },
  signOut: { method: 'POST', path: '/tarot/rest/console/session/end' },
  me: { method: 'GET', path: '/tarot/rest/console/me' },
  listOperators: { method: 'GET', path: '/tarot/rest/console/operators' },
  addOperator: { method: 'POST', path: '/tarot/rest/console/operators' },
  updateOperator: { method: 'PUT', path: '/tarot/rest/console/operators/:id' },
  listAudit: { method: 'GET', path: '/tarot/rest/console/audit' },
  listOrders: { method: 'GET', path: '/tarot/rest/console/orders' },
  getOrder: { method: 'GET', path: '/tarot/rest/console/orders/:id' },
  previewRefund: { method: 'POST', path: '/tarot/rest/console/orders/:id/refund-preview' },
  refundOrder: { method: 'POST', path: '/tarot/rest/console/orders/:id/refunds' },
} as const

/** The back office's second table: feedback, birth-year corrections, people and moderation. */
export const consoleDeskPaths = {
  listFeedback: { method: 'GET', path: '/tarot/rest/console/feedback' },
  getFeedback: { method: 'GET', path: '/tarot/rest/console/feedback/:id' },
  assignFeedback: { method: 'POST', path: '/tarot/rest/console/feedback/:id/assign' },
  replyFeedback: { method: 'POST', path: '/tarot/rest/console/feedback/:id/reply' },
  closeFeedback: { method: 'POST', path: '/tarot/rest/console/feedback/:id/close' },
  listCorrections: { method: 'GET', path: '/tarot/rest/console/birth-year-corrections' },
  decideCorrection: { method: 'POST', path: '/tarot/rest/console/birth-year-corrections/:userId' },
  findPeople: { method: 'GET', path: '/tarot/rest/console/people' },
  getPerson: { method: 'GET', path: '/tarot/rest/console/people/:userId' },
  adjustEnergy: { method: 'POST', path: '/tarot/rest/console/people/:userId/energy' },
  blockPerson: { method: 'POST', path: '/tarot/rest/console/people/:userId/block' },
  listModeration: { method: 'GET', path: '/tarot/rest/console/moderation' },
  decideModeration: { method: 'POST', path: '/tarot/rest/console/moderation/:itemId' },
  safetyFlags: { method: 'GET', path: '/tarot/rest/console/safety-flags' },
  getContent: { method: 'GET', path: '/tarot/rest/console/content' },
  previewContent: { method: 'POST', path: '/tarot/rest/console/content/preview' },
  publishContent: { method: 'POST', path: '/tarot/rest/console/content/publish' },
  rollbackContent: { method: 'POST', path: '/tarot/rest/console/content/history/:historyId/rollback' },
  withdrawContent: { method: 'POST', path: '/tarot/rest/console/content/withdraw' },
} as const
