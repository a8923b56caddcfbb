import { ResultCode } from '@tarot/contracts/codes'
import type { OrderData, OrderView } from '@tarot/contracts/pay'
import { useCallback, useMemo, useState } from 'react'
import { getOrder, payOrder } from '@/lib/api/pay'
import { useServerData } from '@/lib/data/use-server-data'
import type { ApiError } from '@/lib/http/client'
import { type OrderOutcome, awaitOrder } from '@/lib/pay/await-order'
import { checkout } from '@/lib/pay/checkout'
import type { PurchaseStage } from './use-purchase'

export type OrderState = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; data: OrderData }

/** Paying an order made elsewhere (the WeChat payment page): fresh parameters each time, then the server's word. */
export function useOrderPayment(orderId: string | undefined, enabled: boolean) {
  const [stage, setStage] = useState<PurchaseStage>({ kind: 'idle' })
  // Fresh each time the page opens: it pays from what it loads.
  const { state, update } = useServerData(enabled && orderId ? ['order', orderId] : null, () => getOrder(orderId ?? ''), { fresh: true })
  const order = useMemo<OrderState>(
    () => (enabled && !orderId ? { status: 'missing' } : state.status === 'ready' ? { status: 'ready', data: state.value } : state.status === 'failed' ? { status: 'missing' } : { status: 'loading' }),
    [enabled, orderId, state],
  )

  /** The server's word on the order, as the page shows it. */
  const show = useCallback(
    (outcome: OrderOutcome, view: OrderView) => {
      const data = outcome.data
      if (data) update(() => data)
      if (outcome.kind === 'paid') setStage({ kind: 'success', data: outcome.data })
      else if (outcome.kind === 'pending') setStage({ kind: 'pending', order: outcome.data?.order ?? view })
      else setStage({ kind: outcome.kind, order: outcome.data.order })
    },
    [update],
  )

  const settle = useCallback(
    async (view: OrderView, wait?: { timeoutMs: number }) => {
      setStage({ kind: 'completed', order: view })
      show(await awaitOrder(view.id, wait), view)
    },
    [show],
  )

  const pay = useCallback(async () => {
    if (order.status !== 'ready') return
    const view = order.data.order
    // Fresh payment parameters for the order, then the one checkout's payment and wait.
    const result = await checkout({
      create: () => payOrder(view.id),
      payment: (params) => ({ params, orderId: view.id, amountFen: view.amountFen }),
      onStep: (step) => setStage(step.kind === 'confirming' ? { kind: 'completed', order: view } : { kind: 'paying', order: view }),
    })
    switch (result.kind) {
      case 'refused':
      case 'birthYear': {
        const error = result.kind === 'refused' ? result.error : undefined
        // Paid, closed or expired meanwhile: show what the server now says.
        if ((error as ApiError | undefined)?.code === ResultCode.notAllowedNow) await settle(view, { timeoutMs: 0 })
        else setStage({ kind: 'refused', reason: 'other', message: (error as Error | undefined)?.message })
        return
      }
      case 'cancelled':
      case 'unavailable':
        return setStage({ kind: result.kind })
      case 'failed':
        return result.data ? show({ kind: 'failed', data: result.data }, view) : setStage({ kind: 'failed', order: view })
      case 'done':
        return setStage({ kind: 'pending', order: view })
      default:
        return show(result, view)
    }
  }, [order, settle, show])

  const checkAgain = useCallback((view: OrderView) => settle(view, { timeoutMs: 5000 }), [settle])
  const reset = useCallback(() => setStage({ kind: 'idle' }), [])

  return { order, stage, pay, checkAgain, reset }
}
