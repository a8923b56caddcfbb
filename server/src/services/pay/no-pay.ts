import type { PayParams, PayPlatform } from '@tarot/contracts/pay'
import { NotificationRejected, type PayChannel, type PayProvider, type ProviderRefund, type ProviderTransaction } from './provider'

/**
 * No payments: neither WeChat Pay (WECHAT_MCH_ID) nor the dev provider (DEV_PAY) is on. Every platform
 * is answered "cannot buy here" before an order is made, and no notification is believed.
 */
export class NoPayProvider implements PayProvider {
  readonly name = 'none' as const
  readonly mchId = ''

  channelFor(_platform: PayPlatform): PayChannel | null {
    return null
  }

  appIdFor(_channel: PayChannel): string {
    throw new Error('payments are off: no channel has an appid')
  }

  prepay(): Promise<PayParams> {
    return Promise.reject(new Error('payments are off: no order can be prepaid'))
  }

  async query(): Promise<ProviderTransaction | null> {
    return null
  }

  async close(): Promise<void> {}

  refund(): Promise<ProviderRefund> {
    return Promise.reject(new Error('payments are off: nothing was paid to refund'))
  }

  async queryRefund(): Promise<ProviderRefund | null> {
    return null
  }

  parseRefundNotification(): Promise<ProviderRefund> {
    return Promise.reject(new NotificationRejected('headers'))
  }

  parseNotification(): Promise<ProviderTransaction> {
    return Promise.reject(new NotificationRejected('signature'))
  }
}
