import type { FastifyPluginAsync } from 'fastify'
import { ok } from '../lib/envelope'
import { requireIdentity } from '../plugins/identity'

/** `GET /tarot/rest/energy/amount` (spec §7): `data.total`, `data.vipTime`, and the products with `r=products`. */
export const energyRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: { r?: string } }>('/amount', async (request, reply) => {
    const identity = requireIdentity(request, reply)
    if (!identity) return reply
    const wallet = await app.accounts.wallet(identity.userId, new Date(app.now()))
    if (request.query.r === 'products') return ok({ ...wallet, products: await app.accounts.activeProducts() })
    return ok(wallet)
  })
}
