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
