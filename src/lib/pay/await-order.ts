import type { OrderData } from '@tarot/contracts/pay'
import { getOrder } from '@/lib/api/pay'
import { useSession } from '@/stores/session'

/** What the server finally says about an order the client believes was paid. */
export type OrderOutcome =
  | { kind: 'paid'; data: OrderData }
  | { kind: 'failed' | 'invalid'; data: OrderData }
  /** Still not confirmed when we stopped asking: the payment may yet arrive; check again later. */
  | { kind: 'pending'; data: OrderData | null }

export interface AwaitOptions {
  intervalMs?: number
  timeoutMs?: number
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * After the client reports a payment, asks the server (which checks with the provider) until the
 * order is settled. A paid order updates the session's energy and VIP at once.
 */
export async function awaitOrder(orderId: string, { intervalMs = 1000, timeoutMs = 20_000, now = Date.now, sleep = wait }: AwaitOptions = {}): Promise<OrderOutcome> {
  const deadline = now() + timeoutMs
  let last: OrderData | null = null
  for (;;) {
    try {
      last = await getOrder(orderId)
      const { status } = last.order
      if (status === 'paid') {
        useSession.getState().setEnergy({ total: last.wallet.total, vipTime: last.wallet.vipTime })
        return { kind: 'paid', data: last }
      }
      if (status === 'invalid') return { kind: 'invalid', data: last }
      if (status === 'failed' || status === 'closed' || status === 'expired') return { kind: 'failed', data: last }
    } catch {
      // A dropped poll is not an answer; keep asking until the deadline.
    }
    if (now() + intervalMs > deadline) return { kind: 'pending', data: last }
    await sleep(intervalMs)
  }
}
