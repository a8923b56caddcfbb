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

  /** What an AI reading costs this user now: free readings left today, or the energy a pro reading needs. */
  app.get('/quota', async (request, reply) => {
    const identity = requireIdentity(request, reply)
    if (!identity) return reply
    const now = app.now()
    const [wallet, vip, freeLeft] = await Promise.all([app.accounts.wallet(identity.userId, new Date(now)), app.charging.isVip(identity.userId, now), app.charging.freeLeft(identity.userId, now)])
    const { pricing } = app.config
    return ok({
      vip,
      energy: wallet.total,
      freeLeft,
      freeLimit: vip ? pricing.vipDailyFree : pricing.dailyFree,
      proReadingCost: pricing.proReadingCost,
      chatFreePerReading: pricing.chatFreePerReading,
      chatCost: pricing.chatCost,
    })
  })
}
