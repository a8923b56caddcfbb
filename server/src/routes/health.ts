import { HealthData } from '@tarot/contracts/health'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ok } from '../lib/envelope'
import { envelopeOf } from '../openapi/components'

export const APP_VERSION = '2.3.7'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { operationId: 'health', tags: ['System'], summary: 'Health', description: 'The server is up: its version and clock.', response: { 200: envelopeOf(HealthData) } } },
    async () => ok({ status: 'ok' as const, version: APP_VERSION, time: app.now() }),
  )
}
