import type { FastifyPluginAsync } from 'fastify'
import { ok } from '../lib/envelope'

export const APP_VERSION = '2.3.7'

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get('/health', async () => ok({ status: 'ok', version: APP_VERSION, time: app.now() }))
}
