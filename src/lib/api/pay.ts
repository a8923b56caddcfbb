import type { WalletData } from '@tarot/contracts/account'
import type { BirthYearCorrection, CreateOrderData, CreateOrderRequest, OrderData, OrderView, PayParams, RestoreData } from '@tarot/contracts/pay'
import { request } from '@/lib/http/client'

/**
 * The purchase calls (docs/commerce.md), shared by the wallet and the readers features.
 * All need a signed-in user; errors are not shown as toasts here, the callers word them.
 */

export interface BirthYearData {
  birthYear: number
  adult: boolean
}

export interface OrderPage {
  list: OrderView[]
  page: number
  pageSize: number
  hasMore: boolean
}

const orders = '/tarot/rest/pay/orders'
const orderUrl = (id: string) => `${orders}/${encodeURIComponent(id)}`

export interface BirthYearStatus {
  birthYear: number | null
  adult: boolean | null
  /** A correction to an adult year waiting for the operator's check, or declined. */
  correction?: BirthYearCorrection | null
}

/** The birth year on the account (null when never given), whether it lets the person buy, and any correction asked for. */
export function fetchBirthYear(): Promise<BirthYearStatus> {
  return request<BirthYearStatus>({ url: '/tarot/rest/account/birth-year', auth: 'user', silent: true })
}

/**
 * Corrects the year given: applied at once when the protection stays, else kept as a request (with the contact
 * the check needs) until the operator has checked the person's age (docs/commerce.md, "Under 18").
 */
export function correctBirthYear(birthYear: number, contact: string): Promise<BirthYearData & { correction: BirthYearCorrection | null }> {
  return request({ url: '/tarot/rest/account/birth-year/correction', method: 'POST', data: { birthYear, contact }, auth: 'user', silent: true })
}

export function saveBirthYear(birthYear: number): Promise<BirthYearData> {
  return request<BirthYearData>({ url: '/tarot/rest/account/birth-year', method: 'POST', data: { birthYear }, auth: 'user', silent: true })
}

export function createOrder(order: CreateOrderRequest): Promise<CreateOrderData> {
  return request<CreateOrderData>({ url: orders, method: 'POST', data: order, auth: 'user', silent: true })
}

/** The order (checked with the provider while it is being paid) and the wallet after it. */
export function getOrder(id: string): Promise<OrderData> {
  return request<OrderData>({ url: orderUrl(id), auth: 'user', silent: true })
}

/** Fresh payment parameters for an unpaid order (e.g. on the H5 payment page). */
export function payOrder(id: string): Promise<PayParams> {
  return request<PayParams>({ url: `${orderUrl(id)}/pay`, method: 'POST', data: {}, auth: 'user', silent: true })
}

export function closeOrder(id: string): Promise<void> {
  return request<void>({ url: `${orderUrl(id)}/close`, method: 'POST', data: {}, auth: 'user', silent: true })
}

export function listOrders(page: number): Promise<OrderPage> {
  return request<OrderPage>({ url: orders, query: { page }, auth: 'user', silent: true })
}

/** Orders paid at the provider but not yet credited are credited now. */
export function restorePurchases(): Promise<RestoreData> {
  return request<RestoreData>({ url: '/tarot/rest/pay/restore', method: 'POST', data: {}, auth: 'user', silent: true })
}

/** The local dev provider only: the simulated payer pays or gives up, and the server receives a signed notification. */
export function devPay(id: string, outcome: 'success' | 'fail'): Promise<void> {
  return request<void>({ url: `/tarot/rest/pay/dev/${encodeURIComponent(id)}`, method: 'POST', data: { outcome }, auth: 'user', silent: true })
}

/** Energy, VIP end and the products on sale. */
export function fetchWallet(): Promise<Required<WalletData>> {
  return request<WalletData>({ url: '/tarot/rest/energy/amount', query: { r: 'products' }, auth: 'user', silent: true }).then((data) => ({ ...data, products: data.products ?? [] }))
}
