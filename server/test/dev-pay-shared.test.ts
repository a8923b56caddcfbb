import type { FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { isDevPayProvider } from '../src/services/pay/dev-pay'
import { instancesOn } from './support/app'
import { ENGINES } from './support/database'

/** Issue 14 item 6: the dev payment provider keeps its orders and keys in the database, so instances pay alike. */
describe.each(ENGINES)('the dev payment provider across instances (%s)', (engine) => {
  const instances = instancesOn(engine)
  afterEach(() => instances.close())
  const instance = () => instances.add()

  const signIn = async (app: FastifyInstance, name: string) => {
    const token = (await app.inject({ method: 'POST', url: '/tarot/rest/login/sign-in', payload: { provider: 'dev', name } })).json().data.access_token as string
    const headers = { 'tarot-token': token, 'tarot-lang': 'en' }
    await app.inject({ method: 'POST', url: '/tarot/rest/account/birth-year', headers, payload: { birthYear: 1988 } })
    return headers
  }
  const order = async (app: FastifyInstance, headers: Record<string, string>, clientKey: string) =>
    (await app.inject({ method: 'POST', url: '/tarot/rest/pay/orders', headers, payload: { productId: 'energy_60', platform: 'h5', clientKey } })).json().data.order.id as string
  const balance = async (app: FastifyInstance, headers: Record<string, string>) => (await app.inject({ method: 'GET', url: '/tarot/rest/energy/amount', headers })).json().data.total as number

  it('pays on one instance an order prepaid on the other, crediting the wallet once', async () => {
    const a = await instance()
    const b = await instance()
    const headers = await signIn(a, 'two-instance-buyer')
    const orderId = await order(a, headers, 'shared-order-1')

    const paid = (await b.inject({ method: 'POST', url: `/tarot/rest/pay/dev/${orderId}`, headers, payload: { outcome: 'success' } })).json()
    expect(paid.data).toMatchObject({ order: { status: 'paid' }, wallet: { total: 60 } })
    expect(await balance(a, headers)).toBe(60)

    // WeChat re-delivers: B builds the notification again, A verifies it with the same keys and credits nothing more.
    if (!isDevPayProvider(b.payProvider)) throw new Error('the dev provider is not in use')
    const again = (await b.payProvider.devNotification(orderId, 'success', Date.now()))!
    const delivered = await a.inject({ method: 'POST', url: '/tarot/rest/pay/notify', headers: again.headers, payload: again.body })
    expect(delivered.statusCode).toBe(204)
    expect(await balance(a, headers)).toBe(60)
    expect(await balance(b, headers)).toBe(60)
  })

  it('still knows an order after the instance that took it is replaced', async () => {
    const first = await instance()
    const headers = await signIn(first, 'restart-buyer')
    const orderId = await order(first, headers, 'shared-order-2')
    await instances.stop(first)

    const next = await instance()
    const paid = (await next.inject({ method: 'POST', url: `/tarot/rest/pay/dev/${orderId}`, headers, payload: { outcome: 'success' } })).json()
    expect(paid.data).toMatchObject({ order: { status: 'paid' }, wallet: { total: 60 } })
  })
})
