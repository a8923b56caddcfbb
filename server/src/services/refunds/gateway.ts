import type { PayChannel } from '../pay/provider'

// The provider's refund calls as the refund service uses them (services/pay/provider.ts implements them).
export type RefundState = 'PROCESSING' | 'SUCCESS' | 'CLOSED' | 'ABNORMAL'
export interface ProviderRefund {
  refundId: string
  orderId: string
  providerRefundId: string | null
  state: RefundState
  amountFen: number
  successTime: string | null
}
export interface RefundGateway {
  refund(input: { orderId: string; refundId: string; amountFen: number; totalFen: number; reason: string; channel?: PayChannel; openId?: string | null }): Promise<ProviderRefund>
  queryRefund(refundId: string, context: { orderId: string; channel: PayChannel; openId: string | null }): Promise<ProviderRefund | null>
}

/** Until every provider answers with its refund (services/pay), a provider whose refund resolves with nothing. */
export function gatewayOf(provider: {
  name: string
  refund(input: { orderId: string; refundId: string; amountFen: number; reason: string; channel?: PayChannel; openId?: string | null }): Promise<unknown>
}): RefundGateway {
  return {
    async refund(input) {
      const answer = await provider.refund(input)
      if (answer && typeof answer === 'object' && 'state' in answer) return answer as ProviderRefund
      return { refundId: input.refundId, orderId: input.orderId, providerRefundId: null, state: provider.name === 'dev' ? 'SUCCESS' : 'PROCESSING', amountFen: input.amountFen, successTime: null }
    },
    async queryRefund(refundId, context) {
      const query = (provider as { queryRefund?: RefundGateway['queryRefund'] }).queryRefund
      return query ? query.call(provider, refundId, context) : null
    },
  }
}
