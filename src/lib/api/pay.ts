import type { WalletData } from '@tarot/contracts/account'
import type { CallData } from '@tarot/contracts/endpoint'
import type { energyEndpoints } from '@tarot/contracts/endpoints/energy'
import type { payEndpoints } from '@tarot/contracts/endpoints/pay'
import type { CreateOrderData, CreateOrderRequest, OrderData, OrderView, PayParams, RestoreData } from '@tarot/contracts/pay'
import { energyPaths } from '@tarot/contracts/paths/energy'
import { payPaths } from '@tarot/contracts/paths/pay'
import { client } from '@/lib/http/api'

/**
 * The purchase calls (docs/commerce.md), shared by the wallet and the readers features.
 * All need a signed-in user; errors are not shown as toasts here, the callers word them.
 */

const pay = client<typeof payEndpoints>(payPaths)
const energy = client<typeof energyEndpoints>(energyPaths)

export type BirthYearData = CallData<typeof payEndpoints.setBirthYear>

export type OrderPage = CallData<typeof payEndpoints.listOrders>

/** The year given and whether it lets the person buy; `correction`, a correction to an adult year waiting for the operator's check, or declined. */
export type BirthYearStatus = CallData<typeof payEndpoints.birthYear>

/** The birth year on the account (null when never given), whether it lets the person buy, and any correction asked for. */
export function fetchBirthYear(): Promise<BirthYearStatus> {
  return pay.birthYear({ auth: 'user', silent: true })
}

/**
 * Corrects the year given: applied at once when the protection stays, else kept as a request (with the contact
 * the check needs) until the operator has checked the person's age (docs/commerce.md, "Under 18").
 */
export function correctBirthYear(birthYear: number, contact: string): Promise<CallData<typeof payEndpoints.correctBirthYear>> {
  return pay.correctBirthYear({ body: { birthYear, contact }, auth: 'user', silent: true })
}

export function saveBirthYear(birthYear: number): Promise<BirthYearData> {
  return pay.setBirthYear({ body: { birthYear }, auth: 'user', silent: true })
}

export function createOrder(order: CreateOrderRequest): Promise<CreateOrderData> {
  return pay.createOrder({ body: order, auth: 'user', silent: true })
}

/** The order (checked with the provider while it is being paid) and the wallet after it. */
export function getOrder(id: string): Promise<OrderData> {
  return pay.getOrder({ params: { id }, auth: 'user', silent: true })
}

/** Fresh payment parameters for an unpaid order (e.g. on the H5 payment page). */
export function payOrder(id: string): Promise<PayParams> {
  return pay.payOrder({ params: { id }, auth: 'user', silent: true })
}

export function closeOrder(id: string): Promise<OrderView> {
  return pay.closeOrder({ params: { id }, auth: 'user', silent: true })
}

export function listOrders(page: number): Promise<OrderPage> {
  return pay.listOrders({ query: { page }, auth: 'user', silent: true })
}

/** Orders paid at the provider but not yet credited are credited now. */
export function restorePurchases(): Promise<RestoreData> {
  return pay.restore({ auth: 'user', silent: true })
}

/** The local dev provider only: the simulated payer pays or gives up, and the server receives a signed notification. */
export function devPay(id: string, outcome: 'success' | 'fail'): Promise<OrderData> {
  return pay.devPay({ params: { id }, body: { outcome }, auth: 'user', silent: true })
}

/** Energy, VIP end and the products on sale. */
export function fetchWallet(): Promise<Required<WalletData>> {
  return energy.wallet({ query: { r: 'products' }, auth: 'user', silent: true }).then((data) => ({ ...data, products: data.products ?? [] }))
}
