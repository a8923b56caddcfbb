import { healthEndpoints } from '@tarot/contracts/endpoints/account'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../lib/envelope'
import { route } from '../lib/route'

export const APP_VERSION = '2.3.7'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, healthEndpoints.health, { schema: { operationId: 'health', tags: ['System'], summary: 'Health', description: 'The server is up: its version and clock.' } }, async () =>
    ok({ status: 'ok' as const, version: APP_VERSION, time: app.now() }),
  )
}
