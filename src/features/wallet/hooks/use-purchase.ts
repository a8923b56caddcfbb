import { ResultCode } from '@tarot/contracts/codes'
import type { OrderData, OrderView } from '@tarot/contracts/pay'
import { useCallback, useRef, useState } from 'react'
import { createOrder, saveBirthYear } from '@/lib/api/pay'
import { newClientKey } from '@/lib/api/readings'
import type { ApiError } from '@/lib/http/client'
import { awaitOrder } from '@/lib/pay/await-order'
import { payOs, payPlatform } from '@/lib/pay/pay-platform'
import { requestPay } from '@/lib/pay/request-pay'
import type { Product } from './use-wallet'

/** The purchase as the user sees it: spec §5 paying / payment completed / success / failed / invalid, and the refusals before it. */
export type PurchaseStage =
  | { kind: 'idle' }
  | { kind: 'birthYear'; product: Product; saving: boolean }
  | { kind: 'refused'; reason: 'underAge' | 'sufficient' | 'notAvailable' | 'other'; message?: string }
  | { kind: 'creating'; product: Product }
  | { kind: 'paying'; order: OrderView }
  | { kind: 'completed'; order: OrderView }
  | { kind: 'success'; data: OrderData }
  | { kind: 'failed'; order: OrderView }
  | { kind: 'invalid'; order: OrderView }
  | { kind: 'cancelled' }
  | { kind: 'unavailable' }
  | { kind: 'pending'; order: OrderView }

interface Attempt {
  product: Product
  clientKey: string
}

function refusalOf(error: unknown): PurchaseStage | null {
  const code = (error as ApiError)?.code
  if (code === ResultCode.birthYearRequired) return null
  if (code === ResultCode.underAge) return { kind: 'refused', reason: 'underAge' }
  if (code === ResultCode.sufficientEnergy) return { kind: 'refused', reason: 'sufficient' }
  if (code === ResultCode.purchaseUnavailable) return { kind: 'refused', reason: 'notAvailable', message: (error as Error)?.message }
  return { kind: 'refused', reason: 'other', message: (error as Error)?.message }
}

/**
 * Buying one product: create the order (asking the birth year once when the server needs it), pay on
 * this platform, then wait for the server to confirm. `onPaid` receives the order and the wallet after it.
 * `need` is the energy the user is short of (from a pro reading), sent with energy orders.
 */
export function usePurchase({ need, onPaid }: { need?: number; onPaid: (data: OrderData) => void }) {
  const [stage, setStage] = useState<PurchaseStage>({ kind: 'idle' })
  const attempt = useRef<Attempt | null>(null)

  const settle = useCallback(
    async (order: OrderView, wait?: { timeoutMs: number }) => {
      setStage({ kind: 'completed', order })
      const outcome = await awaitOrder(order.id, wait)
      if (outcome.kind === 'paid') {
        onPaid(outcome.data)
        setStage({ kind: 'success', data: outcome.data })
      } else if (outcome.kind === 'pending') setStage({ kind: 'pending', order: outcome.data?.order ?? order })
      else setStage({ kind: outcome.kind, order: outcome.data.order })
    },
    [onPaid],
  )

  const place = useCallback(
    async ({ product, clientKey }: Attempt) => {
      setStage({ kind: 'creating', product })
      let created
      try {
        created = await createOrder({
          productId: product.id,
          platform: payPlatform(),
          os: payOs(),
          clientKey,
          ...(product.kind === 'energy' && need !== undefined ? { need } : {}),
        })
      } catch (error) {
        setStage(refusalOf(error) ?? { kind: 'birthYear', product, saving: false })
        return
      }
      const { order } = created
      setStage({ kind: 'paying', order })
      const paid = await requestPay(created.pay, order.amountFen)
      if (paid === 'paid') await settle(order)
      else if (paid === 'failed') setStage({ kind: 'failed', order })
      else setStage({ kind: paid })
    },
    [need, settle],
  )

  const buy = useCallback(
    (product: Product) => {
      attempt.current = { product, clientKey: newClientKey() }
      return place(attempt.current)
    },
    [place],
  )

  /** The answer to the birth-year question; an adult goes straight on with the purchase they started. */
  const submitBirthYear = useCallback(
    async (birthYear: number) => {
      const current = attempt.current
      if (!current) return
      setStage({ kind: 'birthYear', product: current.product, saving: true })
      try {
        const saved = await saveBirthYear(birthYear)
        if (!saved.adult) {
          setStage({ kind: 'refused', reason: 'underAge' })
          return
        }
      } catch (error) {
        setStage(refusalOf(error) ?? { kind: 'birthYear', product: current.product, saving: false })
        return
      }
      await place(current)
    },
    [place],
  )

  const checkAgain = useCallback(
    (order: OrderView) => settle(order, { timeoutMs: 5000 }),
    [settle],
  )

  const reset = useCallback(() => setStage({ kind: 'idle' }), [])

  return { stage, buy, submitBirthYear, checkAgain, reset }
}
