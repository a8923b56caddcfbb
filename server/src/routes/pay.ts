import { ResultCode } from '@tarot/contracts/codes'
import { FailureEnvelope } from '@tarot/contracts/envelope'
import { OrderIdParams } from '@tarot/contracts/ids'
import {
  BirthYearCorrectionData,
  BirthYearCorrectionRequest,
  BirthYearData,
  BirthYearRequest,
  BirthYearStatus,
  CreateOrderData,
  CreateOrderRequest,
  DevPayRequest,
  OrderData,
  OrderList,
  OrderView,
  PayParams,
  RestoreData,
} from '@tarot/contracts/pay'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as z from 'zod/mini'
import { found } from '../lib/domain-error'
import { invalidRequestSays, ok } from '../lib/envelope'
import { payMessage } from '../lib/pay-messages'
import { envelopeOf } from '../openapi/components'
import { callerOf } from '../plugins/identity'
import { PayRefusal } from '../services/orders'
import { DevOrderNotPayable, isDevPayProvider } from '../services/pay/dev-pay'

/** Orders and WeChat Pay (docs/commerce.md), and the birth year asked before the first purchase. Each needs a signed-in user. */
export const payRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = app.requireSignedIn

  app.get(
    '/account/birth-year',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'birthYear',
        tags: ['Purchases'],
        summary: 'The birth year given',
        description: 'The year asked before the first purchase, or null; `adult` says whether the user may buy; `correction`, a correction to an adult year waiting for review (`pending`) or `declined`.',
        response: { 200: envelopeOf(BirthYearStatus) },
      },
    },
    async (request) => {
      const { userId } = callerOf(request)
      const [given, correction] = await Promise.all([app.orders.birthYear(userId), app.birthYearCorrections.status(userId)])
      return ok({ ...given, correction })
    },
  )

  app.post(
    '/account/birth-year/correction',
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
        body: BirthYearCorrectionRequest,
        response: { 200: envelopeOf(BirthYearCorrectionData) },
      },
    },
    async (request) => ok(await app.birthYearCorrections.correct(callerOf(request).userId, request.body.birthYear, request.body.contact)),
  )

  app.post(
    '/account/birth-year',
    {
      preValidation: signedIn,
      errorHandler: invalidRequestSays((language) => payMessage('birthYearInvalid', language)),
      schema: {
        operationId: 'setBirthYear',
        tags: ['Purchases'],
        summary: 'Give the birth year',
        description: 'Asked once before the first purchase; a year already given stays. Users under 18 cannot buy: with only a year, only certain whole years count.',
        body: BirthYearRequest,
        response: { 200: envelopeOf(BirthYearData) },
      },
    },
    async (request) => ok(await app.orders.setBirthYear(callerOf(request).userId, request.body.birthYear)),
  )

  app.post(
    '/pay/orders',
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
        body: CreateOrderRequest,
        response: { 200: envelopeOf(CreateOrderData), 404: FailureEnvelope },
      },
    },
    async (request) => ok(await app.orders.createProductOrder(callerOf(request).userId, request.body)),
  )

  app.get(
    '/pay/orders',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'listOrders',
        tags: ['Purchases'],
        summary: 'My orders',
        description: 'Newest first, 20 a page.',
        querystring: z.object({ page: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000))) }),
        response: { 200: envelopeOf(OrderList) },
      },
    },
    async (request) => ok(await app.orders.list(callerOf(request).userId, request.query.page ?? 1)),
  )

  app.get(
    '/pay/orders/:id',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'getOrder',
        tags: ['Purchases'],
        summary: 'One order',
        description: 'The order, checked with WeChat Pay while unpaid (a payment found is credited now), and the wallet after it. An unknown order: `404000` in HTTP 404.',
        params: OrderIdParams,
        response: { 200: envelopeOf(OrderData), 404: FailureEnvelope },
      },
    },
    async (request) => ok(found(await app.orders.view(callerOf(request).userId, request.params.id))),
  )

  app.post(
    '/pay/orders/:id/pay',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'payOrder',
        tags: ['Purchases'],
        summary: 'Pay an unpaid order',
        description: 'Fresh payment parameters for an order still open (the H5 payment page, a retry after cancelling). Refusals in HTTP 200: `409002`; an unknown order `404000` in HTTP 404.',
        params: OrderIdParams,
        response: { 200: envelopeOf(PayParams), 404: FailureEnvelope },
      },
    },
    async (request) => ok(found(await app.orders.payAgain(callerOf(request).userId, request.params.id))),
  )

  app.post(
    '/pay/orders/:id/close',
    {
      preValidation: signedIn,
      schema: {
        operationId: 'closeOrder',
        tags: ['Purchases'],
        summary: 'Close an unpaid order',
        description: 'Closes it here and at WeChat Pay; a payment that already went through is credited instead. Refusals in HTTP 200: `409002`; an unknown order `404000` in HTTP 404.',
        params: OrderIdParams,
        response: { 200: envelopeOf(OrderView), 404: FailureEnvelope },
      },
    },
    async (request) => ok(found(await app.orders.close(callerOf(request).userId, request.params.id))),
  )

  app.post(
    '/pay/restore',
    {
      preValidation: signedIn,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        operationId: 'restorePurchases',
        tags: ['Purchases'],
        summary: 'Restore purchases',
        description: 'Orders of the last 30 days paid at WeChat Pay but never credited are credited now; every paid order is listed.',
        response: { 200: envelopeOf(RestoreData) },
      },
    },
    async (request) => ok(await app.orders.restore(callerOf(request).userId)),
  )

  /**
   * The local dev provider's payer: it sends the notification WeChat would send, signed and encrypted,
   * through the same notification route. Only when the dev provider is in use.
   */
  app.post(
    '/pay/dev/:id',
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
        params: OrderIdParams,
        body: DevPayRequest,
        response: { 200: envelopeOf(OrderData), 404: FailureEnvelope },
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
        if (res.statusCode >= 300) request.log.error({ status: res.statusCode, body: res.body }, 'dev payment notification refused')
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
      // The body is read as sent (the signature covers its bytes), and the answer is WeChat Pay's protocol, not the envelope.
      response: { 200: z.unknown(), 204: z.null(), 400: z.unknown(), 401: z.unknown(), 404: z.unknown() },
    }
    notify.post('/pay/notify', { schema, config: { rateLimit: { max: 600, timeWindow: '1 minute' } } }, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : ''
      const answer = await app.orders.notification(request.headers, raw)
      if (answer.status === 204) return reply.status(204).send()
      return reply.status(answer.status).send(answer.body)
    })
  })

  // WeChat's message push for the mini-program's virtual payment (xpay): the safe-mode signature covers the exact ciphertext, so the body is kept as sent.
  await app.register(async (push) => {
    push.removeContentTypeParser('application/json')
    push.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body))
    const query = z.object({
      signature: z.optional(z.string()),
      timestamp: z.optional(z.string()),
      nonce: z.optional(z.string()),
      echostr: z.optional(z.string()),
      openid: z.optional(z.string()),
      encrypt_type: z.optional(z.string()),
      msg_signature: z.optional(z.string()),
    })
    push.get(
      '/wechat/xpay/notify',
      {
        schema: {
          operationId: 'xpayPushCheck',
          tags: ['Purchases'],
          summary: 'WeChat message push: URL check',
          description: 'Called by WeChat when the message push is configured: answers `echostr` as text when `signature` (SHA-1 of the push token, timestamp and nonce) is right, else 401.',
          querystring: query,
          response: { 200: z.string(), 401: z.string() },
        },
      },
      async (request, reply) => {
        const echo = app.orders.xpayEcho(request.query as Record<string, string | undefined>)
        return echo === null ? reply.status(401).type('text/plain').send('signature') : reply.type('text/plain').send(echo)
      },
    )
    push.post(
      '/wechat/xpay/notify',
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
          querystring: query,
          response: { 200: z.unknown(), 400: z.unknown(), 401: z.unknown(), 404: z.unknown() },
        },
      },
      async (request, reply) => {
        const raw = typeof request.body === 'string' ? request.body : ''
        const answer = await app.orders.xpayPush(request.query as Record<string, string | undefined>, raw)
        return reply.status(answer.status).send(answer.body)
      },
    )
  })
}
