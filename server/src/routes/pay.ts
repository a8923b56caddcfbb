import { ResultCode } from '@tarot/contracts/codes'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { found } from '../lib/domain-error'
import { invalidRequestSays, ok } from '../lib/envelope'
import { payMessage } from '../lib/pay-messages'
import { callerOf } from '../plugins/identity'
import { PayRefusal } from '../services/orders'
import { DevOrderNotPayable, isDevPayProvider } from '../services/pay/dev-pay'
import { payEndpoints } from '@tarot/contracts/endpoints/pay'
import { route } from '../lib/route'

/** Orders and WeChat Pay (docs/commerce.md), and the birth year asked before the first purchase. Each needs a signed-in user. */
export const payRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = app.requireSignedIn

  route(
    app,
    payEndpoints.birthYear,
    {
      preValidation: signedIn,
      schema: {
        operationId: 'birthYear',
        tags: ['Purchases'],
        summary: 'The birth year given',
        description:
          'The year asked before the first purchase, or null; `adult` says whether the user may buy; `correction`, a correction to an adult year waiting for review (`pending`) or `declined`.',
      },
    },
    async (request) => {
      const { userId } = callerOf(request)
      const [given, correction] = await Promise.all([app.orders.birthYear(userId), app.birthYearCorrections.status(userId)])
      return ok({ ...given, correction })
    },
  )

  route(
    app,
    payEndpoints.correctBirthYear,
    {
      preValidation: signedIn,
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      errorHandler: invalidRequestSays((language) => payMessage('birthYearInvalid', language)),
      schema: {
        operationId: 'correctBirthYear',
        tags: ['Purchases'],
        summary: 'Correct the birth year given',
        description:
          'A change that keeps the minor protection (an adult year to another, any year to one under 18) applies at once. ' +
          'One from under 18 to 18 or over would lift it: it needs `contact` and is kept as a `pending` correction until the operator has checked the age (`npm run birth-year`). ' +
          'Refusals in HTTP 400: `400000` (no year given yet, a year out of range, no contact).',
      },
    },
    async (request) => ok(await app.birthYearCorrections.correct(callerOf(request).userId, request.body.birthYear, request.body.contact)),
  )

  route(
    app,
    payEndpoints.setBirthYear,
    {
      preValidation: signedIn,
      errorHandler: invalidRequestSays((language) => payMessage('birthYearInvalid', language)),
      schema: {
        operationId: 'setBirthYear',
        tags: ['Purchases'],
        summary: 'Give the birth year',
        description: 'Asked once before the first purchase; a year already given stays. Users under 18 cannot buy: with only a year, only certain whole years count.',
      },
    },
    async (request) => ok(await app.orders.setBirthYear(callerOf(request).userId, request.body.birthYear)),
  )

  route(
    app,
    payEndpoints.createOrder,
    {
      preValidation: signedIn,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        operationId: 'createOrder',
        tags: ['Purchases'],
        summary: 'Order a product',
        description:
          'An order for an energy pack or VIP time at its price, and the signed parameters to pay it on this platform (`mini`, `jsapi`, `app`, or `dev` with the local dev provider). ' +
          '`clientKey` makes a retry find the same order; `need` refuses an energy order the balance already covers. ' +
          'Refusals in HTTP 200: `403002` (birth year needed), `403003` (under 18), `403004` (no purchasing here), `409001` (sufficient energy), `409002`; an unknown product `404000` in HTTP 404.',
      },
    },
    async (request) => ok(await app.orders.createProductOrder(callerOf(request).userId, request.body)),
  )

  route(
    app,
    payEndpoints.listOrders,
    {
      preValidation: signedIn,
      schema: {
        operationId: 'listOrders',
        tags: ['Purchases'],
        summary: 'My orders',
        description: 'Newest first, 20 a page.',
      },
    },
    async (request) => ok(await app.orders.list(callerOf(request).userId, request.query.page ?? 1)),
  )

  route(
    app,
    payEndpoints.getOrder,
    {
      preValidation: signedIn,
      schema: {
        operationId: 'getOrder',
        tags: ['Purchases'],
        summary: 'One order',
        description: 'The order, checked with WeChat Pay while unpaid (a payment found is credited now), and the wallet after it. An unknown order: `404000` in HTTP 404.',
      },
    },
    async (request) => ok(found(await app.orders.view(callerOf(request).userId, request.params.id))),
  )

  route(
    app,
    payEndpoints.payOrder,
    {
      preValidation: signedIn,
      schema: {
        operationId: 'payOrder',
        tags: ['Purchases'],
        summary: 'Pay an unpaid order',
        description: 'Fresh payment parameters for an order still open (the H5 payment page, a retry after cancelling). Refusals in HTTP 200: `409002`; an unknown order `404000` in HTTP 404.',
      },
    },
    async (request) => ok(found(await app.orders.payAgain(callerOf(request).userId, request.params.id))),
  )

  route(
    app,
    payEndpoints.closeOrder,
    {
      preValidation: signedIn,
      schema: {
        operationId: 'closeOrder',
        tags: ['Purchases'],
        summary: 'Close an unpaid order',
        description: 'Closes it here and at WeChat Pay; a payment that already went through is credited instead. Refusals in HTTP 200: `409002`; an unknown order `404000` in HTTP 404.',
      },
    },
    async (request) => ok(found(await app.orders.close(callerOf(request).userId, request.params.id))),
  )

  route(
    app,
    payEndpoints.restore,
    {
      preValidation: signedIn,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        operationId: 'restorePurchases',
        tags: ['Purchases'],
        summary: 'Restore purchases',
        description: 'Orders of the last 30 days paid at WeChat Pay but never credited are credited now; every paid order is listed.',
      },
    },
    async (request) => ok(await app.orders.restore(callerOf(request).userId)),
  )

  /**
   * The local dev provider's payer: it sends the notification WeChat would send, signed and encrypted,
   * through the same notification route. Only when the dev provider is in use.
   */
  route(
    app,
    payEndpoints.devPay,
    {
      // Before the body is looked at: without the dev provider there is nothing to pay with.
      preValidation: [
        signedIn,
        async () => {
          if (!isDevPayProvider(app.payProvider)) throw new PayRefusal(ResultCode.forbidden, 'devPayOnly')
        },
      ],
      schema: {
        operationId: 'devPay',
        tags: ['Purchases'],
        summary: 'Pay with the local dev provider',
        description:
          'Only without WeChat Pay configured (else `403000`): acts as the payer. `success` sends a notification signed and encrypted as WeChat Pay would through `/tarot/rest/pay/notify`; `fail` leaves the order failed.',
      },
    },
    async (request) => {
      const provider = app.payProvider
      if (!isDevPayProvider(provider)) throw new Error('the dev payer without the dev provider')
      const { userId } = callerOf(request)
      const order = found(await app.orders.devPayable(userId, request.params.id))
      let notification: Awaited<ReturnType<typeof provider.devNotification>>
      try {
        notification = await provider.devNotification(order.id, request.body.outcome, app.now())
      } catch (error) {
        // An order the dev provider never saw (made while another provider was in use), or closed, cannot be paid.
        if (!(error instanceof DevOrderNotPayable)) throw error
        throw new PayRefusal(ResultCode.notAllowedNow, 'orderNotPayable')
      }
      if (notification) {
        const res = await app.inject({ method: 'POST', url: '/tarot/rest/pay/notify', headers: notification.headers, payload: notification.body })
        if (res.statusCode >= 300) request.log.error({ status: res.statusCode }, 'dev payment notification refused')
      }
      return ok(found(await app.orders.view(userId, order.id)))
    },
  )

  // WeChat's notification: the signature covers the exact bytes, so this route keeps the body as sent.
  await app.register(async (notify) => {
    notify.removeContentTypeParser('application/json')
    notify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body))
    const schema = {
      operationId: 'payNotification',
      tags: ['Purchases'],
      summary: 'WeChat Pay notification',
      description:
        'Called by WeChat Pay. The `Wechatpay-Signature` is verified with the key named by `Wechatpay-Serial` (platform certificate or public key) within 5 minutes of `Wechatpay-Timestamp`, ' +
        'the resource decrypted (AES-256-GCM), the amount, appid and merchant checked, and the order fulfilled once. Answers 204; 401 for a message not provably from WeChat Pay, ' +
        '404 for an unknown order, 400 for one that does not match its order (marked invalid) or reuses another order’s `transaction_id` (logged, nothing credited), each with `{ "code": "FAIL" }`.',
    }
    route(notify, payEndpoints.notification, { schema, config: { rateLimit: { max: 600, timeWindow: '1 minute' } } }, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : ''
      const answer = await app.orders.notification(request.headers, raw)
      if (answer.status === 204) return reply.status(204).send()
      return reply.status(answer.status).send(answer.body)
    })
    const refundSchema = {
      operationId: 'refundNotification',
      tags: ['Purchases'],
      summary: 'WeChat Pay refund notification',
      description:
        "Called by WeChat Pay with a refund's result (REFUND.SUCCESS, REFUND.ABNORMAL, REFUND.CLOSED), verified and decrypted as the payment notification is, then applied once: " +
        'a closed refund gives back what it took. Answers 204 (also for one already applied); 401 for a message not provably from WeChat Pay, 404 for a refund we never made.',
    }
    route(notify, payEndpoints.refundNotification, { schema: refundSchema, config: { rateLimit: { max: 600, timeWindow: '1 minute' } } }, async (request, reply) => {
      const answer = await app.refundService.notification(request.headers, typeof request.body === 'string' ? request.body : '')
      if (answer.status === 204) return reply.status(204).send()
      return reply.status(answer.status).send(answer.body)
    })
  })

  // WeChat's message push for the mini-program's virtual payment (xpay): the safe-mode signature covers the exact ciphertext, so the body is kept as sent.
  await app.register(async (push) => {
    push.removeContentTypeParser('application/json')
    push.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body))
    route(
      push,
      payEndpoints.xpayPushCheck,
      {
        schema: {
          operationId: 'xpayPushCheck',
          tags: ['Purchases'],
          summary: 'WeChat message push: URL check',
          description: 'Called by WeChat when the message push is configured: answers `echostr` as text when `signature` (SHA-1 of the push token, timestamp and nonce) is right, else 401.',
        },
      },
      async (request, reply) => {
        const echo = app.orders.xpayEcho(request.query)
        return echo === null ? reply.status(401).type('text/plain').send('signature') : reply.type('text/plain').send(echo)
      },
    )
    route(
      push,
      payEndpoints.xpayPush,
      {
        config: { rateLimit: { max: 600, timeWindow: '1 minute' } },
        schema: {
          operationId: 'xpayPush',
          tags: ['Purchases'],
          summary: 'WeChat message push: virtual payment delivery',
          description:
            'Called by WeChat (JSON data format). `xpay_coin_pay_notify` (energy) and `xpay_goods_deliver_notify` (VIP) credit the order once: safe mode checks `msg_signature` and decrypts (WECHAT_XPAY_PUSH_AES_KEY); ' +
            'plain mode checks `signature` and confirms the payment with query_order. The order must be an xpay order of that payer, environment, mode, item, quantity and price. ' +
            'Answers `{ "ErrCode": 0, "ErrMsg": "success" }`; a refusal carries another ErrCode (401 not from WeChat, 404 unknown order, 400 mismatch or not confirmed) and WeChat pushes again.',
        },
      },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : ''
        const answer = await app.orders.xpayPush(request.query, raw)
        return reply.status(answer.status).send(answer.body)
      },
    )
  })
}
