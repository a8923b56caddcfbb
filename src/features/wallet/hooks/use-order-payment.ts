import { ResultCode } from '@tarot/contracts/codes'
import type { OrderData, OrderView } from '@tarot/contracts/pay'
import { useCallback, useEffect, useState } from 'react'
import { getOrder, payOrder } from '@/lib/api/pay'
import type { ApiError } from '@/lib/http/client'
import { awaitOrder } from '@/lib/pay/await-order'
import { requestPay } from '@/lib/pay/request-pay'
import type { PurchaseStage } from './use-purchase'

export type OrderState = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; data: OrderData }

/** Paying an order made elsewhere (the WeChat payment page): fresh parameters each time, then the server's word. */
export function useOrderPayment(orderId: string | undefined, enabled: boolean) {
  const [order, setOrder] = useState<OrderState>({ status: 'loading' })
  const [stage, setStage] = useState<PurchaseStage>({ kind: 'idle' })

  useEffect(() => {
    if (!enabled) return
    if (!orderId) {
      setOrder({ status: 'missing' })
      return
    }
    getOrder(orderId)
      .then((data) => setOrder({ status: 'ready', data }))
      .catch(() => setOrder({ status: 'missing' }))
  }, [orderId, enabled])

  const settle = useCallback(async (view: OrderView, wait?: { timeoutMs: number }) => {
    setStage({ kind: 'completed', order: view })
    const outcome = await awaitOrder(view.id, wait)
    if (outcome.data) setOrder({ status: 'ready', data: outcome.data })
    if (outcome.kind === 'paid') setStage({ kind: 'success', data: outcome.data })
    else if (outcome.kind === 'pending') setStage({ kind: 'pending', order: outcome.data?.order ?? view })
    else setStage({ kind: outcome.kind, order: outcome.data.order })
  }, [])

  const pay = useCallback(async () => {
    if (order.status !== 'ready') return
    const view = order.data.order
    setStage({ kind: 'paying', order: view })
    let params
    try {
      params = await payOrder(view.id)
    } catch (error) {
      const code = (error as ApiError)?.code
      // Paid, closed or expired meanwhile: show what the server now says.
      if (code === ResultCode.notAllowedNow) {
        await settle(view, { timeoutMs: 0 })
        return
      }
      setStage({ kind: 'refused', reason: 'other', message: (error as Error).message })
      return
    }
    const paid = await requestPay(params, view.amountFen)
    if (paid === 'paid') await settle(view)
    else if (paid === 'failed') setStage({ kind: 'failed', order: view })
    else setStage({ kind: paid })
  }, [order, settle])

  const checkAgain = useCallback((view: OrderView) => settle(view, { timeoutMs: 5000 }), [settle])
  const reset = useCallback(() => setStage({ kind: 'idle' }), [])

  return { order, stage, pay, checkAgain, reset }
}
