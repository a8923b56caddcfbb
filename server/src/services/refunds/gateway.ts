import type { PayProvider } from '../pay/provider'

export type { ProviderRefund, RefundState } from '../pay/provider'

/** The provider's refund calls and notification the refund service uses (every PayProvider has them; tests stand in one that refuses or stalls). */
export type RefundGateway = Pick<PayProvider, 'refund' | 'queryRefund' | 'parseRefundNotification'>
