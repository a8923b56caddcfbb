import { ResultCode } from '@tarot/contracts/codes'
import type { OrderData, PayParams } from '@tarot/contracts/pay'
import { saveBirthYear } from '@/lib/api/pay'
import type { ApiError } from '@/lib/http/client'
import { type AwaitOptions, awaitOrder } from './await-order'
import { requestPay } from './request-pay'

/** What is paid for an order once it exists: the platform's parameters, the order and its amount. */
export interface Payment {
  params: PayParams
  /** The payment order to wait for; null when the caller follows it elsewhere (a consultation's own page). */
  orderId: string | null
  amountFen: number
}

/** One purchase of anything: how to create (or reopen) its order, and what then needs paying. */
export interface CheckoutRequest<Created> {
  /** Creates the order; asked again with the same client key after the birth year is saved. */
  create(): Promise<Created>
  /** What to pay for what was created; null when nothing is left to pay (e.g. paid with energy). */
  payment(created: Created): Payment | null | Promise<Payment | null>
  /** The step in progress, for the screen to show. */
  onStep?(step: { kind: 'creating' } | { kind: 'paying'; created: Created } | { kind: 'confirming'; created: Created }): void
  /** How long to wait for the server to confirm a payment. */
  wait?: AwaitOptions
}

export type CheckoutResult<Created> =
  /** Nothing to pay: the order is complete as created. */
  | { kind: 'done'; created: Created }
  /** The server needs the buyer's birth year first: ask it, `answerBirthYear`, then check out again. */
  | { kind: 'birthYear' }
  /** The order was refused (the error says why). */
  | { kind: 'refused'; error: unknown }
  /** The payer closed the payment sheet, or this platform cannot pay. */
  | { kind: 'cancelled' | 'unavailable'; created: Created }
  /** The payment failed on the payer's side (no order data) or the server says so. */
  | { kind: 'failed'; created: Created; data?: OrderData }
  | { kind: 'paid' | 'invalid'; created: Created; data: OrderData }
  /** The payer paid, but the server has not confirmed yet: check again later. */
  | { kind: 'pending'; created: Created; data: OrderData | null }

/**
 * The one checkout: create the order → the birth year when the server asks → pay through this
 * platform's leaf (`request-pay.*`) → wait for the server to confirm the paid order. The wallet,
 * the readers' consultation order and the WeChat payment page all pay through it.
 */
export async function checkout<Created>(request: CheckoutRequest<Created>): Promise<CheckoutResult<Created>> {
  request.onStep?.({ kind: 'creating' })
  let created: Created
  try {
    created = await request.create()
  } catch (error) {
    return (error as ApiError)?.code === ResultCode.birthYearRequired ? { kind: 'birthYear' } : { kind: 'refused', error }
  }
  const payment = await request.payment(created)
  if (!payment) return { kind: 'done', created }
  request.onStep?.({ kind: 'paying', created })
  const paid = await requestPay(payment.params, payment.amountFen)
  if (paid !== 'paid') return paid === 'failed' ? { kind: 'failed', created } : { kind: paid, created }
  if (payment.orderId === null) return { kind: 'pending', created, data: null }
  request.onStep?.({ kind: 'confirming', created })
  const outcome = await (request.wait ? awaitOrder(payment.orderId, request.wait) : awaitOrder(payment.orderId))
  return { ...outcome, created }
}

/** Saves the birth year the server asked for; an adult goes on with the checkout, a minor may not buy. Throws when it cannot be saved. */
export async function answerBirthYear(birthYear: number): Promise<'adult' | 'underAge'> {
  const saved = await saveBirthYear(birthYear)
  return saved.adult ? 'adult' : 'underAge'
}
