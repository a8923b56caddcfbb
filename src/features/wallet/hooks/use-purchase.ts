import { ResultCode } from '@tarot/contracts/codes'
import type { OrderData, OrderView } from '@tarot/contracts/pay'
import { useCallback, useRef, useState } from 'react'
import { createOrder } from '@/lib/api/pay'
import { newClientKey } from '@/lib/api/readings'
import type { ApiError } from '@/lib/http/client'
import { awaitOrder } from '@/lib/pay/await-order'
import { answerBirthYear, checkout } from '@/lib/pay/checkout'
import { payOs, payPlatform } from '@/lib/pay/pay-platform'
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
 * Buying one product through the one checkout (`lib/pay/checkout`), as stages the wallet shows.
 * `onPaid` receives the order and the wallet after it. `need` is the energy the user is short of
 * (from a pro reading), sent with energy orders.
 */
export function usePurchase({ need, onPaid }: { need?: number; onPaid: (data: OrderData) => void }) {
  const [stage, setStage] = useState<PurchaseStage>({ kind: 'idle' })
  const attempt = useRef<Attempt | null>(null)

  /** The server's word on a paid order, as a stage. */
  const show = useCallback(
    (outcome: { kind: 'paid'; data: OrderData } | { kind: 'failed' | 'invalid'; data: OrderData } | { kind: 'pending'; data: OrderData | null }, order: OrderView) => {
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
      const result = await checkout({
        create: () =>
          createOrder({
            productId: product.id,
            platform: payPlatform(),
            os: payOs(),
            clientKey,
            ...(product.kind === 'energy' && need !== undefined ? { need } : {}),
          }),
        payment: (created) => ({ params: created.pay, orderId: created.order.id, amountFen: created.order.amountFen }),
        onStep: (step) =>
          setStage(
            step.kind === 'creating' ? { kind: 'creating', product } : step.kind === 'paying' ? { kind: 'paying', order: step.created.order } : { kind: 'completed', order: step.created.order },
          ),
      })
      switch (result.kind) {
        case 'birthYear':
          return setStage({ kind: 'birthYear', product, saving: false })
        case 'refused':
          return setStage(refusalOf(result.error) ?? { kind: 'birthYear', product, saving: false })
        case 'cancelled':
        case 'unavailable':
          return setStage({ kind: result.kind })
        case 'failed':
          return setStage({ kind: 'failed', order: result.data?.order ?? result.created.order })
        case 'done':
          return setStage({ kind: 'pending', order: result.created.order })
        default:
          return show(result, result.created.order)
      }
    },
    [need, show],
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
        if ((await answerBirthYear(birthYear)) === 'underAge') {
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

  /** Asks the server again about an order still pending. */
  const checkAgain = useCallback(
    async (order: OrderView) => {
      setStage({ kind: 'completed', order })
      show(await awaitOrder(order.id, { timeoutMs: 5000 }), order)
    },
    [show],
  )

  const reset = useCallback(() => setStage({ kind: 'idle' }), [])

  return { stage, buy, submitBirthYear, checkAgain, reset }
}
