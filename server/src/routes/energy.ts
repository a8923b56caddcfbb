import { energyEndpoints } from '@tarot/contracts/endpoints/energy'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../lib/envelope'
import { route } from '../lib/route'
import { callerOf } from '../plugins/identity'

/** `GET /tarot/rest/energy/amount` (spec §7): `data.total`, `data.vipTime`, and the products with `r=products`. */
export const energyRoutes: FastifyPluginAsyncZod = async (app) => {
  route(
    app,
    energyEndpoints.wallet,
    {
      preValidation: app.authenticate,
      schema: {
        operationId: 'wallet',
        tags: ['Energy'],
        summary: 'Energy, VIP and products',
        description: 'Energy (`total`), the VIP end (`vipTime`, ISO time or null), and with `r=products` the products on sale.',
      },
    },
    async (request) => ok(await app.energyService.wallet(callerOf(request).userId, request.query.r === 'products')),
  )

  route(
    app,
    energyEndpoints.quota,
    {
      preValidation: app.authenticate,
      schema: {
        operationId: 'quota',
        tags: ['Energy'],
        summary: 'What a reading costs now',
        description:
          "Shown before anything is spent: VIP or not, the energy balance, free basic AI readings left today and the day's limit, the energy a pro reading costs, the follow-up prices, and who will write the reading (`writer`: an AI model or the built-in reader).",
      },
    },
    async (request) => ok(await app.energyService.quota(callerOf(request).userId)),
  )
}
