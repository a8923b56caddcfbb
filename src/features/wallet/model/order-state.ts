import type { OrderView } from '@tarot/contracts/pay'

/** An order's state as the purchase history words it: a key of the purchases namespace, and the money refunded when any. */
export type OrderState =
  { key: 'state.paying' | 'state.paid' | 'state.failed' | 'state.closed' | 'state.expired' | 'state.invalid' } | { key: 'state.refunded' | 'state.partlyRefunded'; refundedFen: number }

/**
 * A refund in full turns the order `refunded`; a refund in part leaves it `paid` with `refundedFen` above 0.
 * An order not yet handed to the provider (`created`) is, for the person, being paid.
 */
export function orderState(order: Pick<OrderView, 'status' | 'amountFen' | 'refundedFen'>): OrderState {
  switch (order.status) {
    case 'refunded':
      return { key: 'state.refunded', refundedFen: order.refundedFen || order.amountFen }
    case 'paid':
      return order.refundedFen > 0 ? { key: 'state.partlyRefunded', refundedFen: order.refundedFen } : { key: 'state.paid' }
    case 'created':
    case 'paying':
      return { key: 'state.paying' }
    default:
      return { key: `state.${order.status}` }
  }
}
