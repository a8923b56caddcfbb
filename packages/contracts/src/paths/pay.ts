/** Where the purchase calls are (`endpoints/pay.ts` has their schemas). Free of zod: the app imports it at run time. */
export const payPaths = {
  birthYear: { method: 'GET', path: '/tarot/rest/account/birth-year' },
  correctBirthYear: { method: 'POST', path: '/tarot/rest/account/birth-year/correction' },
  setBirthYear: { method: 'POST', path: '/tarot/rest/account/birth-year' },
  createOrder: { method: 'POST', path: '/tarot/rest/pay/orders' },
  listOrders: { method: 'GET', path: '/tarot/rest/pay/orders' },
  getOrder: { method: 'GET', path: '/tarot/rest/pay/orders/:id' },
  payOrder: { method: 'POST', path: '/tarot/rest/pay/orders/:id/pay' },
  closeOrder: { method: 'POST', path: '/tarot/rest/pay/orders/:id/close' },
  restore: { method: 'POST', path: '/tarot/rest/pay/restore' },
  devPay: { method: 'POST', path: '/tarot/rest/pay/dev/:id' },
  notification: { method: 'POST', path: '/tarot/rest/pay/notify', raw: true },
  refundNotification: { method: 'POST', path: '/tarot/rest/pay/refund-notify', raw: true },
  xpayPushCheck: { method: 'GET', path: '/tarot/rest/wechat/xpay/notify', raw: true },
  xpayPush: { method: 'POST', path: '/tarot/rest/wechat/xpay/notify', raw: true },
} as const
