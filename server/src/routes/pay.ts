import { ResultCode } from '@tarot/contracts/codes'
import { BirthYearRequest, CreateOrderRequest, DevPayRequest } from '@tarot/contracts/pay'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { fail, ok } from '../lib/envelope'
import { requestLanguage } from '../lib/language'
import { message } from '../lib/messages'
import { payMessage } from '../lib/pay-messages'
import { requireUser } from '../plugins/identity'
import { PayRefusal } from '../services/orders'
import { isDevPayProvider } from '../services/pay/dev-pay'

function badRequest(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(400).send(fail(ResultCode.badRequest, message('badRequest', requestLanguage(request))))
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  return reply.status(200).send(fail(ResultCode.notFound, message('notFound', requestLanguage(request))))
}

/** A refusal the user can act on answers 200 with its code and message; anything else is the error handler's. */
async function refusals<T>(request: FastifyRequest, reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof PayRefusal) {
      const status = error.code === ResultCode.badRequest ? 400 : 200
      return reply.status(status).send(fail(error.code, payMessage(error.key, requestLanguage(request))))
    }
    throw error
  }
}

const ID = /^[A-Za-z0-9_-]{1,32}$/

/** Orders and WeChat Pay (docs/commerce.md), and the birth year asked before the first purchase. */
export const payRoutes: FastifyPluginAsync = async (app) => {
  app.get('/account/birth-year', async (request, reply) => {
    const identity = requireUser(request, reply)
    if (!identity) return reply
    return ok(await app.orders.birthYear(identity.userId))
  })

  app.post('/account/birth-year', async (request, reply) => {
    const identity = requireUser(request, reply)
    if (!identity) return reply
    const body = BirthYearRequest.safeParse(request.body)
    if (!body.success) return reply.status(400).send(fail(ResultCode.badRequest, payMessage('birthYearInvalid', requestLanguage(request))))
    return refusals(request, reply, async () => ok(await app.orders.setBirthYear(identity.userId, body.data.birthYear)))
  })

  app.post('/pay/orders', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request, reply) => {
    const identity = requireUser(request, reply)
    if (!identity) return reply
    const body = CreateOrderRequest.safeParse(request.body)
    if (!body.success) return badRequest(request, reply)
    return refusals(request, reply, async () => ok(await app.orders.createProductOrder(identity.userId, body.data)))
  })

  app.get<{ Querystring: { page?: string } }>('/pay/orders', async (request, reply) => {
    const identity = requireUser(request, reply)
    if (!identity) return reply
    const page = Number(request.query.page ?? 1)
    if (!Number.isInteger(page) || page < 1 || page > 10_000) return badRequest(request, reply)
    return ok(await app.orders.list(identity.userId, page))
  })

  app.get<{ Params: { id: string } }>('/pay/orders/:id', async (request, reply) => {
    const identity = requireUser(request, reply)
    if (!identity) return reply
    if (!ID.test(request.params.id)) return notFound(request, reply)
    const data = await app.orders.view(identity.userId, request.params.id)
    return data ? ok(data) : notFound(request, reply)
  })

  app.post<{ Params: { id: string } }>('/pay/orders/:id/pay', async (request, reply) => {
    const identity = requireUser(request, reply)
    if (!identity) return reply
    if (!ID.test(request.params.id)) return notFound(request, reply)
    return refusals(request, reply, async () => {
      const pay = await app.orders.payAgain(identity.userId, request.params.id)
      return pay ? ok(pay) : notFound(request, reply)
    })
  })

  app.post<{ Params: { id: string } }>('/pay/orders/:id/close', async (request, reply) => {
    const identity = requireUser(request, reply)
    if (!identity) return reply
    if (!ID.test(request.params.id)) return notFound(request, reply)
    return refusals(request, reply, async () => {
      const order = await app.orders.close(identity.userId, request.params.id)
      return order ? ok(order) : notFound(request, reply)
    })
  })

  app.post('/pay/restore', { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (request, reply) => {
    const identity = requireUser(request, reply)
    if (!identity) return reply
    return ok(await app.orders.restore(identity.userId))
  })

  /**
   * The local dev provider's payer: it sends the notification WeChat would send, signed and encrypted,
   * through the same notification route. Only when the dev provider is in use.
   */
  app.post<{ Params: { id: string } }>('/pay/dev/:id', async (request, reply) => {
    const identity = requireUser(request, reply)
    if (!identity) return reply
    const provider = app.payProvider
    if (!isDevPayProvider(provider)) return reply.status(200).send(fail(ResultCode.forbidden, payMessage('devPayOnly', requestLanguage(request))))
    const body = DevPayRequest.safeParse(request.body)
    if (!body.success || !ID.test(request.params.id)) return badRequest(request, reply)
    return refusals(request, reply, async () => {
      const order = await app.orders.devPayable(identity.userId, request.params.id)
      if (!order) return notFound(request, reply)
      let notification: ReturnType<typeof provider.devNotification>
      try {
        notification = provider.devNotification(order.id, body.data.outcome, app.now())
      } catch {
        // The dev provider keeps its orders in memory: one made before a restart cannot be paid.
        return reply.status(200).send(fail(ResultCode.notAllowedNow, payMessage('orderNotPayable', requestLanguage(request))))
      }
      if (notification) {
        const res = await app.inject({ method: 'POST', url: '/tarot/rest/pay/notify', headers: notification.headers, payload: notification.body })
        if (res.statusCode >= 300) request.log.error({ status: res.statusCode, body: res.body }, 'dev payment notification refused')
      }
      const data = await app.orders.view(identity.userId, order.id)
      return ok(data)
    })
  })

  // WeChat's notification: the signature covers the exact bytes, so this route keeps the body as sent.
  await app.register(async (notify) => {
    notify.removeContentTypeParser('application/json')
    notify.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body))
    notify.post('/pay/notify', { config: { rateLimit: { max: 600, timeWindow: '1 minute' } } }, async (request, reply) => {
      const raw = typeof request.body === 'string' ? request.body : ''
      const answer = await app.orders.notification(request.headers, raw)
      if (answer.status === 204) return reply.status(204).send()
      return reply.status(answer.status).send(answer.body)
    })
  })
}
