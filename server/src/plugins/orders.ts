import fp from 'fastify-plugin'
import { BirthYearCorrectionRepository } from '../db/birth-year-corrections'
import { DevPayOrderRepository } from '../db/dev-pay-orders'
import { OrderRepository } from '../db/orders'
import { BirthYearCorrections } from '../services/birth-year-corrections'
import { OrderService } from '../services/orders'
import { payProviderFrom, withXpay } from '../services/pay/create-provider'
import { DevPayProvider } from '../services/pay/dev-pay'
import type { PayProvider } from '../services/pay/provider'

declare module 'fastify' {
  interface FastifyInstance {
    payProvider: PayProvider
    orders: OrderService
    birthYearCorrections: BirthYearCorrections
  }
}

const SWEEP_MS = 60_000

/**
 * Orders and WeChat Pay (the dev provider, over the database, without WECHAT_MCH_ID), and the minute sweep that expires unpaid
 * orders here and at the provider (reads check too, so a missed tick only delays the tidy-up).
 */
export const ordersPlugin = fp<{ payProvider?: PayProvider | undefined }>(
  async (app, { payProvider }) => {
    const { config, now } = app
    // The dev provider (no merchant, DEV_PAY on) keeps its keys and orders in the database, so every instance pays alike.
    const devPay = !payProvider && config.devPay && !config.pay.mchId
    const base = devPay ? await DevPayProvider.open(app.serverSettings, new DevPayOrderRepository(app.database.db), config.dataDir) : (payProvider ?? payProviderFrom(config, { now, log: app.log }))
    // The mini-program's virtual payment, when configured, in front of whichever serves H5 and the app.
    const provider = withXpay(config, base, { now })
    app.decorate('payProvider', provider)
    const orderRows = new OrderRepository(app.database.db)
    app.decorate(
      'orders',
      new OrderService(
        orderRows,
        app.accounts,
        app.payProvider,
        { iosCharge: config.iosCharge, xpayIos: config.xpay.ios, orderTtlMs: config.pay.orderTtlMinutes * 60_000, energyFen: config.pricing.energyFen },
        now,
        app.log,
      ),
    )
    app.decorate('birthYearCorrections', new BirthYearCorrections(new BirthYearCorrectionRepository(app.database.db), orderRows, now))
    const sweep = setInterval(() => void app.orders.sweep().catch((error) => app.log.warn({ err: error }, 'order sweep failed')), SWEEP_MS)
    sweep.unref()
    app.addHook('onClose', async () => clearInterval(sweep))
  },
  { name: 'orders', dependencies: ['repositories'] },
)
